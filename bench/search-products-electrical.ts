import { pad2, priceAround, type ProductMaker } from './search-random.ts';

// Real ranges and catalogue-number patterns, so that part-number searches meet what a contractor types.
type Contactor = {
  brand: string;
  short: string;
  range: string;
  sizes: [string, number, number][];
  coils: [string, string][];
  join: string;
};
const CONTACTORS: Contactor[] = [
  {
    brand: 'Schneider Electric',
    short: 'Schneider',
    range: 'TeSys D',
    join: '',
    sizes: [
      ['LC1D09', 9, 4],
      ['LC1D12', 12, 5.5],
      ['LC1D18', 18, 7.5],
      ['LC1D25', 25, 11],
      ['LC1D32', 32, 15],
      ['LC1D38', 38, 18.5],
      ['LC1D50A', 50, 22],
      ['LC1D65A', 65, 30],
    ],
    coils: [
      ['P7', '230 V AC'],
      ['M7', '220 V AC'],
      ['BD', '24 V DC'],
      ['B7', '24 V AC'],
    ],
  },
  {
    brand: 'Allen-Bradley',
    short: 'Allen-Bradley',
    range: 'Bulletin 100-C',
    join: '',
    sizes: [
      ['100-C09', 9, 4],
      ['100-C12', 12, 5.5],
      ['100-C16', 16, 7.5],
      ['100-C23', 23, 11],
      ['100-C30', 30, 15],
      ['100-C37', 37, 18.5],
      ['100-C43', 43, 22],
    ],
    coils: [
      ['D10', '110 V AC'],
      ['KF10', '230 V AC'],
      ['EJ10', '24 V DC'],
      ['D01', '110 V AC'],
    ],
  },
  {
    brand: 'Siemens',
    short: 'Siemens',
    range: 'SIRIUS 3RT2',
    join: '-1',
    sizes: [
      ['3RT2015', 7, 3],
      ['3RT2016', 9, 4],
      ['3RT2017', 12, 5.5],
      ['3RT2024', 12, 5.5],
      ['3RT2026', 25, 11],
      ['3RT2036', 50, 22],
    ],
    coils: [
      ['AP01', '230 V AC'],
      ['BB40', '24 V DC'],
      ['AL20', '230 V AC'],
    ],
  },
  {
    brand: 'ABB',
    short: 'ABB',
    range: 'AF',
    join: '-30-',
    sizes: [
      ['AF09', 9, 4],
      ['AF12', 12, 5.5],
      ['AF16', 16, 7.5],
      ['AF26', 26, 11],
      ['AF38', 38, 18.5],
    ],
    coils: [
      ['10-13', '100-250 V AC/DC'],
      ['10-11', '24-60 V AC/DC'],
      ['00-13', '100-250 V AC/DC'],
    ],
  },
  {
    brand: 'Eaton',
    short: 'Eaton',
    range: 'xStart DILM',
    join: '-',
    sizes: [
      ['DILM7', 7, 3],
      ['DILM9', 9, 4],
      ['DILM12', 12, 5.5],
      ['DILM17', 18, 7.5],
      ['DILM25', 25, 11],
      ['DILM32', 32, 15],
    ],
    coils: [
      ['10', '230 V AC'],
      ['01', '24 V DC'],
    ],
  },
];

const contactor: ProductMaker = (pick) => {
  const c = pick.one(CONTACTORS);
  const [base, amps, kw] = pick.one(c.sizes);
  const [coilCode, coil] = pick.one(c.coils);
  const code = `${base}${c.join}${coilCode}`;
  const title = pick.chance(0.5)
    ? `${c.short} ${c.range} contactor ${code} ${amps} A ${coil} coil`
    : `${code} ${c.short} 3 pole contactor ${kw} kW ${coil}`;
  return {
    title,
    brand: c.brand,
    categoryId: pick.chance(0.7) ? 1 : 6,
    specs: `Rated current AC-3: ${amps} A; Motor rating: ${kw} kW at 400 V; Coil: ${coil}; Poles: 3; Auxiliary: 1 NO`,
    retailPence: priceAround(pick, 25 + amps * 3.2),
  };
};

const RATINGS = [6, 10, 16, 20, 25, 32, 40, 50, 63];
type Breaker = { brand: string; name: string; kA: number; code: (curve: 'B' | 'C', poles: number, amps: number) => string };
const BREAKERS: Breaker[] = [
  {
    brand: 'Schneider Electric',
    name: 'Schneider Acti9 iC60N MCB',
    kA: 6,
    code: (curve, poles, amps) => `A9F7${curve === 'B' ? 3 : 4}${poles}${pad2(amps)}`,
  },
  { brand: 'Hager', name: 'Hager MCB', kA: 6, code: (curve, poles, amps) => `M${curve === 'B' ? 'T' : 'C'}N${poles}${pad2(amps)}` },
  { brand: 'Hager', name: 'Hager 10 kA MCB', kA: 10, code: (curve, poles, amps) => `N${curve}N${poles}${pad2(amps)}A` },
  { brand: 'ABB', name: 'ABB System pro M S200 MCB', kA: 6, code: (curve, poles, amps) => `S20${poles}-${curve}${amps}` },
  {
    brand: 'Eaton',
    name: 'Eaton Memshield 3 MCB',
    kA: 10,
    code: (curve, poles, amps) => `MC${curve === 'B' ? 'H' : 'C'}${poles}${pad2(amps)}`,
  },
];

