/** One line of a listing's technical specifications: 'Voltage' → '400 V'. */
export type SpecPair = { name: string; value: string };

const MAX_PAIRS = 40;

/**
 * A listing's free-text specs as name–value pairs for a table. SpareBot writes
 * 'Voltage: 400 V; Current: 16 A'; sellers also type one per line or 'Poles = 3'. A piece with no
 * name keeps its text as the value (name ''), so nothing the seller wrote is dropped.
 */
export function parseSpecPairs(text: string | null | undefined): SpecPair[] {
  const pairs: SpecPair[] = [];
  for (const piece of (text ?? '').split(/[;\n]+/)) {
    const trimmed = piece.trim();
    if (!trimmed) continue;
    const match = /^([^:=]{1,40}?)\s*[:=]\s*(.+)$/.exec(trimmed);
    pairs.push(match ? { name: match[1]!.trim(), value: match[2]!.trim() } : { name: '', value: trimmed });
    if (pairs.length === MAX_PAIRS) break;
  }
  return pairs;
}
