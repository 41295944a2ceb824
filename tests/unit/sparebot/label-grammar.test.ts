import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { LONE_WORD_SCORE, readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { extractRatings, formatRatings } from '../../../src/server/sparebot/extract/ratings.ts';
import { RATING_LABELS } from '../../../src/server/sparebot/extract/rating-types.ts';
import { splitRunTogether, splitUnitRun } from '../../../src/server/sparebot/extract/segment.ts';
import { normaliseOcrText } from '../../../src/server/sparebot/extract/text-normalise.ts';
import { line, readLabel } from './helpers/label-text.ts';

const specsOf = (text: string) => formatRatings(extractRatings([normaliseOcrText(splitRunTogether(text))]), RATING_LABELS);
const read = readLabel;

describe('run-together capitals and values', () => {
  it('splits capitals with the knowledge base words and leaves mixed case and codes alone', () => {
    expect(splitRunTogether('OVERLOADRELAY')).toBe('OVERLOAD RELAY');
    expect(splitRunTogether('THREEPHASEINDUCTIONMOTOR')).toBe('THREE PHASE INDUCTION MOTOR');
    expect(splitRunTogether('Overloadrelay')).toBe('Overloadrelay');
    expect(splitRunTogether('700-HA32A1 LC1D18M7')).toBe('700-HA32A1 LC1D18M7');
  });

  it('reads a safety notice apart, with its two-letter words, so the product word inside is seen', () => {
    expect(splitRunTogether('RISKOFELECTRICSHOCKDONOTREMOVE')).toBe('RISK OF ELECTRIC SHOCK DO NOT REMOVE');
    expect(splitRunTogether('OFTHISUPS')).toBe('OF THIS UPS');
    // Two-letter words only join longer ones, and only function words count: never a code's letters.
    expect(splitRunTogether('TONSTOP')).toBe('TONSTOP');
    expect(splitRunTogether('TRICOFLEX')).toBe('TRICOFLEX');
    expect(read('OFTHISUPS', 'MAX1000VA(700W)', 'WARNING: Contains sealed lead-acid batteries').suggestedTitle).toMatch(/UPS/);
  });

  it('splits utilisation categories and values by the unit grammar', () => {
    expect(splitUnitRun('AC-3400V25A')).toBe('AC-3 400V 25A');
    expect(splitUnitRun('3PH4W400V')).toBe('3PH 4W 400V');
    expect(specsOf('AC-3400V25A')).toBe('Voltage: 400 V; Current: 25 A; Utilisation category: AC-3');
    expect(specsOf('3PH4W400V')).toBe('Voltage: 400 V; Phases: 3 phase; Wires: 4-wire');
  });

  it('splits such a run whole when the OCR set its last unit apart, and leaves a lone value with its unit', () => {
    expect(splitRunTogether('AC-34kW400 V')).toBe('AC-3 4kW 400V');
    expect(specsOf('AC-34kW400 V')).toBe('Voltage: 400 V; Power: 4 kW; Utilisation category: AC-3');
    expect(splitRunTogether('230 V 50 Hz')).toBe('230 V 50 Hz');
  });
});

describe('nameplate grammar', () => {
  it('reads decimal commas as decimals, not ten times the rating', () => {
    expect(specsOf('P 2,2 kW')).toBe('Power: 2.2 kW');
    expect(specsOf('0,37/0,55 kW')).toBe('Power: 0.37/0.55 kW');
  });

  it('reads ranges, phases and wires, IK, cos φ and duty as what they are', () => {
    expect(specsOf('20-100 A 85-265V')).toBe('Voltage: 85-265 V; Current: 20-100 A');
    expect(specsOf('20–100 A')).toBe('Current: 20-100 A');
    expect(specsOf('1PH 2W 230V')).toBe('Voltage: 230 V; Phases: 1 phase; Wires: 2-wire');
    expect(specsOf('IP55 IK08 cos φ 0,82 Duty S1')).toBe('IP rating: IP55; IK rating: IK08; Power factor: cos φ 0.82; Duty: S1');
    expect(specsOf('AC-15 230V 3A DC-13')).toContain('Utilisation category: AC-15, DC-13');
  });

  it("reads a nameplate's row names glued to their values", () => {
    expect(specsOf('Volt230/400D/Y')).toBe('Voltage: 230/400 V');
    expect(specsOf('Amp.6,1/3.5')).toBe('Current: 6.1/3.5 A');
    expect(specsOf('Hz50 Ph.3')).toBe('Frequency: 50 Hz; Phases: 3 phase');
    expect(specsOf('TypDMF112M')).toBe('Model: DMF112M');
    // A maker's name that starts with such a word stays whole.
    expect(specsOf('Voltcraft')).toBe('');
  });

  it("reads a three-phase meter's current per phase, and its voltages with the slash lost", () => {
    expect(specsOf('3x40(100)A')).toBe('Current: 3x40(100) A');
    expect(specsOf('3 x 5(65) A')).toBe('Current: 3x5(65) A');
    expect(specsOf('5(65)A')).toBe('Current: 5(65) A');
    expect(specsOf('3x230400V')).toBe('Voltage: 3x230/400 V');
    // Only a phase and line voltage pair: not any run of digits.
    expect(specsOf('3x123456V')).not.toContain('3x123/456');
  });
});

describe('open-world makers', () => {
  it('reads makers from web domains, company forms, ® and "Made by"', () => {
    const found = readOpenMakers([
      line('www.lovatoelectric.com'),
      line('Kuhse GmbH'),
      line('Made by Norbury Pumps Ltd'),
      line('Zentrovac®'),
    ]);
    const names = found.map((m) => m.name);
    expect(names).toContain('Lovato Electric');
    expect(names).toContain('Kuhse');
    expect(names).toContain('Norbury');
    expect(names).toContain('Zentrovac');
    expect(found.find((m) => m.name === 'Lovato Electric')?.known).toBe(true);
    expect(found.find((m) => m.name === 'Kuhse')?.known).toBe(false);
    expect(readOpenMakers([line('Brevetti Stefana S.p.A.')]).map((m) => m.name)).toContain('Brevetti Stefana');
    // A battery maker's domain adds its trade word: "quorvabattery.com" is Quorva.
    expect(readOpenMakers([line('WWW.QUORVABATTERY.COM')]).map((m) => m.name)).toContain('Quorva');
    // The end of "Technology" cut off by the label's edge is no maker.
    expect(readOpenMakers([line('chnoiogy Co.Ltd')])).toEqual([]);
    // Nor are approval marks run together, a trade word's cut-off start, or a legal form after a trade word alone.
    expect(readOpenMakers([line('CEFC', 110), line('POWE', 110), line('MODEL:P360W24V'), line('INPUT:115/230VAC')])).toEqual([]);
    expect(readOpenMakers([line('ELECTRONICS CORP')])).toEqual([]);
  });

  it('takes the maker line: the tallest run of letters, or a lone sure logo', () => {
    expect(readOpenMakers([line('QUORTEX', 60), line('TYP 40/60'), line('230 V 50 Hz')]).map((m) => m.name)).toEqual(['Quortex']);
    expect(readOpenMakers([line('QUORTEX', 40, 0.95)]).map((m) => m.name)).toEqual(['Quortex']);
    expect(readOpenMakers([line('QUORTEX', 40, 0.85)])).toEqual([]);
    expect(readOpenMakers([line('WARNING', 60), line('230 V 50 Hz')])).toEqual([]);
  });

  it('takes the largest run of letters when codes are printed larger, only if it reads like a name', () => {
    const body = [line('0000.000', 40), line('Model 7550', 20), line('120 V 60 Hz', 20), line('12 A', 18), line('Swing 215', 18)];
    expect(readOpenMakers([...body, line('QuortexWorks', 25)]).map((m) => m.name)).toEqual(['QuortexWorks']);
    // Not an everyday word, a label word with letters run on, nor a product word cut off at the edge.
    for (const word of ['OVERRIDE', 'TYPEDP', 'ESSURE']) expect(readOpenMakers([...body, line(word, 25)])).toEqual([]);
    // Nor a run in capitals clearly smaller than the body text (within a tenth is as large); written in capitalised words run together, a name is a name at any size.
    expect(readOpenMakers([...body, line('QUORTEXWORKS', 16)])).toEqual([]);
    expect(readOpenMakers([...body, line('QuortexWorks', 20)]).map((m) => m.name)).toEqual(['Quortex Works']);
  });

  it('reports a maker outside the knowledge base with lower confidence, never drops it', () => {
    const r = read('KUHSE', 'Kuhse GmbH', 'Typ DSG 3', '400 V 50 Hz');
    expect(r.brandInfo).toBe('Kuhse');
    expect(r.suggestedTitle).toContain('Kuhse');
    expect(r.needsLabelPhoto).toBe(false);
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.needsReview).toBe(true);
  });

  it('never matches ordinary label words of six languages to a maker one letter away', () => {
    const words = ['Leistung', 'Spannung', 'Puissance', 'Tension', 'Potenza', 'Capaciteit', 'Gewicht', 'Pressione', 'Vermogen', 'Potencia'];
    expect(matchBrands(words.map((w) => line(w, 40)))).toEqual([]);
    expect(readOpenMakers(words.map((w) => line(w.toUpperCase(), 60)))).toEqual([]);
  });
});