const breaker: ProductMaker = (pick) => {
  const b = pick.one(BREAKERS);
  const curve = pick.chance(0.55) ? 'C' : 'B';
  const poles = pick.weighted([
    [1, 6],
    [2, 1],
    [3, 3],
    [4, 1],
  ] as const);
  const amps = pick.one(RATINGS);
  const code = b.code(curve, poles, amps);
  const lot = pick.chance(0.4) ? `, box of ${pick.one([4, 6, 10, 12])}` : '';
  return {
    title: `${b.name} ${poles}P ${curve}${amps} ${code} ${b.kA} kA${lot}`,
    brand: b.brand,
    categoryId: 1,
    size: `${poles * 18} mm DIN`,
    material: 'Thermoplastic',
    specs: `Rated current: ${amps} A; Curve: type ${curve}; Poles: ${poles}; Breaking capacity: ${b.kA} kA; Voltage: ${poles === 1 ? '230' : '400'} V AC`,
    retailPence: priceAround(pick, 6 + poles * 9 + amps * 0.3),
  };
};

const MOTOR_FRAMES: [number, string][] = [
  [0.37, '71'],
  [0.55, '80'],
  [0.75, '80'],
  [1.1, '90S'],
  [1.5, '90L'],
  [2.2, '100L'],
  [3, '100L'],
  [4, '112M'],
  [5.5, '132S'],
  [7.5, '132M'],
];
const motor: ProductMaker = (pick) => {
  const [kw, frame] = pick.one(MOTOR_FRAMES);
  const poles = pick.weighted([
    [4, 6],
    [2, 3],
    [6, 1],
  ] as const);
  const rpm = { 2: 2850, 4: 1420, 6: 940 }[poles];
  const make = pick.one([
    { brand: 'ABB', name: `ABB M2BAX`, code: `3GAA${frame.replace(/\D/g, '')}${pick.int(1, 3)}${pick.int(0, 4)}${pick.int(1, 9)}-ASE` },
    { brand: 'WEG', name: 'WEG W22 IE3', code: `W22-${frame}-${poles}P` },
    { brand: 'Brook Crompton', name: 'Brook Crompton W-DA', code: `WU-DA${frame}${pick.one(['A', 'B'])}` },
    { brand: 'Siemens', name: 'Siemens SIMOTICS GP', code: `1LE1003-${pick.int(0, 1)}${pick.one(['D', 'E'])}A${pick.int(0, 4)}2-2AA4` },
  ]);
  return {
    title: `${make.name} ${kw} kW ${poles} pole 3 phase motor, ${frame} frame B3 foot mount ${make.code}`,
    brand: make.brand,
    categoryId: 8,
    material: 'Cast iron',
    specs: `Power: ${kw} kW; Voltage: 230/400 V; Speed: ${rpm} rpm; Poles: ${poles}; Frame: ${frame}; Mounting: B3; Efficiency: IE3; Protection: IP55`,
    retailPence: priceAround(pick, 120 + kw * 95),
  };
};

const DRIVES: { brand: string; name: string; sizes: [string, number][] }[] = [
  {
    brand: 'Danfoss',
    name: 'Danfoss VLT Micro Drive FC 51',
    sizes: [
      ['132F0018', 0.75],
      ['132F0020', 1.5],
      ['132F0022', 2.2],
      ['132F0024', 3],
      ['132F0026', 4],
    ],
  },
  {
    brand: 'ABB',
    name: 'ABB ACS580 drive',
    sizes: [
      ['ACS580-01-02A7-4', 0.75],
      ['ACS580-01-04A1-4', 1.5],
      ['ACS580-01-05A7-4', 2.2],
      ['ACS580-01-09A5-4', 4],
      ['ACS580-01-12A7-4', 5.5],
    ],
  },
  {
    brand: 'Schneider Electric',
    name: 'Schneider Altivar 320 inverter',
    sizes: [
      ['ATV320U07N4C', 0.75],
      ['ATV320U15N4C', 1.5],
      ['ATV320U22N4C', 2.2],
      ['ATV320U40N4C', 4],
      ['ATV320U75N4C', 7.5],
    ],
  },
  {
    brand: 'Siemens',
    name: 'Siemens SINAMICS G120C VSD',
    sizes: [
      ['6SL3210-1KE11-8UF2', 0.55],
      ['6SL3210-1KE14-3UF2', 1.5],
      ['6SL3210-1KE15-8UF2', 2.2],
      ['6SL3210-1KE18-8UF1', 4],
    ],
  },
];
const drive: ProductMaker = (pick) => {
  const d = pick.one(DRIVES);
  const [code, kw] = pick.one(d.sizes);
  return {
    title: `${d.name} ${code} ${kw} kW 400 V variable speed drive`,
    brand: d.brand,
    categoryId: 8,
    specs: `Power: ${kw} kW; Supply: 380-480 V 3 phase; Output: 0-500 Hz; Enclosure: IP20; EMC filter: C2`,
    retailPence: priceAround(pick, 180 + kw * 120),
  };
};

