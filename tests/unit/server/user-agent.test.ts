import { describe, expect, it } from 'vitest';
import { describeUserAgent, storedUserAgent } from '../../../src/server/lib/user-agent.ts';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17',
      'macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128', 'Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131',
      'Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Microsoft Edge 131',
      'Windows',
    ],
  ])('names %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os });
  });

  it.each([[null], [''], ['   '], ['curl/8.5.0']])('names %j as unknown', (ua) => {
    expect(describeUserAgent(ua)).toEqual({ browser: 'Unknown browser', os: 'Unknown system' });
  });
});

describe('storedUserAgent', () => {
  it('keeps a trimmed header cut to 512 characters, and null for none', () => {
    expect(storedUserAgent('  Mozilla/5.0  ')).toBe('Mozilla/5.0');
    expect(storedUserAgent('x'.repeat(600))).toHaveLength(512);
    expect(storedUserAgent(undefined)).toBeNull();
    expect(storedUserAgent('')).toBeNull();
  });
});
