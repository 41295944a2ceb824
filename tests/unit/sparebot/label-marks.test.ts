import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';

// Synthetic label text for the version 13 rules: the marks a label carries that name its kind.
const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.95 })) });
const typeOf = (...rows: string[]) => read(...rows).extracted.productType?.value;
const lines = (...rows: Array<[string, number]>) => rows.map(([text, height]) => ({ text, height, confidence: 0.95 }));
/** A label whose lines are read at the heights given (a logo larger than the body text). */
const readSized = (...rows: Array<[string, number]>) => analyseText({ rows: rows.map(([text]) => text), lines: lines(...rows) });

describe('marks that name the kind of item', () => {
  it('reads a run capacitor in MFD with its AC voltage, and the supply after a stop', () => {
    const r = read('35MFD±6%CBB65', '450V.AC50/60Hz', 'Part#2211-08');
    expect(r.extracted.productType?.value).toBe('capacitor');
    expect(r.technicalSpecs).toContain('Capacitance: 35 µF');
    expect(r.technicalSpecs).toContain('Voltage: 450 V AC');
    // "AC50/60Hz" is the frequency, not a 50 V supply.
    expect(r.technicalSpecs).not.toMatch(/(?<!\d)50 V AC/);
    // A capacitor line on a plate with a current and frequency is a fan's or motor's, not the item.
    expect(typeOf('10 µF', '24 V DC', '0.35 A 50 Hz')).toBeUndefined();
  });

  it('reads a WOG stamp and a coil duty cycle with a pressure as a valve', () => {
    expect(read('3/8NPT CF8M', '2000PSI WOG').suggestedCategory).toBe('Plumbing Supplies');
    expect(typeOf('3/8NPT CF8M', '2000PSI WOG')).toBe('valve');
    expect(typeOf('ORIFICE 4mm', '0-10 bar', '100%ED', 'DC24V')).toBe('valve');
    expect(typeOf('100%ED', 'DC24V')).toBeUndefined();
  });

  it("reads switching points in pascals as an air pressure switch, and a stepper driver's pulse terminals", () => {
    const r = read('250/210Pa', '1(0.5)/250~', '123.45678');
    expect(r.extracted.productType?.value).toBe('differential pressure switch');
    expect(r.technicalSpecs).toContain('Pressure: 250/210 Pa');
    expect(typeOf('PUL+', 'DIR+', 'ENA+', 'GND')).toBe('motor driver');
    // Two terminal names alone are no driver (the maker "PUL" may still name its own kind of product).
    expect(typeOf('PUL', 'GND')).not.toBe('motor driver');
  });

  it("reads a fixing's word before its thread size, in any language, as fasteners", () => {
    expect(read('INSERT M5').suggestedCategory).toBe('Fasteners & Fixings');
    expect(typeOf('VIS POZI 4X30')).toBe('fasteners');
    expect(typeOf('Schraube M8x40')).toBe('fasteners');
    // A device's terminal screw is no fixing.
    expect(typeOf('Terminal screw M4', '1.2 Nm')).not.toBe('fasteners');
  });

  it('reads a power supply from a universal input and one DC output, its INPUT word unread', () => {
    expect(typeOf('OUTPUT', '85-264VAC', '12VDC 5A')).toBe('DC power supply');
  });

  it('files a room thermostat under HVAC, a thermostat alone under controls', () => {
    expect(read('Room thermostat', 'Raumthermostat').suggestedCategory).toBe('HVAC Equipment');
    expect(read('Frost thermostat 5-30°C').suggestedCategory).toBe('Control Systems');
  });
});

describe('what is never a rating, a code or a maker', () => {
  it("takes no current from a certification number, no phases for a model, and no RCD from a low-voltage device's mA", () => {
    const lutronLike = read('LUTRON', 'IC:2851A-JPZ0075', 'PJ2-P2B', 'Appliance Control');
    expect(lutronLike.technicalSpecs).not.toMatch(/2851 A/);
    expect(read('150 psi', '1-Phase', '4500 W').suggestedTitle).not.toMatch(/1-Phase/);
    expect(typeOf('3V 10mA', 'PJ2-P2B')).toBeUndefined();
    expect(typeOf('230V', '30mA')).toBe('RCD');
    // Without an ampere rating, only a personal-protection IΔn: a board's 500 mA fuse is no RCD.
    expect(typeOf('AC230V 50/60Hz', '500mA')).not.toBe('RCD');
    expect(typeOf('40A 230V', '300mA')).toBe('RCD');
  });

  it('reads no maker from lower-case words before a lower-case "ag", nor from a sentence run together in capitals', () => {
    const names = (rows: Array<[string, number]>) => readOpenMakers(lines(...rows)).map((m) => m.name);
    expect(
      names([
        ['Capact firt ou ag', 20],
        ['150 psi', 20],
      ]),
    ).toEqual([]);
    expect(names([['Kuhse AG', 20]])).toContain('Kuhse');
    expect(
      names([
        ['FORHOTTERWATER', 30],
        ['RED', 12],
        ['BLUE', 12],
        ['ON', 12],
      ]),
    ).toEqual([]);
    expect(
      names([
        ['ZANDERMAX', 30],
        ['RED', 12],
        ['BLUE', 12],
        ['ON', 12],
      ]),
    ).toContain('Zandermax');
  });

  it('reads no maker from a product word one OCR slip away', () => {
    const rows: Array<[string, number]> = [
      ['Gaszanler', 40],
      ['G4', 20],
      ['Qmax 6 m3/h', 14],
      ['1 imp = 0,1 m3', 14],
      ['EN 1359', 14],
    ];
    const r = readSized(...rows);
    expect(r.brandInfo).toBe('Unbranded');
    expect(r.extracted.productType?.value).toBe('gas meter');
  });
});

