import { describe, expect, it } from 'vitest';
import { extractRatings, formatRatings } from '../../../src/server/sparebot/extract/ratings.ts';
import { RATING_LABELS } from '../../../src/server/sparebot/extract/rating-types.ts';
import { splitRunTogether } from '../../../src/server/sparebot/extract/segment.ts';
import { normaliseOcrText } from '../../../src/server/sparebot/extract/text-normalise.ts';
import { readLabel } from './helpers/label-text.ts';

// Made-up label text in the forms nameplates print (issue 30, items 2 and 3), never an eval photo's.
const specsOf = (...rows: string[]) => formatRatings(extractRatings(rows.map((r) => normaliseOcrText(splitRunTogether(r)))), RATING_LABELS);
const read = readLabel;

describe('whole order numbers', () => {
  it("keeps a catalogue pattern's whole order number in the specs and its base in the title", () => {
    const r = read('SIEMENS', '3~Mot. 1LA3090-0AA43-ZK10', '380V 1.1kW 1390 1/min');
    expect(r.technicalSpecs).toContain('Model: 1LA3090-0AA43-ZK10');
    expect(r.suggestedTitle).toMatch(/^Siemens 1LA3090 /);
  });
});

describe('voltages written without a V', () => {
  it("reads a value or a range before AC or DC as a voltage (a drive's output '0~220AC'), never a code", () => {
    expect(specsOf('OUTPUT 3PH 0~220AC')).toBe('Voltage: 0-220 V AC; Phases: 3 phase');
    expect(specsOf('IN 230AC 50Hz')).toBe('Voltage: 230 V AC; Frequency: 50 Hz');
    // Below 24 it is more likely a utilisation category or a count; a number before AC/DC is a model's.
    expect(specsOf('3 AC')).toBe('');
    expect(specsOf('PROTIG 201AC/DC')).toBe('');
    const r = read('HY02D223B', 'OUTPUT 3PH 0~220AC 2.2KW 11A 0.50-400.00Hz', ':400-606-8887');
    expect(r.suggestedTitle).toContain('HY02D223B');
    expect(r.technicalSpecs).not.toContain('400-606-8887');
  });
});

describe('standards and breaker capacities', () => {
  it('keeps the standards a product is made to, as printed, and never as its model', () => {
    expect(specsOf('IEC/EN60898-1 VDE 0530 EN50470-1/3')).toBe('Standards: IEC/EN 60898-1, VDE 0530, EN 50470-1/3');
    expect(specsOf('BS 1363 UL508A IEC60439-1DClass')).toBe('Standards: BS 1363, UL 508A, IEC 60439-1');
    const r = read('HAGER', 'NBN116 MCB', 'IEC/EN60947-2 230/400V');
    expect(r.technicalSpecs).toContain('Standards: IEC/EN 60947-2');
    expect(r.suggestedTitle).not.toContain('60947');
  });

  it('reads Icn/Icu in amperes as a breaking capacity, not the rated current, and lcn as Icn', () => {
    expect(specsOf('C16 lcn=6000A')).toBe('Breaking capacity: 6000 A; Trip curve: Type C 16 A (C16)');
    const r = read('MCB C20 Icn 10000A 230V');
    expect(r.technicalSpecs).toContain('Breaking capacity: 10000 A');
    expect(r.flaggedRatings).toEqual([]);
  });

  it('takes no trip curve from a temperature followed by a number, and reads D32A as a curve', () => {
    expect(specsOf('Tref=40°C 50/60Hz')).toBe('Frequency: 50/60 Hz; Temperature: 40 °C');
    expect(specsOf('MCB D32A')).toBe('Trip curve: Type D 32 A (D32)');
  });
});

