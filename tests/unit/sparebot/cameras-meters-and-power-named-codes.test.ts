import { describe, expect, it } from 'vitest';
import { splitUnitRun } from '../../../src/server/sparebot/extract/segment.ts';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 57 rules (issue 30): no evaluation photo's reading.

describe("a camera's resolution", () => {
  it('reads lines and megapixels, and files what carries them as a camera', () => {
    expect(specsOf('UnionCam Q5 1080P Security Camera')).toContain('Resolution: 1080p');
    expect(specsOf('IP CAMERA 4MP 2.8mm')).toContain('Resolution: 4 MP');
    expect(specsOf('0.3 Megapixel')).toBe('Resolution: 0.3 MP');
    const camera = lines(line('720P', 30, 0.98), line('Night vision', 20, 0.96));
    expect(camera.suggestedCategory).toBe('Safety Equipment');
    expect(camera.suggestedTitle).toBe('CCTV camera');
  });

  it('takes "MP" only beside a camera\'s word: alone it may be a pressure in MPa with its end lost', () => {
    expect(specsOf('2MP')).not.toContain('Resolution');
    expect(specsOf('0-1.2MP 1511')).not.toContain('Resolution');
  });

  it("reads PTZ as a camera's word, no maker", () => {
    const r = lines(line('PTZ', 40, 0.99), line('720P', 20, 0.97));
    expect(r.brandInfo).toBe('Unbranded');
    expect(r.suggestedTitle).toBe('CCTV camera');
  });
});

describe("a meter's metrology marking", () => {
  it('reads M with its year and the notified body after CE, or a body number opening with a nought', () => {
    expect(specsOf('CE M18 0120')).toBe('Metrology mark: M18 0120');
    expect(specsOf('M12 0120')).toBe('Metrology mark: M12 0120');
  });

  it('is no thread with a number after it', () => {
    expect(specsOf('M20 1500')).not.toContain('Metrology');
    expect(specsOf('M20x1.5')).not.toContain('Metrology');
  });
});

describe('a series named by its power', () => {
  it('keeps the code as the model, and its power apart', () => {
    const r = lines(line('power-one', 40, 0.98), line('SGTU-3KW', 30, 0.98));
    expect(r.technicalSpecs).toContain('Power: 3 kW');
    expect(r.technicalSpecs).toContain('Codes: SGTU-3KW');
    expect(r.suggestedTitle).toContain('SGTU-3KW');
  });

  it('is no supply or label word with a value', () => {
    expect(lines(line('INVERTER', 30, 0.98), line('MAX-3KW', 20, 0.98)).technicalSpecs).not.toContain('MAX-3KW');
  });
});

describe('a supply written after AC and a hyphen', () => {
  it('is the supply, not a utilisation category with a bare nought after it', () => {
    expect(splitUnitRun('AC-230V')).toBeUndefined();
    expect(specsOf('AC-230V')).toBe('Voltage: 230 V AC');
    // A category run into its ratings is still split.
    expect(splitUnitRun('AC-3400V25A')).toBe('AC-3 400V 25A');
    expect(splitUnitRun('AC-30.5A')).toBe('AC-3 0.5A');
  });
});

describe("a capacitor's climatic category", () => {
  it('reads it as printed, its safety class run on or not, and files what carries it as a capacitor', () => {
    expect(specsOf('25/070/21CPSH')).toBe('Climatic category: 25/070/21');
    expect(specsOf('40/85/56')).toBe('Climatic category: 40/85/56');
    const r = lines(line('CBB60', 30, 0.98), line('25/070/21CPSH', 20, 0.97), line('450V.AC 50/60HZ', 20, 0.97));
    expect(r.suggestedTitle).toBe('CBB60 capacitor 450 V');
    expect(r.technicalSpecs).not.toContain('CPSH');
  });

  it('is no date or fraction', () => {
    expect(specsOf('12/06/21')).not.toContain('Climatic');
    expect(specsOf('25/07/2021')).not.toContain('Climatic');
  });
});

