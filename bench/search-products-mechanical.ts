import { priceAround, type Picker, type Product, type ProductMaker } from './search-random.ts';

/** [brand, name, part number, retail £, category id, specs]. */
type Line = [string, string, string, number, number, string];

const fromLines =
  (lines: Line[]): ProductMaker =>
  (pick: Picker): Product => {
    const [brand, name, code, pounds, categoryId, specs] = pick.one(lines);
    const lot = pick.chance(0.25) ? `, ${pick.one(['pair', 'lot of 3', 'lot of 5', 'box of 10'])}` : '';
    return {
      title: `${name} ${code}${lot}`,
      brand,
      categoryId,
      specs: `Part number: ${code}; ${specs}`,
      retailPence: priceAround(pick, pounds),
    };
  };

const VALVE_SIZES = [15, 22, 28, 35, 42, 54];
const NOMINAL_BORE: Record<number, number> = { 15: 15, 22: 20, 28: 25, 35: 32, 42: 40, 54: 50 };
const valve: ProductMaker = (pick) => {
  const mm = pick.one(VALVE_SIZES);
  const dn = NOMINAL_BORE[mm] ?? 15;
  const make = pick.one([
    { brand: 'Danfoss', name: `Danfoss RA-N thermostatic radiator valve body ${mm} mm`, code: `013G00${pick.int(11, 16)}`, pounds: 14 },
    { brand: 'Honeywell', name: 'Honeywell 2 port motorised zone valve 22 mm', code: 'V4043H1080', pounds: 85 },
    { brand: 'Honeywell', name: 'Honeywell 3 port mid-position valve', code: 'V4073A1039', pounds: 110 },
    { brand: 'Belimo', name: 'Belimo damper actuator 5 Nm 24 V modulating', code: 'LM24A-SR', pounds: 160 },
    { brand: 'Spirax Sarco', name: `Spirax Sarco BSA T3 bellows sealed stop valve DN${dn}`, code: `BSAT3-DN${dn}`, pounds: 120 + dn * 6 },
    { brand: 'Pegler', name: `Pegler Terrier lever ball valve ${mm} mm`, code: `PRO${mm}`, pounds: 9 + mm * 0.6 },
    { brand: 'Crane', name: `Crane D171 bronze gate valve ${mm} mm`, code: `D171-${mm}`, pounds: 20 + mm },
    { brand: 'Hattersley', name: `Hattersley 1807 ball valve DN${dn}`, code: `M1807-DN${dn}`, pounds: 25 + dn * 1.5 },
  ]);
  return {
    title: `${make.name} ${make.code}`,
    brand: make.brand,
    categoryId: pick.chance(0.6) ? 2 : 3,
    material: 'DZR brass',
    specs: `Size: ${mm} mm (DN${dn}); Connection: ${pick.one(['compression', 'press', 'BSP thread'])}; Pressure: PN16; Max temperature: 120 °C`,
    retailPence: priceAround(pick, make.pounds),
  };
};

const pump = fromLines([
  [
    'Grundfos',
    'Grundfos UPS2 15-50/60 circulating pump 130 mm',
    '99542983',
    180,
    3,
    'Head: 6 m; Flow: 2.5 m³/h; Power: 5-45 W; Voltage: 230 V',
  ],
  ['Grundfos', 'Grundfos ALPHA2 25-60 180 circulator', '99411170', 260, 3, 'Head: 6 m; Flow: 3.5 m³/h; Power: 3-34 W; Voltage: 230 V'],
  [
    'Grundfos',
    'Grundfos MAGNA3 32-80 F 220 circulator pump',
    '97924259',
    1650,
    3,
    'Head: 8 m; Flow: 12 m³/h; Power: 9-202 W; Voltage: 230 V',
  ],
  ['Wilo', 'Wilo Yonos PICO 25/1-6 circulating pump', '4215515', 150, 3, 'Head: 6 m; Flow: 3.3 m³/h; Power: 4-40 W; Voltage: 230 V'],
  ['Wilo', 'Wilo Stratos MAXO 40/0.5-8 pump', '2186254', 1900, 3, 'Head: 8 m; Flow: 16 m³/h; Power: 9-310 W; Voltage: 230 V'],
  [
    'Lowara',
    'Lowara e-SV vertical multistage pump 0.75 kW',
    '3SV10F007T',
    950,
    3,
    'Head: 55 m; Flow: 3 m³/h; Power: 0.75 kW; Voltage: 400 V',
  ],
  ['DAB', 'DAB Evosta 2 40-70/130 circulator', '60150947', 140, 3, 'Head: 7 m; Flow: 3 m³/h; Power: 4-50 W; Voltage: 230 V'],
]);

