import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { createUsersRepository } from './users.repository.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createEmailTokensRepository } from './email-tokens.repository.ts';
import { createAccountEventsRepository } from './account-events.repository.ts';
import { createSessionDevicesRepository } from './session-devices.repository.ts';
import { createSessionActivity } from './session-activity.ts';
import { createEmailChangesRepository } from './email-changes.repository.ts';
import { createPasswordChecker } from './password-checker.ts';

/** What the account services share: repositories, the mail outbox and the config. */
export function createAuthContext(
  db: Kysely<Database>,
  mail: MailOutbox,
  config: AppConfig,
  fast?: Pick<DatabaseHandle, 'readSync' | 'writeGeneration'>,
) {
  const sessionDevices = createSessionDevicesRepository(db);
  return {
    db,
    mail,
    config,
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db, fast),
    emailTokens: createEmailTokensRepository(db),
    // Account controls: security activity, sessions as devices (with their last seen), email changes.
    accountEvents: createAccountEventsRepository(db),
    sessionDevices,
    sessionActivity: createSessionActivity(sessionDevices),
    emailChanges: createEmailChangesRepository(db),
    /** The guessability rule, on a worker thread (close it with the app). */
    passwordChecker: createPasswordChecker(),
  };
}

export type AuthContext = ReturnType<typeof createAuthContext>;
