import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { findBrand } from '../../../src/server/sparebot/kb/brand-index.ts';

// Made-up label text for each rule (issue 30 tuning of what the item is): no evaluation photo's reading.
const line = (text: string, height = 20, confidence = 0.9) => ({ text, height, confidence });
const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => line(text)) });
const typeOf = (...rows: string[]) => read(...rows).extracted.productType?.value;

describe('what a label carries when it names no product', () => {
  it('reads a drive keypad with a Hz lamp and a power as a drive, and an output range from 0.5 Hz', () => {
    expect(typeOf('RUN STOP PRGM SHIFT', 'Hz A', '400V 5.5KW')).toBe('variable speed drive');
    expect(typeOf('RUN STOP', 'Hz A', '400V 5.5KW')).toBeUndefined();
    expect(typeOf('INPUT 1PH 230V 50Hz', 'OUTPUT 3PH 0.50-400.00Hz 1.5KW 7A')).toBe('variable speed drive');
  });

  it("reads a drive's control terminals as a drive, and DRV beside them as a drive, not a valve", () => {
    expect(typeOf('FWD REV DCM MI1 MI2 AVI ACI', '24V 10V')).toBe('variable speed drive');
    expect(read('DRV FOR REV RST SPH SPM SPL DCM ACM', '10V 24V').suggestedCategory).toBe('Motors & Drives');
    // Three are any control panel's; DRV alone is the trade's double regulating valve.
    expect(typeOf('FWD REV RST')).toBeUndefined();
    expect(typeOf('DRV 15mm')).toBe('valve');
  });

  it("reads a product word inside another type's longer one as that one only", () => {
    // "immersion" is a cylinder's word, but an immersion heater is not a cylinder; nor a valve actuator a valve.
    expect(typeOf('IMMERSION HEATER', '3kW 230V~')).toBe('immersion heater');
    expect(typeOf('VALVE ACTUATOR', '24V AC')).toBe('actuator');
    // Read on its own as well, the shorter word still counts: a cylinder's plate lists its immersion heater.
    expect(typeOf('UNVENTED CYLINDER 250 L', 'IMMERSION HEATER 3kW')).toBe('hot water cylinder');
    // A TRV is a valve, not a radiator; a thermometer and a flow meter are not pressure gauges.
    expect(typeOf('TRV', '15mm')).toBe('thermostatic radiator valve');
    expect(typeOf('DIAL THERMOMETER', '0-120 °C')).toBe('thermometer');
    expect(typeOf('FLOW METER', 'DN50')).toBe('flow meter');
    expect(typeOf('Pilz', 'SAFETY RELAY')).toBe('safety relay');
  });

  it('reads a length in lower-case metres as a length, never as 3M', () => {
    expect(read('TRUNKING 50x50mm', '3m').brandInfo).toBe('Unbranded');
    expect(read('3M', 'SAFETY GLASSES').brandInfo).toBe('3M');
  });

  it('leaves label text that only looks like a heating or automation code alone', () => {
    // An encoder's output type, a supply spelt with a space, a bearing marking: none is a product code.
    expect(typeOf('OUTPUT HTL/TTL', '10-30V DC')).not.toBe('thermostat');
    expect(read('RT 500 ms').brandInfo).not.toBe('Salus');
    expect(read('SKF 187D').technicalSpecs).not.toContain('V');
  });

  it("reads a board relay beside a drive's terminal strip as a part of the drive, kept only as a code", () => {
    const drive = read('SONGLE SRD-12VDC-SL-C', 'FWD REV DCM SPH SPM SPL ACM', '10V 24V');
    expect(drive.suggestedCategory).toBe('Motors & Drives');
    expect(drive.brandInfo).toBe('Unbranded');
    expect(drive.suggestedTitle).not.toContain('SRD');
    expect(drive.technicalSpecs).toContain('SRD-12VDC-SL-C');
    // The relay alone, or a lot of them, is what it says.
    const relay = read('SONGLE SRD-12VDC-SL-C', '10A 250VAC');
    expect(relay.extracted.productType?.value).toBe('relay');
    expect(relay.brandInfo).toBe('Songle');
    // … but a board relay may be inside the thing photographed: the seller confirms it.
    expect(relay.confidence).toBeLessThan(0.7);
  });

  it('reads the product standard a label cites as the kind of product it governs', () => {
    expect(typeOf('IEC/EN 61800-5-1', '3PH 400V 7.5kW')).toBe('variable speed drive');
    expect(read('EN50470-1/3', '3x230/400V 50Hz').extracted.productType?.value).toBe('energy meter');
    expect(read('IEC 60947-5-2', 'PNP NO 10-30V DC').suggestedCategory).toBe('Control Systems');
    expect(read('EN 60335-2-80', '230V~ 50Hz 35W').extracted.productType?.value).toBe('fan');
    // The most specific part wins: 61439-3 is a consumer unit's standard, 61439-2 any assembly's.
    expect(typeOf('BS EN 61439-3', '100A')).toBe('consumer unit');
    // British Standards of older UK gear: an RCCB to BS 4293, an MCB to BS 3871.
    expect(typeOf('BS4293', '80A 240V')).toBe('RCD');
    expect(typeOf('BS 3871 M6', '32A')).toBe('MCB');
    // China's GB standards on marketplace gear: GB 14048.4 is a contactor's, GB/T 10963.1 an MCB's.
    expect(typeOf('GB14048.4', 'Ui 660V')).toBe('contactor');
    expect(typeOf('GB/T 10963.1', '230/400V')).toBe('MCB');
    // A standard that governs everything (IP codes, EMC) names nothing.
    expect(typeOf('EN 60529', 'EN 61000-6-2')).toBeUndefined();
  });

  it('reads a product word one OCR slip away when nothing names the product exactly', () => {
    expect(typeOf('SINATIC', '24V DC')).toBe('PLC module');
    expect(read('FIRE', 'EXTINGUISHE', '2 kg').suggestedCategory).toBe('Safety Equipment');
    // Short words are too often another word; an exact product word elsewhere wins outright.
    expect(typeOf('MOTDR')).toBeUndefined();
    expect(typeOf('CONTACTOR', 'SINATIC')).toBe('contactor');
    // Two words of a product phrase, one of them slipped, on one line ("CIRCUIT BREAKFR"); never across lines.
    expect(read('THERMAL CIRCUIT BREAKFR', '120 AMPERE').suggestedCategory).toBe('Electrical Components');
    expect(typeOf('CIRCUIT', 'BREAKFR')).toBeUndefined();
    // A word one slip away is a guess: never a confident answer without a catalogue code, even with a maker and ratings.
    expect(read('INCLOSURE TYPE 4', '120-300V 720VA').confidence).toBeLessThan(0.7);
    expect(read('SIEMENS', 'SINATIC', '24V DC').confidence).toBeLessThan(0.7);
  });

  it("reads a contactor's main terminal markings, an inverter's ports and a consumer unit's circuit chart", () => {
    expect(read('1L1 3L2 5L3', '2T1 4T2 6T3', 'A1 A2').suggestedCategory).toBe('Electrical Components');
    expect(typeOf('1L1 3L2 5L3', '2T1 4T2 6T3')).toBe('contactor');
    // The load side alone with 95-98 is an overload relay's; two markings are any terminal's.
    expect(typeOf('2T1 4T2 6T3', '95 96 97 98')).toBe('overload relay');
    expect(typeOf('L1 2T1')).toBeUndefined();
    expect(typeOf('BMS1 BMS2 CAN RS485', 'DRY-1 DRY-2', 'G-START RSD+')).toBe('solar inverter');
    expect(typeOf('GARAGE', 'SOCKETS', 'LIGHTS', 'COOKER')).toBe('consumer unit');
    expect(typeOf('GARAGE', 'KITCHEN')).toBeUndefined();
  });

  it('reads a shielding-gas mix as a welding regulator, and never as its model', () => {
    const r = read('Ar/CO2', '0-315 bar', '0-30 l/min');
    expect(r.extracted.productType?.value).toBe('welding regulator');
    expect(r.suggestedTitle).not.toContain('Ar/CO2');
    expect(r.technicalSpecs).toContain('Ar/CO2');
  });

  it('reads a large airflow per kilowatt, or a flow the label calls air, as a fan; a small one stays a pump', () => {
    expect(typeOf('Debiet 410 m3/h', 'P 55 W', '230V 50Hz')).toBe('fan');
    expect(typeOf('Air flow 180 m3/h', '230V 50Hz')).toBe('fan');
    expect(typeOf('Q 3.2 m3/h', 'H 6 m', 'P 45 W')).not.toBe('fan');
  });

  it('reads an airflow with a water tank as a dehumidifier', () => {
    const r = read('Luftmenge / Air flow 220 m3/h', 'Wasserbehalter / Water tank 4 l', '230 V 50 Hz');
    expect(r.extracted.productType?.value).toBe('dehumidifier');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });

  it('reads the Measuring Instruments Directive annex and a water ratio as the meter they certify', () => {
    expect(typeOf('DE-MI001-1234', '16 bar')).toBe('water meter');
    expect(typeOf('R100H / R63V', '16 bar')).toBe('water meter');
    expect(typeOf('R160H', 'T50')).toBe('water meter');
    // A voltage pair after a phase letter is no ratio.
    expect(typeOf('R 400/230V')).not.toBe('water meter');
    expect(typeOf('0102 MI-002 2011', 'T 40 °C')).toBe('gas meter');
    expect(typeOf('MI-003', '230V 5(60)A')).toBe('energy meter');
  });

  it('reads a capacitance with a suppression class as a capacitor', () => {
    expect(typeOf('0.47uF 305V~ X2')).toBe('capacitor');
    expect(typeOf('0.47uF 305V', '0.2 A', '50 Hz')).toBeUndefined();
  });

  it("reads a device's face words: an alarm keypad's, a fire panel's, a heating programmer's", () => {
    expect(read('UNSET', 'PART SET', 'CHIME', 'OMIT').suggestedCategory).toBe('Safety Equipment');
    expect(read('FIRE', 'FAULT', 'EVACUATE', 'SILENCE').suggestedCategory).toBe('Safety Equipment');
    const programmer = read('HOT WATER', 'CENTRAL HEATING', 'BOOST', 'ADVANCE');
    expect(programmer.suggestedCategory).toBe('Control Systems');
    // A boiler's fascia says the same: never a confident programmer.
    expect(programmer.confidence).toBeLessThan(0.7);
    // One or two such words are any panel's.
    expect(read('FIRE', 'FAULT').needsLabelPhoto).toBe(true);
  });

  it('reads the arc-welding standard with a no-load voltage as a welder', () => {
    const r = read('EN 60974-1', 'U0 = 80V', 'X 60% 40% 100%', '10A/20V-180A/27V', 'U1 = 230V 50Hz I1max = 28A', 'S 7.1 kVA');
    expect(r.extracted.productType?.value).toBe('welder');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
  });
});

