import { describe, expect, it } from 'vitest';
import { chooseToastTop } from '../../../src/client/components/ui/toast-placement.ts';

describe('chooseToastTop (issue 31: a toast covers no action bar)', () => {
  const phone = { navBottom: 64, viewportHeight: 915, toastHeight: 110 };

  it('sits under the navigation bar when nothing is in the way', () => {
    expect(chooseToastTop({ ...phone, obstacles: [] })).toBe(64);
    expect(chooseToastTop({ ...phone, obstacles: [{ top: 794, bottom: 915 }] })).toBe(64);
    expect(chooseToastTop({ ...phone, navBottom: 0, obstacles: [] })).toBe(0);
  });

  it('moves just below an action bar that has scrolled up under it', () => {
    expect(chooseToastTop({ ...phone, obstacles: [{ top: 148, bottom: 269 }] })).toBe(269);
  });

  it('skips past a second bar when the space under the first is too short', () => {
    expect(chooseToastTop({ ...phone, obstacles: [{ top: 300, bottom: 400 }, { top: 64, bottom: 200 }] })).toBe(400);
  });

  it('stays under the navigation bar when no place is free', () => {
    expect(chooseToastTop({ ...phone, obstacles: [{ top: 0, bottom: 915 }] })).toBe(64);
  });
});
