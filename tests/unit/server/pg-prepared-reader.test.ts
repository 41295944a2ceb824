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
    expect(configs.map((c) => [c.name, c.values])).toEqual([
      ['sparestock_read_1', [1]],
      ['sparestock_read_1', [2]],
      ['sparestock_read_2', []],
    ]);
  });

  it('runs texts past its limit unnamed, as Kysely would, rather than preparing without end', async () => {
    const { pool, configs } = recordingPool();
    const reader = createPreparedReader(pool);
    for (let i = 0; i < 201; i++) await reader.read(CompiledQuery.raw(`SELECT ${i} AS ok`, []));
    await reader.read(CompiledQuery.raw('SELECT 0 AS ok', []));
    expect(configs[199]!.name).toBe('sparestock_read_200');
    expect(configs[200]!.name).toBeUndefined();
    expect(configs[200]!.text).toBe('SELECT 200 AS ok');
    expect(configs[201]!.name).toBe('sparestock_read_1');
  });
});
