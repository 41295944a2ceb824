import { describe, expect, it } from 'vitest';
import { readScaleConfig } from '../../../src/server/scale-config.ts';

describe('DATABASE_REPLICA_URLS, REPLICA_MAX_LAG_MS, SEARCH_CATCH_UP_MAX_CHANGES', () => {
  it('defaults: no replicas, 5 s of lag, 2,000 changes a catch-up', () => {
    const { config, problems } = readScaleConfig({});
    expect(problems).toEqual([]);
    expect(config.replicas).toEqual({ urls: [], maxLagMs: 5000 });
    expect(config.searchCatchUpMaxChanges).toBe(2000);
  });

  it('reads a comma-separated list of postgres URLs', () => {
    const { config } = readScaleConfig({
      DATABASE_REPLICA_URLS: ' postgres://r1:5432/db , postgresql://r2/db ,',
      REPLICA_MAX_LAG_MS: '800',
      SEARCH_CATCH_UP_MAX_CHANGES: '500',
    });
    expect(config.replicas).toEqual({ urls: ['postgres://r1:5432/db', 'postgresql://r2/db'], maxLagMs: 800 });
    expect(config.searchCatchUpMaxChanges).toBe(500);
  });

  it('names a bad setting without echoing its value', () => {
    const { problems } = readScaleConfig({ DATABASE_REPLICA_URLS: 'mysql://secret@r1/db', REPLICA_MAX_LAG_MS: '10' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/DATABASE_REPLICA_URLS: must be postgres:\/\/ URLs/);
    expect(problems.join('\n')).toMatch(/REPLICA_MAX_LAG_MS/);
    expect(problems.join('\n')).not.toContain('secret');
  });
});
