import type { Rating } from '../../extract/rating-types.ts';
import type { CatalogueGrammar } from './grammar.ts';

/** The lamp industry's colour code after a slash: first digit CRI/10, then CCT/100 ("/840" = CRI 80, 4000 K). */
function colourCode(code: string | undefined): Rating[] {
  const cct = Number((code ?? '').slice(1)) * 100;
  return cct >= 2200 && cct <= 6500 ? [{ key: 'colourTemperature', value: `${cct} K`, numbers: [cct], via: 'pattern' }] : [];
}

/** Luminaires, lamps, LED drivers and control gear. */
export const LIGHTING: readonly CatalogueGrammar[] = [
  // Philips: family + size, then lumen package and colour ("BVP125 LED120-4S/740", "RC125B LED34S/840").
  {
    family: 'Philips luminaire code',
    pattern: /\b[A-Z]{2,4}\d{3}[A-Z]?\s?(?:[A-Z]\s)?LED\d{1,3}[A-Z]?(?:-\d[A-Z]?)?\/([789](?:27|30|35|40|50|57|65))\b/,
    brand: 'Philips',
    type: 'luminaire',
    strength: 0.8,
    ratings: (m) => colourCode(m[1]),
  },
  {
    family: 'Philips luminaire family',
    pattern: /\b(?:CoreLine|GreenPerform|Maxos|Pacific\s?LED|StyliD|ClearFlood|TrueForce|LuxSpace)\b/i,
    brand: 'Philips',
    type: 'luminaire',
    strength: 0.85,
  },
  { family: 'Philips Xitanium driver', pattern: /\bXitanium\b/i, brand: 'Philips', type: 'led-driver', strength: 0.9 },
  { family: 'Philips lamp', pattern: /\b(?:CorePro|MASTER)\s?LED/i, brand: 'Philips', type: 'lamp', strength: 0.8 },
  // LEDVANCE (Osram): "OT 75/220-240/24", "QTi 2x28/54/220-240".
  {
    family: 'Osram OPTOTRONIC driver',
    pattern: /\bOPTOTRONIC\b|\bOT\s?(?:FIT\s?)?\d{2,3}\/\d{3}-\d{3}\/\d{2,4}/i,
    brand: 'Osram',
    type: 'led-driver',
    strength: 0.85,
  },
  {
    family: 'Osram QUICKTRONIC ballast',
    pattern: /\bQTi?\s?(?:DALI\s?)?\d?x?\d{2}\/\d{2,3}\/\d{3}-\d{3}/i,
    brand: 'Osram',
    type: 'led-driver',
    strength: 0.8,
  },
  { family: 'Osram lamp family', pattern: /\b(?:DULUX|LUMILUX|PARATHOM|SubstiTUBE)\b/i, brand: 'Osram', type: 'lamp', strength: 0.85 },
  // Tridonic: "LC 25W 350mA fixC SR", "LCA 35W 100-500mA".
  {
    family: 'Tridonic LED driver',
    pattern: /\bLCA?\s?\d{1,3}W\s?\d{2,4}(?:-\d{2,4})?mA/i,
    brand: 'Tridonic',
    type: 'led-driver',
    strength: 0.85,
  },
  // Thorn and Zumtobel product families.
  {
    family: 'Thorn luminaire family',
    pattern: /\b(?:Aquaforce|Omega\s?(?:LED|Pro)|PopPack|Chalice|ForceLED|Areaflood|Voyager|IQ\s?Beam|HiPak)\b/i,
    brand: 'Thorn',
    type: 'luminaire',
    strength: 0.8,
  },
  {
    family: 'Zumtobel luminaire family',
    pattern: /\b(?:PANOS|SLOTLIGHT|MELLOW\s?LIGHT|LINARIA|TECTON|ONDARIA|SUPERSYSTEM|CAELA|AMPHIBIA)\b/i,
    brand: 'Zumtobel',
    type: 'luminaire',
    strength: 0.8,
  },
  {
    family: 'Zumtobel emergency luminaire',
    pattern: /\b(?:RESCLITE|ONLITE)\b/i,
    brand: 'Zumtobel',
    type: 'emergency-light',
    strength: 0.8,
  },
  // UK luminaire makers' code shapes (never an English word that ends so: "ASSEMBLED IN CHINA", "ASSEMBLEDIN MEXICO").
  {
    family: 'Ansell luminaire code',
    pattern: /\b(?!ASSEMBLED|ANGLED|ANNULLED|APPALLED)A[A-Z]{2,5}LED(?:\/[A-Z0-9]+)*/,
    brand: 'Ansell Lighting',
    type: 'luminaire',
    strength: 0.6,
  },
  {
    family: 'JCC luminaire code',
    pattern: /\bJC\d{4,5}(?:\/[A-Z]{2,4}|[A-Z]{2,4})?\b/,
    brand: 'JCC Lighting',
    type: 'luminaire',
    strength: 0.7,
  },
  {
    family: 'Aurora/Enlite luminaire code',
    pattern: /\b(?:AU|EN)-(?!ISO)[A-Z]{2,6}\d{1,4}[A-Z/]*/,
    brand: 'Aurora Lighting',
    type: 'luminaire',
    strength: 0.65,
  },
  {
    family: 'Integral LED code',
    pattern: /\bIL(?:DL|FL|FLD|BH|HB|P)[A-Z0-9]{4,}/,
    brand: 'Integral LED',
    type: 'luminaire',
    strength: 0.6,
  },
  // Any maker: emergency durations and lamp caps with a wattage.
  {
    family: 'Emergency duration code',
    pattern: /\b(?:NM|M)\/?3\s?(?:HRS?|H)\b|\b3\s?HRS?\s?(?:NM|M)\b/i,
    type: 'emergency-light',
    designation: true,
    strength: 0.7,
  },
  { family: 'Lamp cap with wattage', pattern: /\b(?:GU10|MR16|E27|E14|B22|B15|G9|G4|T8|T5)\b.*\b\d+\s?W\b/i, type: 'lamp', strength: 0.6 },
];
