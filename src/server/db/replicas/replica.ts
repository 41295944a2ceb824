import type pg from 'pg';
import { createPgPool } from '../pg-pool.ts';
import { parseLsn, type WalHistory } from './replica-lag.ts';

export type ReplicaState = 'ok' | 'lagging' | 'down';

/** SQLSTATEs and socket errors after which a read is retried on the primary (the replica went away, or replay cancelled the read). */
const RETRY_ON_PRIMARY = new Set(['57P01', '57P02', '57P03', '40001', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** True for an error that says the replica (not the query) failed: its connection, its shutdown, a recovery conflict. */
export function isReplicaFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  if (RETRY_ON_PRIMARY.has(code) || code.startsWith('08')) return true;
  const message = error instanceof Error ? error.message : '';
  // "…is not queryable": a client whose connection already failed (its error event came first).
  return /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed and is not queryable/i.test(
    message,
  );
}

/**
 * One streaming replica: its pool, and its state as last measured (read-routing.ts measures every
 * few hundred milliseconds). A failed read marks it down at once, before the next measurement.
 */
export class Replica {
  readonly pool: pg.Pool;
  state: ReplicaState = 'down';
  lagMs = 0;
  /** The WAL position it had replayed at the last measurement (0 before the first). */
  replayed = 0n;
  /** Why it was last down or lagging, for the log (an error code, never a message). */
  reason = 'not measured yet';

  constructor(
    readonly name: string,
    url: string,
  ) {
    // A connection the replica ended (stopped, restarted), idle or checked out: down until measured again.
    this.pool = createPgPool({ connectionString: url, max: 10, connectionTimeoutMillis: 2_000 }, () => this.markDown('connection lost'));
  }

  usable(): boolean {
    return this.state === 'ok';
  }

  markDown(reason: string): void {
    this.state = 'down';
    this.reason = reason;
  }

  /** Asks the replica how far it has replayed, against the primary's recent positions. */
  async measure(history: WalHistory, maxLagMs: number): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
      const lsn = rows[0]?.lsn;
      // Null: not a standby (a promoted replica, or a primary given by mistake): not safe to route to.
      if (!lsn) return this.markDown('not in recovery');
      this.replayed = parseLsn(lsn);
      this.lagMs = history.lagOf(this.replayed, Date.now());
      this.state = this.lagMs > maxLagMs ? 'lagging' : 'ok';
      this.reason = this.state === 'ok' ? '' : `behind by ${this.lagMs} ms`;
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'failed';
      this.markDown(code);
    }
  }
}
