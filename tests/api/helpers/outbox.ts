import type { Selectable } from 'kysely';
import type { EmailOutboxTable } from '../../../src/server/db/schema.ts';
import { queryDb } from './db.ts';
import type { TestServer } from './test-server.ts';
import { waitFor } from '../../support/wait-for.ts';

/** A row of email_outbox as the database holds it (the server's own table type). */
export type OutboxRow = Selectable<EmailOutboxTable>;

/** The outbox rows for an address (all of them when none is given), oldest first. */
export async function outboxRows(server: TestServer, to?: string): Promise<OutboxRow[]> {
  const rows = to
    ? await queryDb<OutboxRow>(server, 'SELECT * FROM email_outbox WHERE to_address = ? ORDER BY id', [to.toLowerCase()])
    : await queryDb<OutboxRow>(server, 'SELECT * FROM email_outbox ORDER BY id');
  return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

/** Waits until no mail of the server's outbox is left to send (each is sent, failed, expired or cancelled). */
export async function waitForOutboxIdle(server: TestServer, timeoutMs?: number): Promise<void> {
  await waitFor(async () => (await outboxRows(server)).every((row) => row.status !== 'pending'), 'the outbox to be idle', timeoutMs);
}