describe('values beyond the five shown', () => {
  it("keeps a supply's range before a relay's fifth contact rating", () => {
    const board = lines(
      line('10A 250VAC 10A 125VAC', 20, 0.98),
      line('10A 30VDC 10A 28VDC', 20, 0.98),
      line('SRD-05VDC-SL-C', 20, 0.98),
      line('INPUT:100-240VAC', 20, 0.98),
      line('OUTPUT:5VDC/3W', 20, 0.98),
    );
    expect(board.technicalSpecs).toMatch(/Voltage: [^;]*100-240 VAC/);
  });
});

describe('product words of version 57', () => {
  it('names a pH electrode and a microstep drive', () => {
    expect(lines(line('H-101 pH electrode', 30, 0.98)).suggestedTitle).toBe('H-101 pH electrode');
    expect(lines(line('G201X MICROSTEP DRIVE', 30, 0.98)).suggestedCategory).toBe('Motors & Drives');
  });
});

describe('a word alone on its line beside product words', () => {
  it('is no maker as an abbreviation with its full stop, nor a letter from a switch legend the label prints', () => {
    const supply = lines(line('LABORATORY DC POWER SUPPLY', 30, 0.98), line('INDEP.', 30, 0.98), line('SERIES', 24, 0.98));
    expect(supply.brandInfo).toBe('Unbranded');
    const driver = lines(line('Microstep Driver', 40, 0.99), line('FALARM', 36, 0.97), line('ALARM', 30, 0.99), line('OFF', 30, 0.99));
    expect(driver.brandInfo).toBe('Unbranded');
    // A name of four capitals stays too short to take alone beside product words (an abbreviation as often: "SELV").
    expect(lines(line('LED DRIVER', 30, 0.98), line('SELV', 30, 0.98)).brandInfo).toBe('Unbranded');
  });
});

describe('cordless ranges and Wi-Fi modules by their printed names', () => {
  it("names Ryobi from ONE+ and Milwaukee from M18 FUEL, and a range's pack rated in Ah its battery", () => {
    const pack = lines(line('ONE+', 40, 0.98), line('4Ah', 30, 0.98));
    expect(pack.brandInfo).toBe('Ryobi');
    expect(pack.suggestedCategory).toBe('Tools & Hardware');
    expect(pack.suggestedTitle).toMatch(/tool battery/);
    const saw = lines(line('milwaukee', 40, 0.98), line('M18 FUEL', 30, 0.98), line('5800 rpm', 20, 0.97));
    expect(saw.brandInfo).toBe('Milwaukee');
    expect(saw.suggestedTitle).toMatch(/power tool/);
  });

  it("names Espressif from an ESP32 or ESP8266 module's name, kept whole", () => {
    const board = lines(line('ESP32-S3-Touch-LCD-5', 30, 0.98), line('Rev 1.1', 20, 0.97));
    expect(board.brandInfo).toBe('Espressif');
    expect(board.suggestedCategory).toBe('Control Systems');
    expect(board.technicalSpecs).toContain('ESP32-S3-Touch-LCD-5');
    expect(lines(line('ESP8266EX', 30, 0.98)).brandInfo).toBe('Espressif');
  });
});

describe('names and codes on boards and warnings', () => {
  it('takes no maker from two everyday words apart where a product word names the item (a battery\'s "SHIELD EYES")', () => {
    const battery = lines(line('Sealed Lead Acid Battery 12V', 30, 0.98), line('SHIELD EYES', 30, 0.98), line('SULFURIC ACID', 20, 0.97));
    expect(battery.brandInfo).toBe('Unbranded');
  });

  it("keeps no board's part references run together as codes", () => {
    expect(lines(line('SOLAR CONTROLLER', 30, 0.98), line('R23R22 C32', 20, 0.97), line('C31C35', 20, 0.97)).technicalSpecs).not.toMatch(
      /R23R22|C31C35/,
    );
  });

  it("reads a module's code opening a board's own name as that board's model, no part of it", () => {
    const board = lines(line('ESP32 Energy Meter v1.3', 30, 0.98), line('CircuitSetup.us', 20, 0.97));
    expect(board.suggestedTitle).toMatch(/ESP32 energy meter/);
  });
});
