import { describe, expect, it } from 'vitest';
import { line, lines, placed, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 138 on (issue 30): no evaluation photo's reading.

describe("a model code read as a box of its own beside the maker's name", () => {
  it('is the model, an explosion-proof "Ex" and all', () => {
    const r = lines(placed('FLUKE', 485, 215, 33), placed('725Ex', 632, 216, 35), placed('PROCESS CALIBRATOR', 805, 260, 34));
    expect(r.suggestedTitle).toBe('Fluke 725EX calibrator');
    expect(r.technicalSpecs).toContain('Model: 725EX');
  });

  it("takes no box far along the line, below it, or an instrument's channel or a supply's voltage", () => {
    const far = lines(placed('FLUKE', 100, 215, 33), placed('725Ex', 900, 216, 35), placed('PROCESS CALIBRATOR', 805, 400, 34));
    expect(far.technicalSpecs).not.toContain('Model:');
    const below = lines(placed('FLUKE', 485, 215, 33), placed('725Ex', 632, 300, 35), placed('PROCESS CALIBRATOR', 805, 400, 34));
    expect(below.technicalSpecs).not.toContain('Model:');
    const channel = lines(placed('RIGOL', 300, 100, 30), placed('CH1', 410, 100, 30), placed('OSCILLOSCOPE', 300, 400, 30));
    expect(channel.suggestedTitle).toBe('Rigol oscilloscope');
    const supply = lines(placed('CONTROLLER', 300, 100, 30), placed('DC5-30V', 560, 100, 30), placed('XY-MD02', 300, 300, 30));
    expect(supply.suggestedTitle).toMatch(/^XY-MD02 controller/);
  });
});

describe('a code broken over two lines at its hyphen', () => {
  it("is read whole in place of its parts, and a servo's volts before its phases are read apart", () => {
    const r = readLabel('YASKAWA', 'AC SERVO MOTOR', 'SGM7A', '-02A7A61', 'S/N 200 VPh.3');
    expect(r.suggestedTitle).toBe('Yaskawa SGM7A-02A7A61 servo motor 200 V');
    expect(r.technicalSpecs).toContain('Voltage: 200 V');
    expect(r.technicalSpecs).toContain('Phases: 3 phase');
    expect(r.technicalSpecs).not.toMatch(/Codes:.*(?:SGM7A,|02A7A61,|VPh)/);
    // A line that is no code alone before it joins nothing.
    expect(readLabel('AC SERVO MOTOR', 'RATED 3000', '-02A7A61').technicalSpecs).not.toContain('3000-02A7A61');
  });

  it("keeps a code's A with bare digits after it, while ratings glued together are still split", () => {
    expect(specsOf('SGM7A-02A7A61')).not.toContain('Current');
    expect(specsOf('220-240Vac1080)A50Hz')).toBe('Voltage: 220-240 VAC; Current: 10(80) A; Frequency: 50 Hz');
    expect(specsOf('16A250VAC')).toBe('Voltage: 250 VAC; Current: 16 A');
    // … and a current run into the phases after it is a current.
    expect(specsOf('320VAC3A3Ph0-1000Hz')).toBe('Voltage: 320 VAC; Current: 3 A; Frequency: 0-1000 Hz; Phases: 3 phase');
  });
});

describe('units as labels from elsewhere print them', () => {
  it("reads an insulation tester's Ω read as a Q, and a range's letter before a percentage as no curve or voltage", () => {
    const r = readLabel('WinsPEAK', 'INSULATION TESTER', '0.1MQ-2000MQ', 'VC60B+');
    expect(r.technicalSpecs).toContain('Resistance: 0.1 MΩ, 2000 MΩ');
    expect(r.suggestedTitle).toMatch(/ VC60B insulation tester$/);
    expect(specsOf('I.S. Class 1; Div 1; Groups B,C,D 100%')).toBe('');
    expect(specsOf('MCB C 10A 230V')).toContain('Trip curve: Type C 10 A');
  });

  it("reads a Brazilian compressor's PCM and lbf/pol² as cfm and psi, and litros as litres: an air compressor", () => {
    const r = readLabel('SUPERAR', '20 PCM|175 LBF/POL2', '12,07 BAR|200 L| HP', 'NR13');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
    expect(r.extracted.productType?.value).toBe('air compressor');
    expect(r.technicalSpecs).toContain('Pressure: 175 psi, 12.07 bar');
    expect(r.technicalSpecs).toContain('Flow rate: 20 CFM');
    expect(specsOf('200 litros')).toBe('Capacity: 200 L');
    // Airflow at a fan's pressure stays a fan's; a cylinder's litres and bar with no airflow stay a cylinder's.
    expect(readLabel('20 CFM', '2 bar').extracted.productType?.value).toBe('fan');
    expect(readLabel('200 L', '10 bar').extracted.productType?.value).toBe('hot water cylinder');
    // Airflow read to two decimals is a flow meter's display.
    const meter = readLabel('928.943', '1996.45 cfm', 'HW:2.01 SW:1.59');
    expect(meter.extracted.productType?.value).toBe('flow meter');
    expect(meter.suggestedCategory).toBe('Instrumentation');
  });

  it("reads a draught gauge's water column, its 2 misread, as its range", () => {
    const r = readLabel('300 600 900', '1200', 'mmH,0', '1500');
    expect(r.suggestedTitle).toBe('Pressure gauge 0-1500 mmH2O');
    expect(r.technicalSpecs).not.toContain('Codes');
    expect(specsOf('0-25 mmWC')).toBe('Pressure: 0-25 mmH2O');
  });
});

describe('what a label names without naming it', () => {
  it('is a water meter by its nominal flow, a dot after its Q', () => {
    const r = readLabel('X0,001', 'Qn. 1.5 m²/h', 'Qmin.0.030m/h', 'MJB1');
    expect(r.extracted.productType?.value).toBe('water meter');
    // Qmax with Qmin and no Qn stays a gas meter's range.
    expect(readLabel('G4', 'Qmax 6 m³/h', 'Qmin 0.04 m³/h').extracted.productType?.value).toBe('gas meter');
  });

  it("is a UPS by its display's bypass and output, and a reading's last digit misread is no code", () => {
    const r = readLabel('BYP', 'O/P', 'Bypass 211.0 211.d', 'O/P Data 211.6 211.a');
    expect(r.extracted.productType?.value).toBe('UPS');
    expect(r.technicalSpecs).not.toContain('211.d');
    // Two of them are any panel's.
    expect(readLabel('BYPASS', 'O/P 24V').extracted.productType?.value).not.toBe('UPS');
  });

  it('is a welder by its Chinese designation with its IGBT, and a stabiliser by its Spanish name, sold by its VA', () => {
    expect(readLabel('ZX7 400 ST', 'IGBT').suggestedCategory).toBe('Tools & Hardware');
    expect(readLabel('ZX7 400 ST').suggestedTitle).toMatch(/^Unidentified/);
    expect(readLabel('SAKURA POWER', 'ESTABILIZADOR', '1500 VA').suggestedTitle).toBe('Sakura Power voltage stabiliser 1500 VA');
  });

  it('names an insulation tester, not a pushbutton, for an E-STOP key among its own: one word of two types counts once', () => {
    const r = readLabel('AMPROBE', '5000V Basic Insulation Resistance Tester', 'E-STOP', 'SAVE');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toBe('Amprobe insulation tester');
    expect(readLabel('EMERGENCY STOP', 'E-STOP').suggestedCategory).toBe('Control Systems');
  });
});

describe('makers', () => {
  it("takes a name read surely, its first letter another's, as its own: no known maker a letter away", () => {
    const r = lines(line('ZOTEK ZT102', 30, 0.99), line('DIGITAL MULTIMETER'), line('1000V CAT III'));
    expect(r.brandInfo).toBe('Zotek');
    expect(r.suggestedTitle).toMatch(/^Zotek ZT102 multimeter/);
    // Read less surely, it may be a misreading of the known maker's name.
    expect(lines(line('ZOTEK ZT102', 30, 0.9), line('DIGITAL MULTIMETER')).brandInfo).toBe('Fotek');
    expect(readLabel('FOTEK', 'SSR-40DA').brandInfo).toBe('Fotek');
    // A known name inside a web address is found still.
    expect(readLabel('www.vaillant.de', 'ecoTEC plus').brandInfo).toBe('Vaillant');
  });

  it("knows Earu's DIN-rail protection by its logo, small among larger print misread", () => {
    const r = lines(line('KOTEAA CBITAO T MOB.', 27, 0.81), line('Agobra', 38, 0.74), line('EARU', 14, 0.99), line('09', 15, 0.73));
    expect(r.brandInfo).toBe('Earu');
    expect(r.suggestedTitle).toBe('Earu MCB');
  });

  it("takes a code printed on one line with a maker's name as that maker's, not another's whose catalogue shares it", () => {
    const r = readLabel('ESCORT 179', 'TRUE RMS MULTIMETER', 'SHIFT REC HOLD REL RANGE');
    expect(r.brandInfo).toBe('Escort');
    expect(r.suggestedTitle).toBe('Escort 179 multimeter');
    // Printed alone, the code still names the maker whose catalogue has it.
    expect(readLabel('179', 'TRUE RMS MULTIMETER').brandInfo).toBe('Fluke');
  });

  it('names the maker a web address spells, its name or its alias, whatever else the word may read as', () => {
    expect(readLabel('AX-12A', 'www.robotis.com').brandInfo).toBe('Dynamixel');
  });

  it("takes no word that only joins others for a maker's name, however large it is printed", () => {
    const r = readLabel('OTHER', 'SIDE', 'TUB & TILE');
    expect(r.brandInfo).toBe('Unbranded');
    // A maker's name in large print is still one.
    expect(readLabel('KINGSPAN', 'TUB & TILE').brandInfo).toBe('Kingspan');
  });
});

describe("a German washing machine's programme dial", () => {
  it('is read by its programmes, the cotton, silk and pump-out ones too', () => {
    const r = readLabel('Lieblingsprogramm 1 Koch/Bunt', 'Pflegeleicht Optionen', 'Business Fein/Seide Temperatur', 'Abpumpen');
    expect(r.extracted.productType?.value).toBe('washing machine');
  });
});

// Version 142 on: from the 42 photos held out above, after their one measurement.

describe('an RCD by its own marks', () => {
  it('reads its rated and residual currents with their labels misread, and its test reminder as its own', () => {
    const r = readLabel('SIEMENS', '5SM1346-0MB', 'RCCB A', '/n63A', 'n30mA', '/m 800A');
    expect(r.suggestedTitle).toBe('Siemens 5SM1346-0MB RCD 63 A 30 mA');
    const rccb = readLabel('legrand', 'n30mA', 'RX3', '0-0 25A Tester souvent');
    expect(rccb.suggestedTitle).toBe('Legrand RCD 25 A 30 mA');
    expect(rccb.suggestedCategory).toBe('Electrical Components');
    // With a breaker's curve it is an RCBO; a tester is no RCD, however its label reads.
    expect(readLabel('legrand', 'DX3', 'C25 Test frequently Tester souvent', 'n30mA').extracted.productType?.value).toBe('RCBO');
    expect(readLabel('INSULATION TESTER', 'TEST 500V').extracted.productType?.value).not.toBe('RCD');
  });
});

describe('more products and makers, as other languages name them', () => {
  it("names a Vietnamese seller's air conditioner, a Portuguese fire alarm panel and a magnetic drill", () => {
    expect(readLabel('May lanh National inverter gas r410').suggestedCategory).toBe('HVAC Equipment');
    expect(readLabel('PAINEL DE ALARME DE INCENDIO ENDERECAVEL').suggestedCategory).toBe('Safety Equipment');
    expect(readLabel('MAGNETIC DRILL', 'J1C-28S').suggestedCategory).toBe('Tools & Hardware');
  });

  it('takes a product named on two lines as the subject over one named once, and no plural product word as a maker', () => {
    const r = readLabel('EXTINTORES', 'SUJETE LA MANGUERA', 'EXTINTOR PARA FUEGO');
    expect(r.extracted.productType?.value).toBe('fire extinguisher');
    expect(r.brandInfo).toBe('Unbranded');
  });
});

// Version 143 on: from the 22 photos held out after version 142, after their one measurement.

describe("a Turkish compressor's plate", () => {
  it('reads its cubic metres a minute at its working pressure as a compressor, its label words as no maker', () => {
    const r = readLabel('Tip:RSN125E-13AS', 'Kullanma Basinci: 13 bar', '11.40 m²/dk', 'Motor gucu 90 kW', 'Agirlik 2260 Kg');
    expect(r.extracted.productType?.value).toBe('air compressor');
    expect(r.technicalSpecs).toContain('Flow rate: 11.40 m³/min');
    expect(r.brandInfo).toBe('Unbranded');
    // Its English name with the screw in it, and the Turkish one.
    expect(readLabel('AIR SCREW COMPRESSOR', 'MOTOR 110 kW').extracted.productType?.value).toBe('air compressor');
    expect(readLabel('VIDALI HAVA KOMPRESORU').extracted.productType?.value).toBe('air compressor');
    // A blower's airflow a minute at a fan's pressure is no compressor's.
    expect(readLabel('20 m³/min', '0.2 bar').extracted.productType?.value).not.toBe('air compressor');
  });
});

describe('instruments by their own names and keys', () => {
  it('names a particle counter, and a scale by its tare, zero and stable keys', () => {
    expect(readLabel('FLUKE 985 AIRBORNE PARTICLE COUNTER', 'Size Differential').extracted.productType?.value).toBe('particle counter');
    const scale = readLabel('TYPE A12E', 'CAPACITY: 150kg', 'COUNT FUNC TARE STABLE ZERO');
    expect(scale.extracted.productType?.value).toBe('weighing scale');
    expect(scale.suggestedCategory).toBe('Instrumentation');
    // Two of them are any panel's.
    expect(readLabel('ZERO', 'HOLD 24V').extracted.productType?.value).not.toBe('weighing scale');
  });
});

// Version 144 on: from labels rendered and uploaded through Smart Upload, read back as the OCR ran them together.

describe('ratings the OCR ran together on a rendered label', () => {
  it("reads an RCD's residual current after its In, and its breaking capacity apart, with no code of them", () => {
    const r = readLabel('legrand', 'DX3 C25', 'In30mA600010kA', 'Test frequently · Tester souvent');
    expect(r.suggestedTitle).toBe('Legrand RCBO Type C 25 A 30 mA');
    expect(r.technicalSpecs).not.toContain('Codes');
    expect(specsOf('30mA10kA')).toBe('Residual current: 30 mA; Breaking capacity: 10 kA');
    // A residual current's label printed whole is read once.
    expect(specsOf('IΔn 30mA')).toBe('Residual current: 30 mA');
  });

  it("reads a servo's phases and current apart", () => {
    const r = readLabel('YASKAWA', 'AC SERVO MOTOR', 'SGM7A', '-02A7A61', '200 VPh.31.5A');
    expect(r.technicalSpecs).toContain('Current: 1.5 A');
    expect(r.technicalSpecs).toContain('Phases: 3 phase');
  });
});

// Version 145: the price of what version 143 names.

describe("an air compressor's price", () => {
  it('follows its motor, a workshop piston set to an industrial screw compressor', () => {
    const screw = readLabel('AIR SCREW COMPRESSOR', 'MOTOR 90 kW', '7.5 bar');
    expect(screw.estimatedPrice.marketPrice).toBe(30000);
    expect(readLabel('AIR COMPRESSOR', '2HP 50L', '8 bar').estimatedPrice.marketPrice).toBe(180);
    expect(readLabel('AIR COMPRESSOR', '8 bar').estimatedPrice.marketPrice).toBe(250);
  });
});

// Version 146 on.

describe("a bare model number before the product's name", () => {
  it('is the model for a product whose name is two words, as for one of one word', () => {
    const r = lines(line('FLUKE', 30, 0.99), line('985 AIRBORNE PARTICLE COUNTER', 28, 0.94), line('Size Differential'));
    expect(r.suggestedTitle).toBe('Fluke 985 particle counter');
    expect(readLabel('KEITHLEY', '2000 MULTIMETER').suggestedTitle).toBe('Keithley 2000 multimeter');
  });
});
