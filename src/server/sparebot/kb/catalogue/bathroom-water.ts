import type { CatalogueGrammar } from './grammar.ts';

/**
 * What plumbers and electricians take out of UK bathrooms, kitchens and airing cupboards: electric
 * showers, point-of-use water heaters, expansion vessels, radiator valves' heads, zone valves' heads and
 * time switches, by the range names their fronts print in large type. Names as the makers' installer
 * guides and UK merchants (Screwfix, Toolstation, City Plumbing, CEF) list them; general trade knowledge,
 * never taken from particular photos (version 63).
 */
// prettier-ignore
export const BATHROOM_WATER: readonly CatalogueGrammar[] = [
  // Electric showers: Triton's T80 and T90 families and named ranges; Mira's, always beside its name or as "Sport Max".
  { family: 'Triton electric shower', pattern: /\bT80Z\b|\bT80\s?(?:Easi-?Fit|Pro-?Fit)\b|\bT(?:90|100)[SX]R\b|\b(?:Omnicare|Aspirante|Martinique|Danzi)\b/i, brand: 'Triton', type: 'electric-shower', strength: 0.85 },
  { family: 'Mira electric shower', pattern: /\bSport\s?(?:Max|Thermo)\b|\bMira\s?(?:Sport|Advance|Jump|Go|Escape|Elite|Event|Azora|Vie|Decor)\b/i, brand: 'Mira', type: 'electric-shower', strength: 0.8 },
  // Shower and whole-house pumps: Salamander's CT Force, ESP and RightPump ranges, with their bar.
  { family: 'Salamander shower pump', pattern: /\bCT\s?Force\s?\d{2}\b|\bESP\s?(?:CP|CH)\s?\d{2,3}\b|\bRight\s?Pump\b|\bHome\s?Boost\b/i, brand: 'Salamander Pumps', type: 'shower-pump', strength: 0.85 },
  // Point-of-use water heaters: Heatrae Sadia's Multipoint and Streamline, Ariston's Andris.
  { family: 'Heatrae Sadia water heater', pattern: /\b(?:Multipoint|Streamline)\s?\d{0,2}\b/i, brand: 'Heatrae Sadia', type: 'water-heater', strength: 0.8 },
  { family: 'Ariston water heater', pattern: /\bAndris\s?(?:Lux|RS|Pro)?\s?\d{1,2}\b/i, brand: 'Ariston', type: 'water-heater', strength: 0.85 },
  // Expansion vessels: Zilmet's ranges and Flamco's Flexcon and Airfix, with their litres.
  { family: 'Zilmet expansion vessel', pattern: /\b(?:Hy-?Pro|Zilflex|Ultra-?Pro|Cal-?Pro)\s?\d{1,3}\b/i, brand: 'Zilmet', type: 'expansion-vessel', strength: 0.85 },
  { family: 'Flamco expansion vessel', pattern: /\b(?:Flexcon\s?(?:Solar|Top|R)?|Airfix\s?(?:R|A|D|P)?)\s?\d{1,3}\b/i, brand: 'Flamco', type: 'expansion-vessel', strength: 0.8 },
  // Radiator valves' heads: Danfoss's RA sensors (its valve bodies, RA-N and the like, are valves-pumps.ts's).
  { family: 'Danfoss radiator valve head', pattern: /\bRA\s?(?:2000|2920|2940|2945|2990|2991|2994)\b|\bRAW\s?5\d{3}\b/i, brand: 'Danfoss', type: 'thermostatic-radiator-valve', strength: 0.85 },
  // Zone valves' heads: Drayton's ZP and ZS actuators.
  { family: 'Drayton zone valve', pattern: /\bZ[PS][135]\b/, brand: 'Drayton', type: 'actuator', strength: 0.75 },
  // Electric heaters: Dimplex's Quantum and XLE/XLN storage heaters and PLX/EPX panel heaters.
  { family: 'Dimplex storage heater', pattern: /\bQM\s?(?:050|070|100|125|150)(?:RF)?\b|\bX?L(?:E|N)\s?(?:050|070|100|125|150)\b/i, brand: 'Dimplex', type: 'storage-heater', strength: 0.85 },
  { family: 'Dimplex panel heater', pattern: /\b(?:PLX|EPX|MPH|PLXE)\s?(?:050|075|100|125|150|200|300)(?:E|TI)?\b/i, brand: 'Dimplex', type: 'panel-heater', strength: 0.8 },
  // Time switches: Timeguard's segment and seven-day timers and fused spur timers.
  { family: 'Timeguard time switch', pattern: /\bTS(?:800N|900B?|2000)\b|\bNTT0[1-9]\b|\bFST77\b/, brand: 'Timeguard', type: 'timer', strength: 0.8 },
];
