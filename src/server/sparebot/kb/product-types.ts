import type { CategoryName } from '../../../shared/constants/categories.ts';
import { CATEGORY_CODES } from './kb-types.ts';
import { PRODUCT_WORDS } from './product-words.ts';
import { TRADE_SYNONYMS } from './trade-synonyms.ts';

export interface ProductType {
  id: string;
  /** Noun used in titles: "Hager MCB 32 A". */
  noun: string;
  category: CategoryName;
  /**
   * Words that name the type on a label or in a caption. Keywords of 6+ letters also match
   * inside run-together OCR text ("THREEPHASEINDUCTIONMOTOR"); shorter ones need word edges.
   */
  keywords: readonly string[];
  /** Strength of one keyword hit relative to others (default 1). */
  weight?: number;
  /**
   * A second category the trade files this type under as often (a kWh meter: Electrical Components
   * or Instrumentation). The answer keeps `category`, offers this one next, and asks to confirm.
   */
  contested?: CategoryName;
}

const { E, P, H, C, M, L, W, S, F, T, I } = CATEGORY_CODES;

// One product type a line keeps the table readable.
// prettier-ignore
const BASE_TYPES: readonly ProductType[] = [
  { id: 'motor', noun: 'electric motor', category: M, keywords: ['motor', 'armature', 'interpoles', 'shunt field', 'commutator', 'induction', 'tefc', 'odp', 'ins class', 'service factor', 'serv fact', 'duty s1', 'nema design', 'elektromotor'], weight: 1.2 },
  { id: 'drive', noun: 'variable speed drive', category: M, keywords: ['powerflex', 'variable frequency', 'variable speed drive', 'vfd', 'vsd', 'ac drive', 'inverter drive', 'frequency inverter', 'frequenzumrichter', 'sinamics', 'altivar', 'optidrive', 'unidrive', 'micromaster', 'hydrovar'], weight: 1.4 },
  { id: 'soft-starter', noun: 'soft starter', category: M, keywords: ['soft starter', 'softstarter'], weight: 1.4 },
  { id: 'gearbox', noun: 'gearbox', category: M, keywords: ['gearbox', 'gear motor', 'geared motor', 'gear unit', 'reducer'] },
  { id: 'mcb', noun: 'MCB', category: E, keywords: ['mcb', 'miniature circuit breaker', 'circuit breaker', 'acti9', 'ic60'], weight: 1.2 },
  { id: 'rcbo', noun: 'RCBO', category: E, keywords: ['rcbo'], weight: 1.4 },
  { id: 'rcd', noun: 'RCD', category: E, keywords: ['rcd', 'rccb', 'residual current', 'earth leakage', 'elcb'], weight: 1.2 },
  { id: 'mccb', noun: 'MCCB', category: E, keywords: ['mccb', 'moulded case', 'molded case'], weight: 1.4 },
  { id: 'consumer-unit', noun: 'consumer unit', category: E, keywords: ['consumer unit', 'distribution board', 'fuseboard', 'fuse board', 'fusebox', 'panelboard', 'loadcentre', 'load centre', 'load center', 'loadcenter'], weight: 1.3 },
  { id: 'isolator', noun: 'isolator', category: E, keywords: ['isolator', 'isolating switch', 'disconnect switch', 'fusible disconnect', 'safety disconnect', 'disconnector', 'switch disconnector', 'emergency switching', 'safety switch', 'fused switch', 'switchfuse'], weight: 1.2 },
  { id: 'fuse', noun: 'fuse', category: E, keywords: ['fuse link', 'hrc fuse', 'cartridge fuse', 'bs88', 'bs 88', 'bs1361', 'fuse carrier'] },
  { id: 'socket', noun: 'socket outlet', category: E, keywords: ['socket outlet', 'switched socket', 'double socket', 'twin socket', 'socket', '13a sp'] },
  { id: 'switch', noun: 'light switch', category: E, keywords: ['light switch', 'grid switch', '2 way', 'intermediate', 'dimmer', 'gang'] },
  { id: 'transformer', noun: 'transformer', category: E, keywords: ['transformer', 'kva', 'xfmr', 'h1 h2', 'x1 x2'] },
  // 'mp/kwh' is imp/kWh with its i lost; 'linky' is France's smart meter, one name moulded on several makers' meters.
  { id: 'energy-meter', noun: 'energy meter', category: E, keywords: ['kwh', 'kvarh', 'kvah', 'energy meter', 'electricity meter', 'smart meter', 'imp/kwh', 'mp/kwh', 'modbus meter', 'kilowatt hour', 'kilowatthours', 'kilowatthoras', 'watthour', 'watthours', 'linky'], weight: 1.1, contested: I },
  { id: 'solar-inverter', noun: 'solar inverter', category: E, keywords: ['solar inverter', 'hybrid inverter', 'pv inverter', 'string inverter', 'grid tie', 'microinverter', 'pv input', 'mppt'], weight: 1.3 },
  { id: 'battery-storage', noun: 'battery storage unit', category: E, keywords: ['battery storage', 'energy storage', 'lifepo4', 'battery module', 'kwh battery'] },
  { id: 'ev-charger', noun: 'EV charger', category: E, keywords: ['ev charger', 'evse', 'charging point', 'chargepoint', 'charge point', 'type 2', 'openevse', 'electric vehicle'], weight: 1.3 },
  { id: 'surge-protector', noun: 'surge protection device', category: E, keywords: ['surge protect', 'spd', 'type 2 spd', 'lightning arrester'] },
  { id: 'enclosure', noun: 'enclosure', category: E, keywords: ['enclosure', 'junction box', 'adaptable box', 'back box', 'backbox', 'terminal box'] },
  { id: 'power-supply', noun: 'DC power supply', category: E, keywords: ['power supply', 'psu', 'smps', 'switch mode', 'dc output'], weight: 1.1 },
  { id: 'terminal-block', noun: 'terminal blocks', category: E, keywords: ['terminal block', 'din rail terminal', 'feed-through terminal'] },
  { id: 'ups', noun: 'UPS', category: E, keywords: ['uninterruptible', 'ups'] },
  { id: 'contactor', noun: 'contactor', category: E, keywords: ['contactor', 'lc1d', 'schuetz', 'hilfsschutz', 'wendeschutz', 'ac-3', 'ac3'], weight: 1.3 },
  { id: 'overload-relay', noun: 'overload relay', category: E, keywords: ['overload relay', 'thermal overload', 'overload trip'], weight: 1.3 },
  { id: 'motor-protection', noun: 'motor protection breaker', category: C, keywords: ['motor protection', 'motor circuit breaker', 'manual motor starter', 'motor starter protector', 'mpcb'], weight: 1.3 },
  { id: 'motor-starter', noun: 'motor starter', category: C, keywords: ['motor starter', 'dol starter', 'direct on line', 'star delta', 'star-delta'], weight: 1.2 },
  { id: 'timing-relay', noun: 'timing relay', category: C, keywords: ['timing relay', 'time relay', 'time delay', 'on delay', 'off delay', 'zeitrelais', 'multifunction timer'], weight: 1.3 },
  { id: 'relay', noun: 'relay', category: C, keywords: ['relay', 'coil', 'pilot duty', 'ice cube', 'relais', 'ac-15', 'dc-13'], weight: 1.1 },
  { id: 'limit-switch', noun: 'limit switch', category: C, keywords: ['limit switch', 'position switch', 'interrupteur de position', 'roller lever'], weight: 1.5 },
  { id: 'pushbutton', noun: 'pushbutton', category: C, keywords: ['pushbutton', 'push button', 'contact block', 'emergency stop', 'e-stop', 'selector switch', 'pilot light', 'oiltight', 'pilot device', 'indicator light', 'mushroom head', 'key switch'], weight: 1.3 },
  { id: 'hmi', noun: 'operator panel (HMI)', category: C, keywords: ['hmi', 'touch panel', 'operator panel', 'panelview', 'operator terminal'], weight: 1.2 },
  { id: 'plc', noun: 'PLC module', category: C, keywords: ['plc', 'programmable logic', 'programmable controller', 'simatic', 'compactlogix', 'controllogix', 'micrologix', 'modicon', 'i/o module', 'digital input', 'analog input', 'analogue input', 'analog i/o', 'analogue i/o'], weight: 1.3 },
  { id: 'timer', noun: 'time switch', category: C, keywords: ['time switch', 'timer', 'timeswitch'] },
  { id: 'thermostat', noun: 'thermostat', category: C, keywords: ['thermostat', 'room stat', 'programmer', 'cylinder stat', 'frost stat', 'room temp'], weight: 1.2 },
  { id: 'sensor', noun: 'sensor', category: C, keywords: ['sensor', 'temperature sensor', 'humidity sensor', 'temperature module', 'sensor module', 'rtd', 'pt100', 'pt1000', 'thermocouple', 'transmitter', 'proximity', 'photoelectric', 'probe', 'pressure switch', 'flow switch', 'level switch', 'float switch', 'thermistor'] },
  { id: 'controller', noun: 'controller', category: C, keywords: ['controller', 'control panel', 'bms', 'energy monitor', 'data logger', 'modbus', 'rs485', 'temperature input', 'ct input', 'sd card'] },
  { id: 'actuator', noun: 'actuator', category: C, keywords: ['actuator', 'damper actuator', 'valve actuator', 'motorised valve', 'zone valve'] },
  { id: 'boiler', noun: 'boiler', category: H, keywords: ['boiler', 'combi', 'ecotec', 'greenstar', 'vitodens', 'gas council', 'gc no', 'flue', 'condensing', 'i2h', 'natural gas'], weight: 1.3 },
  { id: 'heat-pump', noun: 'heat pump', category: H, keywords: ['heat pump', 'ecodan', 'arotherm', 'altherma', 'refrigerant', 'kaltemittel', 'kaeltemittel', 'koudemiddel', 'fluide frigorigene', 'refrigerante', 'r32', 'r410a', 'r290', 'air to water', 'cop', 'air source', 'ground source', 'ashp', 'gshp'], weight: 1.3 },
  // LG's "DUAL INVERTER" and Samsung's "Digital Inverter" badges are air conditioners' (their compressors), not power inverters.
  { id: 'air-conditioner', noun: 'air conditioning unit', category: H, keywords: ['air conditioner', 'air conditioning', 'split system', 'indoor unit', 'outdoor unit', 'cassette', 'fan coil', 'cooling capacity', 'dual inverter', 'digital inverter'] },
  { id: 'fan', noun: 'fan', category: H, keywords: ['extractor', 'extract fan', 'axial fan', 'centrifugal', 'inline fan', 'ventilation', 'mvhr', 'air handling', 'fan', 'exhaust fan', 'duct fan', 'ventilator', 'ventilateur', 'ventilatore', 'ventilador', 'lufter'] },
  { id: 'radiator', noun: 'radiator', category: H, keywords: ['radiator', 'convector', 'towel rail', 'panel radiator'] },
  { id: 'heat-meter', noun: 'heat meter', category: H, keywords: ['heat meter', 'multical', 'energy calculator'], weight: 1.2, contested: I },
  { id: 'heat-exchanger', noun: 'heat exchanger', category: H, keywords: ['heat exchanger', 'plate heat', 'brazed plate', 'phe'] },
  { id: 'cylinder', noun: 'hot water cylinder', category: P, keywords: ['cylinder', 'unvented', 'vented', 'megaflo', 'hot water storage', 'capacity(litres)', 'capacity (litres)', 'heat loss', 'immersion'], weight: 1.3 },
  { id: 'pump', noun: 'pump', category: P, keywords: ['pump', 'pumpe', 'booster', 'submersible', 'head m', 'qmax', 'pond pump', 'pool pump', 'sump pump', 'fountain pump'], weight: 1.2 },
  { id: 'valve', noun: 'valve', category: P, keywords: ['valve', 'ball valve', 'gate valve', 'check valve', 'non return', 'prv', 'pressure reducing', 'lockshield', 'strainer', 'butterfly valve', 'solenoid valve', 'solenoid'], weight: 1.1 },
  { id: 'expansion-vessel', noun: 'expansion vessel', category: P, keywords: ['expansion vessel', 'pre-charge', 'precharge', 'accumulator'], weight: 1.3 },
  { id: 'gas-meter', noun: 'gas meter', category: P, keywords: ['gas meter', 'qmin', 'qmax', 'dm3', 'm3/h', 'm³/h', 'ige/gm', 'cubic feet', 'cu ft'], weight: 1.2, contested: I },
  { id: 'water-meter', noun: 'water meter', category: P, keywords: ['water meter', 'r160'], contested: I },
  { id: 'pipe-fitting', noun: 'pipe fittings', category: P, keywords: ['fitting', 'compression', 'press fit', 'pushfit', 'push-fit', 'copper pipe', 'elbow', 'coupler', 'tee'] },
  { id: 'luminaire', noun: 'LED luminaire', category: L, keywords: ['luminaire', 'downlight', 'floodlight', 'batten', 'led panel', 'high bay', 'highbay', 'bulkhead', 'lumen', 'lm/w', 'cri', 'ugr', 'light fitting', 'troffer', 'spotlight', 'wall light', 'flood light', 'linear led'], weight: 1.3 },
  { id: 'emergency-light', noun: 'emergency light', category: L, keywords: ['emergency light', 'emergency luminaire', 'maintained', 'non-maintained', '3hr', 'exit sign'], weight: 1.2 },
  { id: 'lamp', noun: 'lamp', category: L, keywords: ['lamp', 'gu10', 'mr16', 'e27', 'b22', 'fluorescent', 't8 tube', 'led tube', 'led bulb', 'led lamp', 'led light', 'ledlight'] },
  { id: 'led-driver', noun: 'LED driver', category: L, keywords: ['led driver', 'constant current', 'ballast', 'dali'] },
  { id: 'cable', noun: 'cable', category: W, keywords: ['cable', 'kabel', 'swa', '6242y', '6491x', '6181y', 'twin and earth', 'twin & earth', 'h07rn', 'cy cable', 'sy cable', 'lsoh', 'lszh', 'cores', 'armoured', 'flex', 'bs6724', 'bs 6004', 'drum'], weight: 1.2 },
  { id: 'containment', noun: 'cable containment', category: W, keywords: ['trunking', 'conduit', 'cable tray', 'basket tray', 'cable ladder', 'gland'] },
  { id: 'fire-alarm', noun: 'fire alarm device', category: S, keywords: ['smoke detector', 'smoke alarm', 'heat detector', 'fire alarm', 'call point', 'sounder', 'co alarm', 'carbon monoxide', 'fire panel', 'manual call point', 'break glass'], weight: 1.3 },
  { id: 'intruder-alarm', noun: 'alarm keypad', category: S, keywords: ['intruder', 'burglar', 'keypad', 'pir detector', 'alarm panel', 'unset', 'part set', 'tamper', 'intruder alarm'], weight: 1.2 },
  { id: 'ppe', noun: 'PPE', category: S, keywords: ['en 397', 'en397', 'hard hat', 'hi-vis', 'safety glasses', 'ear defenders', 'respirator', 'en 388'] },
  { id: 'fastener', noun: 'fasteners', category: F, keywords: ['bolt', 'hex head', 'set screw', 'nut', 'washer', 'anchor', 'rawlplug', 'threaded rod', 'studding', 'din 933', 'din 931', 'grade 8.8', 'a2-70', 'a4-80'], weight: 1.2 },
  { id: 'power-tool', noun: 'power tool', category: T, keywords: ['drill', 'impact driver', 'angle grinder', 'sds', 'circular saw', 'jigsaw', 'li-ion', 'cordless', 'no load speed'] },
  // A cable tester prints the categories it tests ("CAT6/CLASS E"): its own words outweigh the cable's.
  { id: 'cable-tester', noun: 'cable tester', category: I, keywords: ['cable tester'], weight: 1.3 },
  { id: 'tester', noun: 'electrical tester', category: I, keywords: ['tester', 'battery tester', 'multifunction tester', 'insulation tester', 'safety tester', 'hipot tester', 'withstand tester', 'clamp meter', 'voltage tester', 'pat tester', 'loop tester', 'true rms', 't-rms'] },
  { id: 'gauge', noun: 'pressure gauge', category: I, keywords: ['gauge', 'manometer', 'pressure transmitter', 'psi'] },
];

