import { describe, expect, it } from 'vitest';
import { readReturnPath, signInPath } from '../../../src/client/lib/return-path.ts';

describe('readReturnPath', () => {
  it('returns to a path of this app', () => {
    expect(readReturnPath('?next=%2Flisting%2F42-hager-mcb')).toBe('/listing/42-hager-mcb');
    expect(readReturnPath(signInPath('/messages/7?x=1').split('?')[1]!)).toBe('/messages/7?x=1');
  });

  it('never leaves the site', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', '/%0a']) {
      expect(readReturnPath(`?next=${encodeURIComponent(next === '/%0a' ? '/\n' : next)}`)).toBe('/');
    }
    expect(readReturnPath('')).toBe('/');
  });
});