describe('nothing read is thrown away', () => {
  it('keeps codes no rule explains in technicalSpecs', () => {
    const r = read('Hager', 'MCB C16', 'XK-2231-B', 'QZ7781');
    expect(r.technicalSpecs).toContain('Codes: ');
    expect(r.technicalSpecs).toContain('XK-2231-B');
    expect(r.technicalSpecs).toContain('QZ7781');
  });

  it('names the item when only a product word is read, in any of six languages', () => {
    const r = read('Umwalzpumpe', '230 V');
    expect(r.needsLabelPhoto).toBe(false);
    // A heating circulator: heating kit, as merchants shelve it.
    expect(r.suggestedCategory).toBe('HVAC Equipment');
    expect(read('CONTATTORE', 'AC-3 400V 25A').suggestedCategory).toBe('Electrical Components');
  });

  it('infers the product from what the label carries when it names none', () => {
    expect(read('AC-3400V25A').suggestedCategory).toBe('Electrical Components');
    expect(read('2000 lm 18 W').suggestedCategory).toBe('Lighting');
  });

  it('stays honest with no text: all 12 categories one tap away', () => {
    const r = analyseText({ rows: [], lines: [] });
    expect(r.needsLabelPhoto).toBe(true);
    expect(r.needsReview).toBe(true);
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.categoryChoices).toHaveLength(12);
  });
});

