import type { RatingMap } from './ratings.ts';

/** A working pressure of 6 bar (87 psi, 6 kg/cm²) or more: a compressor's, not a fan's or a pump's. */
const compressorPressure = (ratings: RatingMap) =>
  (ratings.pressure ?? []).some(
    (p) => (p.numbers[0] ?? 0) >= (/psi/i.test(p.value) ? 87 : / (?:bar|kg\/cm²)$/.test(p.value) ? 6 : Infinity),
  );

/**
 * What an airflow a minute says (issue 30): read to two decimals ("1996.45 cfm"), a flow meter's display; with a
 * compressor's working pressure, its free air delivery ("20 PCM | 175 LBF/POL²", "11.40 m³/dk" of Brazilian and Turkish
 * compressors); in cubic feet a minute alone, a fan's airflow (pumps are rated in litres or m³ an hour).
 */
export function airDeliveryInferences(ratings: RatingMap): { type: string; weight: number }[] {
  const delivery = ratings.flowRate?.filter((f) => /CFM|m³\/min/i.test(f.value)) ?? [];
  if (delivery.some((f) => /CFM/i.test(f.value) && /\.\d{2}/.test(f.value))) return [{ type: 'flow-meter', weight: 1 }];
  if (delivery.length && compressorPressure(ratings)) return [{ type: 'air-compressor', weight: 1.6 }];
  return delivery.some((f) => /CFM/i.test(f.value)) ? [{ type: 'fan', weight: 0.8 }] : [];
}
