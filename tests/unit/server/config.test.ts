import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs with the embedded defaults: port 3000, SQLite in ./data, dev-mode mail, local SpareBot', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('data', 'sparestock.db') });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.sparebot.provider).toBe('local');
  });

  it('respects PORT, HOST, DATA_DIR and APP_URL', () => {
    const config = loadConfig({ PORT: '8080', HOST: '127.0.0.1', DATA_DIR: '/srv/spare', APP_URL: 'https://stock.example.co.uk/' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/srv/spare/sparestock.db' });
    expect(config.appUrl).toBe('https://stock.example.co.uk');
  });

  it('chooses PostgreSQL for a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/stock' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u:p@db:5432/stock',
    });
  });

  it('reads the mail outbox settings, with defaults that retry for about a day', () => {
    expect(loadConfig({}).mailOutbox).toEqual({ pollMs: 5_000, retryBaseMs: 30_000, retryMaxMs: 1_800_000, maxAttempts: 50 });
    expect(
      loadConfig({ MAIL_OUTBOX_POLL_MS: '250', MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '50', MAIL_MAX_ATTEMPTS: '3' }).mailOutbox,
    ).toEqual({
      pollMs: 250,
      retryBaseMs: 100,
      retryMaxMs: 100, // never below the first delay
      maxAttempts: 3,
    });
    expect(problemsOf({ MAIL_MAX_ATTEMPTS: '0' }).map((p) => p.split(':')[0])).toEqual(['MAIL_MAX_ATTEMPTS']);
  });

  it('sheds load past a mean event-loop delay of 1 s unless told otherwise (0: never)', () => {
    expect(loadConfig({}).limits.overloadEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }).limits.overloadEventLoopDelayMs).toBe(0);
    expect(problemsOf({ OVERLOAD_EVENT_LOOP_DELAY_MS: '-5' }).map((p) => p.split(':')[0])).toEqual(['OVERLOAD_EVENT_LOOP_DELAY_MS']);
  });

  it('names every bad value instead of starting', () => {
    const problems = problemsOf({ PORT: 'abc', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud', SPAREBOT_PROVIDER: 'magic' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(expect.arrayContaining(['PORT', 'SMTP_URL', 'LOG_LEVEL', 'SPAREBOT_PROVIDER']));
  });

  it('refuses the openai provider without a base URL', () => {
    expect(problemsOf({ SPAREBOT_PROVIDER: 'openai' })).toEqual(['SPAREBOT_BASE_URL: required when SPAREBOT_PROVIDER=openai']);
  });
});
