import { describe, expect, it } from 'vitest';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { isCircuitBoard } from '../../../src/server/sparebot/extract/circuit-board.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { line, lines, readLabel as read, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 24 rules (issue 30): no evaluation photo's reading; unknown
// makers' names and codes made up.

describe("a maker's name written in small letters alone on its line", () => {
  it('is the maker when nothing else names the item, read surely and about as tall as the text round it', () => {
    const charger = lines(line('ULTRA', 41), line('DUO', 39), line('PLUS 50', 32), line('Zorvalner', 29, 0.947), line('No.6444', 24));
    expect(charger.brandInfo).toBe('Zorvalner');
    expect(charger.suggestedTitle).not.toMatch(/^Unidentified/);
  });

  it('is not taken from an everyday word, a short word or an unsure reading', () => {
    const around = [line('550', 34), line('12V', 32), line('No.6444', 24)];
    expect(readOpenMakers([...around, line('Zorvalner', 30)]).map((m) => m.name)).toEqual(['Zorvalner']);
    expect(readOpenMakers([...around, line('Balance', 30)])).toEqual([]);
    // Nor a screen's menu word.
    expect(readOpenMakers([...around, line('Config', 30)])).toEqual([]);
    expect(readOpenMakers([...around, line('Zorvalner', 30, 0.8)])).toEqual([]);
    expect(readOpenMakers([...around, line('Zorv', 30)])).toEqual([]);
  });
});

describe("a maker's name printed first on a line before its model code", () => {
  it('is the maker when nothing else names one', () => {
    const unit = read('ZORVEK GSE140', 'E2119120720', 'HW:11/14');
    expect(unit.brandInfo).toBe('Zorvek');
    expect(unit.suggestedTitle).toMatch(/GSE140/);
  });

  it('is no label word, pin name or rating before a value', () => {
    expect(read('Vout 0-5VDC', 'GND', '5V').brandInfo).toBe('Unbranded');
    expect(read('Model AB123', '230V 50Hz').brandInfo).toBe('Unbranded');
    expect(read('Input 100-240V', 'Output 12V').brandInfo).toBe('Unbranded');
    // Nor a name read unsurely.
    expect(lines(line('ZORVEK GSE140', 20, 0.8)).brandInfo).toBe('Unbranded');
  });
});

describe('numbers printed apart from words', () => {
  it("never lends their digits to a maker's name as letters", () => {
    // "Cat.1" folds to CATL's letters; "max 0,5" to Philips's Maxos.
    expect(matchBrands([line('LTE Cat.1', 30), line('wM-Bus', 30)]).map((h) => h.brand.name)).not.toContain('CATL');
    expect(matchBrands([line('Cat6 U/UTP', 30)]).map((h) => h.brand.name)).not.toContain('CATL');
    expect(matchBrands([line('Pmax 0,5 bar', 30)]).map((h) => h.brand.name)).not.toContain('Philips');
  });

  it('still finds a battery maker printed as its name', () => {
    expect(matchBrands([line('CATL', 40), line('3.2V 280Ah', 30)]).map((h) => h.brand.name)).toContain('CATL');
  });
});

describe('a warning triangle read as a letter', () => {
  it('makes no maker of the notice word after it', () => {
    const switchBox = lines(line('AWARNING', 40), line('AVERTISSEMENT', 30), line('LU5-10', 20));
    expect(switchBox.brandInfo).not.toMatch(/warning/i);
  });
});

describe("a family's name read without its number", () => {
  it("names the maker's product but is never sure on its own", () => {
    const pump = read('MULTITEC');
    expect(pump.brandInfo).toBe('KSB');
    expect(pump.confidence).toBeLessThan(0.7);
    expect(pump.needsReview).toBe(true);
  });
});

describe("a controller's numbered terminals", () => {
  it('make a board of the text: its D6 is a terminal, not a D-curve breaker', () => {
    expect(isCircuitBoard('D2 D3D4D5D6D7\nD4 CMN D5\nA0 A1 A2')).toBe(true);
    const plc = read('MINI', 'D2 D3D4D5D6D7', 'D4 CMN D5', '4xRelay 6A', 'D6');
    expect(plc.technicalSpecs).not.toMatch(/Trip curve/);
  });

  it("takes two letters alone on a board for a part's or a pin's name, not a maker's mark", () => {
    const board = lines(
      line('MK', 30, 0.97),
      line('SCL MOSI TX', 20),
      line('SDA MISO RX', 20),
      line('GND VCC', 20),
      line('R40 IC21 C50', 20),
    );
    expect(board.brandInfo).not.toBe('MK Electric');
    // The same two letters as a logo on a switch plate are the maker's.
    expect(lines(line('MK', 40, 0.97), line('13A 250V', 20), line('K2747WHI', 20)).brandInfo).toBe('MK Electric');
  });

  it("takes a sensor board's C16 beside its ground and signal pins for a capacitor, not a breaker", () => {
    const sensor = read('zorvix', 'UCC GND DAT CLK', 'Zorvalabs', 'CAL S1', '3.3U', 'C16', 'GND');
    expect(sensor.suggestedTitle).not.toMatch(/MCB|breaker/i);
    expect(sensor.technicalSpecs).not.toMatch(/Trip curve/);
    // A breaker prints no ground: its curve still reads.
    expect(specsOf('C16', '230/400V', '6000')).toMatch(/Trip curve: Type C 16 A/);
  });

  it('leaves a row of D-curve breakers and a coil’s A1 A2 alone', () => {
    expect(isCircuitBoard('D6 D10 D16 D20\nA1 A2')).toBe(false);
    expect(specsOf('D16', 'D20', 'D32')).toMatch(/Trip curve/);
  });
});

