/** A vertical band on screen, in CSS pixels from the top of the viewport. */
export interface Band {
  top: number;
  bottom: number;
}

interface PlacementInput {
  /** Where the sticky navigation bar ends (0 without one): toasts never cover it. */
  navBottom: number;
  viewportHeight: number;
  /** The toast area's height, its padding included (the gap around the toast). */
  toastHeight: number;
  /** Bands the toast must leave uncovered in its columns: action bars, the page title, the field being typed in. */
  obstacles: readonly Band[];
}

const overlaps = (a: Band, b: Band) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/**
 * Where the toast area starts (issue 31: a toast covers no title, field or action bar). Under the
 * navigation bar when that is free; else at the foot of the screen; else just above or below
 * something in the way (above a bar stuck to the bottom, below a title). When nothing is free it
 * stays under the navigation bar.
 */
export function chooseToastTop({ navBottom, viewportHeight, toastHeight, obstacles }: PlacementInput): number {
  const top = Math.max(0, navBottom);
  const around = [...obstacles].sort((a, b) => b.bottom - a.bottom).flatMap((o) => [o.top - toastHeight, o.bottom]);
  const candidates = [top, viewportHeight - toastHeight, ...around];
  const fits = (start: number) =>
    start >= top &&
    start + toastHeight <= viewportHeight &&
    !obstacles.some((o) => overlaps(o, { top: start, bottom: start + toastHeight }));
  return Math.round(candidates.find(fits) ?? top);
}
