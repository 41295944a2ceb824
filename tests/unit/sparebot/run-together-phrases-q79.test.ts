import { describe, expect, it } from 'vitest';
import { line, lines, readLabel } from './helpers/label-text.ts';

// Synthetic label text for the rules of versions 124 to 128 (issue 30): no evaluation photo's reading.

describe('a phrase run together is no maker', () => {
  it('never takes "PURE SINEWAVE…" printed largest for the maker over the name below it', () => {
    const r = lines(
      line('PURE SINEWAVEOMBINE', 40, 0.9),
      line('KESSLER ENERGY', 32, 0.88),
      line('INVERTER&CHARGER', 20),
      line('SOLAR|ELECTRICAL', 18),
      line('AC4806', 14, 0.7),
    );
    expect(r.brandInfo).not.toMatch(/Pure|Sinewave/i);
    expect(r.brandInfo).toBe('Kessler Energy');
  });
});

describe("what a valve's body and other plates are stamped with", () => {
  it('is a valve by its casting grade with its standard or pressure class ("ASTM A216 WCB", "CLASS 300")', () => {
    const r = readLabel('KESTREL', 'ASTM A216 WCB', '8 CLASS 300');
    expect(r.extracted.productType?.value).toBe('valve');
    expect(r.suggestedCategory).toBe('Plumbing Supplies');
    expect(r.brandInfo).not.toMatch(/ASTM/i);
    // A casting grade alone on its line is a valve's too, less surely; the same letters inside a meter's legend are not.
    expect(readLabel('CF8M', 'DN50').extracted.productType?.value).toBe('valve');
    expect(readLabel('POWER METER', 'V-Range 600 V DC CF3 SYNC').extracted.productType?.value).not.toBe('valve');
  });

  it('reads an ASME pressure class ("CLASS 300") as the valve\'s, and titles it', () => {
    const r = readLabel('GATE VALVE', 'CLASS 300', 'WCB');
    expect(r.technicalSpecs).toMatch(/Pressure class: Class 300/);
    expect(r.suggestedTitle).toBe('Gate valve Class 300');
    expect(readLabel('CHECK VALVE', 'Class 600 RF').technicalSpecs).toMatch(/Pressure class: Class 600/);
    // A transformer's insulation class or a meter's class is no pressure class.
    expect(readLabel('MICROWAVE TRANSFORMER', '220V 50Hz CLASS 200').technicalSpecs).not.toMatch(/Pressure class/);
  });

  it("is a pump controller by its lamps: the motor on, dry run and the water's levels", () => {
    const r = readLabel('POWER', 'MOTOR ON', 'DRY RUN', 'WATER', 'AUTO MANUAL');
    expect(r.extracted.productType?.value).toBe('pump controller');
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it('is a washing machine by its programme words, though they name its drain pump ("Abpumpen")', () => {
    const r = readLabel('Vorwäsche Waschen Spülen', 'Abpumpen Pumpe', 'Buntwäsche 60', 'Schleudern 1200');
    expect(r.extracted.productType?.value).toBe('washing machine');
    expect(readLabel('COTTONS SYNTHETICS', 'PREWASH RINSE SPIN', 'PUMP OUT').extracted.productType?.value).toBe('washing machine');
  });

  it('is a welding regulator by its gases and its flow in litres a minute', () => {
    const r = readLabel('ARGON', 'CO2', '0 5 10 15 20 25 l/min', 'EN 562');
    expect(r.extracted.productType?.value).toBe('welding regulator');
  });

  it('is a consumer unit when the label calls it a load centre, in English or in Spanish', () => {
    expect(readLabel('LOAD CENTRE', '8 WAY 100A').extracted.productType?.value).toBe('consumer unit');
    expect(readLabel('CENTRO DE CARGA', 'QOX4 120/240V').extracted.productType?.value).toBe('consumer unit');
  });

  it('is a distribution transformer by a primary in grounded wye ("8320 GRDY"), over its "PCB F" (free of PCBs) mark', () => {
    const r = readLabel('4800V', '240/120V', 'X3 X1', 'PCB F', '7', '8320 GRDY');
    expect(r.extracted.productType?.value).toBe('transformer');
  });

  it('reads a watt-hour meter\'s constant as ANSI C12 prints it ("Kh 7.2") and names an energy meter', () => {
    const r = readLabel('SINGLE PHASE', 'Kh 7.2', 'CL200 240V 3W');
    expect(r.technicalSpecs).toMatch(/Meter constant: Kh 7\.2/);
    expect(r.extracted.productType?.value).toBe('energy meter');
  });
});

describe('what is no code', () => {
  it('never keeps a firm\'s quality certificate run together ("AnISO90012000C") as the model', () => {
    const r = readLabel('BATTERY CHARGER', 'AnISO90012000C', 'OUTPUT 12V 10A');
    expect(r.technicalSpecs).not.toMatch(/ISO9001|AnISO/i);
    expect(r.suggestedTitle).toBe('Battery charger 12 V');
  });

  it('never keeps a word glued to its value ("FUSE2.0A") or to a version ("VERSAO12.04") as a code', () => {
    const r = readLabel('BATTERY CHARGER', 'FUSE2.0A', 'VERSAO12.04', 'OUTPUT 24V');
    expect(r.technicalSpecs).not.toMatch(/FUSE2|VERSAO/);
  });

  it('reads two mains voltages whose slash was lost ("120240V") as the pair, and a phase\'s 1 read as I', () => {
    expect(readLabel('ENERGY METER', '120240V 15(100)A').technicalSpecs).toMatch(/120\/240 V/);
    expect(readLabel('BATTERY CHARGER', 'INPUT VOLTAGE: 230VIPHASE').technicalSpecs).toMatch(/Phases: 1 phase/);
  });
});

describe('which maker', () => {
  it('never takes "ASSEMBLED" for a luminaire maker\'s code', () => {
    const r = readLabel('CONTROLLER BOARD', 'ASSEMBLED IN CHINA', 'MODEL: M2-NANO');
    expect(r.brandInfo).not.toBe('Ansell Lighting');
  });

  it("never names a maker only by another product's code shape on a label that says what it is", () => {
    // "A1000" is the shape of a Yaskawa drive's model; on an energy meter's plate it is the meter's own number.
    const r = readLabel('ELECTRICITY METER', 'A1000 3x230/400V 5(60)A', '1000 imp/kWh');
    expect(r.extracted.productType?.value).toBe('energy meter');
    expect(r.brandInfo).not.toBe('Yaskawa');
    // With the drive's words, the code still names its maker.
    expect(readLabel('INVERTER DRIVE', 'A1000', '400V 3PH 5.5kW').brandInfo).toBe('Yaskawa');
  });

  it("reads Sassin's 3SC8 range as its contactors, never as its breakers", () => {
    const r = readLabel('SASSIN', '3SC8-F95', 'CE');
    expect(r.brandInfo).toBe('Sassin');
    expect(r.extracted.productType?.value).toBe('contactor');
  });
});

describe('names in capitals and marks', () => {
  it('takes a name in capitals for a maker though rarer words split it ("KALMONTINA": kal, mon, tina)', () => {
    expect(readLabel('KALMONTINA', 'MCB', 'C16 230/400V', '6000').brandInfo).toBe('Kalmontina');
    // A sentence run together in everyday words stays none, and so do "MADE IN CHINA" and a misread "CALIBRATION".
    expect(readLabel('WITHHOTTERWATER', 'PUMP', '230V 50Hz').brandInfo).toBe('Unbranded');
    expect(readLabel('MADEINCHINA', 'POWER ADAPTER', '5V 2A').brandInfo).toBe('Unbranded');
    expect(readLabel('CALBRATION', 'DIGITAL MULTIMETER').brandInfo).toBe('Unbranded');
  });

  it('reads a name before its ® read as a degree sign ("MeterLink°"), trade words run together as it is', () => {
    const r = readLabel('MeterLink°', 'TRUE RMS AC AMMETER');
    expect(r.brandInfo).toBe('MeterLink');
    // A temperature's degree sign is no mark.
    expect(readLabel('MAX 40°C', 'TRUE RMS AC AMMETER').brandInfo).toBe('Unbranded');
  });

  it("names what a known tool maker's name alone says it makes: Stihl's chainsaws, Truper's tools", () => {
    expect(readLabel('STIHL', 'MS 170').suggestedTitle).toMatch(/^Stihl MS ?170 chainsaw$/);
    expect(readLabel('TRUPER', 'TRUPER').suggestedCategory).toBe('Tools & Hardware');
  });

  it('never takes a display\'s legend beside a percentage ("MEM 80%") for a maker\'s short name', () => {
    const r = lines(
      line('230.1', 78, 1),
      line('MEM 80%', 39, 0.94),
      line('VOLTCRAFT', 26, 0.99),
      line('ENERGY LOGGER 4000', 25, 0.97),
      line('Hz', 23, 0.97),
    );
    expect(r.brandInfo).toBe('Voltcraft');
    // An energy logger is a plug-in power meter (version 131), no tester.
    expect(r.extracted.productType?.value).toBe('plug-in power meter');
    // The same three letters alone on their line stay Eaton's MEM.
    expect(readLabel('MEM', 'MEMERA 2000', 'MCB 32A').brandInfo).toBe('Eaton');
  });

  it("knows Tramontina's breakers and Sassin's 3SB1 range", () => {
    expect(readLabel('TRAMONTINA', 'C20', '6000', '240/415V~').brandInfo).toBe('Tramontina');
    const r = readLabel('3SB1-63', 'C20', '6000');
    expect(r.brandInfo).toBe('Sassin');
    expect(r.extracted.productType?.value).toBe('MCB');
  });
});
