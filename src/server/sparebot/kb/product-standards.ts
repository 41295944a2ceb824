/**
 * The product standards a label cites, and the kind of product each governs (issue 30: inference
 * from what a label carries when it names no product). A maker prints the standard its product is
 * tested to beside the ratings ("IEC/EN 61800-5-1", "BS EN 60898-1", "ISO 5171"), so the number
 * names the product even when no product word is read.
 *
 * Source: the titles and scopes of the IEC, CENELEC, CEN, ISO, DIN, BSI and Chinese GB standards as the UK
 * trade knows them (general trade knowledge, written here without a web source).
 * Standards that cover many kinds of product (EN 60529 IP codes, EN 60204 machinery, EN 61000
 * EMC, the 60335 parent part, CE directives) are left out on purpose: they name nothing.
 *
 * `weight` is a single product keyword's (1) for a standard that governs one kind of product, less
 * for one that governs a family (60947-5-1: pushbuttons, limit switches and control relays alike).
 */
export interface ProductStandard {
  /** The number, with the parts that narrow it ("60947-4-1"); a cited number matches it or a longer part of it. */
  number: string;
  type: string;
  weight: number;
}

// prettier-ignore
const ENTRIES: readonly [number: string, type: string, weight?: number][] = [
  // Protection and distribution
  ['60898', 'mcb'], ['61009', 'rcbo'], ['61008', 'rcd'], ['62423', 'rcd', 0.8], ['60947-2', 'mccb', 0.8],
  ['60947-3', 'isolator'], ['60947-6-1', 'changeover-switch'], ['60947-7-1', 'terminal-block'], ['60998', 'terminal-block', 0.8],
  ['61439-3', 'consumer-unit', 0.8], ['61439', 'distribution-board', 0.7], ['60670', 'enclosure', 0.8],
  ['61643', 'surge-protector'], ['60269', 'fuse'], ['60127', 'fuse', 0.7],
  ['62053', 'energy-meter'], ['50470', 'energy-meter'], ['62052', 'energy-meter', 0.8], ['61036', 'energy-meter'], ['60521', 'energy-meter'], ['61268', 'energy-meter'],
  // … and their Russian and Eurasian counterparts (ГОСТ Р 52320 and 52322/52323, ГОСТ 31818.11 and 31819.21/22).
  ['52320', 'energy-meter', 0.8], ['52322', 'energy-meter'], ['52323', 'energy-meter'], ['31818', 'energy-meter', 0.8], ['31819', 'energy-meter'],
  // Pressure gauges (EN 837) and dial thermometers (EN 13190).
  ['837', 'gauge'], ['13190', 'thermometer'],
  ['61869', 'current-transformer'], ['60044', 'current-transformer', 0.8],
  ['61558-2-16', 'power-supply'], ['61204', 'power-supply'], ['61558', 'transformer', 0.8], ['60076', 'transformer'],
  ['62040', 'ups'], ['61851', 'ev-charger'], ['62196', 'ev-charger', 0.8],
  ['61215', 'solar-panel'], ['61730', 'solar-panel'], ['62109', 'solar-inverter'], ['50549', 'solar-inverter'],
  ['62116', 'solar-inverter'], ['62619', 'battery-storage', 0.7],
  ['60309', 'industrial-socket'], ['60884', 'socket', 0.8], ['60669-2-1', 'dimmer-switch'],
  ['60831', 'capacitor'], ['60252', 'capacitor'], ['60384-14', 'capacitor'],
  // British Standards of older and UK-only gear: RCCBs (BS 4293), MCBs (BS 3871), fuses (BS 1361, 1362,
  // 3036), sockets (BS 1363, 546) and industrial plugs and sockets (BS 4343).
  ['4293', 'rcd'], ['3871', 'mcb'], ['1361', 'fuse'], ['1362', 'fuse'], ['3036', 'fuse'], ['1363', 'socket'], ['546', 'socket', 0.8], ['4343', 'industrial-socket'],
  // Control gear and controls
  ['60947-4-1', 'contactor'], ['60947-4-2', 'soft-starter'], ['60947-5-1', 'pushbutton', 0.6],
  ['60947-5-2', 'sensor'], ['60947-5-5', 'emergency-stop-button'], ['61810', 'relay'], ['60255', 'relay', 0.6],
  ['61131', 'plc'], ['61496', 'safety-light-curtain'], ['62061', 'safety-relay', 0.6],
  ['60730-2-9', 'thermostat'], ['60730-2-7', 'timer'], ['60730-2-6', 'pressure-switch'], ['60730-2-14', 'actuator'],
  ['60730-2-5', 'burner-controller'], ['14597', 'thermostat', 0.7],
  // Motors and drives
  // VDE 0530 is Germany's rotating-machines standard (IEC 60034 before it), printed on older German motors' plates.
  ['60034', 'motor'], ['0530', 'motor'], ['61800', 'drive'],
  // Lighting
  ['60598-2-22', 'emergency-light'], ['1838', 'emergency-light', 0.8], ['50172', 'emergency-light', 0.8],
  ['60598', 'luminaire'], ['61347', 'led-driver'], ['62384', 'led-driver'], ['62560', 'lamp'], ['60238', 'lampholder'],
  // Cables and containment
  ['50525', 'cable'], ['60227', 'cable'], ['60245', 'cable'], ['6004', 'cable'], ['6724', 'cable'], ['7211', 'cable'],
  ['5467', 'cable'], ['6346', 'cable'], ['50575', 'cable', 0.8], ['7629', 'fire-resistant-cable'], ['8434', 'fire-resistant-cable'],
  ['61537', 'containment'], ['61386', 'containment'], ['50085', 'containment'],
  // Heating, ventilation and cooling
  ['14511', 'heat-pump', 0.8], ['14825', 'heat-pump', 0.8], ['442', 'radiator'], ['215', 'radiator-valve'],
  ['60335-2-40', 'air-conditioner', 0.8], ['60335-2-80', 'fan'], ['60335-2-30', 'space-heater', 0.8],
  ['15502', 'boiler'], ['483', 'boiler', 0.8], ['677', 'boiler', 0.8], ['60335-2-102', 'boiler', 0.6], ['12976', 'solar-thermal-collector'],
  // Plumbing
  ['12897', 'cylinder'], ['60335-2-21', 'water-heater'], ['60335-2-35', 'electric-shower', 0.7],
  ['60335-2-51', 'pump'], ['60335-2-41', 'pump'], ['16297', 'pump', 0.8],
  ['13828', 'valve'], ['331', 'valve', 0.8], ['1074', 'valve', 0.8], ['13959', 'valve'], ['4126', 'valve'],
  ['1057', 'pipe-fitting', 0.8], ['1254', 'pipe-fitting'], ['817', 'mixer-tap'], ['1111', 'mixer-tap'],
  // A water meter prints its DN and PN as a valve does: the standard it is made to outweighs them.
  ['4064', 'water-meter', 1.2], ['14154', 'water-meter', 1.2], ['1359', 'gas-meter'], ['1434', 'heat-meter'],
  ['13831', 'expansion-vessel'],
  // Instruments and tools
  ['837', 'gauge'], ['61557', 'tester'], ['61243', 'tester'], ['61010', 'tester', 0.6],
  ['62841', 'power-tool'], ['60745', 'power-tool'], ['61029', 'power-tool', 0.8], ['60900', 'screwdriver', 0.6],
  ['60335-2-29', 'battery-charger'], ['2503', 'welding-regulator'], ['5171', 'welding-regulator', 0.8], ['131', 'ladder', 0.8],
  // Non-refillable gas cylinders (EN 12205) and their valves (ISO 13340): a disposable welding-gas or calibration-gas cylinder.
  ['12205', 'gas-cylinder'], ['13340', 'gas-cylinder'],
  // EN 12413: bonded abrasives, a cutting disc's or a grinding wheel's standard (its rpm is no motor's).
  ['12413', 'cutting-disc', 0.8],
  // Safety
  ['14604', 'fire-alarm'], ['50291', 'gas-detector'], ['50131', 'intruder-alarm'], ['62676', 'cctv-camera'],
  ['1869', 'fire-blanket'], ['671', 'fire-hose-reel'], ['12845', 'sprinkler-head'], ['1125', 'panic-bar'],
  ['166', 'ppe', 0.8], ['397', 'ppe', 0.8], ['388', 'ppe', 0.8], ['20345', 'ppe', 0.8], ['361', 'harness'],
  // China's GB standards on the low-voltage gear sold in the UK through online marketplaces.
  ['14048.2', 'mccb', 0.8], ['14048.4', 'contactor'], ['14048.5', 'pushbutton', 0.6], ['10963', 'mcb'], ['16917', 'rcbo'], ['16916', 'rcd'],
  // GB/T 7676: direct-acting analogue electrical measuring instruments, the moving-coil panel meter's standard; GB/T 778,
  // water meters' (counting only as GB's: "EN 778" is no water meter's).
  ['7676', 'panel-meter'], ['GB 778', 'water-meter', 1.2],
  // Fasteners (ISO and DIN numbers of bolts, screws, nuts and washers)
  ['4014', 'fastener'], ['4017', 'fastener'], ['4032', 'fastener'], ['7089', 'fastener'], ['898', 'fastener', 0.6],
  ['4762', 'socket-cap-screw'], ['912', 'socket-cap-screw'], ['933', 'fastener'], ['931', 'fastener'],
  ['934', 'fastener'], ['125', 'fastener', 0.8], ['7985', 'machine-screw'], ['7991', 'machine-screw'], ['14592', 'wood-screw', 0.8],
  // North American standards, which count only with their body's name: UL's, and the parts of CSA's C22.2
  // ("C22.2 No. 190"), printed on the US and Canadian stock that reaches UK surplus (run capacitors, breakers, drivers).
  ['UL 810', 'capacitor'], ['CSA 190', 'capacitor'], ['UL 489', 'mccb', 0.8], ['UL 1077', 'mcb', 0.8], ['UL 1449', 'surge-protector'],
  ['UL 248', 'fuse'], ['CSA 248', 'fuse'], ['UL 8750', 'led-driver'], ['UL 1598', 'luminaire'], ['CSA 250.0', 'luminaire'],
  ['UL 1310', 'power-supply'], ['UL 1012', 'power-supply', 0.8], ['UL 1004', 'motor'], ['CSA 100', 'motor'], ['UL 1741', 'solar-inverter'],
  ['UL 2594', 'ev-charger'], ['UL 778', 'pump'], ['UL 507', 'fan'], ['UL 1995', 'air-conditioner', 0.8], ['UL 2075', 'gas-detector'],
  ['UL 217', 'fire-alarm'], ['UL 268', 'fire-alarm'], ['UL 1472', 'dimmer-switch'], ['UL 873', 'thermostat', 0.7],
  // … and ANSI's by letter and number: gas water heaters (Z21.10) and boilers (Z21.13), electricity meters (C12).
  ['ANSI Z21.10', 'water-heater'], ['ANSI Z21.13', 'boiler'], ['ANSI C12.1', 'energy-meter'], ['ANSI C12.10', 'energy-meter'], ['ANSI C12.20', 'energy-meter'],
];

