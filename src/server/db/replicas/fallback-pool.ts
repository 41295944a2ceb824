import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { isReplicaFailure, type Replica } from './replica.ts';

/** What Kysely's PostgresDialect and the prepared reader (pg-prepared-reader.ts) need of a pool. */
export interface ReadPool extends PostgresPool {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
}

/**
 * A pool for reads that prefers `replica` and falls back to `primary`: when the replica is not
 * usable, when connecting to it fails, and when a read on it fails because the replica did (it was
 * stopped or restarted mid-read, or replay cancelled the read). Only for reads: a read is safe to
 * run twice. A query error of the query's own (bad SQL, a constraint) is passed on as it is. A
 * connection the replica ends between reads marks it down through its pool (replica.ts, pg-pool.ts).
 */
export function createFallbackPool(replica: Replica, primary: pg.Pool): ReadPool {
  async function connect(): Promise<PostgresPoolClient> {
    if (!replica.usable()) return primary.connect();
    let client: pg.PoolClient;
    try {
      client = await replica.pool.connect();
    } catch (error) {
      replica.markDown(isReplicaFailure(error) ? 'connect failed' : 'connect error');
      return primary.connect();
    }
    let current = client;
    let onPrimary = false;
    const query = async (text: unknown, values?: unknown) => {
      const run = () => (current.query as (text: unknown, values?: unknown) => Promise<pg.QueryResult>)(text, values);
      try {
        return await run();
      } catch (error) {
        if (onPrimary || !isReplicaFailure(error)) throw error;
        replica.markDown('read failed');
        current.release(true);
        current = await primary.connect();
        onPrimary = true;
        return run();
      }
    };
    return { query, release: (destroy?: boolean) => current.release(destroy) } as unknown as PostgresPoolClient;
  }
  return {
    connect,
    async query(config) {
      const client = (await connect()) as unknown as { query(c: pg.QueryConfig): Promise<pg.QueryResult>; release(): void };
      try {
        return await client.query(config);
      } finally {
        client.release();
      }
    },
    // The replica's own pool is ended by read-routing.ts, the primary's by database.ts.
    end: async () => undefined,
  };
}
