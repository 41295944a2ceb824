import { expect, type Locator } from '@playwright/test';

/** Fails when the two boxes on screen share any area (issue 31: a toast covers no title, field or action bar). */
export async function expectNoOverlap(a: Locator, b: Locator, what: string): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA, `${what}: first box on screen`).not.toBeNull();
  expect(boxB, `${what}: second box on screen`).not.toBeNull();
  const x = Math.min(boxA!.x + boxA!.width, boxB!.x + boxB!.width) - Math.max(boxA!.x, boxB!.x);
  const y = Math.min(boxA!.y + boxA!.height, boxB!.y + boxB!.height) - Math.max(boxA!.y, boxB!.y);
  expect(x > 0.5 && y > 0.5, `${what}: ${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}