describe('ranges, supplies and values glued together', () => {
  it('reads ranges printed with dots or a tilde, and with the unit on both ends', () => {
    expect(specsOf('Input 12...48V DC 4..20mA')).toBe('Voltage: 12-48 V DC; Signal: 4-20 mA');
    expect(specsOf('Supply 85~265 V')).toBe('Voltage: 85-265 V');
    expect(specsOf('100V-240Vac 47Hz-63Hz')).toBe('Voltage: 100-240 VAC; Frequency: 47-63 Hz');
  });

  it('writes the supply after a V as the label does: run on as one unit, set apart or as a sign apart', () => {
    expect(specsOf('Coil 24VDC')).toBe('Voltage: 24 VDC');
    expect(specsOf('3A 250VAC')).toBe('Voltage: 250 VAC; Current: 3 A');
    expect(specsOf('INPUT +24V DC')).toBe('Voltage: 24 V DC');
    expect(specsOf('220V~ 50Hz')).toBe('Voltage: 220 V AC; Frequency: 50 Hz');
    expect(specsOf('AC 230V')).toBe('Voltage: 230 V AC');
  });

  it('reads dot leaders and their last dot as a gap, not a decimal point', () => {
    expect(specsOf('Nennleistung/Rated power...... .1,5kW')).toBe('Power: 1.5 kW');
    expect(specsOf('Operating range .10-40°C')).toBe('Temperature: 10-40 °C');
  });

  it('reads a supply written before its value, but not a utilisation category', () => {
    expect(specsOf('AC 230 (±10%)')).toBe('Voltage: 230 V AC');
    expect(specsOf('DC24V')).toBe('Voltage: 24 V DC');
    expect(specsOf('AC 3')).toBe('');
    expect(specsOf('AC-1 690V')).toBe('Voltage: 690 V; Utilisation category: AC-1');
  });

  it('splits ratings run together in mixed case and after an IP code', () => {
    expect(specsOf('IP65AC230V')).toBe('Voltage: 230 V AC; IP rating: IP65');
    expect(specsOf('85-265Vac47-63Hz')).toBe('Voltage: 85-265 VAC; Frequency: 47-63 Hz');
    expect(specsOf('63A100mA')).toBe('Current: 63 A; Residual current: 100 mA');
    expect(splitRunTogether('700-HA32A1 LC1D18M7 SRD-24VDC-SL-C')).toBe('700-HA32A1 LC1D18M7 SRD-24VDC-SL-C');
  });

  it("reads a meter's base (maximum) current, also when OCR lost its bracket", () => {
    expect(specsOf('10(100)A 230V')).toBe('Voltage: 230 V; Current: 10(100) A');
    expect(specsOf('0.25-5(80)A')).toBe('Current: 0.25-5(80) A');
    expect(specsOf('220-240Vac1080)A50Hz')).toBe('Voltage: 220-240 VAC; Current: 10(80) A; Frequency: 50 Hz');
    const r = read('ENERGY METER', 'KWH1P', '230V 5(45)A 50Hz 1000imp/kWh');
    expect(r.technicalSpecs).toContain('Current: 5(45) A');
    expect(r.flaggedRatings).toEqual([]);
  });
});