const light: ProductMaker = (pick) => {
  const watts = pick.one([14, 18, 25, 34, 40, 50]);
  const kelvin = pick.one([3000, 4000, 4000, 5000, 6500]);
  const make = pick.one([
    {
      brand: 'Philips',
      name: `Philips CoreLine LED panel 600x600 ${watts} W`,
      code: `RC132V-LED${watts}S/${String(kelvin).slice(0, 2)}0`,
      pounds: 75,
    },
    { brand: 'Thorn', name: 'Thorn Omega Pro 2 LED 600x600 3400 lm', code: `96631${pick.int(100, 999)}`, pounds: 95 },
    { brand: 'Ansell', name: `Ansell Eden 2 LED bulkhead ${watts} W IP65`, code: `AEDLED2/${watts}`, pounds: 45 },
    { brand: 'Kosnic', name: `Kosnic LED batten 5ft ${watts} W twin`, code: `KTUB${watts}`, pounds: 40 },
    { brand: 'Aurora', name: 'Aurora fire-rated LED downlight 10 W dimmable', code: `EN-DE10/${String(kelvin).slice(0, 2)}`, pounds: 22 },
    { brand: 'Thorn', name: 'Thorn Voyager emergency bulkhead 3 h maintained', code: `96241${pick.int(100, 999)}`, pounds: 70 },
  ]);
  return {
    title: `${make.name} ${kelvin} K ${make.code}`,
    brand: make.brand,
    categoryId: 7,
    specs: `Power: ${watts} W; Colour temperature: ${kelvin} K; Output: ${watts * 110} lm; IP rating: IP${pick.one([20, 44, 65])}; Driver: non-dimmable`,
    retailPence: priceAround(pick, make.pounds),
  };
};

const plumbing: ProductMaker = (pick) => {
  const mm = pick.one([15, 22, 28]);
  return fromLines([
    [
      'Geberit',
      `Geberit Mapress stainless steel ${mm} mm coupling, box of 10`,
      `3410${mm === 15 ? 5 : 6}`,
      6 * mm,
      2,
      `Size: ${mm} mm; System: press; Material: stainless steel 1.4401`,
    ],
    [
      'Conex Banninger',
      `Conex Banninger >B< Press ${mm} mm 90° elbow, box of 10`,
      `S12${mm}`,
      4 * mm,
      2,
      `Size: ${mm} mm; System: press; Material: copper`,
    ],
    [
      'Yorkshire',
      `Yorkshire Tectite Sprint ${mm} mm straight coupling, box of 20`,
      `TS1${mm}`,
      3 * mm,
      2,
      `Size: ${mm} mm; System: push-fit; Material: copper`,
    ],
    [
      'Wavin',
      `Wavin Hep2O ${mm} mm barrier pipe 50 m coil`,
      `HXX${mm}/50`,
      2.2 * mm,
      2,
      `Size: ${mm} mm; Length: 50 m; Material: polybutylene`,
    ],
    [
      'Wednesbury',
      `Copper tube ${mm} mm x 3 m Table X, 10 lengths`,
      `EN1057-R250-${mm}`,
      4.5 * mm,
      2,
      `Size: ${mm} mm; Length: 3 m; Material: copper R250`,
    ],
  ])(pick);
};

const hvac = fromLines([
  [
    'Daikin',
    'Daikin Perfera split air conditioner indoor unit 2.5 kW',
    'FTXM25R',
    720,
    3,
    'Cooling: 2.5 kW; Heating: 2.8 kW; Refrigerant: R32',
  ],
  [
    'Mitsubishi Electric',
    'Mitsubishi Electric Power Inverter outdoor unit 10 kW',
    'PUZ-ZM100VKA2',
    2900,
    3,
    'Cooling: 10 kW; Heating: 11.2 kW; Refrigerant: R32',
  ],
  ['Vent-Axia', 'Vent-Axia Lo-Carbon Multivent MEV fan', '443336', 210, 3, 'Airflow: 49 l/s; Power: 4.5 W; Voltage: 230 V'],
  ['Systemair', 'Systemair circular duct fan 160 mm', 'K 160 M', 190, 3, 'Airflow: 540 m³/h; Power: 70 W; Voltage: 230 V'],
  ['Nuaire', 'Nuaire Drimaster Eco PIV unit loft', 'DRI-ECO-LC', 480, 3, 'Airflow: 25-55 l/s; Power: 2.5-11 W; Voltage: 230 V'],
]);