describe('more nameplate grammar (issue 30, version 5)', () => {
  it('splits ratings joined by OR/AT or glued to their standard', () => {
    expect(splitUnitRun('16AOR2HP277VAC')).toBe('16A OR 2HP 277VAC');
    expect(splitUnitRun('6AEN60898-1')).toBe('6A EN60898-1');
    expect(splitUnitRun('ORAT')).toBeUndefined();
    expect(splitUnitRun('3RT2015-1BB41')).toBeUndefined();
    expect(specsOf('16AOR2HP277VAC')).toBe('Voltage: 277 VAC; Current: 16 A; Power: 2 HP');
  });

  it('reads insulation class, frame, mounting, bearings, ambient and head in their label forms', () => {
    expect(specsOf('Isol.Kl. F')).toBe('Insulation class: Class F');
    expect(specsOf('Th.Cl.H')).toBe('Insulation class: Class H');
    expect(specsOf('Ie 9A IE2')).toBe('Current: 9 A; Efficiency class: IE2');
    expect(specsOf('IEC 100L IM B35')).toBe('Frame: 100L; Mounting: IM B35');
    expect(specsOf('BG 80M')).toBe('Frame: 80M');
    expect(specsOf('DE 6205ZZ NDE 6204-2Z')).toBe('Bearings: 6205ZZ, 6204-2Z');
    expect(specsOf('MAX.AMB.45C')).toBe('Temperature: 45 °C');
    expect(specsOf('Hmax 7,5 m Qmax 3 m3/h')).toContain('Head: 7.5 m');
    expect(specsOf('Förderhöhe 12 m')).toBe('Head: 12 m');
  });

  it('reads cable cores with their size, and a frame size is not a capacity', () => {
    expect(specsOf('3x2,5mm2')).toBe('Conductor size: 3 × 2.5 mm²');
    expect(specsOf('H05VV-F 5G1,5')).toContain('Conductor size: 5G1.5 mm²');
    expect(specsOf('Frame 132S 200L')).toBe('Capacity: 200 L; Frame: 132S');
  });
});

