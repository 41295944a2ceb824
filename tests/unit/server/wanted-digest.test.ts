import { describe, expect, it } from 'vitest';
import { digestCutoff } from '../../../src/server/wanted/wanted-digest.ts';

describe('digestCutoff', () => {
  it('is 07:00 UK time today once it has passed, else yesterday’s (GMT in winter)', () => {
    expect(digestCutoff(new Date('2026-01-15T09:30:00Z'))).toEqual({ day: '2026-01-15', cutoff: '2026-01-15T07:00:00.000Z' });
    expect(digestCutoff(new Date('2026-01-15T06:59:59Z'))).toEqual({ day: '2026-01-14', cutoff: '2026-01-14T07:00:00.000Z' });
    expect(digestCutoff(new Date('2026-01-01T00:30:00Z'))).toEqual({ day: '2025-12-31', cutoff: '2025-12-31T07:00:00.000Z' });
  });

  it('follows British Summer Time (07:00 BST is 06:00 UTC)', () => {
    expect(digestCutoff(new Date('2026-07-10T06:30:00Z'))).toEqual({ day: '2026-07-10', cutoff: '2026-07-10T06:00:00.000Z' });
    expect(digestCutoff(new Date('2026-07-10T05:59:00Z'))).toEqual({ day: '2026-07-09', cutoff: '2026-07-09T06:00:00.000Z' });
    // The morning the clocks go forward (29 March 2026).
    expect(digestCutoff(new Date('2026-03-29T06:15:00Z'))).toEqual({ day: '2026-03-29', cutoff: '2026-03-29T06:00:00.000Z' });
  });
});
