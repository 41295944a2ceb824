import { AUTOMATION } from './catalogue/automation.ts';
import { BENCH_INSTRUMENTS } from './catalogue/bench-instruments.ts';
import { CONTROL_GEAR } from './catalogue/control-gear.ts';
import { DRIVES_MOTORS } from './catalogue/drives-motors.ts';
import type { CatalogueGrammar } from './catalogue/grammar.ts';
import { BATHROOM_WATER } from './catalogue/bathroom-water.ts';
import { HEATING_CONTROLS } from './catalogue/heating-controls.ts';
import { HOME_ENERGY } from './catalogue/home-energy.ts';
import { HVAC } from './catalogue/hvac.ts';
import { LIGHTING } from './catalogue/lighting.ts';
import { METERS } from './catalogue/meters.ts';
import { PROTECTION } from './catalogue/protection.ts';
import { SITE_STOCK } from './catalogue/site-stock.ts';
import { VALVES_PUMPS } from './catalogue/valves-pumps.ts';

export type ModelPattern = CatalogueGrammar;

/**
 * Every catalogue grammar (kb/catalogue/): code shapes that identify a maker, a product type and
 * sometimes a rating. Patterns run on OCR text after digit-like letters next to digits were
 * normalised (8O2T → 802T).
 */
export const MODEL_PATTERNS: readonly ModelPattern[] = [
  ...CONTROL_GEAR,
  ...PROTECTION,
  ...DRIVES_MOTORS,
  ...METERS,
  ...VALVES_PUMPS,
  ...LIGHTING,
  ...HVAC,
  ...SITE_STOCK,
  ...BENCH_INSTRUMENTS,
  ...HOME_ENERGY,
  ...AUTOMATION,
  ...HEATING_CONTROLS,
  ...BATHROOM_WATER,
];

// A designation ("M10x90", a bolt's size) is a rating's own text: the token is read for it.
const WHOLE_PATTERNS = MODEL_PATTERNS.filter((p) => !p.designation).map(
  (p) => new RegExp(p.pattern.source, p.pattern.flags.replace('g', '')),
);

/** True when a model's catalogue grammar matches the whole token ("CFW500", "W22"; not "LC1D18" inside "LC1D18M7X"). */
export const isWholeCatalogueCode = (token: string): boolean =>
  WHOLE_PATTERNS.some((pattern) => {
    const m = pattern.exec(token);
    return m !== null && m.index === 0 && m[0].length === token.length;
  });