describe('decimal commas and thousands points (version 5)', () => {
  it('reads 0,125 kW as a decimal and 1.450 min-1 as a whole speed', () => {
    expect(specsOf('0,125 kW 0,63 A')).toBe('Current: 0.63 A; Power: 0.125 kW');
    expect(specsOf('n 1.450 min-1')).toBe('Speed: 1450 rpm');
    expect(specsOf('2.850 U/min')).toBe('Speed: 2850 rpm');
    expect(specsOf('1.5 kW 2850 rpm')).toBe('Power: 1.5 kW; Speed: 2850 rpm');
  });

  it('splits a run-together accessory cue so the socket is not taken for the model', () => {
    expect(splitRunTogether('ONLYWITHCAT')).toBe('ONLY WITH CAT');
  });
});

describe('what a label carries when it names no product (version 5)', () => {
  it('reads meter constants and strength classes', () => {
    expect(specsOf('1000 imp/kWh')).toBe('Meter constant: 1000 imp/kWh');
    expect(specsOf('M10x50 A2-70')).toContain('Strength class: A2-70');
    expect(specsOf('M16x80 Klasse 10.9')).toContain('Strength class: 10.9');
  });

  it('a coil voltage with a contact rating makes switching gear, to be reviewed', () => {
    const r = read('Kuhse GmbH', 'Spule 24VDC', '10A 250VAC');
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(r.needsReview).toBe(true);
    expect(read('Kuhse GmbH', 'COIL 24VDC', '10A 250VAC').confidence).toBeLessThan(0.7);
  });
});

