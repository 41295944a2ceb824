import type { CatalogueGrammar } from './grammar.ts';

/** Boilers, heat pumps, air conditioning, cylinders and fans. */
export const HVAC: readonly CatalogueGrammar[] = [
  {
    family: 'Mitsubishi Ecodan cylinder/hydrobox',
    pattern: /\bE(?:[HR]S[TC]\d{2}[A-Z]-|HPT\d{2}X?-)/i,
    brand: 'Mitsubishi Electric',
    type: 'heat-pump',
    strength: 0.9,
  },
  // Ecodan's outdoor units: the W of "water" after the series ("PUZ-WM85VAA", "PUHZ-W112VHA", "PUHZ-HW140YHA" Zubadan,
  // "SUHZ-SW45VA"), heat pumps, where the same series without it are air conditioners.
  {
    family: 'Mitsubishi Ecodan outdoor unit',
    pattern: /\b(?:PUZ-H?WM|PUHZ-(?:H?W|SHW)|SUHZ-SW)\d{2,3}[A-Z]/i,
    brand: 'Mitsubishi Electric',
    type: 'heat-pump',
    strength: 0.9,
  },
  {
    family: 'Mitsubishi air conditioning',
    pattern: /\b(?:PUHZ-(?!H?W|SHW)|PUZ-(?!H?WM)|SUZ-|MSZ-|PKA-|PLA-|SLZ-|PEAD-|MUZ-)[A-Z0-9]{3,}/i,
    brand: 'Mitsubishi Electric',
    type: 'air-conditioner',
    strength: 0.9,
  },
  {
    family: 'Daikin Altherma',
    pattern: /\b(?:ERGA|EHBH|EHBX|EHVH|EBLA|EDLA|ERLQ)\d{2}[A-Z]/i,
    brand: 'Daikin',
    type: 'heat-pump',
    strength: 0.9,
  },
  {
    family: 'Daikin split',
    pattern: /\b(?:FTXM|RXM|FTXF|RXF|FTXP|RXP|FCAG|FBA)\d{2}[A-Z]/i,
    brand: 'Daikin',
    type: 'air-conditioner',
    strength: 0.85,
  },
  { family: 'Panasonic Aquarea', pattern: /\bWH-(?:MDC|SDC|UD|MXC|ADC)\d{2}/i, brand: 'Panasonic', type: 'heat-pump', strength: 0.85 },
  { family: 'Samsung EHS heat pump', pattern: /\bAE\d{3}[A-Z]XY[A-Z]{2,3}/i, brand: 'Samsung', type: 'heat-pump', strength: 0.85 },
  { family: 'LG Therma V', pattern: /\bH[MU]\d{3}M[RUA]?\b/i, brand: 'LG Electronics', type: 'heat-pump', strength: 0.75 },
  {
    family: 'NIBE heat pump',
    pattern: /\b(?:F(?:2040|2050|2120|1145|1155|1245|1255)|S(?:1155|1255|2125)|VVM\s?\d{3})\b/i,
    brand: 'Nibe',
    type: 'heat-pump',
    strength: 0.8,
  },
  { family: 'Grant Aerona heat pump', pattern: /\bHPID\d{1,2}R32\b/i, brand: 'Grant', type: 'heat-pump', strength: 0.85 },
  { family: 'Vaillant aroTHERM', pattern: /\bVWL\s?\d{2,3}\/\d/i, brand: 'Vaillant', type: 'heat-pump', strength: 0.9 },
  { family: 'Vaillant boiler', pattern: /\bVU[WI]?\s?(?:GB\s?)?\d{3}\/\d/i, brand: 'Vaillant', type: 'boiler', strength: 0.85 },
  // Its output and suffix as the front prints them ("Greenstar 30i", "Greenstar 30CDi", "Greenstar 8000 Life").
  {
    family: 'Worcester Greenstar boiler',
    pattern: /\bGreenstar\s?\d{2,4}(?:\s?(?:i|Ri|Si|CDi|Xi|Life)(?![A-Za-z]))?/i,
    brand: 'Worcester Bosch',
    type: 'boiler',
    strength: 0.9,
  },
  // UK boiler lines by name and output, as their fronts and data plates print them (version 63).
  {
    family: 'Vaillant ecoTEC boiler',
    pattern: /\becoTEC\s?(?:plus|pro|exclusive|sustain)?\s?\d{2,3}\b/i,
    brand: 'Vaillant',
    type: 'boiler',
    strength: 0.9,
  },
  {
    family: 'Vokera boiler',
    pattern: /\b(?:Unica|Vibe|Evolve|Mynute)\s?(?:Plus|System|Combi)?\s?\d{2}[ce]?\b/i,
    brand: 'Vokera',
    type: 'boiler',
    strength: 0.75,
  },
  { family: 'Intergas boiler', pattern: /\b(?:Xclusive|Compact\s?ECO\s?RF)\s?\d{2}\b/i, brand: 'Intergas', type: 'boiler', strength: 0.8 },
  {
    family: 'Ariston boiler',
    pattern: /\b(?:Clas|Genus|E-Combi|Alteas)\s?(?:ONE|Net|Premium|Evo|System)?\s?\d{2}\b/i,
    brand: 'Ariston',
    type: 'boiler',
    strength: 0.75,
  },
  {
    family: 'Ideal boiler',
    pattern: /\b(?:Logic\+?|Vogue|Evomax|Imax)\s?(?:Max\s?)?(?:C|S|H|System|Combi|Heat)\s?\d{2}\b/i,
    brand: 'Ideal Heating',
    type: 'boiler',
    strength: 0.75,
  },
  // Viessmann's boiler lines by name and series number: condensing and combi (Vitodens, Vitopend, Vitoladens), floor-standing (Vitocrossal, Vitoplex, Vitorond).
  {
    family: 'Viessmann boiler',
    pattern: /\bVito(?:dens|pend|ladens|crossal|plex|rond)\s?\d{3}/i,
    brand: 'Viessmann',
    type: 'boiler',
    strength: 0.9,
  },
  { family: 'Viessmann heat pump', pattern: /\bVitocal\s?\d{3}/i, brand: 'Viessmann', type: 'heat-pump', strength: 0.9 },
  {
    family: 'Glow-worm boiler',
    // "Energy 30c", and the older ranges by name ("Ultracom 2 30cxi", "Betacom 30c", "Flexicom 30cx").
    pattern: /\b(?:Energy\s?\d{2}[cs]|(?:Ultracom|Betacom|Flexicom|Easicom)\s?[234]?\s?\d{2}(?:[chsx]{1,3}i?)?)\b/i,
    brand: 'Glow-worm',
    type: 'boiler',
    strength: 0.75,
  },
  // More UK boiler lines by name and output (version 64): Alpha's E-Tec and InTec, Remeha's Avanta and Calenta, Ferroli's
  // Modena and Optimax, and Main's Eco Compact (Main is Baxi's).
  {
    family: 'Alpha boiler',
    pattern: /\b(?:E-?Tec|InTec)\s?(?:Plus\s?)?\d{2}(?:\s?(?:C|S|GS|CE|X))?\b/i,
    brand: 'Alpha Heating',
    type: 'boiler',
    strength: 0.8,
  },
  {
    family: 'Remeha boiler',
    pattern: /\b(?:Avanta\s?(?:Ace|Plus)?|Calenta(?:\s?Ace)?|Quinta\s?(?:Ace|Pro))\s?\d{2,3}[cs]?\b/i,
    brand: 'Remeha',
    type: 'boiler',
    strength: 0.8,
  },
  {
    family: 'Ferroli boiler',
    pattern: /\b(?:Modena|Optimax\s?(?:HE)?(?:\s?Plus)?)\s?\d{2,3}[CS]?\b/i,
    brand: 'Ferroli',
    type: 'boiler',
    strength: 0.75,
  },
  { family: 'Main boiler', pattern: /\bEco\s?Compact\s?\d{2}\b/i, brand: 'Baxi', line: 'Main', type: 'boiler', strength: 0.75 },
  {
    family: 'Baxi/Potterton boiler',
    // … and Baxi's numbered ranges ("800 Combi", "600 System 2").
    pattern:
      /\b(?:(?:Duo-tec|EcoBlue|Promax|Titanium|Assure)\s?(?:Combi|System|Heat)?\s?\d{2}\b|[2468]00\s(?:Combi|System|Heat)(?:\s2)?\b)/i,
    brand: 'Baxi',
    type: 'boiler',
    strength: 0.7,
  },
  // Zehnder's ventilation units with heat recovery ("ComfoAir Q350", "ComfoAir 160"), where the brand tables know its radiators.
  {
    family: 'Zehnder ComfoAir',
    pattern: /\bComfoAir\s?(?:Q|E|Flex|Pro)?\s?\d{3}\b/i,
    brand: 'Zehnder',
    type: 'heat-recovery-unit',
    strength: 0.85,
  },
  { family: 'Heatrae Sadia Megaflo cylinder', pattern: /\bMegaflo\b/i, brand: 'Heatrae Sadia', type: 'cylinder', strength: 0.85 },
  // Fans and ventilation.
  {
    family: 'ebm-papst fan code',
    pattern: /\b(?:[RW]3G\d{3}-[A-Z0-9]{4,}|R[23]E\d{3}|W[12]E\d{3}|A[23]E\d{3}|K3G\d{3})/i,
    brand: 'ebm-papst',
    type: 'fan',
    strength: 0.85,
  },
  // Refrigeration compressors by their makers' model codes: Copeland's scrolls ("ZR48K3-TFD", "ZB26KCE"), Danfoss's
  // Maneurop reciprocating ("MTZ 40", "NTZ 108"), Embraco's and Tecumseh's hermetics ("NEK6214Z", "CAJ4492Y", "AE4430Y").
  {
    family: 'Copeland scroll compressor',
    pattern: /\bZ[RBPHSF]\d{2,3}K[A-Z0-9]{1,3}(?:-[A-Z0-9]{3,5})?\b/,
    brand: 'Copeland',
    type: 'refrigeration-compressor',
    strength: 0.85,
  },
  {
    family: 'Danfoss Maneurop compressor',
    pattern: /\b(?:MTZ|NTZ|MPZ|LTZ)\s?\d{2,3}\b/,
    brand: 'Danfoss',
    type: 'refrigeration-compressor',
    strength: 0.8,
  },
  {
    family: 'Embraco compressor',
    // Its NJ, NT and EM codes end in two letters or more (NT6226GK, NJ9238GK): one letter after four digits is another maker's.
    pattern: /\bNEK\d{4}[A-Z]{1,3}\b|\b(?:NJ|NT|EMT|EMX|FFU)\d{4}[A-Z]{2,3}\b/,
    brand: 'Embraco',
    type: 'refrigeration-compressor',
    strength: 0.8,
  },
  {
    family: 'Tecumseh compressor',
    pattern: /\b(?:CAJ|TAJ|TFH|CAE|AJA|AE)\d{4}[A-Z]{1,2}\b/,
    brand: 'Tecumseh',
    type: 'refrigeration-compressor',
    strength: 0.75,
  },
  { family: 'Ziehl-Abegg fan code', pattern: /\bF[NE]\d{3}-[A-Z0-9]{3,}/i, brand: 'Ziehl-Abegg', type: 'fan', strength: 0.8 },
  {
    family: 'Vent-Axia fan family',
    pattern: /\b(?:Lo-?Carbon|Silhouette|Solo\s?Plus|Svara|PureAir|Multivent|ACM\d{3}|Sentinel\s?Kinetic)\b/i,
    brand: 'Vent-Axia',
    type: 'fan',
    strength: 0.8,
  },
  { family: 'Nuaire fan family', pattern: /\b(?:Drimaster|Twinfan|MRXBOX|Squif)\b/i, brand: 'Nuaire', type: 'fan', strength: 0.75 },
  { family: 'Xpelair fan family', pattern: /\b(?:Simply\s?Silent|DX\d{3}|GX\d{1,2})\b/i, brand: 'Xpelair', type: 'fan', strength: 0.7 },
  {
    family: 'Systemair duct fan',
    pattern: /\b(?:KVK\s?\d{3}|RVK\s?\d{3}|TOPVEX|SAVE\s?VTR)\b/i,
    brand: 'Systemair',
    type: 'fan',
    strength: 0.75,
  },
  // Danfoss BD 12/24 V compressors' electronic units (Secop's since 2010; most in use still say Danfoss), in van, boat and medical fridges: "101N0212".
  {
    family: 'Danfoss BD compressor electronic unit',
    pattern: /\b10[15]N[0-9]\d{3}\b/,
    brand: 'Danfoss',
    type: 'compressor-electronic-unit',
    strength: 0.8,
  },
  // Alco Controls' (Emerson's) electric control valves for refrigerant, EX4 to EX8, by their connection code ("EX6-M21").
  {
    family: 'Alco electric control valve',
    pattern: /\bEX[4-8]-[A-Z]\d{2}\b/,
    brand: 'Alco Controls',
    type: 'expansion-valve',
    strength: 0.85,
  },
];
