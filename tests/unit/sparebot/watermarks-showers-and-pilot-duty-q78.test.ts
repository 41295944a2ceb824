import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { placed, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 113's rules (issue 30): no evaluation photo's reading.

describe('pilot duty', () => {
  it("reads NEMA's pilot duties beside a heavy AC one, and joined together", () => {
    expect(readLabel('LIMIT SWITCH', 'CLASS 9007', 'A600 P300').technicalSpecs).toMatch(/Contact rating: NEMA A600, NEMA P300/);
    expect(readLabel('ZB4-BE102', 'B300-R150').technicalSpecs).toMatch(/NEMA B300, NEMA R150/);
  });

  it('reads none but the ratings NEMA defines: a battery\'s "C10-C100" rates are no contact rating', () => {
    const specs = readLabel('GEL BATTERY', 'HTP 12V 150Ah (C10-C100)').technicalSpecs;
    expect(specs).not.toMatch(/NEMA|Contact rating/);
    expect(specs).toMatch(/C10-C100/);
  });

  it("never reads a board's part names or a model alone as a pilot duty (R150, C300, a battery's B300)", () => {
    expect(readLabel('DRIVER BOARD', 'R150 C300 U12', 'L298N').technicalSpecs).not.toMatch(/NEMA/);
    expect(readLabel('EXPANSION BATTERY B300', '48V 3072Wh').technicalSpecs).not.toMatch(/NEMA/);
  });

  it('reads a pilot duty glued to its standard as a rating, never as the model in the title', () => {
    const r = readLabel('AUXILIARY CONTACT BLOCK', 'NEMA/EEMACB300');
    expect(r.technicalSpecs).toMatch(/NEMA B300/);
    expect(r.suggestedTitle).not.toMatch(/EEMAC/);
  });
});

describe('what is no maker', () => {
  it('never folds a weight\'s digits into letters ("G/W: 15Kg" is no Wiska)', () => {
    const r = readLabel('AUTOMATIC VOLTAGE REGULATOR', 'Rated power: 3KVA', 'N/W: 11Kg G/W: 15Kg');
    expect(r.brandInfo).not.toBe('Wiska');
  });

  it('never takes "AMPACITY" of a North American plate for a maker', () => {
    const r = readLabel('MODEL: 38MHRBQ24AA3', 'MIN. CIRCUIT', 'AMPACITY', '208/230V 1Ph');
    expect(r.brandInfo).not.toMatch(/Ampacity/i);
  });

  it("never names an installer's web address for the maker, nor its words read apart", () => {
    const r = readLabel('ELETTRICISTA', 'BIANCHI', 'WWW.ELETTRICISTABIANCHI.IT', 'CE');
    expect(r.brandInfo).not.toMatch(/Elettricista|Bianchi/i);
    // A maker's own address still names it.
    expect(readLabel('WWW.LOVATOELECTRIC.COM', 'DMG210').brandInfo).toMatch(/^Lovato/);
  });

  it('never keeps a Brazilian metrology approval run together as the model ("Portaria INMETRO/Dimel nº 112/2019")', () => {
    const r = readLabel('MEDIDOR DE ENERGIA', '127V 15(100)A 60Hz 2 Fios', 'Portaria NMETRODimel112/019');
    expect(r.suggestedTitle).not.toMatch(/Dimel/i);
    expect(r.technicalSpecs).not.toMatch(/Dimel/i);
  });
});

describe('products and makers', () => {
  it('is a voltage stabiliser by the SVC-type series codes, which name no maker', () => {
    const r = readLabel('SVC-2KVA', 'Input voltage: 150V-250V', 'Output voltage: 220V');
    expect(r.extracted.productType?.value).toBe('voltage stabiliser');
    expect(r.brandInfo).toBe('Unbranded');
  });

  it("is an electric shower by its selector's winter, summer and off (Portuguese)", () => {
    const r = readLabel('ACQUA STAR', 'Inverno', 'Verão', 'Desliga');
    expect(r.extracted.productType?.value).toBe('electric shower');
    expect(r.suggestedCategory).toBe('Plumbing Supplies');
  });

  it('is a home-automation touch screen (an HMI) by its pages: lights, shutters, cameras', () => {
    const r = readLabel('PIANO TERRA', 'Luci Tapparelle Telecamere', 'soggiorno led', 'Spegni tutto');
    expect(r.extracted.productType?.value).toBe('operator panel (HMI)');
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it('knows Simran, ICM Controls, Lorenzetti and Nansen', () => {
    expect(readLabel('SIMRAN', 'STEP UP AND DOWN TRANSFORMER', 'MODEL: AC-1000W').brandInfo).toBe('Simran');
    expect(readLabel('ICM Controls', 'ICM:ICM493', 'FAN BLOWER CONTROL').brandInfo).toBe('ICM Controls');
    expect(readLabel('LORENZETTI', 'TOP JET', '220V 7500W').brandInfo).toBe('Lorenzetti');
    expect(readLabel('NANSEN', 'SPECTRUM K', '120V 15(100)A').brandInfo).toBe('Nansen');
  });

  it('knows Ferranti', () => {
    expect(readLabel('FERRANTI LTD', 'HOLLINWOOD', 'TYPE FM 2').brandInfo).toBe('Ferranti');
  });
});

describe('which maker', () => {
  it('names the maker printed over a code alone on its line, not one read as surely beside it', () => {
    const r = readLabel('CONTACTOR ENCLOSURE', 'Heschen', 'CT1-25', 'Shelly', 'Ue 250V AC-7a 25A');
    expect(r.brandInfo).toBe('Heschen');
  });

  it('never takes one of a set of lettered lamp legends for a maker ("D-LINK" beside "M-LINK")', () => {
    const r = readLabel('CPU BOARD', 'CN101 CN102', 'D-LINK', 'M-LINK', 'LED1 LED2');
    expect(r.brandInfo).not.toBe('D-Link');
    // D-Link's own logo alone still names it.
    expect(readLabel('D-LINK', 'DGS-1008D', '5V 1A').brandInfo).toBe('D-Link');
  });
});

describe('slips and checks', () => {
  it('reads a mains frequency with its Hz read as Ah ("230 Volt-50 Ah") as the frequency, and "Volt-50" as no code', () => {
    const specs = readLabel('ACTIVE SPEAKER', 'MAINS 400 VA', '~230 Volt-50 Ah').technicalSpecs;
    expect(specs).toMatch(/Frequency: 50 Hz/);
    expect(specs).not.toMatch(/Ah|Volt-50/);
    // A battery's own voltage and capacity stay.
    expect(readLabel('SEALED LEAD ACID BATTERY', '12V-50Ah').technicalSpecs).toMatch(/50 Ah/);
  });

  it('never takes a switch\'s "POWERON" legend for a maker', () => {
    expect(readLabel('POWERON', 'REMOTE', 'VOLUME').brandInfo).not.toMatch(/Power/i);
  });

  it("checks ratings against the type its maker's family names when no product word does (a speaker draws no 322 A)", () => {
    const r = readLabel('RCF', 'ART 322A', 'MAINS 450 VA 230 V');
    expect(r.suggestedTitle).toMatch(/loudspeaker/);
    expect(r.technicalSpecs).not.toMatch(/322 A/);
  });

  it("is no confident alarm keypad by a keypad's letter groups alone (a radio or a tester has them too)", () => {
    const r = readLabel('2ABC 3DEF', '4GHI 5JKL 6MNO', '7PQRS 8TUV 9WXYZ');
    expect(r.confidence).toBeLessThan(0.7);
  });
});

describe('makers read whole, printed, and known', () => {
  it('names the maker whose whole name is read over two lines, not the one its first line names (Mitsubishi Heavy Industries)', () => {
    const plate = [placed('MITSUBISHI', 400, 300, 28), placed('HEAVY INDUSTRIES', 410, 330, 20), placed('R32', 420, 380, 24)];
    expect(analyseText({ lines: plate, rows: plate.map((l) => l.text) }).brandInfo).toBe('Mitsubishi Heavy Industries');
    // Mitsubishi alone is still Mitsubishi Electric.
    expect(readLabel('MITSUBISHI', 'PUHZ-SW75VAA', 'R32').brandInfo).toBe('Mitsubishi Electric');
  });

  it('names Landis & Gyr for the heating controllers it printed its name on, not Siemens, which took the range over', () => {
    expect(readLabel('LANDIS & GYR', 'RVP75.230', '230V 50Hz 5VA').brandInfo).toBe('Landis+Gyr');
  });

  it('reads an Elster meter by its own numbers (A100C, A1140), not any A1 and three digits on a module', () => {
    expect(readLabel('elster', 'A100C', '230V 10(100)A').brandInfo).toBe('Elster');
    const module = readLabel('CONTROL MODULE', 'A1357-014-00', 'Fab.Nr 9000123456');
    expect(module.brandInfo).not.toBe('Elster');
    expect(module.extracted.productType?.value).not.toBe('energy meter');
  });

  it("names Dick Smith Electronics over Deep Sea's DSE initials printed on its supply", () => {
    expect(readLabel('DICK SMITH ELECTRONICS', '0-30V 3A DC POWER SUPPLY', 'DSE CURRENT LIMITED').brandInfo).toBe('Dick Smith Electronics');
  });

  it('names HTP as its boilers print it, and knows Multicomp Pro, Zircon, Advanced Energy, Luminex, Gicar, Seuffer', () => {
    expect(readLabel('HTP', 'GAS BOILER', 'UFT-080W').brandInfo).toBe('HTP');
    expect(readLabel('MULTICOMP PRO', 'MP730026', 'DIGITAL MULTIMETER').brandInfo).toBe('Multicomp Pro');
    expect(readLabel('ZIRCON', 'StudSensor e50').brandInfo).toBe('Zircon');
    expect(readLabel('ADVANCED ENERGY', 'MDX 5K', '208V 3PH').brandInfo).toBe('Advanced Energy');
    expect(readLabel('LUMINEX', 'GigaCore 16Xt').brandInfo).toBe('Luminex');
    expect(readLabel('GICAR', '9.5.17.16C', '230V 50/60Hz').brandInfo).toBe('Gicar');
    expect(readLabel('SEUFFER', 'A1357-014-00').brandInfo).toBe('Seuffer');
  });
});

describe('cables, ranges and more makers', () => {
  it('reads a cable by its Japanese-standard type and cores × size with no unit ("CXV 1x300", "CVV 3x2.5")', () => {
    const r = readLabel('CXV 1x240 HANOI CABLE', 'ISO 9001');
    expect(r.suggestedCategory).toBe('Cables & Wiring');
    expect(r.technicalSpecs).toMatch(/Conductor size: 1 × 240 mm²/);
    expect(readLabel('CVV 3x2.5').technicalSpecs).toMatch(/3 × 2\.5 mm²/);
  });

  it("reads no rating from hyphen-joined numbers that fall tenfold (a catalogue number), but keeps a supply's falling input current", () => {
    expect(readLabel('METER BASE', '6001-100-125A').technicalSpecs).not.toMatch(/Current: 6001/);
    expect(readLabel('POWER SUPPLY', 'INPUT 100-240VAC 1.22-0.62A').technicalSpecs).toMatch(/1\.22-0\.62 A/);
    // A battery's model read as a voltage ("DC220-6") stays its model, in the title.
    expect(readLabel('DC DC220-6', 'DEEP CYCLE', '20 Hour Rate: 220 Amp Hours').suggestedTitle).toMatch(/DC220-6/);
  });

  it('knows LDO Motors, Solera and IUSA, the last tied to no one product', () => {
    expect(readLabel('LDO-42STH48-2504AC', 'LDO MOTORS').brandInfo).toBe('LDO Motors');
    expect(readLabel('Solera', 'CE', 'Solera').brandInfo).toBe('Solera');
    const iusa = readLabel('IUSA', 'HECHO EN MEXICO');
    expect(iusa.brandInfo).toBe('IUSA');
    expect(iusa.extracted.productType).toBeUndefined();
  });
});

describe('emergency lights', () => {
  it("keeps an emergency light's battery voltage, which is of no standard mains series", () => {
    expect(readLabel('LED EXIT SIGN', 'MAINTAINED 3 HOURS', 'BATTERY 7.2 VDC NiCd', '5W IP43').technicalSpecs).toMatch(/7\.2 VDC/);
  });
});

describe("a cable's rated voltages", () => {
  it('reads a cable\'s pair of rated voltages in kilovolts ("0.6/1kV"), never as its model, with ISO read apart when run on', () => {
    const r = readLabel('CXV 1x185 *ACME', '0.6/1kV1SO 9001:2015');
    expect(r.technicalSpecs).toMatch(/Voltage: 0\.6\/1 kV/);
    expect(r.technicalSpecs).toMatch(/ISO 9001/);
    expect(r.suggestedTitle).not.toMatch(/0\.6\/1kV/);
    expect(readLabel('MV CABLE', '6/10 kV').technicalSpecs).toMatch(/Voltage: 6\/10 kV/);
  });
});

describe('prices of the new types', () => {
  it('prices an electric shower by its kilowatts and a voltage stabiliser by its kVA, and says "an" before a vowel', () => {
    const shower = readLabel('TRITON T80Z', 'ELECTRIC SHOWER 9.5kW');
    expect(shower.estimatedPrice.marketPrice).toBe(150);
    expect(shower.estimatedPrice.reasoning).toContain('for an electric shower of 9.5 kW');
    expect(readLabel('SVC-5KVA', 'Rated power: 5KVA').estimatedPrice.marketPrice).toBe(380);
  });
});

describe('wires', () => {
  it('reads a supply\'s phase wires with neutral and earth ("3W+N+PE"), never as 3 W of power', () => {
    const specs = readLabel('WALLBOX', '400V~ 50Hz 3W+N+PE 16A').technicalSpecs;
    expect(specs).toMatch(/Wires: 3W\+N\+PE/);
    expect(specs).not.toMatch(/Power: 3 W/);
  });
});

describe('names in two boxes', () => {
  it('names a known maker whose short first word and second word are read as two lines ("RR" over "KABEL")', () => {
    const box = [
      placed('RR', 300, 140, 75, 0, 0.97),
      placed('KABEL', 310, 160, 22, 0, 0.99),
      placed('FLAME RETARDANT', 300, 410, 11, 0, 0.96),
    ];
    expect(analyseText({ lines: box, rows: box.map((l) => l.text) }).brandInfo).toBe('RR Kabel');
  });
});

describe('transfer switches', () => {
  it('is a changeover switch by an ATS panel\'s name ("PANEL ATS", "ATS panel")', () => {
    expect(readLabel('PANEL ATS', 'MAINS ON  LOAD').extracted.productType?.value).toBe('changeover switch');
    expect(readLabel('ATS PANEL 63A 4P').extracted.productType?.value).toBe('changeover switch');
  });
});

describe('cable prices', () => {
  it('prices a cable by its conductor size, not its count of cores ("1 × 240 mm²", "3 × 2.5 mm²", "3G1.5")', () => {
    expect(readLabel('CXV 1x240').estimatedPrice.reasoning).toContain('a cable of 240 mm²');
    expect(readLabel('ARMOURED CABLE 3x2.5mm2').estimatedPrice.reasoning).toContain('a cable of 2.5 mm²');
    expect(readLabel('H07RN-F 3G1.5').estimatedPrice.reasoning).toContain('a cable of 1.5 mm²');
  });
});
