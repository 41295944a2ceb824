/**
 * Codes of one family run together: two or more pieces of the same length (six characters or more) that all open with
 * the first piece's first four characters, holding a letter and a digit ("273BN6F2273BM6F2" → "273BN6F2 273BM6F2").
 * Anything else is left whole.
 */
export function splitRepeatedCodes(word: string): string {
  const head = word.slice(0, 4);
  if (!/\d/.test(word) || !/[A-Z]/.test(word)) return word;
  for (let size = 6; size <= word.length / 2; size++) {
    if (word.length % size) continue;
    const pieces = word.match(new RegExp(`.{${size}}`, 'g')) ?? [];
    if (pieces.every((p) => p.startsWith(head) && /[A-Z]/.test(p) && /\d/.test(p))) return pieces.join(' ');
  }
  return word;
}