describe('a capacitance with its working voltage', () => {
  it('is a capacitor', () => {
    const cap = read('470uF', '25V', '105°C');
    expect(cap.suggestedTitle).toMatch(/capacitor/i);
    expect(cap.suggestedCategory).toBe('Electrical Components');
  });

  it("is one part's printing on a circuit board, not the item", () => {
    const board = read('RLF505A102', 'R40 IC21 PC15 J201 C50 PC40', '1uF', '50V');
    expect(board.suggestedTitle).not.toMatch(/capacitor/i);
  });
});

describe("a brushless motor's speed constant", () => {
  it('is read after the stator size and names a brushless motor', () => {
    const motor = read('ODRIVE', 'D5065-270KV');
    expect(motor.technicalSpecs).toMatch(/Speed constant: 270 rpm\/V/);
    expect(motor.technicalSpecs).not.toMatch(/kV/);
    expect(motor.suggestedCategory).toBe('Motors & Drives');
    expect(motor.suggestedTitle).toMatch(/brushless motor/i);
    expect(specsOf('2212/920KV')).toMatch(/Speed constant: 920 rpm\/V/);
    expect(specsOf('1100KV 3S-4S')).toMatch(/Speed constant: 1100 rpm\/V/);
  });

  it('leaves kilovolts as voltages', () => {
    expect(specsOf('Uimp 4kV', '12 kV')).toMatch(/Voltage: 12 kV/);
    expect(specsOf('24kV')).not.toMatch(/Speed constant/);
  });
});

describe('more product words and label forms', () => {
  it('a lithium battery management system by its letters with its cells in series', () => {
    expect(read('Li-ion 13S48V BMS', 'Charge current20A').suggestedTitle).toMatch(/battery management system/i);
    // A building management system's BMS has no cell count.
    expect(read('BMS interface', 'Modbus RTU').suggestedTitle).not.toMatch(/battery management/i);
  });

  it("a maker's domain with 'elec' after its name", () => {
    expect(readOpenMakers([line('www.zorvalelec.com', 20)]).map((m) => m.name)).toContain('Zorval');
  });

  it('a laser engraver by its marking, cutting and engraving words', () => {
    expect(read('laser.marking cutting engraving', 'Speedy100').suggestedCategory).toBe('Tools & Hardware');
  });

  it('a regulated DC power supply is a bench supply', () => {
    expect(read('REGULATED DC POWER SUPPLY', 'CURRENT', 'VOLTAGE', '30V', '2A').suggestedCategory).toBe('Instrumentation');
  });

  it('a size given as dimensions is no motor frame', () => {
    expect(specsOf('Size:65*108mm')).not.toMatch(/Frame/);
    expect(specsOf('FRAME 90L')).toMatch(/Frame: 90L/);
  });
});

describe('catalogue shapes the trade shares', () => {
  it("reads Mean Well's series with the volts cut off or the MW logo run in", () => {
    const psu = read('MWLRS-350-', 'MW', '0-48');
    expect(psu.brandInfo).toBe('Mean Well');
    expect(psu.suggestedTitle).toMatch(/power supply/i);
  });

  it("reads Delta's DC fans with the plate's MODEL run in", () => {
    const fan = read('MODELEFB1524VHG', 'DC24V1.70A', 'DC BRUSHLESS');
    expect(fan.brandInfo).toBe('Delta Electronics');
    expect(fan.suggestedCategory).toBe('HVAC Equipment');
  });

  it('reads a small DC can motor by its frame code, and no serial bus as one', () => {
    expect(read('DC/12V 190525', 'FK-130SH-14225').suggestedCategory).toBe('Motors & Drives');
    expect(read('RS-485', 'Modbus').suggestedCategory).not.toBe('Motors & Drives');
  });

  it("reads Song Chuan's relays by series and contact form", () => {
    const relay = read('888HN-1CH-F-CE 12V-DC', '17A 250V~T105', '17A 277VAC');
    expect(relay.brandInfo).toBe('Song Chuan');
    expect(relay.suggestedTitle).toMatch(/relay/i);
  });

  it('reads a sealed lead-acid battery by its series, ampere-hours and volts', () => {
    expect(read('ES17-12', '12V').suggestedTitle).toMatch(/lead acid battery/i);
    expect(read('Y2.1-12', 'Valve regulated').suggestedCategory).toBe('Electrical Components');
  });
});

