import { describe, expect, it } from 'vitest';
import { dialRanges } from '../../../src/server/sparebot/extract/dial-range.ts';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 18 rules (issue 30): no evaluation photo's reading, and
// makers' names made up.
const read = readLabel;

describe('control panels by their faces', () => {
  it("takes a PLC's status lamps, ports and I/O bus for a PLC, not a drive's keypad", () => {
    expect(read('Corvane', 'CPU', 'RUN', 'DIAG', 'I/O-Bus', 'ETH1').suggestedTitle).toMatch(/PLC/);
    expect(read('Corvane', 'RUN', 'STOP', 'PRG', 'ENTER', '50.00Hz').suggestedTitle).not.toMatch(/PLC/);
  });

  it('takes an I/O count or terminals run together for a PLC, and keeps the terminals out of the codes', () => {
    const plc = read('Corvane', '14DI/10DO', 'X0X1X2X3X4X5', 'POWER');
    expect(plc.suggestedCategory).toBe('Control Systems');
    expect(plc.suggestedTitle).toMatch(/PLC/);
    expect(plc.technicalSpecs).not.toMatch(/X0X1/);
  });

  it("takes an operator panel's function keys for an HMI", () => {
    expect(read('Corvane', 'K1 K2 K3 K4 K5', 'ESC', 'LOCK').suggestedTitle).toMatch(/operator panel/i);
    expect(read('Corvane', 'K1 relay output').suggestedTitle).not.toMatch(/operator panel/i);
  });

  it('keeps lamp and pulse legends and telephone numbers out of the codes', () => {
    const specs = read('Corvane', 'LED12 LED13', 'PULSE1', 'Tel02/2700', 'CVR-2210B').technicalSpecs ?? '';
    expect(specs).not.toMatch(/LED12|PULSE1|Tel02/);
    expect(specs).toMatch(/CVR-2210B/);
  });
});

describe("a dial's range", () => {
  it('reads a scale of round steps with its unit as 0 to the top', () => {
    expect(dialRanges(['bar', '1', '2', '3', '4']).map((r) => r.value)).toEqual(['0-4 bar']);
    expect(dialRanges(['-100', '0', '100', '200', '300', 'kPa', 'PRESSURE GAUGE']).map((r) => r.value)).toEqual(['-100 to 300 kPa']);
  });

  it('reads two scales where their tops agree by the units’ ratio, and neither where they do not', () => {
    expect(dialRanges(['50 100 150', '200', 'kPa', 'psi', '10 20 30']).map((r) => r.value)).toEqual(['0-200 kPa', '0-30 psi']);
    expect(dialRanges(['50 100 150', '200', 'kPa', 'psi', '5 10 15'])).toEqual([]);
  });

  it('reads no range from a plate’s stray numbers beside a unit', () => {
    expect(dialRanges(['Pmax', 'bar', '10', '50', '230', '2900'])).toEqual([]);
    expect(dialRanges(['bar', '2'])).toEqual([]);
  });

  it('names a gauge by its range', () => {
    expect(read('Corvane', 'kPa', '100 200 300 400', 'PRESSURE GAUGE').suggestedTitle).toMatch(/pressure gauge 0-400 kPa/);
  });
});

describe('values with their unit printed first', () => {
  it("reads a column plate's unit before its value: after a colon, a current's decimal, a number alone on a line", () => {
    const specs = specsOf('Rated:W 530', 'Stall:Nm 2,8', 'A12,2', 'V48');
    expect(specs).toMatch(/Power: 530 W/);
    expect(specs).toMatch(/Torque: 2.8 Nm/);
    expect(specs).toMatch(/Current: 12.2 A/);
    expect(specs).toMatch(/Voltage: 48 V/);
  });

  it('leaves a code and a version alone', () => {
    expect(specsOf('A1234 B77')).not.toMatch(/Current/);
    expect(specsOf('V1.13')).not.toMatch(/Voltage/);
  });
});

describe('wire gauge and smart-home words', () => {
  it('reads the American wire gauge a terminal takes', () => {
    expect(specsOf('22-14AWG')).toBe('Wire gauge: 22-14 AWG');
    expect(specsOf('AWG 18')).toBe('Wire gauge: 18 AWG');
  });

  it('never takes the voice assistant a device works with for its maker', () => {
    const plug = read('Smart Plug', 'Works with Alexa', 'XiaoAI', 'AC 240V 10A');
    expect(plug.brandInfo ?? '').not.toMatch(/Xiaomi|Alexa/);
  });
});

