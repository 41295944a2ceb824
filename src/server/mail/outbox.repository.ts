import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, EmailOutboxKind, EmailOutboxTable } from '../db/schema.ts';
import type { MailMessage } from './mail-transport.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type OutboxRow = Selectable<EmailOutboxTable>;

export interface OutboxMail {
  kind: EmailOutboxKind;
  userId: number | null;
  message: MailMessage;
  /** ISO time after which the mail is pointless (its link has expired): dropped, not sent. */
  expiresAt: string | null;
}

/** A finished row keeps who, what and when, but not the bodies, which carry a live link. */
const BLANK_BODIES = { text_body: '', html_body: '' } as const;

/**
 * Mail whose address must not outlive its sending: the goodbye of a deleted account (nothing of
 * the account may stay). Once finished, such a row keeps its kind, subject and times only.
 */
const FORGET_ADDRESS_KINDS: readonly EmailOutboxKind[] = ['account_deleted'];

/** The address column of a row being finished: blanked for FORGET_ADDRESS_KINDS, else kept. */
const finishedAddress = sql<string>`CASE WHEN kind IN (${sql.join(FORGET_ADDRESS_KINDS)}) THEN '' ELSE to_address END`;

/** 14 columns a row: 500 rows stay well under SQLite's 32,766 bound parameters. */
const ENQUEUE_CHUNK = 500;

function toRow(mail: OutboxMail, now: string) {
  return {
    kind: mail.kind,
    user_id: mail.userId,
    to_address: mail.message.to,
    subject: mail.message.subject,
    text_body: mail.message.text,
    html_body: mail.message.html,
    status: 'pending' as const,
    next_attempt_at: now,
    locked_until: null,
    last_attempt_at: null,
    last_error: null,
    sent_at: null,
    expires_at: mail.expiresAt,
    created_at: now,
  };
}

/** Each row of the outbox is one mail; see migrations/004-email-outbox.ts for the states. */
export function createOutboxRepository(db: Kysely<Database>) {
  return {
    async enqueue(mail: OutboxMail, trx: Db = db): Promise<void> {
      await trx.insertInto('email_outbox').values(toRow(mail, new Date().toISOString())).execute();
    },

    /** Queues several mails with as few statements as the parameter limit allows (alerts for many users at once). */
    async enqueueMany(mails: OutboxMail[], trx: Db = db): Promise<void> {
      const now = new Date().toISOString();
      for (let start = 0; start < mails.length; start += ENQUEUE_CHUNK) {
        await trx
          .insertInto('email_outbox')
          .values(mails.slice(start, start + ENQUEUE_CHUNK).map((mail) => toRow(mail, now)))
          .execute();
      }
    },

    /** Drops the user's unsent mails of a kind (their links were just retired); one being sent right now is left to finish. */
    async cancelPending(userId: number, kind: EmailOutboxKind, now: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('email_outbox')
        .set({ status: 'cancelled', ...BLANK_BODIES })
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .execute();
    },

    async findDueIds(now: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('email_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Takes a due mail for this instance until `lockedUntil`, counting the attempt. One UPDATE
     * with the whole condition: of two instances claiming the same row, exactly one gets it.
     */
    claim(id: number, now: string, lockedUntil: string): Promise<OutboxRow | undefined> {
      return db
        .updateTable('email_outbox')
        .set((eb) => ({ locked_until: lockedUntil, last_attempt_at: now, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .returningAll()
        .executeTakeFirst();
    },

    async markSent(id: number, now: string): Promise<void> {
      await db
        .updateTable('email_outbox')
        .set({ status: 'sent', sent_at: now, locked_until: null, last_error: null, ...BLANK_BODIES, to_address: finishedAddress })
        .where('id', '=', id)
        .execute();
    },

    async scheduleRetry(id: number, nextAttemptAt: string, error: string): Promise<void> {
      await db
        .updateTable('email_outbox')
        .set({ next_attempt_at: nextAttemptAt, locked_until: null, last_error: error })
        .where('id', '=', id)
        .execute();
    },

    async markFinished(id: number, status: 'failed' | 'expired', error: string | null): Promise<void> {
      await db
        .updateTable('email_outbox')
        .set({
          status,
          locked_until: null,
          // A relay's error text can quote the address.
          last_error: sql<string | null>`CASE WHEN kind IN (${sql.join(FORGET_ADDRESS_KINDS)}) THEN NULL ELSE ${error} END`,
          ...BLANK_BODIES,
          to_address: finishedAddress,
        })
        .where('id', '=', id)
        .execute();
    },

    /** When the next pending mail can be tried (the later of its next attempt and any claim on it), or undefined. */
    async nextDueAt(): Promise<string | undefined> {
      const rows = await db
        .selectFrom('email_outbox')
        .select(['next_attempt_at', 'locked_until'])
        .where('status', '=', 'pending')
        .orderBy('next_attempt_at')
        .limit(20)
        .execute();
      const times = rows.map((row) =>
        row.locked_until && row.locked_until > row.next_attempt_at ? row.locked_until : row.next_attempt_at,
      );
      return times.sort()[0];
    },

    /** Housekeeping: finished rows older than `before` (ISO) go. */
    async deleteFinishedBefore(before: string): Promise<void> {
      await db.deleteFrom('email_outbox').where('status', '!=', 'pending').where('created_at', '<', before).execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
