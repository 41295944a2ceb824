export interface DecodedText {
  text: string;
  confidence: number;
}

/**
 * Greedy CTC decoding over [steps × classes] probabilities, restricted to the allowed
 * indices: at each step only blank and the allowed characters compete.
 */
export function decodeCtc(
  probs: Float32Array,
  steps: number,
  classes: number,
  alphabet: readonly string[],
  allowed: Int32Array,
): DecodedText {
  let text = '';
  let sum = 0;
  let count = 0;
  let previous = -1;
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
    if (best !== 0 && best !== previous) {
      text += alphabet[best] ?? '';
      sum += bestP;
      count++;
    }
    previous = best;
  }
  return { text: text.replace(/\s+/g, ' ').trim(), confidence: count ? sum / count : 0 };
}
