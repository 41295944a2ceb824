export interface DecodedText {
  text: string;
  confidence: number;
}

/**
 * The recogniser (PP-OCRv4, trained mostly on Chinese, which has no spaces) often lets the blank
 * win where English has a space, reading `AC100-240V 50/60Hz 16A Max` as one word. Where the
 * frames between two characters give the space at least this probability, a space is written:
 * the model saw a gap there even if it did not pick it. Chosen on our tuning photos (docs/sparebot-history.md,
 * version 51): the key tokens it read whole on our 791 legible photos went from 34.6 % to 46.5 %.
 */
export const GAP_SPACE_MIN = 0.1;

/** No space is put in by a gap before these (`GAL-700E`, `NO.001`, `0.1A`, `1000W/8Ω`)... */
const NO_GAP_BEFORE = new Set(['-', '.', ',', ')', '/', ':', ';', '%', '°', '²', '³', '~']);
/** ...nor after these (`SH-244A`, `(L)`, `1000W/8Ω`). */
const NO_GAP_AFTER = new Set(['-', '(', '/', '+', '±']);

/** Whether a gap the model half-saw between `before` (the text so far) and `next` is a space. */
function gapIsSpace(before: string, next: string): boolean {
  const last = before.at(-1);
  if (last === undefined || last === ' ' || next === ' ') return false;
  if (NO_GAP_BEFORE.has(next) || NO_GAP_AFTER.has(last)) return false;
  // After a full stop only when it ends a word (`PRIM. 120V`), never inside a number (`0.1A`)
  // nor a web address (`www.g-energy.cn`, whose parts go on in small letters).
  if (last === '.') return /[A-Za-z]\.$/.test(before) && !/^[a-z]/.test(next) && !/www\.$/i.test(before);
  return true;
}

/**
 * Greedy CTC decoding over [steps × classes] probabilities, restricted to the allowed
 * indices: at each step only blank and the allowed characters compete. The space is the
 * alphabet's last entry (PaddleOCR's layout); a gap whose frames give it GAP_SPACE_MIN or more
 * becomes a space (see above).
 */
export function decodeCtc(
  probs: Float32Array,
  steps: number,
  classes: number,
  alphabet: readonly string[],
  allowed: Int32Array,
): DecodedText {
  const space = alphabet[alphabet.length - 1] === ' ' ? alphabet.length - 1 : -1;
  let text = '';
  let sum = 0;
  let count = 0;
  let previous = -1;
  /** The space's highest probability over the blank frames since the last character. */
  let gapSpace = 0;
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    let best = 0;
    let bestP = -1;
    for (let k = 0; k < allowed.length; k++) {
      const idx = allowed[k] ?? 0;
      const p = probs[row + idx] ?? 0;
      if (p > bestP) {
        bestP = p;
        best = idx;
      }
    }
    if (best === 0) {
      if (space >= 0) gapSpace = Math.max(gapSpace, probs[row + space] ?? 0);
    } else {
      if (best !== previous) {
        const ch = alphabet[best] ?? '';
        if (gapSpace >= GAP_SPACE_MIN && gapIsSpace(text, ch)) text += ' ';
        text += ch;
        sum += bestP;
        count++;
      }
      gapSpace = 0;
    }
    previous = best;
  }
  return { text: text.replace(/\s+/g, ' ').trim(), confidence: count ? sum / count : 0 };
}
