import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

describe('loadConfig: safety limits on messages', () => {
  it('defaults to 20 conversations a day and 60 messages an hour; 5 and 15 for accounts under 7 days old', () => {
    expect(loadConfig({}).dealLimits).toEqual({
      conversationsPerDay: 20,
      messagesPerHour: 60,
      newAccount: { conversationsPerDay: 5, messagesPerHour: 15 },
      newAccountMs: 7 * 24 * 60 * 60 * 1000,
    });
  });

  it('reads the variables, and never lets new accounts have looser limits', () => {
    const config = loadConfig({
      CONVERSATIONS_PER_DAY: '3',
      MESSAGES_PER_HOUR: '10',
      NEW_ACCOUNT_CONVERSATIONS_PER_DAY: '8',
      NEW_ACCOUNT_MESSAGES_PER_HOUR: '4',
      NEW_ACCOUNT_DAYS: '0',
    });
    expect(config.dealLimits).toEqual({
      conversationsPerDay: 3,
      messagesPerHour: 10,
      newAccount: { conversationsPerDay: 3, messagesPerHour: 4 },
      newAccountMs: 0,
    });
  });

  it('names a bad value instead of starting', () => {
    try {
      loadConfig({ MESSAGES_PER_HOUR: '0', NEW_ACCOUNT_DAYS: '-1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual(['MESSAGES_PER_HOUR', 'NEW_ACCOUNT_DAYS']);
    }
  });
});