describe('makers: product words are no maker, and the workshop makers are known', () => {
  it('never takes a line of product or rating words for a maker line', () => {
    expect(readOpenMakers([line('CHARGING', 60), line('230V 16A')])).toEqual([]);
    expect(readOpenMakers([line('FIRE', 60), line('2 kg')])).toEqual([]);
    expect(readOpenMakers([line('NEMA', 60), line('460 V 60 Hz')])).toEqual([]);
    expect(readOpenMakers([line('QUORTEX', 60), line('230V 16A')]).map((m) => m.name)).toEqual(['Quortex']);
    // Product words run together in mixed case are still product words; a mixed-case maker stays a maker.
    expect(readOpenMakers([line('inverterDutyMotor', 60), line('460 V 60 Hz'), line('1780 RPM')])).toEqual([]);
    expect(readOpenMakers([line('QuorTex', 60), line('460 V 60 Hz'), line('1780 RPM')]).map((m) => m.name)).toEqual(['QuorTex']);
    // A range's badge ("Trade", "Power") is no maker either.
    expect(readOpenMakers([line('Trade', 60)])).toEqual([]);
    expect(readOpenMakers([line('POWER SOLAR', 60), line('230V 16A')])).toEqual([]);
  });

  it("reads a maker's three-letter name printed on its own as a logo, never a code that folds to it", () => {
    expect(read('IMO', 'SI16-PEL64R-2 DC isolator', '1000V DC').brandInfo).toBe('IMO Precision Controls');
    const eti = read('ETI', 'IP40 AC400V');
    expect(eti.brandInfo).toBe('ETI Elektroelement');
    // The supply as printed is kept for search (buyers type what the label prints), never taken for the model.
    expect(eti.technicalSpecs).toContain('AC400V');
    expect(eti.suggestedTitle).not.toContain('AC400V');
    // "1M0" folds to "imo" but is a code; a three-letter word inside a sentence is no logo.
    expect(read('1M0', '230V 16A').brandInfo).not.toBe('IMO Precision Controls');
    expect(read('THE ETI LABEL IS HERE', '230V').brandInfo).not.toBe('ETI Elektroelement');
  });

  it('reads a two-letter logo mark only as a whole line read surely', () => {
    const sure = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => line(text, 20, 0.97)) });
    expect(sure('BG', 'RCD 63A 30mA').brandInfo).toBe('BG Electrical');
    expect(sure('LG', '220-240V 50Hz R32').brandInfo).toBe('LG Electronics');
    // A motor frame's "BG 90L" is no logo, nor a mark read less surely.
    expect(sure('BG 90L', '400V 1.5kW 1420 rpm').brandInfo).not.toBe('BG Electrical');
    expect(read('BG', 'RCD 63A 30mA').brandInfo).not.toBe('BG Electrical');
  });

  it("reads a Chinese maker's company name past its place, trade words and 'Co., Ltd.'", () => {
    const names = (t: string) => readOpenMakers([line(t)]).map((m) => m.name);
    expect(names('Wenzhou Quorli Electric Appliance Co., Ltd.')).toEqual(['Quorli']);
    expect(names('Jiangsu Tarvex Motor Co.Ltd')).toEqual(['Tarvex']);
    expect(names('www.tarvex-motor.com')).toEqual(['Tarvex']);
    // Another legal form inside the name ("GmbH & Co. KG") is no name of its own.
    expect(names('Quortex GmbH & Co. KG')).toEqual(['Quortex']);
  });

  it('keeps an unknown maker but drops a product word from the title', () => {
    const r = read('CORRECTION', 'Power factor 0.9', '400 V 50 Hz');
    expect(r.brandInfo).not.toBe('Correction');
  });

  it('knows welding, machine-tool, drying and panel-component makers exactly, not as a near namesake', () => {
    for (const name of ['Trotec', 'Myford', 'ESAB', 'Songle', 'Huanyang', 'Selec', 'Accuenergy'])
      expect(findBrand(name)?.name).toBeTruthy();
    const r = read('TROTEC', 'Typ TTX 40', 'Luftmenge / Air flow 300 m3/h', 'Wasserbehalter / Water tank 6 l', '230 V 50 Hz');
    expect(r.brandInfo).toBe('Trotec');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });

  it('takes a name read exactly over a near namesake on the same line', () => {
    const names = matchBrands([line('TROTEC', 60)]).map((b) => b.brand.name);
    expect(names).toEqual(['Trotec']);
    expect(matchBrands([line('U.S.ELECTRICAL MOTORS', 50)])[0]?.brand.name).toBe('U.S. Electrical Motors');
  });

  it("takes the maker a label names outright over one only inferred from a code's pattern", () => {
    expect(read('QUARVEX ELECTRIC LIMITED', 'DILM25', '400V 11kW').brandInfo).toBe('Quarvex');
    expect(read('DILM25', '400V 11kW').brandInfo).toBe('Eaton');
    // A count run into its word, its digit read as a letter ("BPOLE" for 3POLE), is no maker's name.
    expect(matchBrands([line('BPOLE', 30)]).map((b) => b.brand.name)).toEqual([]);
    expect(matchBrands([line('XPOLE', 30)]).map((b) => b.brand.name)).toEqual(['Eaton']);
  });

  it('reads a maker family run into its number', () => {
    expect(matchBrands([line('AcuRev2020 METER')]).map((b) => b.brand.name)).toContain('Accuenergy');
    expect(matchBrands([line('PowerFlex525')]).map((b) => b.brand.name)).toContain('Allen-Bradley');
  });

  it('passes over a product-word line to the next tallest for the maker line', () => {
    const found = readOpenMakers([line('CHARGING', 70), line('QUORTEX', 60), line('230V 16A'), line('50Hz'), line('IP54')]);
    expect(found.map((m) => m.name)).toEqual(['Quortex']);
  });
});

