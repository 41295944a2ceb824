import type { OrientedBox } from './ocr-types.ts';

export interface DetectedBox extends OrientedBox {
  score: number;
}

export interface DetPostprocessOptions {
  /** Pixel probability above which a pixel counts as text. */
  threshold: number;
  /** Minimum mean probability of a component to keep it. */
  boxThreshold: number;
  /** DB "unclip" ratio: how far the shrunk text kernel is grown back. */
  unclipRatio: number;
  maxBoxes: number;
}

export const DEFAULT_DET_OPTIONS: DetPostprocessOptions = {
  threshold: 0.3,
  boxThreshold: 0.55,
  unclipRatio: 1.6,
  maxBoxes: 120,
};

const STRAIGHT_ANGLE = (3 * Math.PI) / 180;

interface Moments {
  n: number;
  mx: number;
  my: number;
  score: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function measure(pixels: Int32Array, n: number, width: number, prob: Float32Array): Moments {
  let sx = 0,
    sy = 0,
    sp = 0;
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const p = pixels[i] ?? 0;
    const x = p % width;
    const y = (p - x) / width;
    sx += x;
    sy += y;
    sp += prob[p] ?? 0;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { n, mx: sx / n, my: sy / n, score: sp / n, minX, maxX, minY, maxY };
}

/** Fits an oriented rectangle to one connected component (principal axis = text direction). */
function fitBox(pixels: Int32Array, m: Moments, width: number): OrientedBox {
  let cxx = 0,
    cyy = 0,
    cxy = 0;
  for (let i = 0; i < m.n; i++) {
    const p = pixels[i] ?? 0;
    const dx = (p % width) - m.mx;
    const dy = Math.floor(p / width) - m.my;
    cxx += dx * dx;
    cyy += dy * dy;
    cxy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * cxy, cxx - cyy);
  if (Math.abs(angle) < STRAIGHT_ANGLE) {
    return {
      cx: (m.minX + m.maxX + 1) / 2,
      cy: (m.minY + m.maxY + 1) / 2,
      length: m.maxX - m.minX + 1,
      thickness: m.maxY - m.minY + 1,
      angle: 0,
    };
  }
  const cos = Math.cos(angle),
    sin = Math.sin(angle);
  let minU = Infinity,
    maxU = -Infinity,
    minV = Infinity,
    maxV = -Infinity;
  for (let i = 0; i < m.n; i++) {
    const p = pixels[i] ?? 0;
    const dx = (p % width) - m.mx;
    const dy = Math.floor(p / width) - m.my;
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    if (u < minU) minU = u;
    if (u > maxU) maxU = u;
    if (v < minV) minV = v;
    if (v > maxV) maxV = v;
  }
  const cu = (minU + maxU) / 2,
    cv = (minV + maxV) / 2;
  return {
    cx: m.mx + 0.5 + cu * cos - cv * sin,
    cy: m.my + 0.5 + cu * sin + cv * cos,
    length: maxU - minU + 1,
    thickness: maxV - minV + 1,
    angle,
  };
}

/** Turns the DB probability map into text boxes (connected components, grown by the unclip ratio). */
export function findTextBoxes(
  prob: Float32Array,
  width: number,
  height: number,
  options: DetPostprocessOptions = DEFAULT_DET_OPTIONS,
): DetectedBox[] {
  const total = width * height;
  const visited = new Uint8Array(total);
  const pixels = new Int32Array(total);
  const boxes: DetectedBox[] = [];
  for (let start = 0; start < total; start++) {
    if (visited[start] || (prob[start] ?? 0) <= options.threshold) continue;
    visited[start] = 1;
    pixels[0] = start;
    let head = 0,
      tail = 1;
    while (head < tail) {
      const p = pixels[head++] ?? 0;
      const x = p % width;
      const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
      for (const q of neighbours) {
        if (q < 0 || q >= total || visited[q] || (prob[q] ?? 0) <= options.threshold) continue;
        visited[q] = 1;
        pixels[tail++] = q;
      }
    }
    if (tail < 12) continue;
    const m = measure(pixels, tail, width, prob);
    if (m.score < options.boxThreshold) continue;
    const box = fitBox(pixels, m, width);
    if (Math.min(box.length, box.thickness) < 3) continue;
    const grow = (box.length * box.thickness * options.unclipRatio) / (2 * (box.length + box.thickness));
    boxes.push({ ...box, length: box.length + 2 * grow, thickness: box.thickness + 2 * grow, score: m.score });
  }
  boxes.sort((a, b) => b.length * b.thickness * b.score - a.length * a.thickness * a.score);
  return boxes.slice(0, options.maxBoxes);
}

/** Maps a box from the detector's copy back to the working image (scales may differ per axis). */
export function scaleBox(box: OrientedBox, sx: number, sy: number): OrientedBox {
  const cos = Math.cos(box.angle),
    sin = Math.sin(box.angle);
  return {
    cx: box.cx * sx,
    cy: box.cy * sy,
    length: box.length * Math.hypot(cos * sx, sin * sy),
    thickness: box.thickness * Math.hypot(sin * sx, cos * sy),
    angle: box.angle === 0 ? 0 : Math.atan2(sin * sy, cos * sx),
  };
}