describe('motor plate grammar', () => {
  it('reads voltages marked with their connection instead of a unit, only when they are mains voltages', () => {
    expect(specsOf('400/690Δ±5% 50 2870')).toBe('Voltage: 400/690 V');
    expect(specsOf('Δ230/Y400V')).toBe('Voltage: 230/400 V');
    expect(specsOf('Y380/660 1.5 3.2/1.9')).toBe('Voltage: 380/660 V; Current: 3.2/1.9 A');
    expect(specsOf('415YY V')).toBe('Voltage: 415 V');
    expect(specsOf('Y170/350')).toBe('');
  });

  it('reads the older forms with stops and words: R.P.M., H.P., HERTZ, CYCLE, a model label with a zero', () => {
    expect(specsOf('3000 R.P.M 3AMPS')).toContain('Speed: 3000 rpm');
    expect(specsOf('1/2H.P.BENCH GRINDER')).toContain('Power: 1/2 HP');
    expect(specsOf('240 VOLTS 50 HERTZ')).toContain('Frequency: 50 Hz');
    expect(specsOf('115 V 400 CYCLE')).toContain('Frequency: 400 Hz');
    expect(specsOf('M0DEL:KX-150W')).toContain('Model: KX-150W');
    // The watts inside a model code are its name, not its power.
    expect(specsOf('M0DEL:KX-150W')).not.toContain('Power');
    expect(specsOf('MODEL N0:KX-10-09')).toBe('Model: KX-10-09');
  });

  it('reads cores and size in the G form only for a standard conductor size', () => {
    expect(specsOf('5G2.5 H07RN-F')).toContain('Conductor size: 5G2.5 mm²');
    expect(specsOf('E149474 3G58')).not.toContain('Conductor size');
  });

  it("names a bench machine from its plate's words, though its motor's power and speed are printed too", () => {
    const r = read('KXMACH LTD.', '1/2H.P. BENCH GRINDER', 'MODEL: KX-150', '240 VOLTS 50 HERTZ', '3000 R.P.M. 3 AMPS');
    expect(r.extracted.productType?.value).toBe('bench grinder');
    expect(r.brandInfo).toBe('Kxmach');
  });

  it('reads a delta/star current pair without its unit, and no date or voltage pair as one', () => {
    expect(specsOf('Y240/415 1 0.75 3.3/1.9 50 1390 73.0%')).toContain('Current: 3.3/1.9 A');
    expect(specsOf('0,37 kW 1,8/1,05')).toContain('Current: 1.8/1.05 A');
    expect(specsOf('12/7 2021')).toBe('');
    expect(specsOf('2.0/1.0 250V')).not.toContain('Current');
  });

  it('reads efficiency, reactive power, power factor in its OCR forms, duty with its cycle and S1 beside motor ratings', () => {
    expect(specsOf('EFF82% NOM.EFF. 91.0 %')).toBe('Efficiency: 82 %, 91.0 %');
    expect(specsOf('KVAR 4.5')).toBe('Reactive power: 4.5 kvar');
    expect(specsOf('cOsy 0,81')).toBe('Power factor: cos φ 0.81');
    expect(specsOf('IP54 0.79 COS9')).toBe('IP rating: IP54; Power factor: cos φ 0.79');
    expect(specsOf('S3 40%ED')).toBe('Duty: S3, 40 % ED');
    expect(specsOf('Isol.F IP65 S1')).toBe('IP rating: IP65; Insulation class: Class F; Duty: S1');
    expect(specsOf('Relay S1 S2')).toBe('');
  });

  it('reads 3~ before a word as three phases, and a serial number by its label', () => {
    expect(specsOf('3~Mot.')).toBe('Phases: 3 phase');
    expect(specsOf('No.4455667 S/N AB1234567')).toBe('Serial no.: 4455667, AB1234567');
  });

  it('reads a row that opens with a label as label → value throughout, and a bearing code as no capacity', () => {
    expect(specsOf('VOLTS 208 460 RPM 1755 INSUL')).toBe('Voltage: 208 V, 460 V; Speed: 1755 rpm');
    expect(specsOf('HP 7.5 KW 5.5 RPM 1460')).toBe('Power: 7.5 HP, 5.5 kW; Speed: 1460 rpm');
    expect(specsOf('7.5 kW 14.2 A')).toBe('Current: 14.2 A; Power: 7.5 kW');
    expect(specsOf('PH 13 O12')).toBe('');
    expect(specsOf('OPP END BRG 6309-2L-J')).not.toContain('Capacity');
    // A single voltage with a connection letter is one only when it is a standard one exactly.
    expect(specsOf('SKF 187D')).toBe('');
    expect(specsOf('400D')).toBe('Voltage: 400 V');
  });
});

