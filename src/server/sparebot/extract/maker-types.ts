import type { BrandHit } from './brand-match.ts';

/**
 * A product type its maker's trade narrows: a battery charger by a maker of power tools (DeWalt,
 * Makita, Milwaukee) is a tool charger, filed with the tools, where a charger by anyone else is
 * electrical stock; a power supply by a maker of test gear (Manson, Rigol, Aim-TTi) is a bench supply;
 * an "INVERTER" by a maker of air conditioning (Daikin, Toshiba) is an inverter-driven split unit.
 * Trade knowledge.
 */
const BY_MAKER_TRADE: readonly { type: string; trade: string; becomes: string }[] = [
  { type: 'battery-charger', trade: 'Tools & Hardware', becomes: 'tool-charger' },
  { type: 'power-supply', trade: 'Instrumentation', becomes: 'bench-power-supply' },
  { type: 'power-inverter', trade: 'HVAC Equipment', becomes: 'air-conditioner' },
];

/** The type scores with each type its maker's trade narrows moved to the narrower type. */
export function narrowByMaker(scores: ReadonlyMap<string, number>, maker: BrandHit | undefined): Map<string, number> {
  const out = new Map(scores);
  if (!maker || maker.viaCode) return out;
  for (const { type, trade, becomes } of BY_MAKER_TRADE) {
    const score = out.get(type);
    if (score === undefined || maker.brand.categories[0] !== trade) continue;
    out.delete(type);
    out.set(becomes, (out.get(becomes) ?? 0) + score);
  }
  return out;
}
