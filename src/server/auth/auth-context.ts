import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { createUsersRepository } from './users.repository.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createEmailTokensRepository } from './email-tokens.repository.ts';

/** What the account services share: repositories, the mail outbox and the config. */
export function createAuthContext(db: Kysely<Database>, mail: MailOutbox, config: AppConfig, fast?: Pick<DatabaseHandle, 'readSync' | 'writeGeneration'>) {
  return {
    db,
    mail,
    config,
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db, fast),
    emailTokens: createEmailTokensRepository(db),
  };
}

export type AuthContext = ReturnType<typeof createAuthContext>;
