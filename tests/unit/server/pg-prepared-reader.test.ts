import type pg from 'pg';
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPreparedReader } from '../../../src/server/db/pg-prepared-reader.ts';

/** A pool that records each query config it is given and answers one row. */
function recordingPool() {
  const configs: pg.QueryConfig[] = [];
  const pool = { query: async (config: pg.QueryConfig) => (configs.push(config), { rows: [{ ok: 1 }] }) };
  return { pool: pool as unknown as pg.Pool, configs };
}

describe('createPreparedReader', () => {
  it('names each statement text once, so a connection parses it once, and passes the values', async () => {
    const { pool, configs } = recordingPool();
    const reader = createPreparedReader(pool);
    expect(await reader.read(CompiledQuery.raw('SELECT $1::int AS ok', [1]))).toEqual([{ ok: 1 }]);
    await reader.read(CompiledQuery.raw('SELECT $1::int AS ok', [2]));
    await reader.read(CompiledQuery.raw('SELECT 2 AS ok', []));
    expect(configs.map((c) => c.values)).toEqual([[1], [2], []]);
    expect(configs[0]!.name).toMatch(/^sparestock_read_\S+$/);
    expect(configs[1]!.name).toBe(configs[0]!.name);
    expect(configs[2]!.name).not.toBe(configs[0]!.name);
  });

  it('gives a text the same name in every reader, so readers sharing a connection never clash', async () => {
    // A replica's reader falls back to the primary's connections, where the primary's reader has
    // prepared its own texts first: node-postgres refuses a name held there for another text.
    const { pool, configs } = recordingPool();
    const primary = createPreparedReader(pool);
    const replica = createPreparedReader(pool);
    await primary.read(CompiledQuery.raw('SELECT 1 AS ok', []));
    await replica.read(CompiledQuery.raw('SELECT 2 AS ok', []));
    await replica.read(CompiledQuery.raw('SELECT 1 AS ok', []));
    expect(configs[1]!.name).not.toBe(configs[0]!.name);
    expect(configs[2]!.name).toBe(configs[0]!.name);
  });

  it('runs texts past its limit unnamed, as Kysely would, rather than preparing without end', async () => {
    const { pool, configs } = recordingPool();
    const reader = createPreparedReader(pool);
    for (let i = 0; i < 201; i++) await reader.read(CompiledQuery.raw(`SELECT ${i} AS ok`, []));
    await reader.read(CompiledQuery.raw('SELECT 0 AS ok', []));
    expect(new Set(configs.slice(0, 200).map((c) => c.name)).size).toBe(200);
    expect(configs[200]!.name).toBeUndefined();
    expect(configs[200]!.text).toBe('SELECT 200 AS ok');
    expect(configs[201]!.name).toBe(configs[0]!.name);
  });
});
