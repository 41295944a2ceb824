import type { BrandHit } from './brand-match.ts';
import { squash } from './text-normalise.ts';

/** A power supply's names that say it plugs into the mains (kb/product-words/distribution.ts), squashed as keywords are matched. */
const ADAPTER_WORDS = [
  'power adapter',
  'power adaptor',
  'mains adaptor',
  'ac adaptor',
  'ac/dc adaptor',
  'ac/dc adapter',
  'steckernetzteil',
].map(squash);

/**
 * A product type its maker's trade narrows: a battery charger by a maker of power tools (DeWalt,
 * Makita, Milwaukee) is a tool charger, filed with the tools, where a charger by anyone else is
 * electrical stock; a power supply by a maker of test gear (Manson, Rigol, Aim-TTi) is a bench supply;
 * an "INVERTER" by a maker of air conditioning (Daikin, Toshiba) is an inverter-driven split unit; a "COMPRESSOR" by an
 * air compressor maker is an air compressor, by a refrigeration maker a refrigeration compressor.
 * Trade knowledge.
 */
const BY_MAKER_TRADE: readonly {
  type: string;
  trade: string;
  becomes: string;
  unlessNamed?: readonly string[];
  /** … only for a maker whose main family this is (or matches), and only when every product word read (if any) is one of these. */
  family?: string | RegExp;
  onlyNamed?: RegExp;
}[] = [
  { type: 'battery-charger', trade: 'Tools & Hardware', becomes: 'tool-charger' },
  // … unless its label calls it a mains adapter: a test-gear maker's plug-in supply ("PLUG-IN POWER ADAPTER", "STECKERNETZTEIL").
  { type: 'power-supply', trade: 'Instrumentation', becomes: 'bench-power-supply', unlessNamed: ADAPTER_WORDS },
  { type: 'power-inverter', trade: 'HVAC Equipment', becomes: 'air-conditioner' },
  // A "COMPRESSOR" by a maker of air compressors or tools (Ingersoll Rand, Kaeser, Atlas Copco) is an air compressor; by a
  // maker of refrigeration and air conditioning (Copeland, Tecumseh, Embraco), a refrigeration compressor.
  { type: 'compressor', trade: 'Tools & Hardware', becomes: 'air-compressor' },
  { type: 'compressor', trade: 'HVAC Equipment', becomes: 'refrigeration-compressor' },
  // A pressure rating alone ("PN10", with no product word) names a valve, but a pump maker's pumps carry one too (Salmson's circulators).
  { type: 'valve', trade: 'Plumbing Supplies', becomes: 'pump', family: 'pumps', onlyNamed: /^pn\d{1,3}$/ },
  // A "SENSOR" by a maker of fire detection (Hochiki's "optical sensor", Apollo's "multisensor") is a smoke or heat detector.
  { type: 'sensor', trade: 'Safety Equipment', becomes: 'fire-alarm', family: /^(?:fire detectors|fire alarm|smoke alarms)$/ },
];

/** The type scores with each type its maker's trade narrows moved to the narrower type. `keywords`: the product words read, squashed. */
export function narrowByMaker(
  scores: ReadonlyMap<string, number>,
  maker: BrandHit | undefined,
  keywords: readonly string[] = [],
): Map<string, number> {
  const out = new Map(scores);
  if (!maker || maker.viaCode) return out;
  for (const { type, trade, becomes, unlessNamed = [], family, onlyNamed } of BY_MAKER_TRADE) {
    const score = out.get(type);
    if (score === undefined || maker.brand.categories[0] !== trade || keywords.some((k) => unlessNamed.includes(k))) continue;
    const main = maker.brand.families?.[0] ?? '';
    if (family !== undefined && (typeof family === 'string' ? main !== family : !family.test(main))) continue;
    if (onlyNamed && !keywords.every((k) => onlyNamed.test(k))) continue;
    out.delete(type);
    out.set(becomes, (out.get(becomes) ?? 0) + score);
  }
  return out;
}