const CONTROL: [string, string, string, number][] = [
  ['Siemens', 'Siemens SIMATIC S7-1200 CPU 1214C DC/DC/DC', '6ES7214-1AG40-0XB0', 390],
  ['Siemens', 'Siemens SIMATIC S7-1200 CPU 1215C AC/DC/relay', '6ES7215-1BG40-0XB0', 520],
  ['Siemens', 'Siemens SM 1223 digital I/O module 16DI/16DQ', '6ES7223-1BL32-0XB0', 260],
  ['Allen-Bradley', 'Allen-Bradley CompactLogix 5370 controller', '1769-L33ER', 2400],
  ['Allen-Bradley', 'Allen-Bradley Compact I/O 16 point input module', '1769-IQ16', 210],
  ['Omron', 'Omron CP1E PLC 40 I/O relay outputs', 'CP1E-N40DR-A', 330],
  ['Schneider Electric', 'Schneider Zelio Logic smart relay 12 I/O 24 V DC', 'SR2B121BD', 140],
  ['Phoenix Contact', 'Phoenix Contact QUINT power supply 24 V DC 10 A', '2866763', 180],
  ['Finder', 'Finder 40.52 plug-in relay 2 CO 8 A 24 V DC, pack of 10', '40.52.9.024.0000', 45],
  ['Omron', 'Omron MY2N-GS relay 24 V DC with socket, pack of 10', 'MY2N-GS', 60],
];
const control: ProductMaker = (pick) => {
  const [brand, name, code, pounds] = pick.one(CONTROL);
  return {
    title: `${name} ${code}`,
    brand,
    categoryId: 6,
    specs: `Part number: ${code}; Supply: 24 V DC; Mounting: 35 mm DIN rail`,
    retailPence: priceAround(pick, pounds),
  };
};

const CABLE_SIZES = [1, 1.5, 2.5, 4, 6, 10, 16, 25];
const cable: ProductMaker = (pick) => {
  const brand = pick.one(['Prysmian', 'Doncaster Cables', 'Nexans', 'Batt Cables']);
  const mm = pick.one(CABLE_SIZES);
  const metres = pick.one([50, 100]);
  const kind = pick.one([
    { name: `6242Y twin & earth ${mm}mm² cable, grey PVC`, per: 0.9, cores: '2 + CPC' },
    { name: `SWA armoured cable ${pick.int(2, 5)} core ${mm}mm² XLPE/SWA/LSZH`, per: 3.6, cores: 'multi' },
    { name: `6491X single core ${mm}mm² conduit cable`, per: 0.35, cores: '1' },
    { name: `H07RN-F rubber flex ${pick.int(3, 5)} core ${mm}mm²`, per: 1.6, cores: 'multi' },
    { name: 'Cat6 U/UTP LSZH data cable, 305 m box', per: 0.5, cores: '4 pair' },
  ]);
  return {
    title: `${brand} ${kind.name} ${metres} m drum`,
    brand,
    categoryId: 9,
    material: 'Copper',
    specs: `Conductor: ${mm}mm² plain copper; Cores: ${kind.cores}; Length: ${metres} m; Voltage: 300/500 V; BS 6004`,
    retailPence: priceAround(pick, 15 + kind.per * mm * metres * 0.4),
  };
};

const ACCESSORIES: [string, string, string, number][] = [
  ['Craig & Derricott', 'Craig & Derricott rotary isolator 20 A 3 pole IP65', 'SI3-20-3P', 38],
  ['Eaton', 'Eaton switch disconnector 25 A 3 pole', 'P1-25/I2', 55],
  ['MK Electric', 'MK Logic Plus twin switched socket 13 A white, box of 10', 'K2747WHI', 75],
  ['Crabtree', 'Crabtree Capital 20 A double pole switch with neon', '4015/3', 9],
  ['Hager', 'Hager Design 10 consumer unit 12 way with SPD', 'VML912RKIT', 190],
  ['Schneider Electric', 'Schneider Acti9 Isobar P 8 way TPN distribution board', 'SEA9BP8', 320],
  ['Hager', 'Hager RCBO B16 30 mA type A', 'ADA116G', 32],
  ['Wylex', 'Wylex 18th edition RCBO C32 30 mA', 'NHXSBS1C32', 29],
];
const accessory: ProductMaker = (pick) => {
  const [brand, name, code, pounds] = pick.one(ACCESSORIES);
  return {
    title: `${name} ${code}`,
    brand,
    categoryId: 1,
    specs: `Part number: ${code}; Voltage: 230/400 V AC; Standard: BS EN 60947`,
    retailPence: priceAround(pick, pounds),
  };
};

export const ELECTRICAL: [ProductMaker, number][] = [
  [contactor, 14],
  [breaker, 16],
  [motor, 7],
  [drive, 6],
  [control, 7],
  [cable, 10],
  [accessory, 8],
];
