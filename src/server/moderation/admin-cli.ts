import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createModerationRepository } from './moderation.repository.ts';

/**
 * `npm run admin -- grant someone@example.com` | `revoke someone@example.com` | `list`: the admin
 * role, on the database the app's configuration names (DATABASE_URL / DATA_DIR, as the server
 * reads them). The change holds from the user's next request: no new sign-in is needed.
 */
const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

async function run(args: string[]): Promise<number> {
  const [command, rawEmail] = args;
  if (!(command === 'list' || ((command === 'grant' || command === 'revoke') && rawEmail))) {
    console.error(USAGE);
    return 2;
  }
  const { db, dialect } = openDatabase(loadConfig().database);
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>, dialect);
    const repo = createModerationRepository(db);
    if (command === 'list') {
      const admins = await repo.listAdmins();
      console.log(admins.length ? admins.map((a) => `${a.id}\t${a.email}`).join('\n') : 'No admins yet');
      return 0;
    }
    const email = rawEmail!.trim().toLowerCase();
    const id = await repo.setAdminByEmail(email, command === 'grant');
    if (id === undefined) {
      console.error(`No account with the email ${email}`);
      return 1;
    }
    console.log(command === 'grant' ? `${email} (user ${id}) is now an admin` : `${email} (user ${id}) is no longer an admin`);
    return 0;
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