/**
 * The bodies whose standards count only when cited by them ("UL 1004" motors; EN 1004 is a mobile tower), each with how a
 * citation names it ("UL 810", "ANSI/UL 508", "CSA C22.2 No. 190", "GB/T 778").
 */
const BODY_CITATIONS = [
  ['UL', /^(?:ANSI\/)?UL\b/],
  ['CSA', /^(?:CSA )?C22\.2\b/],
  ['GB', /^GB(?:\/T)?\b/],
  ['ANSI', /^ANSI\b/],
] as const;
type Body = (typeof BODY_CITATIONS)[number][0];
const isBody = (word: string): word is Body => BODY_CITATIONS.some(([body]) => body === word);

export const PRODUCT_STANDARDS: readonly (ProductStandard & { body?: Body })[] = ENTRIES.map(([cited, type, weight = 1]) => {
  const [body = '', number] = cited.split(' ', 2);
  return isBody(body) && number ? { number, type, weight, body } : { number: cited, type, weight };
});

const bodyOf = (cited: string): Body | undefined => BODY_CITATIONS.find(([, citation]) => citation.test(cited.trim()))?.[0];

/** The number of a cited standard as it is read ("IEC/EN 61800-5-1" → "61800-5-1"; "EN50470-1/3" → "50470-1"; "GB14048.4"). */
function citedNumber(cited: string): string | undefined {
  // ANSI's by its letter and first two numbers ("ANSI Z21.10.1A-CSA 4.1A-2002" → "Z21.10").
  const ansi = /^ANSI ([A-Z]\d{1,3}\.\d{1,3})/.exec(cited.trim());
  if (ansi) return ansi[1];
  // A Chinese standard's year of issue after its number ("GB/T 7676-2017") is no part of the number.
  const number = /(\d{3,6}(?:-\d{1,3})*(?:\.\d{1,2})?)(?:\/-?\d{1,2})?[A-Z]?$/.exec(cited.trim().replace(/-(?:19|20)\d{2}$/, ''))?.[1];
  // An IEC standard cited by its number before 1997, when 60000 was added to each ("IEC 255" is IEC 60255, "IEC 1008" 61008).
  const renumbered = number && /^IEC\b/.test(cited.trim()) ? /^([1-9]\d{2}|1\d{3})((?:-\d{1,3})*)$/.exec(number) : null;
  return renumbered ? `${60000 + Number(renumbered[1])}${renumbered[2]}` : number;
}

/**
 * The product kinds the cited standards govern, the most specific entry for each citation (its
 * longest matching number), each kind once at its greatest weight.
 */
export function typesFromStandards(cited: readonly string[]): { type: string; weight: number }[] {
  const best = new Map<string, number>();
  for (const value of cited) {
    const number = citedNumber(value);
    if (!number) continue;
    const body = bodyOf(value);
    const match = PRODUCT_STANDARDS.filter((s) =>
      s.body
        ? s.body === body && number === s.number
        : number === s.number || number.startsWith(`${s.number}-`) || number.startsWith(`${s.number}.`),
    ).sort((a, b) => b.number.length - a.number.length)[0];
    if (match) best.set(match.type, Math.max(best.get(match.type) ?? 0, match.weight));
  }
  return [...best].map(([type, weight]) => ({ type, weight }));
}