describe('meters', () => {
  it('keeps a gas meter under Plumbing Supplies, with Instrumentation offered next', () => {
    const meter = read('Gas meter', 'Qmax 6 m3/h', 'V 1.2 dm3');
    expect(meter.suggestedCategory).toBe('Plumbing Supplies');
    expect(meter.categoryChoices?.[1]).toBe('Instrumentation');
  });

  it("takes a UK domestic meter's current range and its standard for a meter", () => {
    expect(read('Corvane', '230V 50Hz', '20-80A').suggestedTitle).toMatch(/energy meter/);
    expect(read('Corvane', 'EN61036', '230V').suggestedTitle).toMatch(/energy meter/);
    expect(read('Corvane', '400V 50Hz', '20-25A').suggestedTitle).not.toMatch(/energy meter/);
  });
});

describe('makers, addresses and sentences', () => {
  it("never takes two or three small letters for a maker's short name", () => {
    // INA (bearings) is in the base; a fragment "ina" of a warning line is no logo.
    expect(read('VOLTERRAPOWER', 'Sealed Lead Acid Battery', 'in cr ina', '12V 7Ah').brandInfo).not.toBe('INA');
    expect(read('INA', 'BEARING 6204').brandInfo).toBe('INA');
  });

  it('reads the name before its country in a company form ("Acme of Sweden AB")', () => {
    expect(read('Brandvik of Sweden AB', 'LED POWER SUPPLY 24VDC 10W').brandInfo).toBe('Brandvik');
  });

  it('keeps a postcode out of the codes', () => {
    expect(read('Brandvik of Sweden AB', 'SE-34381 Almhult', 'LED POWER SUPPLY').technicalSpecs ?? '').not.toMatch(/SE-34381/);
  });

  it('takes no sentence run together for a maker line', () => {
    const pump = read('DONOTPUMPFLAMMABLELIQUIDS', 'SUBMERSIBLE PUMP', 'VOLTS:12V AMPS:10A');
    expect(pump.brandInfo ?? '').not.toMatch(/Donotpump/i);
  });

  it("knows a generator's plate by its surge power beside its outputs or engine speed, not a surge protector", () => {
    expect(read('Rated 5000', '(surge) 6250', 'AC Voltage 120/240', 'DC Voltage 12', '3600 RPM').suggestedTitle).toMatch(/generator/i);
    expect(read('SURGE PROTECTOR', '230V 13A').suggestedTitle).not.toMatch(/generator/);
  });

  it('takes an on/off switch for a switch', () => {
    expect(read('ACME', 'On/Off Switch', 'Max switching current:10A').suggestedTitle).toMatch(/switch/i);
  });
});

describe('threads, meter constants and RCCBs', () => {
  it("reads a fine metric thread as a cable gland's, never a code or a bolt", () => {
    const gland = read('M20x1.5');
    expect(gland.technicalSpecs).toBe('Thread size: M20 × 1.5');
    expect(gland.suggestedCategory).toBe('Cables & Wiring');
    expect(read('HEX BOLTS', 'M20x1.5 8.8').suggestedCategory).toBe('Fasteners & Fixings');
  });

  it('reads a meter constant written as watt-hours a pulse', () => {
    expect(specsOf('C=1Wh/imp')).toBe('Meter constant: 1 Wh/imp');
  });

  it("knows an Eaton xPole RCCB by its code, also with OCR's I lost", () => {
    expect(read('PFM-40/4/003-XG/A').suggestedTitle).toMatch(/Eaton .*RCD/);
  });
});

describe('colour temperature', () => {
  it("never reads a code's last digits as a colour temperature, and still reads a range's top", () => {
    expect(specsOf('CVR-2210K')).not.toMatch(/Colour temperature/);
    expect(specsOf('LED PANEL 4000K')).toMatch(/Colour temperature: 4000 K/);
    expect(specsOf('2700-6500K')).toMatch(/6500 K/);
  });
});

describe('a lone maker word', () => {
  it('is not refused for starting with a short English word ("NASON" is no "nas" run on)', () => {
    expect(read('M-2B-115R/443', 'NASON', 'NO').brandInfo).toBe('Nason');
  });
});

describe('a sub-brand the label prints', () => {
  it('names it in the title after the maker, never a spelling of the maker itself', () => {
    const mcb = read('MEM', 'MCB B32 230/400V');
    expect(mcb.brandInfo).toBe('Eaton');
    expect(mcb.suggestedTitle).toMatch(/^Eaton MEM /);
    expect(read('SCHNEIDER', 'CONTACTOR LC1D25 AC-3 400V 25A').suggestedTitle).not.toMatch(/Schneider Electric Schneider/);
  });
});