// Made-up label text (version 10): general trade knowledge of such labels, no evaluation photo's text.
describe('boards, solar labels and approval marks (version 10)', () => {
  it("reads a bare circuit board's component references as a board, and its C50 as no breaker", () => {
    const r = read('KX2201B', 'R12 R40 IC3 PC15 PC41', 'C50 J201 CN5', 'F 3.15A L 250V');
    expect(r.suggestedTitle).toBe('KX2201B circuit board');
    expect(r.technicalSpecs).not.toContain('Type C');
    // A breaker's face keeps its curve: a few letters with numbers are no board.
    expect(read('C50', '6000', '230/400V').technicalSpecs).toContain('Type C 50 A');
  });

  it("reads a solar panel's rating label as a solar panel", () => {
    const r = read(
      'Model: QP-100M',
      'Rated Maximum Power (Pmax) 100W',
      'Open-Circuit Voltage (Voc) 22.6V',
      'Short-Circuit Current (Isc) 5.8A',
      'Mono-Si',
    );
    expect(r.extracted.productType?.value).toBe('solar panel');
    expect(r.suggestedCategory).toBe('Electrical Components');
  });

  it('reads MPPT with battery voltages only as a charge controller, titled by its current', () => {
    const r = read('KX-MPPT-20', 'V:12/24V', 'C:20A');
    expect(r.extracted.productType?.value).toBe('solar charge controller');
    expect(r.suggestedTitle).toContain('20 A');
    expect(read('KX-MPPT-20', 'AC OUTPUT 230V', 'PV INPUT 500V').extracted.productType?.value).not.toBe('solar charge controller');
  });

  it('reads only the utilisation categories IEC 60947 defines, as it writes them', () => {
    expect(specsOf('AC-3e 400V')).toContain('Utilisation category: AC-3e');
    expect(specsOf('ac-5a')).toContain('Utilisation category: AC-5a');
    expect(specsOf('DC-13 24V')).toContain('Utilisation category: DC-13');
    // A supply range is no DC-8, and AC-7 without its letter is none.
    expect(specsOf('DC8-28V')).not.toContain('Utilisation');
    expect(specsOf('AC-7')).not.toContain('Utilisation');
    expect(specsOf('YX DC12V')).toBe('Voltage: 12 V DC');
  });

  it("takes a small sticker's tallest sure line for its maker line, even when it stands out less", () => {
    const sticker = [line('Quarvex', 60, 0.93), line('0A1B2C3D', 52), line('104-0-0077', 44), line('K7', 50)];
    expect(readOpenMakers(sticker).map((m) => m.name)).toEqual(['Quarvex']);
    // Not an unsure reading, nor on a full label where the line does not stand out.
    expect(readOpenMakers([line('Quarvex', 60, 0.85), ...sticker.slice(1)])).toEqual([]);
    // On a full label it is only a capitalised word alone on its line: a maker less surely, when nothing else names the item
    // (over its model code it would be a maker's name before its code: maker-before-code.ts).
    const fullLabel = [sticker[0]!, line('230V 50Hz', 52), ...sticker.slice(1), line('IP20', 50)];
    expect(readOpenMakers(fullLabel).map((m) => m.score)).toEqual([LONE_WORD_SCORE]);
  });

  it('reads a sensor rated by a flow range as a flow sensor (a flow meter)', () => {
    const r = read('Flow Range: 1-30L/min', 'Pressure: <1.75MPa', 'Sensor');
    expect(r.extracted.productType?.value).toBe('flow meter');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(read('Sensor', 'Pressure: <1.75MPa').extracted.productType?.value).toBe('sensor');
  });

  it("reads a primary current over a small secondary as a current transformer's ratio, not an RCD", () => {
    const ct = read('KX-CT09', '50A/50mA', 'This side towards source');
    expect(ct.extracted.productType?.value).toBe('current transformer');
    expect(ct.suggestedTitle).not.toMatch(/RCD/);
    expect(read('KX-CT30', '100A:5A').extracted.productType?.value).toBe('current transformer');
    expect(read('KX-R2', '10A/5A 250VAC').extracted.productType?.value).not.toBe('current transformer');
    // An RCD's own residual current is a standard one.
    expect(read('KX-R40', '40A 30mA', '230V').extracted.productType?.value).toBe('RCD');
  });

  it('reads a supply run into its current as the supply and the current, not a utilisation category', () => {
    expect(specsOf('AC32A IP65')).toBe('Current: 32 A; IP rating: IP65');
    expect(specsOf('AC-3400V25A')).toContain('Utilisation category: AC-3');
  });

  it('reads a maker whose legal form OCR ran into the name in capitals', () => {
    expect(readOpenMakers([line('QUARVEXLTD.', 30), line('230V'), line('50Hz')]).map((m) => m.name)).toContain('Quarvex');
    expect(readOpenMakers([line('QUARVEX POWER PRODUCTS CO.,LTD.01', 30), line('230V')]).map((m) => m.name)).toContain('Quarvex');
  });

  it("names a stepper or brushless motor's driver, not the motor or an LED driver", () => {
    const r = read('BLDC MOTOR DRIVER', 'KX-WS400', 'DC 18-52V');
    expect(r.extracted.productType?.value).toBe('motor driver');
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(read('STEPPER DRIVER', 'KX-542').extracted.productType?.value).toBe('motor driver');
  });

  it('never takes an approval mark for the maker line', () => {
    expect(readOpenMakers([line('RoHS', 60), line('KX2201B'), line('5V')])).toEqual([]);
    expect(readOpenMakers([line('KEMA KEUR', 60), line('230V 16A')])).toEqual([]);
  });
});
