import type { OrientedBox } from './ocr-types.ts';
import type { RgbImage } from './warp-crop.ts';

/**
 * A second look, closer, at the part of the photo that holds its text. The detector sees the
 * photo shrunk to 1,280 px; a nameplate that fills a fifth of a 1,920 px copy then has lines a
 * few pixels high there, and the detector misses the small ones (its ratings, the maker's name in
 * small print) while finding the big ones. When the lines it found are small and all lie in a
 * region much smaller than the photo, that region is cropped from the working copy and searched
 * again at up to twice its own size: at least ZOOM_MIN_GAIN times the scale of the first look.
 * Photos whose text is already large enough, or spread over the whole frame, are not searched
 * again, so most photos cost nothing more.
 */
export const ZOOM_MIN_GAIN = 1.9;
/** Lines whose median thickness at the first look's scale is this or more are read well enough already. */
export const SMALL_TEXT_PX = 18;
/** The crop is never enlarged more than this: blown-up pixels hold no more letters. */
const ZOOM_MAX_UPSCALE = 2;
/** A box this many times as long as it is thick, or longer, is a line of text. */
const LINE_SHAPE = 1.5;
/** Room left around the text found, as a share of the photo's longer side (a line the first look missed may lie beside it). */
const MARGIN = 0.06;

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ZoomPlan {
  region: Region;
  /** Scale from the working copy to the detector's input for the crop. */
  scale: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** The smallest upright rectangle holding every box, grown by the margin and clipped to the photo. */
export function textRegion(boxes: readonly OrientedBox[], width: number, height: number): Region {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const b of boxes) {
    const reach = Math.hypot(b.length, b.thickness) / 2;
    minX = Math.min(minX, b.cx - reach);
    maxX = Math.max(maxX, b.cx + reach);
    minY = Math.min(minY, b.cy - reach);
    maxY = Math.max(maxY, b.cy + reach);
  }
  const margin = MARGIN * Math.max(width, height);
  const x = Math.max(0, Math.floor(minX - margin)),
    y = Math.max(0, Math.floor(minY - margin));
  return { x, y, width: Math.min(width, Math.ceil(maxX + margin)) - x, height: Math.min(height, Math.ceil(maxY + margin)) - y };
}

/** The plan from these boxes: none when their text is large enough, or spread too wide to be seen closer. */
function planFrom(boxes: readonly OrientedBox[], width: number, height: number, firstScale: number, maxSide: number): ZoomPlan | undefined {
  if (boxes.length === 0) return undefined;
  if (median(boxes.map((b) => b.thickness * firstScale)) >= SMALL_TEXT_PX) return undefined;
  const region = textRegion(boxes, width, height);
  const scale = Math.min(maxSide / Math.max(region.width, region.height), ZOOM_MAX_UPSCALE);
  return scale >= ZOOM_MIN_GAIN * firstScale ? { region, scale } : undefined;
}

/**
 * Whether and where to look again: `firstScale` is the scale from the working copy to the first
 * look's input, `maxSide` the detector's longest side. Failing a plan from every box found, one from
 * the lines alone: a box about as long as it is thick is a screw head, a dial's tick or a lone digit,
 * and two screw heads beside a small label (a power supply's) spread the region and thicken the median.
 */
export function planZoom(
  boxes: readonly OrientedBox[],
  width: number,
  height: number,
  firstScale: number,
  maxSide: number,
): ZoomPlan | undefined {
  const lines = boxes.filter((b) => b.length >= LINE_SHAPE * b.thickness);
  return (
    planFrom(boxes, width, height, firstScale, maxSide) ??
    (lines.length < boxes.length ? planFrom(lines, width, height, firstScale, maxSide) : undefined)
  );
}

/** The region's pixels as an image of their own. */
export function cropImage(img: RgbImage, r: Region): RgbImage {
  const data = new Uint8Array(r.width * r.height * 3);
  for (let y = 0; y < r.height; y++) {
    const from = ((r.y + y) * img.width + r.x) * 3;
    data.set(img.data.subarray(from, from + r.width * 3), y * r.width * 3);
  }
  return { data, width: r.width, height: r.height };
}

function contains(b: OrientedBox, p: { cx: number; cy: number }): boolean {
  const dx = p.cx - b.cx,
    dy = p.cy - b.cy;
  const cos = Math.cos(b.angle),
    sin = Math.sin(b.angle);
  return Math.abs(dx * cos + dy * sin) <= b.length / 2 && Math.abs(-dx * sin + dy * cos) <= b.thickness / 2;
}

/**
 * The closer look's lines (already in the working copy's coordinates) replace those of the first
 * that they overlap (one's centre inside the other); the first look's other lines stay.
 */
export function mergeBoxes<T extends OrientedBox>(first: readonly T[], closer: readonly T[]): T[] {
  const kept = first.filter((b) => !closer.some((c) => contains(b, c) || contains(c, b)));
  return [...kept, ...closer];
}
