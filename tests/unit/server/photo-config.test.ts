import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

describe('DRAFT_PHOTO_TTL_HOURS', () => {
  it('defaults to 24 hours', () => {
    expect(loadConfig({}).photos).toEqual({ draftTtlMs: 24 * 60 * 60 * 1000 });
  });

  it('is read in hours', () => {
    expect(loadConfig({ DRAFT_PHOTO_TTL_HOURS: '2' }).photos.draftTtlMs).toBe(2 * 60 * 60 * 1000);
  });

  it.each(['0', '-1', '1.5', 'a day'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ DRAFT_PHOTO_TTL_HOURS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DRAFT_PHOTO_TTL_HOURS: value })).toThrow(/DRAFT_PHOTO_TTL_HOURS/);
  });
});
