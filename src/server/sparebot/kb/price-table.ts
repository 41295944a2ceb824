import type { CategoryName } from '../../../shared/constants/categories.ts';
import type { RatingKey } from '../extract/rating-types.ts';

export interface PriceRule {
  /** Retail price (GBP, per unit) when no rating is known. */
  base: number;
  /** Rating that selects a band, and the unit it is compared in. */
  basis?: { key: RatingKey; unit: string };
  /** [upper limit, retail GBP] in ascending order; the last applies above. */
  bands?: readonly (readonly [number, number])[];
}

/** UK trade retail baselines by product type (documented in docs/sparebot.md). */
// One product type a line keeps the table readable.
// prettier-ignore
export const PRICE_TABLE: Record<string, PriceRule> = {
  // Motor bands end just above the IEC sizes (0.37, 0.75, 1.5 … kW) so that HP ratings (1/2 HP = 0.373 kW) fall in them.
  motor: { base: 250, basis: { key: 'power', unit: 'kW' }, bands: [[0.4, 140], [0.8, 170], [1.6, 230], [3.2, 320], [5.6, 480], [11.5, 850], [22.5, 1500], [46, 2900], [Infinity, 5500]] },
  drive: { base: 450, basis: { key: 'power', unit: 'kW' }, bands: [[0.75, 260], [2.2, 380], [5.5, 620], [15, 1300], [37, 2800], [Infinity, 5000]] },
  'soft-starter': { base: 350 },
  gearbox: { base: 400 },
  mcb: { base: 12, basis: { key: 'current', unit: 'A' }, bands: [[32, 12], [63, 22], [125, 60]] },
  rcbo: { base: 45, basis: { key: 'current', unit: 'A' }, bands: [[32, 40], [63, 70]] },
  rcd: { base: 60, basis: { key: 'current', unit: 'A' }, bands: [[40, 55], [100, 110]] },
  mccb: { base: 300, basis: { key: 'current', unit: 'A' }, bands: [[125, 250], [250, 600], [630, 1800], [Infinity, 4000]] },
  'consumer-unit': { base: 180 },
  isolator: { base: 45, basis: { key: 'current', unit: 'A' }, bands: [[40, 35], [100, 75], [200, 250], [Infinity, 600]] },
  fuse: { base: 8 },
  socket: { base: 9 },
  switch: { base: 8 },
  transformer: { base: 150, basis: { key: 'apparentPower', unit: 'kVA' }, bands: [[0.25, 90], [1, 220], [5, 600], [25, 1800], [Infinity, 6000]] },
  'energy-meter': { base: 45 },
  'solar-inverter': { base: 1100, basis: { key: 'power', unit: 'kW' }, bands: [[3.6, 700], [6, 1100], [10, 1800], [Infinity, 3000]] },
  'battery-storage': { base: 2500 },
  'ev-charger': { base: 700 },
  'surge-protector': { base: 80 },
  enclosure: { base: 35 },
  ups: { base: 400, basis: { key: 'apparentPower', unit: 'kVA' }, bands: [[1, 250], [3, 700], [Infinity, 2000]] },
  contactor: { base: 60, basis: { key: 'current', unit: 'A' }, bands: [[12, 35], [25, 60], [40, 110], [95, 250], [Infinity, 600]] },
  'overload-relay': { base: 70 },
  'motor-protection': { base: 90 },
  'motor-starter': { base: 150 },
  'timing-relay': { base: 60 },
  hmi: { base: 600 },
  'power-supply': { base: 80 },
  'terminal-block': { base: 3 },
  'heat-meter': { base: 250 },
  relay: { base: 18 },
  'limit-switch': { base: 95 },
  pushbutton: { base: 35 },
  plc: { base: 350 },
  timer: { base: 45 },
  thermostat: { base: 60 },
  sensor: { base: 45 },
  controller: { base: 150 },
  actuator: { base: 180 },
  boiler: { base: 1200, basis: { key: 'power', unit: 'kW' }, bands: [[24, 1100], [30, 1300], [40, 1600], [Infinity, 3500]] },
  'heat-pump': { base: 4000, basis: { key: 'power', unit: 'kW' }, bands: [[6, 3500], [9, 4500], [14, 6000], [Infinity, 9000]] },
  'air-conditioner': { base: 1200, basis: { key: 'power', unit: 'kW' }, bands: [[3.5, 700], [7.1, 1400], [14, 2800], [Infinity, 5000]] },
  fan: { base: 120 },
  radiator: { base: 110, basis: { key: 'power', unit: 'W' }, bands: [[800, 70], [1500, 130], [2500, 220], [Infinity, 350]] },
  'heat-exchanger': { base: 250 },
  cylinder: { base: 950, basis: { key: 'capacity', unit: 'L' }, bands: [[150, 800], [210, 1000], [300, 1400], [Infinity, 2200]] },
  pump: { base: 280, basis: { key: 'power', unit: 'W' }, bands: [[100, 220], [750, 450], [3000, 1100], [Infinity, 2500]] },
  valve: { base: 30, basis: { key: 'nominalDiameter', unit: 'DN' }, bands: [[15, 15], [28, 35], [50, 120], [100, 450], [Infinity, 1200]] },
  'expansion-vessel': { base: 70, basis: { key: 'capacity', unit: 'L' }, bands: [[12, 45], [24, 75], [80, 180], [Infinity, 450]] },
  'gas-meter': { base: 90 },
  'water-meter': { base: 60 },
  'pipe-fitting': { base: 10 },
  luminaire: { base: 45, basis: { key: 'power', unit: 'W' }, bands: [[15, 25], [40, 55], [100, 120], [200, 220], [Infinity, 400]] },
  'emergency-light': { base: 60 },
  lamp: { base: 6 },
  'led-driver': { base: 35 },
  cable: { base: 90, basis: { key: 'crossSection', unit: 'mm²' }, bands: [[1.5, 45], [2.5, 65], [6, 150], [16, 400], [35, 900], [Infinity, 2000]] },
  containment: { base: 25 },
  'fire-alarm': { base: 35 },
  'intruder-alarm': { base: 90 },
  ppe: { base: 15 },
  fastener: { base: 8 },
  'power-tool': { base: 150 },
  tester: { base: 250 },
  gauge: { base: 35 },
};

/** When only the category is known. */
export const CATEGORY_BASELINES: Record<CategoryName, number> = {
  'Electrical Components': 40,
  'Plumbing Supplies': 30,
  'HVAC Equipment': 150,
  'Tools & Hardware': 60,
  'Safety Equipment': 35,
  'Control Systems': 80,
  Lighting: 35,
  'Motors & Drives': 300,
  'Cables & Wiring': 60,
  'Fasteners & Fixings': 10,
  Other: 12.5,
  Instrumentation: 60,
};

/** Makers whose list prices sit well above the trade average. */
export const PREMIUM_BRANDS = new Set([
  'ABB',
  'Siemens',
  'Schneider Electric',
  'Allen-Bradley',
  'Danfoss',
  'Grundfos',
  'Belimo',
  'Viessmann',
  'Daikin',
  'Mitsubishi Electric',
  'Hager',
  'Vaillant',
  'Worcester Bosch',
  'Fluke',
  'Hilti',
  'Zumtobel',
  'Thorn',
  'Phoenix Contact',
  'Pilz',
  'Sick',
  'Endress+Hauser',
  'Spirax Sarco',
  'Wilo',
  'Megger',
  'Festo',
  'SEW-Eurodrive',
  'Stiebel Eltron',
]);