describe('header-over-values tables, dimensions, impulse voltage', () => {
  it('reads values under a header row of units, each where its shape fits the unit', () => {
    expect(specsOf('V Hz kW A cosφ min-1', '400Δ 50 5.5 11.2 0.84 1450')).toBe(
      'Voltage: 400 V; Current: 11.2 A; Power: 5.5 kW; Frequency: 50 Hz; Speed: 1450 rpm; Power factor: cos φ 0.84',
    );
    // Bracketed header cells run together by OCR, and a header cell OCR could not read.
    expect(specsOf('U[V] f[Hz]n[1/min] P[kW]', '230/400 50 2820 0.75')).toContain('Speed: 2820 rpm');
    expect(specsOf('XQ MX HZ RPM EFF', 'D380 2 1.5 50 2850 79.5%')).toBe(
      'Voltage: 380 V; Frequency: 50 Hz; Speed: 2850 rpm; Efficiency: 79.5 %',
    );
  });

  it('leaves a cell unread when it does not have the shape of the first row in its column', () => {
    const specs = specsOf('f[Hz] n[U/min] P[kW] [A]', '50 1400 0.25 cosφ', '60 1700 1.4/0.8 0.65');
    expect(specs).toContain('Power: 0.25 kW');
    expect(specs).not.toContain('1.4/0.8 kW');
    expect(specs).not.toContain('0.65 A');
  });

  it('reads overall dimensions into the size, and Uimp as an impulse withstand, not the supply', () => {
    expect(specsOf('Abmessungen 420×210×615mm')).toBe('Dimensions: 420 × 210 × 615 mm');
    expect(specsOf('M8x40 4x1.5mm2')).not.toContain('Dimensions');
    expect(specsOf('Uimp=8kV Ue=690V')).toBe('Voltage: 690 V; Impulse withstand: 8 kV');
    expect(specsOf('input max.16A')).toBe('Current: 16 A');
    expect(read('DEHUMIDIFIER', 'Dimensions 300 x 250 x 500 mm 230V 50Hz').size).toBe('300 × 250 × 500 mm');
  });
});

describe("the label's main code", () => {
  it('reads a model label run into its code, and Typ/Tipo as a model label', () => {
    expect(specsOf('MODELD4410 HE50')).toBe('Model: D4410');
    expect(specsOf('Typ K80M-2 3G')).toBe('Model: K80M-2');
  });

  it('takes a model read whole over a cut-off reading of it that came first', () => {
    expect(specsOf('Model: KX-220-S', 'Model: KX-220-SL-C')).toBe('Model: KX-220-SL-C');
    // Two models where neither is the other cut off are both kept.
    expect(specsOf('Model: KX-220', 'Model: QV-310')).toBe('Model: KX-220, QV-310');
  });

  it('never takes a CE mark with its notified body, or a rating that lost its first digits, for the model', () => {
    const r = read('ACME MOTORS', 'CE0123 Typ.', '3~Mot IP55 0,37kW 1400 min-1');
    expect(r.technicalSpecs).not.toContain('CE0123');
    expect(r.suggestedTitle).not.toContain('CE0123');
    expect(read('SONGLE RELAY', 'B250VAC 10A').technicalSpecs).not.toContain('B250VAC');
  });

  it('keeps no postcode and town run together as a code', () => {
    const r = read('ACME GmbH', 'D-12345Musterstadt Germany', 'Type AX-2040 230V');
    expect(r.technicalSpecs).not.toContain('Musterstadt');
    expect(r.technicalSpecs).toContain('AX-2040');
  });

  it('splits a catalogue number from the capitalised words OCR ran into it', () => {
    expect(normaliseOcrText('XK7710NetworkCard')).toBe('XK7710 NetworkCard');
    expect(normaliseOcrText('Acti9 iC60N')).toBe('Acti9 iC60N');
  });

  it("reads 3P4W as four wires, not 4 W, and a polyphase meter's phases × voltage", () => {
    expect(specsOf('3P4W 3x230/400V')).toBe('Voltage: 3x230/400 V; Poles: 3-pole; Wires: 4-wire');
  });
});

describe('the title takes the one or two ratings that define the product', () => {
  it('gives a motor its power and speed, an RCD its current and residual current, a relay one rating', () => {
    expect(read('ACME MOTORS', 'Three phase motor', '4 kW 1440 rpm 400V').suggestedTitle).toMatch(/motor 4 kW 1440 rpm$/);
    expect(read('RCD 2P', '63A 30mA 230V').suggestedTitle).toMatch(/63 A 30 mA$/);
    expect(read('MCB Type C', 'C32 6kA 230V').suggestedTitle).toMatch(/MCB Type C 32 A$/);
    expect(read('Relay', 'Coil 24VDC 10A 250V AC').suggestedTitle).toMatch(/relay 24 VDC$/i);
  });
});

