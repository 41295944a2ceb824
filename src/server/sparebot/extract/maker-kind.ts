import type { CategoryName } from '../../../shared/constants/categories.ts';
import type { OpenMaker } from './open-makers.ts';
import { DOMAIN } from './web-address.ts';

/**
 * The trade words a company puts after its name ("Trendex Lighting", "www.velmarpumps.com", "Acme
 * Valves Inc.") and the category each says the maker works in. Words every kind of maker uses
 * (electric, power, energy, systems, products) say nothing beyond the fallback and are left out.
 */
// prettier-ignore
const KIND_WORDS: Readonly<Record<string, CategoryName>> = {
  lighting: 'Lighting', luminaires: 'Lighting', lamps: 'Lighting',
  pumps: 'Plumbing Supplies', pump: 'Plumbing Supplies', valves: 'Plumbing Supplies', valve: 'Plumbing Supplies', plumbing: 'Plumbing Supplies',
  heating: 'HVAC Equipment', hvac: 'HVAC Equipment', climate: 'HVAC Equipment', refrigeration: 'HVAC Equipment', ventilation: 'HVAC Equipment', boilers: 'HVAC Equipment',
  motors: 'Motors & Drives', motor: 'Motors & Drives', drives: 'Motors & Drives', gearboxes: 'Motors & Drives',
  controls: 'Control Systems', automation: 'Control Systems', sensors: 'Control Systems',
  instruments: 'Instrumentation', instrument: 'Instrumentation', scientific: 'Instrumentation', metering: 'Instrumentation',
  tools: 'Tools & Hardware', safety: 'Safety Equipment', cables: 'Cables & Wiring',
  fixings: 'Fasteners & Fixings', fasteners: 'Fasteners & Fixings',
  switchgear: 'Electrical Components', transformers: 'Electrical Components',
};

/** The words after a name in a domain's label, peeled off its end ("velmarpumps" → pumps). */
function domainTrail(label: string): string[] {
  const words: string[] = [];
  let rest = label.replace(/-/g, '');
  for (let w = trailOf(rest); w; w = trailOf(rest)) {
    words.push(w);
    rest = rest.slice(0, -w.length);
  }
  return words;
}

const trailOf = (rest: string) => Object.keys(KIND_WORDS).find((w) => rest.length > w.length + 2 && rest.endsWith(w));

/**
 * What an unknown maker's own name says it makes: the category of a trade word in its domain or
 * after its name on a short line (a company name, not a sentence). Asked only where the label names
 * no product; the answer stays reviewed.
 */
export function makerKind(maker: Pick<OpenMaker, 'via' | 'text'>): CategoryName | undefined {
  const label = maker.via === 'domain' ? DOMAIN.exec(maker.text)?.[1]?.toLowerCase() : undefined;
  const words = label
    ? domainTrail(label)
    : maker.text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter(Boolean);
  if (!label && words.length > 5) return undefined;
  return words.map((w) => KIND_WORDS[w]).find(Boolean);
}