describe('names and words run together', () => {
  it('splits a product name run together and takes no maker from it', () => {
    const alarm = read('SMOKE AND CARBON', 'MONOXIDEALARM', 'POWER');
    expect(alarm.brandInfo).not.toMatch(/monoxide/i);
    expect(alarm.suggestedCategory).toBe('Safety Equipment');
  });

  it("takes a maker's name written in capitalised words run together, even beside a product word", () => {
    const unit = lines(line('Pure Sine Wave CombinedInverter&Charger', 30), line('CP02', 24), line('ZorvikPower', 28), line('CE', 24));
    expect(unit.brandInfo).toBe('Zorvik Power');
    // Everyday words run together name no one.
    expect(readOpenMakers([line('550', 34), line('12V', 32), line('BlueWater', 30)])).toEqual([]);
  });

  it("leaves a German company's trade words out of its name", () => {
    expect(readOpenMakers([line('Zorvex Vertriebs GmbH', 20)]).map((m) => m.name)).toEqual(['Zorvex']);
    expect(readOpenMakers([line('D-79295 Sulzburg', 20), line('Vertriebs GmbH', 20)])).toEqual([]);
  });
});

describe('heating, spa and automation faces', () => {
  it("reads a logic module by its family's name with the exclamation mark", () => {
    const plc = read('LOGO!', 'SIEMENS', 'LAN');
    expect(plc.suggestedCategory).toBe('Control Systems');
    expect(plc.brandInfo).toBe('Siemens');
    // The everyday word is no module.
    expect(read('Company logo', 'Printed sign').suggestedCategory).not.toBe('Control Systems');
  });

  it("reads a boiler maker's logo with its mark read as a letter", () => {
    expect(read('VJUNKERS', 'FUTURO', '100724').brandInfo).toBe('Junkers');
  });

  it("reads a hot tub's controls by their keys, and an air conditioner's as none", () => {
    const topside = read('BLOWER', 'JETS1', 'WARM', 'JETS2', 'MODE', 'LIGHT');
    expect(topside.suggestedTitle).toMatch(/spa controller/i);
    expect(topside.suggestedCategory).toBe('Control Systems');
    expect(read('SpaControlSystem', 'GS').suggestedTitle).toMatch(/spa controller/i);
    expect(read('COOL', 'HEAT', 'FAN', 'FILTER', 'TIMER').suggestedTitle).not.toMatch(/spa/i);
  });

  it('takes no maker from capitals ending in a product word', () => {
    const sticker = [line('R-13', 20), line('862091948', 22), line('19.00-19.00', 20), line('Touch', 22)];
    expect(readOpenMakers([line('NKINSULATION', 45), ...sticker])).toEqual([]);
    expect(readOpenMakers([line('ZORVAKTRONIX', 60), line('R-13', 20), line('862091948', 20)]).map((m) => m.name)).toEqual([
      'Zorvaktronix',
    ]);
  });
});

describe("a meter's ranges and a coined name", () => {
  it('reads measuring ranges from zero in volts, amperes and watts as a meter, and a bench supply as none', () => {
    const meter = read('2197.67', 'Battery capacity/DC Power Detector', '0~300V/0~100A/0~30000W');
    expect(meter.suggestedCategory).toBe('Instrumentation');
    expect(meter.suggestedTitle).toMatch(/meter/i);
    expect(read('0-30V 0-5A', 'DC POWER SUPPLY').suggestedTitle).not.toMatch(/panel meter/i);
  });

  it('takes a name coined from a word and an ending alone on its line, never a notice word with a letter run on', () => {
    const plate = [line('CX-SERIES', 22, 0.98), line('CX600', 16, 0.99), line('METRIC', 21, 0.92), line('TAD', 23, 0.85)];
    expect(readOpenMakers([...plate, line('ZORNCRAFTEX', 22, 1)]).map((m) => m.name)).toEqual(['Zorncraftex']);
    expect(readOpenMakers([...plate, line('CRAFTEX', 22, 1)]).map((m) => m.name)).toEqual(['Craftex']);
    expect(readOpenMakers([...plate, line('CAUTIONA', 28, 0.93)])).toEqual([]);
  });
});
