import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import type { TextLine } from '../../../src/server/sparebot/extract/brand-match.ts';
import { scoreTypes } from '../../../src/server/sparebot/extract/classify.ts';
import { stackedNames } from '../../../src/server/sparebot/extract/stacked-names.ts';
import { line, lines, readLabel as read, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 23 rules (issue 30): no evaluation photo's reading; unknown
// makers' names and codes made up.

/** A line of text at (cx, cy), `height` tall, tilted by `angle` radians, as long as its letters unless told. */
const at = (
  text: string,
  cx: number,
  cy: number,
  height = 30,
  angle = 0,
  confidence = 0.97,
  length = text.length * height * 0.7,
): TextLine => ({
  text,
  height,
  confidence,
  place: { cx, cy, length, angle },
});
const placed = (...lines: TextLine[]) => analyseText({ lines, rows: lines.map((l) => l.text) });

describe("a logo's two words side by side", () => {
  it("joins a known maker's words split by the logo's hyphen, even leaning apart", () => {
    expect(stackedNames([at('PORTER', 560, 1431, 88, 0.15), at('CABLE', 978, 1432, 85, -0.16)]).map((s) => s.text)).toEqual([
      'PORTER CABLE',
    ]);
    const tool = placed(at('PORTER', 560, 1431, 88, 0.15), at('CABLE', 978, 1432, 85, -0.16));
    expect(tool.brandInfo).toBe('Porter-Cable');
    // The maker's name is no product word: a compressor of theirs is no cable.
    expect(tool.suggestedCategory).toBe('Tools & Hardware');
    expect(tool.suggestedTitle).not.toMatch(/cable$/i);
  });

  it("takes the name's pieces out of the product words wherever the rows put them", () => {
    const tilted = placed(at('CABLE.', 480, 557, 36, -0.17, 0.93, 120), at('PORTER', 376, 578, 33, -0.18, 0.99, 107));
    expect(tilted.brandInfo).toBe('Porter-Cable');
    expect(tilted.suggestedCategory).not.toBe('Cables & Wiring');
  });

  it('leaves apart words side by side that name no maker the base knows', () => {
    expect(stackedNames([at('HIGH', 500, 500), at('VOLTAGE', 600, 500)])).toEqual([]);
    expect(stackedNames([at('ZORVEX', 500, 500), at('CABLE', 640, 500)])).toEqual([]);
  });
});

describe('a logo read without its first letter', () => {
  it("restores a known maker's name from the rest of it, read as the label's maker line", () => {
    const meter = lines(line('tron', 100, 0.98), line('Qmax6m/h', 50), line('Pmax75mbar', 40), line('V2dm3', 60), line('U6', 35));
    expect(meter.brandInfo).toBe('Itron');
    expect(lines(line('ONDA', 92, 1), line('3', 58), line('1', 59)).brandInfo).toMatch(/^Honda/);
  });

  it("restores a known maker's name from a logo whose mark was read as a letter before it", () => {
    expect(lines(line('OFLIR', 55, 0.95)).brandInfo).toMatch(/FLIR/);
  });

  it('never when the rest is an everyday word ("extra" is no Dextra)', () => {
    expect(lines(line('EXTRA', 92, 1), line('3', 58), line('1', 59)).brandInfo).not.toBe('Dextra');
  });
});

describe('utilisation categories', () => {
  it("takes AC-15 (a control circuit's) for no contactor, and reads a national body's standard glued to an IP code", () => {
    const stop = read('Corvane', 'STOP', 'IP20TSEN60947-5-1', 'AC15', '4A', '250V');
    expect(stop.suggestedTitle).not.toMatch(/contactor/);
    expect(stop.suggestedTitle).toMatch(/pushbutton/);
    expect(stop.technicalSpecs).toContain('Standards: TS EN 60947-5-1');
    expect(stop.technicalSpecs).toContain('IP rating: IP20');
    expect(specsOf('BSEN60898-1')).toContain('Standards: BS EN 60898-1');
  });

  it("takes AC-22A with a current for a switch-disconnector's, and AC-3 still for a contactor's", () => {
    expect(read('Corvane', 'AC-22A 400A', '690V').suggestedTitle).toMatch(/isolator/);
    expect(read('Corvane', 'AC-3 9A', '400V').suggestedTitle).toMatch(/contactor/);
  });

  it("keeps a UL mark's word run into its control number out of the codes", () => {
    expect(read('Corvane', 'US LISTED84C9', 'QX-2201').technicalSpecs).not.toMatch(/LISTED/);
  });

  it("never takes a motor's locked-rotor kVA code for a transformer's rating", () => {
    expect([...scoreTypes('A-C MOTOR\nLOCKED KVA CODE K', {}).scores.keys()]).not.toContain('transformer');
    expect([...scoreTypes('TRANSFORMER\n5 KVA', {}).scores.keys()]).toContain('transformer');
  });
});

describe("meters' own names in other languages", () => {
  it('names an energy meter from German and Danish words, never a maker', () => {
    const german = read('Drehstromzähler', '3x230/400V 0,25-5(60)A', '10000 Imp./kWh');
    expect(german.suggestedTitle).toMatch(/^Energy meter/);
    expect(german.brandInfo).not.toMatch(/Drehstrom/i);
    const danish = read('VEKSELSTRØMSMÅLER', 'KILOWATTTIMER', 'Type ZR7', '10(40)A');
    expect(danish.suggestedTitle).toMatch(/energy meter/);
    expect(danish.brandInfo).not.toMatch(/Veksel/i);
  });

  it('names gas and water meters from Polish and Scandinavian words', () => {
    expect(read('Zorvex', 'WODOMIERZ', 'KL.B').suggestedTitle).toMatch(/water meter/);
    expect(read('Zorvex', 'Gasmätare', 'Nr 4471').suggestedTitle).toMatch(/gas meter/);
  });
});

describe("instruments' and controllers' own words", () => {
  it('keeps a model number with the product words run on after it, as the number', () => {
    // A number before the instrument's name is its model (meter-marks.ts).
    expect(read('Zorvex', '1663MULTIFUNCTIONTESTER').technicalSpecs).toMatch(/Model: 1663(?:[;,]|$)/);
    expect(read('Zorvex', '117TRUERMS MULTIMETER').technicalSpecs).toMatch(/Model: 117(?:[;,]|$)/);
    // A code with letters keeps them, and the product word run on after it is read as one.
    expect(read('Zorvex', 'QX9116CHARGER', '7.2-18V').suggestedTitle).toMatch(/^Zorvex QX9116 battery charger/);
  });

  it("names a programmable supply and an arbitrary function generator from their words, not a PLC or a gas meter's pulse", () => {
    expect(read('Zorvex', 'PROGRAMMABLE DC POWER SUPPLY', 'VOLTAGE', 'CURRENT').suggestedTitle).toMatch(/bench power supply/);
    const generator = read('Zorvex', 'ARBITRARY FUNCTION', 'Sine', 'Square', 'Pulse', 'Noise');
    expect(generator.suggestedTitle).toMatch(/signal generator/);
    expect(generator.suggestedCategory).toBe('Instrumentation');
  });

  it("names an LED controller from its words with one between, and never reads a supply's DC5 as a utilisation category", () => {
    const controller = read('Zorvex', 'LED SMART CONTROLLER', 'DC5', '5-24V');
    expect(controller.suggestedTitle).toMatch(/LED controller/);
    expect(controller.suggestedCategory).toBe('Lighting');
    expect(controller.technicalSpecs).not.toMatch(/Utilisation category/);
    expect(specsOf('DC-13 2A 24V')).toContain('Utilisation category: DC-13');
  });

  it("never takes a panel's legend for a maker, nor a display's lit segments for a code", () => {
    const supply = placed(at('REAR', 500, 500, 20), at('CONTROL', 502, 524, 20), at('8.8.8.8.8.', 500, 300, 40));
    expect(supply.brandInfo).not.toMatch(/Rear/);
    expect(supply.technicalSpecs).not.toMatch(/8\.8\.8/);
  });

  it("reads a supply's range written with the supply first once, in any case", () => {
    expect(specsOf('DC 6-36V')).toBe('Voltage: 6-36 V DC');
    expect(specsOf('Dc4.8~6.8v')).toBe('Voltage: 4.8-6.8 V DC');
    // A code's last parts before a supply's letters are no voltage, nor is a range that runs downwards.
    expect(specsOf('Mean Well NDR-120-1 DC power supply')).not.toMatch(/Voltage/);
    expect(specsOf('120-1 DC')).not.toMatch(/Voltage/);
  });

  it("takes an M340 module's code printed without its BMX for Schneider's PLC", () => {
    const rack = read('Schneider', 'DDM16025', 'AMM0600', '100-240V');
    expect(rack.suggestedTitle).toMatch(/^Schneider Electric DDM16025 PLC module/);
    expect(rack.suggestedCategory).toBe('Control Systems');
  });
});

describe("a product its maker's trade narrows", () => {
  it("files a power-tool maker's charger with the tools, anyone else's with electrical stock", () => {
    const tool = read('DeWALT', 'DW9116', 'CHARGER', '7.2-18V');
    expect(tool.suggestedTitle).toMatch(/tool charger/);
    expect(tool.suggestedCategory).toBe('Tools & Hardware');
    expect(read('Zorvex', 'CHARGER', '12V 10A').suggestedCategory).toBe('Electrical Components');
  });

  it("takes a test-gear maker's power supply for a bench supply", () => {
    const supply = read('Manson', 'SWITCHING MODE POWER SUPPLY', '1-30VDC 30A');
    expect(supply.suggestedTitle).toMatch(/^Manson bench power supply/);
    expect(supply.suggestedCategory).toBe('Instrumentation');
  });
});

describe("a maker named in the label's small print", () => {
  it("takes the name after a label's colon, and never a public mail service's domain", () => {
    const robot = read(
      'Product Name: Robot Vacuum Cleaner',
      'Manufacturer:Shenzhen Quorvane Technology Co., Ltd.',
      'E-mail:quorvanede@outlook.com',
      'Rated Power:35W',
    );
    expect(robot.brandInfo).toBe('Quorvane');
    expect(robot.suggestedTitle).not.toMatch(/Outlook|Manufacturer/);
  });
});

describe('a part inside another device', () => {
  it("takes a panel meter's series code beside a station's words for the station's part", () => {
    const station = read('Zorvex 853D', 'SOLDER STATION', 'SMD REWORK', 'TEMP.SET', '0-15V', '91C4', '1A');
    expect(station.suggestedTitle).toMatch(/soldering station/i);
    expect(station.suggestedCategory).toBe('Tools & Hardware');
    // Alone, the series is a panel meter's.
    expect(read('91C4', '0-15V').suggestedTitle).toMatch(/panel meter/);
  });

  it("never takes a notice's heading for the maker", () => {
    expect(read('IMPORTANT', 'RCCB', '40A 30mA', 'B16').brandInfo).not.toMatch(/Important/i);
  });
});

describe('product words in the plural', () => {
  it('reads a product word in the plural as the product', () => {
    expect(read('Zorvex', 'High Quality Valves').suggestedTitle).toMatch(/^Zorvex valve|^Valve/i);
    expect(read('Zorvex', 'RELAYS').suggestedCategory).toBe('Control Systems');
  });
});

describe('festoon lights', () => {
  it('names fairy lights from their German name, and never takes a word broken at the line end for the maker', () => {
    const lights = read('Smarte LED-', 'Lichterkette', 'und Fernbedienung');
    expect(lights.suggestedCategory).toBe('Lighting');
    expect(lights.brandInfo).not.toMatch(/Smarte/);
  });
});
