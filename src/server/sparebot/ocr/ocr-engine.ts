import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../images/image-limits.ts';
import ort from 'onnxruntime-node';
import { decodeCtc, type DecodedText } from './ctc-decode.ts';
import { findTextBoxes, scaleBox } from './det-postprocess.ts';
import type { OcrModels } from './ocr-models.ts';
import type { OcrLine, OcrResult } from './ocr-types.ts';
import { groupRows } from './row-grouping.ts';
import { cropImage, mergeBoxes, planZoom } from './zoom-pass.ts';
import { REC_HEIGHT, recWidthFor, rotateRecTensor180, warpToRecTensor, type RgbImage } from './warp-crop.ts';

/** Text is read from a working copy at most this big (plenty for nameplate text). */
const WORK_MAX_SIDE = 3200;
const DET_MAX_SIDE = 1280;
/** Photos smaller than this are upscaled for detection so that small text gets found. */
const DET_UPSCALE_BELOW = 1000;
const MIN_LINE_CONFIDENCE = 0.55;
/**
 * A line read too unsurely to keep is read again turned half a turn (a part photographed upside
 * down) and kept when that reading is sure. Lines read surely are never turned: short ones
 * ("B16", "10") read as something else upside down just as surely.
 */
const RETRY_TURNED_BELOW = 0.5;
const TURNED_MIN_CONFIDENCE = 0.7;

const DET_MEAN = [0.485, 0.456, 0.406];
const DET_STD = [0.229, 0.224, 0.225];

async function decodeWorkingImage(image: Buffer): Promise<RgbImage> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: WORK_MAX_SIDE, height: WORK_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** An image scaled for the detector: each side a multiple of 32, at least 32. */
function scaledTo32(width: number, height: number, scale: number): { width: number; height: number } {
  const to32 = (v: number) => Math.max(32, Math.round((v * scale) / 32) * 32);
  return { width: to32(width), height: to32(height) };
}

export function detectorSize(width: number, height: number): { width: number; height: number } {
  const side = Math.max(width, height);
  return scaledTo32(width, height, side < DET_UPSCALE_BELOW || side > DET_MAX_SIDE ? DET_MAX_SIDE / side : 1);
}

async function runDetector(models: OcrModels, img: RgbImage, size = detectorSize(img.width, img.height)) {
  const raw = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize(size.width, size.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const plane = size.width * size.height;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    // BGR planes with the ImageNet statistics, as PaddleOCR feeds OpenCV images.
    for (let c = 0; c < 3; c++) {
      const v = (raw[i * 3 + (2 - c)] ?? 0) / 255;
      input[c * plane + i] = (v - (DET_MEAN[c] ?? 0)) / (DET_STD[c] ?? 1);
    }
  }
  const tensor = new ort.Tensor('float32', input, [1, 3, size.height, size.width]);
  const output = await models.detector.run({ [models.detector.inputNames[0] ?? 'x']: tensor });
  const prob = Object.values(output)[0];
  if (!prob) return [];
  const boxes = findTextBoxes(prob.data as Float32Array, size.width, size.height);
  const sx = img.width / size.width,
    sy = img.height / size.height;
  return boxes.map((b) => scaleBox(b, sx, sy));
}

/** The first look at the whole photo, then, where its text is small and in one part of it, a closer look there (zoom-pass.ts). */
async function findText(models: OcrModels, img: RgbImage) {
  const size = detectorSize(img.width, img.height);
  const boxes = await runDetector(models, img, size);
  const plan = planZoom(boxes, img.width, img.height, size.width / img.width, DET_MAX_SIDE);
  if (!plan) return boxes;
  const { region, scale } = plan;
  const closer = await runDetector(models, cropImage(img, region), scaledTo32(region.width, region.height, scale));
  return mergeBoxes(
    boxes,
    closer.map((b) => ({ ...b, cx: b.cx + region.x, cy: b.cy + region.y })),
  );
}

async function readTensor(models: OcrModels, tensor: Float32Array, width: number): Promise<DecodedText | undefined> {
  const input = new ort.Tensor('float32', tensor, [1, 3, REC_HEIGHT, width]);
  const output = await models.recogniser.run({ [models.recogniser.inputNames[0] ?? 'x']: input });
  const probs = Object.values(output)[0];
  if (!probs) return undefined;
  const [, steps = 0, classes = 0] = probs.dims;
  return decodeCtc(probs.data as Float32Array, steps, classes, models.alphabet, models.allowed);
}

async function recognise(models: OcrModels, img: RgbImage, boxes: ReturnType<typeof scaleBox>[]) {
  const lines: OcrLine[] = [];
  for (const box of boxes) {
    const { tensor, width } = warpToRecTensor(img, box);
    let decoded = await readTensor(models, tensor, width);
    if (!decoded) continue;
    if (decoded.confidence < RETRY_TURNED_BELOW) {
      const turned = await readTensor(models, rotateRecTensor180(tensor, width, recWidthFor(box)), width);
      if (turned?.text && turned.confidence >= TURNED_MIN_CONFIDENCE) decoded = turned;
    }
    if (decoded.text && decoded.confidence >= MIN_LINE_CONFIDENCE) {
      lines.push({ text: decoded.text, confidence: decoded.confidence, box });
    }
  }
  return lines;
}

/** Detects and reads the text on one photo (one detector pass, a closer one where its text is small, then the recogniser on each box). */
export async function runOcr(models: OcrModels, image: Buffer): Promise<OcrResult> {
  const t0 = performance.now();
  const img = await decodeWorkingImage(image);
  const t1 = performance.now();
  const boxes = await findText(models, img);
  const t2 = performance.now();
  const lines = await recognise(models, img, boxes);
  const t3 = performance.now();
  return {
    lines,
    rows: groupRows(lines),
    width: img.width,
    height: img.height,
    timings: { decodeMs: t1 - t0, detectMs: t2 - t1, recogniseMs: t3 - t2, totalMs: t3 - t0 },
  };
}