/** A wider-table row's type id, from its noun ("pressure reducing valve" → "pressure-reducing-valve"). */
export const slug = (noun: string) => noun.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const BASE_IDS = new Set(BASE_TYPES.map((t) => t.id));
/** Words of the wider table (kb/product-words) that belong to a base type, by its id. */
const EXTRA_WORDS = new Map<string, string[]>();
const baseOf = (p: (typeof PRODUCT_WORDS)[number]) => p.baseType ?? (BASE_IDS.has(slug(p.noun)) ? slug(p.noun) : undefined);
for (const p of PRODUCT_WORDS) {
  const base = baseOf(p);
  if (base) EXTRA_WORDS.set(base, [...(EXTRA_WORDS.get(base) ?? []), ...p.words]);
}

/**
 * The product types: the base types, each with its trade synonyms (kb/trade-synonyms.ts) and the
 * wider table's words added to its keywords, then the wider table's own types (kb/product-words).
 */
export const PRODUCT_TYPES: readonly ProductType[] = [
  ...BASE_TYPES.map((type) => ({
    ...type,
    keywords: [...new Set([...type.keywords, ...(TRADE_SYNONYMS[type.id] ?? []), ...(EXTRA_WORDS.get(type.id) ?? [])])],
  })),
  ...PRODUCT_WORDS.filter((p) => !baseOf(p)).map((p): ProductType => ({
    id: slug(p.noun),
    noun: p.noun,
    category: p.category,
    // A noun two tables both name is one type with both tables' words (kb tests keep their categories equal), and
    // the words of the rows under it ("MIG welder" under welder).
    keywords: [
      ...new Set(
        PRODUCT_WORDS.filter((q) => (!baseOf(q) && slug(q.noun) === slug(p.noun)) || q.baseType === slug(p.noun)).flatMap((q) => q.words),
      ),
    ],
    contested: p.contested,
  })),
].filter((t, i, all) => all.findIndex((u) => u.id === t.id) === i);

const BY_ID = new Map(PRODUCT_TYPES.map((t) => [t.id, t]));

/** Mechanical parts and fixings that carry no supply or power rating of their own: read on a plate that states one, a feature of the powered item (a heater's M7 studs). */
export const UNPOWERED_TYPES: readonly string[] = [
  'bearing',
  'plummer-block',
  'coupling',
  'pulley',
  'v-belt',
  'timing-belt',
  'chain',
  'sprocket',
  'fastener',
];

/** Every one-word product keyword, letters only ("relay", "motor"). */
export const ONE_WORD_KEYWORDS: ReadonlySet<string> = new Set(PRODUCT_TYPES.flatMap((t) => t.keywords.filter((k) => /^[a-z]+$/.test(k))));
/** Two words next to each other in a product's name ("monoxide alarm" of "carbon monoxide alarm"). */
export const KEYWORD_PAIRS: ReadonlySet<string> = new Set(
  PRODUCT_TYPES.flatMap((t) => t.keywords.flatMap((k) => k.split(' ').flatMap((w, i, ws) => (i > 0 ? [`${ws[i - 1]} ${w}`] : [])))),
);

export function findProductType(id: string): ProductType | undefined {
  return BY_ID.get(id);
}
