import type { OrientedBox } from './ocr-types.ts';

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export const REC_HEIGHT = 48;
const MIN_TENSOR_WIDTH = 64;
const MAX_TENSOR_WIDTH = 1920;

/** Output width for a box at the recogniser's 48 px height. */
export function recWidthFor(box: OrientedBox): number {
  const w = Math.round((REC_HEIGHT * box.length) / Math.max(1, box.thickness));
  return Math.min(MAX_TENSOR_WIDTH, Math.max(8, w));
}

function sample(img: RgbImage, x: number, y: number, out: Float64Array): void {
  const xc = Math.min(img.width - 1, Math.max(0, x - 0.5));
  const yc = Math.min(img.height - 1, Math.max(0, y - 0.5));
  const x0 = Math.floor(xc),
    y0 = Math.floor(yc);
  const x1 = Math.min(img.width - 1, x0 + 1),
    y1 = Math.min(img.height - 1, y0 + 1);
  const fx = xc - x0,
    fy = yc - y0;
  const d = img.data;
  for (let c = 0; c < 3; c++) {
    const a = d[(y0 * img.width + x0) * 3 + c] ?? 0;
    const b = d[(y0 * img.width + x1) * 3 + c] ?? 0;
    const e = d[(y1 * img.width + x0) * 3 + c] ?? 0;
    const f = d[(y1 * img.width + x1) * 3 + c] ?? 0;
    out[c] = (out[c] ?? 0) + (a * (1 - fx) + b * fx) * (1 - fy) + (e * (1 - fx) + f * fx) * fy;
  }
}

/**
 * Samples an oriented box out of the full-resolution image straight into the recogniser's
 * input (BGR planes, scaled to -1..1, padded with 0 on the right). Supersampling averages
 * the pixels each output pixel covers, so large text is not aliased when shrunk to 48 px.
 */
export function warpToRecTensor(img: RgbImage, box: OrientedBox): { tensor: Float32Array; width: number } {
  const contentW = recWidthFor(box);
  const width = Math.max(MIN_TENSOR_WIDTH, contentW);
  const plane = REC_HEIGHT * width;
  const tensor = new Float32Array(3 * plane);
  const cos = Math.cos(box.angle),
    sin = Math.sin(box.angle);
  const stepU = box.length / contentW,
    stepV = box.thickness / REC_HEIGHT;
  const ss = Math.min(4, Math.max(1, Math.ceil(Math.max(stepU, stepV))));
  const acc = new Float64Array(3);
  const norm = 1 / (ss * ss);
  for (let oy = 0; oy < REC_HEIGHT; oy++) {
    for (let ox = 0; ox < contentW; ox++) {
      acc.fill(0);
      for (let sy = 0; sy < ss; sy++) {
        const v = (oy + (sy + 0.5) / ss - REC_HEIGHT / 2) * stepV;
        for (let sx = 0; sx < ss; sx++) {
          const u = (ox + (sx + 0.5) / ss - contentW / 2) * stepU;
          sample(img, box.cx + u * cos - v * sin, box.cy + u * sin + v * cos, acc);
        }
      }
      const i = oy * width + ox;
      // BGR order, as the PaddleOCR recogniser was trained on OpenCV images.
      tensor[i] = ((acc[2] ?? 0) * norm) / 127.5 - 1;
      tensor[plane + i] = ((acc[1] ?? 0) * norm) / 127.5 - 1;
      tensor[2 * plane + i] = ((acc[0] ?? 0) * norm) / 127.5 - 1;
    }
  }
  return { tensor, width };
}

/**
 * The same crop turned half a turn (text photographed upside down): the content is mirrored in
 * both directions and stays left-aligned, padded with 0 on the right as before.
 */
export function rotateRecTensor180(tensor: Float32Array, width: number, contentW: number): Float32Array {
  const plane = REC_HEIGHT * width;
  const out = new Float32Array(tensor.length);
  for (let c = 0; c < 3; c++) {
    for (let oy = 0; oy < REC_HEIGHT; oy++) {
      const from = c * plane + oy * width;
      const to = c * plane + (REC_HEIGHT - 1 - oy) * width;
      for (let ox = 0; ox < contentW; ox++) out[to + contentW - 1 - ox] = tensor[from + ox] ?? 0;
    }
  }
  return out;
}
