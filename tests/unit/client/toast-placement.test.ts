import { describe, expect, it } from 'vitest';
import { chooseToastTop } from '../../../src/client/components/ui/toast-placement.ts';

describe('chooseToastTop (issue 31: a toast covers no action bar)', () => {
  const phone = { navBottom: 64, viewportHeight: 915, toastHeight: 110 };

  it('sits under the navigation bar when nothing is in the way', () => {
    expect(chooseToastTop({ ...phone, obstacles: [] })).toBe(64);
    expect(chooseToastTop({ ...phone, obstacles: [{ top: 794, bottom: 915 }] })).toBe(64);
    expect(chooseToastTop({ ...phone, navBottom: 0, obstacles: [] })).toBe(0);
  });

  it('goes to the foot of the screen when the page title is under the navigation bar', () => {
    expect(chooseToastTop({ ...phone, obstacles: [{ top: 130, bottom: 165 }] })).toBe(805);
  });

  it('sits just above an action bar stuck to the bottom when the title is in view too', () => {
    expect(
      chooseToastTop({
        ...phone,
        obstacles: [
          { top: 130, bottom: 165 },
          { top: 794, bottom: 915 },
        ],
      }),
    ).toBe(684);
  });

  it('finds a free gap between two things in the way', () => {
    const between = (a: number, b: number) => [
      { top: 148, bottom: 269 },
      { top: a, bottom: b },
    ];
    expect(chooseToastTop({ ...phone, obstacles: between(700, 880) })).toBe(590);
    expect(chooseToastTop({ ...phone, obstacles: between(400, 915) })).toBe(290);
  });

  it('stays under the navigation bar when no place is free', () => {
    expect(chooseToastTop({ ...phone, obstacles: [{ top: 0, bottom: 915 }] })).toBe(64);
  });
});