describe('product words inside mixed-case names', () => {
  it('reads a product word run into a mixed-case name when nothing else names the item', () => {
    expect(typeOf('VoltaEvse', '16A')).toBe('EV charger');
    // A maker the base does not know does not corroborate the one keyword (here inside its own name).
    const r = read('VoltaEvse');
    expect(r.extracted.productType?.value).toBe('EV charger');
    expect(r.confidence).toBeLessThan(0.7);
    // A family name stays whole where a product word is read: PowerFlex is a drive, not flex cable.
    expect(typeOf('PowerFlex 40', 'Allen-Bradley')).toBe('variable speed drive');
  });
});

describe('workshop, welding, site and panel product words', () => {
  it('names machinery, welding gear and panel cards in English and on foreign plates', () => {
    expect(read('Tischbohrmaschine TB 16', '400 V 50 Hz').suggestedCategory).toBe('Tools & Hardware');
    expect(read('Plasma cutter 40 A', '230 V').suggestedCategory).toBe('Tools & Hardware');
    expect(typeOf('Network Management Card 3')).toBe('network management card');
    expect(typeOf('Trockenschrank', '230 V 800 W')).toBe('drying oven');
    expect(read('Kompressor 50 l', '10 bar 2.2 kW').suggestedCategory).toBe('Motors & Drives');
  });

  it('does not read a number word or a countersunk screw as a machine', () => {
    expect(typeOf('FOUR POLE', '400V')).not.toBe('oven');
    expect(typeOf('Countersunk screw M6 x 30')).not.toBe('hour meter');
  });
});