const instrument = fromLines([
  [
    'Danfoss',
    'Danfoss MBS 3000 pressure transmitter 0-10 bar 4-20 mA',
    '060G1125',
    150,
    12,
    'Range: 0-10 bar; Output: 4-20 mA; Connection: G 1/4',
  ],
  ['WIKA', 'WIKA stainless pressure gauge 100 mm 0-6 bar', '232.50.100', 65, 12, 'Range: 0-6 bar; Dial: 100 mm; Connection: 1/2 BSP'],
  ['Siemens', 'Siemens immersion temperature sensor 100 mm', 'QAE2121.010', 90, 12, 'Range: -30 to 130 °C; Element: NTC 10k'],
  ['Sick', 'Sick photoelectric retro-reflective sensor', 'WL12-3P2431', 160, 12, 'Range: 0-8 m; Output: PNP; Supply: 10-30 V DC'],
  [
    'Omron',
    'Omron inductive proximity sensor M18 10 mm',
    'E2E-X10ME1',
    55,
    12,
    'Sensing distance: 10 mm; Output: NPN NO; Supply: 12-24 V DC',
  ],
  ['Fluke', 'Fluke multifunction installation tester', '1664 FC', 1400, 4, 'Tests: insulation, loop, RCD, earth; Bluetooth'],
]);

const fixings = fromLines([
  ['Hilti', 'Hilti HST3 stud anchor M12x115, box of 20', '2105775', 70, 10, 'Size: M12 x 115 mm; Material: zinc-plated steel'],
  [
    'Unistrut',
    'Unistrut slotted channel 41x41 mm 3 m, pack of 10',
    'P1000T',
    260,
    10,
    'Section: 41 x 41 mm; Length: 3 m; Finish: pre-galvanised',
  ],
  ['Fischer', 'Fischer FAZ II bolt anchor 10/10, box of 50', '501366', 95, 10, 'Size: M10; Material: zinc-plated steel'],
  ['Makita', 'Makita 18 V LXT SDS-plus rotary hammer body only', 'DHR242Z', 190, 4, 'Voltage: 18 V; Chuck: SDS-plus; Impact energy: 2 J'],
  ['Milwaukee', 'Milwaukee M18 FUEL combi drill body only', 'M18FPD2-0X', 210, 4, 'Voltage: 18 V; Torque: 135 Nm'],
  ['Klauke', 'Klauke hydraulic crimping tool 6-50 mm²', 'K05', 380, 4, 'Range: 6-50 mm²; Force: 50 kN'],
]);

const safety = fromLines([
  ['Apollo', 'Apollo XP95 optical smoke detector', '55000-600', 45, 5, 'Protocol: XP95 addressable; Supply: 17-28 V DC'],
  ['Apollo', 'Apollo XP95 heat detector', '55000-400', 40, 5, 'Protocol: XP95 addressable; Class: A1R'],
  ['Hochiki', 'Hochiki ESP photoelectric smoke detector', 'ALN-EN', 38, 5, 'Protocol: ESP; Supply: 17-41 V DC'],
  ['Chubb', 'Chubb CO2 fire extinguisher 5 kg', 'FX5CO2', 95, 5, 'Agent: CO2; Capacity: 5 kg; Rating: 89B'],
  ['Eaton', 'Eaton emergency exit sign LED 3 h maintained', 'EXIT-M3', 60, 5, 'Duration: 3 h; Mode: maintained; IP rating: IP20'],
]);

export const MECHANICAL: [ProductMaker, number][] = [
  [valve, 9],
  [pump, 5],
  [light, 8],
  [plumbing, 6],
  [hvac, 3],
  [instrument, 4],
  [fixings, 4],
  [safety, 3],
];