describe('types the trade files under two categories', () => {
  it('keeps a kWh meter under Electrical Components, offers Instrumentation next, and asks to confirm', () => {
    const r = read('ACME METERS', 'DIN-rail kWh meter', '230V 5(45)A 50Hz', '1000imp/kWh');
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.categoryChoices?.slice(0, 2)).toEqual(['Electrical Components', 'Instrumentation']);
    expect(r.confidence).toBeLessThan(0.7);
    expect(r.needsReview).toBe(true);
    expect(read('ACME', 'Cold water meter', 'Q3 2.5', 'R160H').categoryChoices?.slice(0, 2)).toEqual([
      'Plumbing Supplies',
      'Instrumentation',
    ]);
    // A type with one home keeps its confidence.
    expect(read('ACME', 'CONTACTOR', 'AC-3 400V 25A', 'Coil 230V AC').confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe('meters and makers read together', () => {
  it('puts first the maker who makes what the label says it is, when two are read as surely', () => {
    // The meter standard's logo (IDIS, also a camera maker's name) printed larger than the maker's.
    const rows: Array<[string, number]> = [
      ['iDiS2DLM', 67],
      ['Landis+Gyr E450', 44],
      ['3x230/400V50Hz0,25-5(60)A', 34],
      ['imp/kWh', 33],
    ];
    expect(readSized(...rows).brandInfo).toBe('Landis+Gyr');
  });

  it("reads a meter's base and maximum current with its bracket lost, and names the meter by it", () => {
    const r = read('DDS-1Y-18L', '230V 5(45A 50Hz');
    expect(r.technicalSpecs).toContain('Current: 5(45) A');
    expect(r.extracted.productType?.value).toBe('energy meter');
    // A switch's resistive (inductive) pair is no meter's.
    expect(typeOf('16(3)A 250V~')).not.toBe('energy meter');
  });

  it('knows a Solax inverter by its bare model and a Hydrovar as a drive', () => {
    expect(read('SOLAX', 'X1-AC').suggestedCategory).toBe('Electrical Components');
    expect(typeOf('HYDROVAR', 'SCH60.65')).toBe('variable speed drive');
  });
});

describe("an extinguisher's charge and agent", () => {
  it('reads a charge in kg with its powder or gas, or EN 3-7, as a fire extinguisher', () => {
    expect(read('BFi', '1.0KGABE').suggestedCategory).toBe('Safety Equipment');
    expect(typeOf('2 kg CO2', 'EN3-7')).toBe('fire extinguisher');
    expect(typeOf('6 L AFFF')).toBe('fire extinguisher');
    expect(typeOf('Weight 1.0 kg', '230 V')).toBeUndefined();
  });
});

describe('chargers and adaptors', () => {
  it('reads USB ports with their fast-charge steps as a USB charger, sold by its watts, and no connector as its maker', () => {
    const r = readSized(
      ['Type-c', 113],
      ['OUTPUT:5V=9.0A,9V=5.0A.12V=3.6A', 54],
      ['INPUT:AC100-240V 50/60Hz0.5A', 49],
      ['MODEL:KeKe-F002', 49],
    );
    expect(r.extracted.productType?.value).toBe('USB charger');
    expect(r.brandInfo).toBe('Unbranded');
    expect(r.suggestedTitle).not.toMatch(/0\.5 A/);
    expect(typeOf('OUTPUT:USB-A1:5V-3A.9V-2.22A', 'MODEL:BK319')).toBe('USB charger');
    expect(typeOf('USB', '5V 1A')).toBeUndefined();
  });

  it('reads one extra-low output voltage from a universal mains input as a power supply', () => {
    expect(typeOf('INPUT:100-264VAC', 'OUTPUT:12V1A', 'SMB-10-12')).toBe('DC power supply');
    expect(typeOf('INPUT:100-264VAC', 'OUTPUT:230V')).toBeUndefined();
  });
});

describe('what a model is not', () => {
  it("takes no rating or date after 'Model:' for the model, and no duty cycle for a code", () => {
    const r = read('ULKA', 'Model: 16W 17/05/08', '230-240V~50Hz', 'ED100%');
    expect(r.technicalSpecs).not.toMatch(/Model: (?:16W|17\/05\/08)/);
    expect(r.technicalSpecs).not.toMatch(/ED100/);
    expect(r.technicalSpecs).toContain('Power: 16 W');
    expect(read('Model: NME4', '16W').technicalSpecs).toContain('Model: NME4');
  });
});

describe('what a title shows', () => {
  it('keeps a rating read only on an unsure line out of the title, not out of the specs', () => {
    const lines = [
      { text: 'SANGAMO', height: 50, confidence: 0.98 },
      { text: 'CONTROLS', height: 60, confidence: 0.89 },
      { text: '304W', height: 24, confidence: 0.59 },
    ];
    const r = analyseText({ rows: lines.map((l) => l.text), lines });
    expect(r.suggestedTitle).not.toMatch(/304 W/);
    expect(r.technicalSpecs).toContain('Power: 304 W');
    const sure = analyseText({ rows: lines.map((l) => l.text), lines: lines.map((l) => ({ ...l, confidence: 0.95 })) });
    expect(sure.suggestedTitle).toMatch(/304 W/);
  });
});

describe("a drive's display at standstill", () => {
  it("reads zero hertz beside a zero current or power as a drive, never a plate's ratings", () => {
    expect(typeOf('0.0Hz', '0.0%', '0.00A', '0.00kW', 'Alarm', 'Log')).toBe('variable speed drive');
    expect(typeOf('50 Hz', '1.5 kW', '3.4 A', '1420 rpm')).not.toBe('variable speed drive');
    expect(typeOf('0.0Hz', '230V')).toBeUndefined();
  });
});

describe('a supply rating rules out fixings', () => {
  it("keeps a fixings maker's name off a plate that states a supply", () => {
    expect(read('UPAT').suggestedCategory).toBe('Fasteners & Fixings');
    const plate = read('SITTER', 'UPAT', 'MODEL LT-3', '240 V.A.C.-50 AMPS -60 HZ');
    expect(plate.suggestedCategory).not.toBe('Fasteners & Fixings');
    expect(plate.technicalSpecs).toContain('Current: 50 A');
  });
});

describe("a maker's name as the label prints it", () => {
  it('keeps a name OCR read as one word whole, unless it is a product or an everyday word', () => {
    const body: Array<[string, number]> = [
      ['MODELNO:MP3032', 88],
      ['Sec.:24VAC~1000mA24VA', 51],
      ['Pri:230V-240AC50Hz', 49],
      ['RISK OF ELECTRIC SHOCK', 32],
      ['WARNING', 32],
      ['1623', 40],
    ];
    expect(readSized(['POWERTECH', 95], ...body).brandInfo).toBe('Powertech');
    expect(readSized(['WATERPROOF', 95], ...body).brandInfo).toBe('Unbranded');
    expect(readSized(['OVERLOADRELAY', 95], ...body).brandInfo).toBe('Unbranded');
  });

  it('takes no Chinese city, nor one misread by a letter, for the maker', () => {
    const rows: Array<[string, number]> = [
      ['Shenhen', 56],
      ['iSDT', 46],
      ['Output Voltage:8~70.4V', 30],
      ['Max.Output Power:1000w', 26],
      ['Made in China', 33],
      ['CM1620', 38],
      ['Input Voltage:11~70V', 23],
      ['Output Current:1~20A', 26],
      ['HOST', 23],
      ['SLAVE', 21],
    ];
    expect(readSized(...rows).brandInfo).toBe('Isdt');
    expect(readSized(['Shenzhen', 56], ...rows.slice(1)).brandInfo).toBe('Isdt');
  });

  it('names a maker with its accents, however the label prints them', () => {
    expect(read('WEIDMULLER', 'PV NEXT').brandInfo).toBe('Weidmüller');
    expect(read('Weidmüller').brandInfo).toBe('Weidmüller');
    expect(read('KARCHER').brandInfo).toBe('Kärcher');
  });

  it('says the maker once when the model opens with its name', () => {
    const r = read('www.shelly.cloud', 'Shelly 1L v.2', '~110-230V±10%,4.1Amax load');
    expect(r.suggestedTitle).toMatch(/^Shelly 1L/);
    expect(r.suggestedTitle).not.toMatch(/Shelly Shelly/);
  });
});