describe('plausibility of a two-speed power', () => {
  it('drops two powers more than 4× apart (a lost decimal comma) and keeps a real pair', () => {
    const r = read('ACME MOTORS', '3~Mot IP55', '22/3.0 kW 1440/2880 1/min');
    expect(r.technicalSpecs).not.toContain('22/3.0 kW');
    expect((r.flaggedRatings ?? []).map((f) => f.value)).toContain('22/3.0 kW');
    expect(r.suggestedTitle).not.toContain('kW');
    expect(read('ACME MOTORS', '3~Mot IP55', '2.2/3.0 kW 1440/2880 1/min').technicalSpecs).toContain('2.2/3.0 kW');
  });
});

describe('two-unit powers, batteries, kg read as K9', () => {
  it('reads HP(kW) 30(22) as two powers, an Ah capacity in capitals, and 9.3 K9 as kilograms', () => {
    expect(specsOf('HP(KW) 30(22) FRAME 286T')).toContain('Power: 30 HP, 22 kW');
    expect(specsOf('kW(HP) 5.5(7.5)')).toBe('Power: 5.5 kW, 7.5 HP');
    expect(specsOf('12V9AH')).toBe('Voltage: 12 V; Battery capacity: 9 Ah');
    expect(specsOf('Gewicht 14.5 K9')).toBe('Weight: 14.5 kg');
    // Terminal markings run together are split, so they are read as terminals, never as a code.
    expect(normaliseOcrText('1L13L25L32T14T26T3')).toBe('1L1 3L2 5L3 2T1 4T2 6T3');
    // CO2 stays carbon dioxide; O next to digits elsewhere is still a zero.
    expect(normaliseOcrText('Ar/CO2 1O0A')).toBe('Ar/CO2 100A');
    // Mains frequency with its z read as 2; a code ending in H2 stays a code.
    expect(specsOf('230V 50H2')).toBe('Voltage: 230 V; Frequency: 50 Hz');
    expect(specsOf('50/60H2')).toBe('Frequency: 50/60 Hz');
    expect(specsOf('KX45H2')).not.toContain('Frequency');
  });
});

describe('residual current by its label, cos.phi, no falling range', () => {
  it("reads IΔn in amperes as the residual current, not the rated current, and OCR's IAn", () => {
    expect(specsOf('IΔn 0,03A 2P 40A')).toBe('Current: 40 A; Poles: 2-pole; Residual current: 0.03 A');
    expect(specsOf('IAn=100mA')).toBe('Residual current: 100 mA');
  });

  it('reads Cos.phi with its dot, never a falling pair as a range, and no flow rate again as a code', () => {
    expect(specsOf('Cos.phi :0,72')).toBe('Power factor: cos φ 0.72');
    expect(specsOf('A 6-2')).toBe('');
    expect(read('AIRFLOW UNIT', 'Capaciteit :250m3/h 230V').technicalSpecs).not.toContain('Codes');
  });
});

describe('phases before a voltage, refrigerants', () => {
  it('keeps "1~ 230V" and "3~400V" as phases, and "85~265V" as a range', () => {
    expect(specsOf('Input 1~ 220-240V 50Hz')).toBe('Voltage: 220-240 V; Frequency: 50 Hz; Phases: 1 phase');
    expect(specsOf('3~400V')).toBe('Voltage: 400 V; Phases: 3 phase');
    expect(specsOf('AC 85~265V')).toContain('85-265 V');
  });

  it('reads a refrigerant by its number, never as a current', () => {
    expect(specsOf('Kältemittel R-407C 2,4kg')).toBe('Refrigerant: R-407C; Refrigerant charge: 2.4 kg');
    expect(specsOf('Refrigerant R134a / R1234yf')).toBe('Refrigerant: R134a, R1234yf');
    expect(specsOf('R-410A 1.5kg')).toBe('Refrigerant: R-410A; Refrigerant charge: 1.5 kg');
  });
});

describe('a supply named once', () => {
  it('reads "DC 12V" once as 12 V DC, "AC/DC 24V" as 24 V, and a temperature range up to a plus sign', () => {
    expect(specsOf('DC 12V 1A')).toBe('Voltage: 12 V DC; Current: 1 A');
    expect(specsOf('AC/DC 24V')).toBe('Voltage: 24 V');
    expect(specsOf('Betriebstemperatur -25...+55°C')).toBe('Temperature: -25-55 °C');
  });
});
