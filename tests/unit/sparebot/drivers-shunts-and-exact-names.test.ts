import { describe, expect, it } from 'vitest';
import { filed, line, lines, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 59 rules (issue 30): no evaluation photo's reading.

describe('a motor-driver module by the chip or board it is named after', () => {
  it('files a BTS7960, an L298N, a TB6600 and a DM556 as motor drivers', () => {
    for (const code of ['BTS7960B', 'L298N', 'TB6600', 'DM556']) {
      const r = readLabel(code, '12V', 'GND');
      expect(r.suggestedCategory, code).toBe('Motors & Drives');
      expect(r.suggestedTitle, code).toContain('motor driver');
    }
  });

  it('files a board that says MICROSTEP as a motor driver, one OCR slip away too', () => {
    for (const word of ['MICROSTEP', 'MICROGTEP']) {
      const r = lines(line(`G201X ${word} GRVE`, 30), line('CURRENT SET'), line('POWER GND'));
      expect(r.suggestedCategory, word).toBe('Motors & Drives');
      expect(r.suggestedTitle, word).toContain('otor driver');
    }
  });

  it("names Cytron for its MD boards, and leaves a controller board's driver chips as parts", () => {
    const cytron = readLabel('MD30C R2', 'PWR', 'GND');
    expect(cytron.brandInfo).toBe('Cytron');
    expect(cytron.suggestedTitle).toContain('motor driver');
    expect(readLabel('TMC2209', 'HOTBED', 'HEATER', 'X-MIN').suggestedTitle).not.toContain('motor driver');
  });
});

describe('network makers', () => {
  it('are named, digits and all', () => {
    expect(filed(line('10Gtek', 40), line('PWR FDX'), line('TX/RX')).brand).toBe('10Gtek');
    expect(filed(line('TRENDnet', 40), line('TE100-S5')).brand).toBe('TRENDnet');
  });

  it('take no everyday word one letter from their names', () => {
    // "DIGITS" is a word on an instrument's face, not Digitus.
    expect(lines(line('DIGITS', 30), line('9.99V'), line('MODULE')).brandInfo).not.toBe('Digitus');
  });
});

describe('robot-building makers', () => {
  it('are named, and file their motor controllers under motors and drives', () => {
    expect(filed(line('ODRIVE', 40), line('v3.4'))).toEqual({ brand: 'ODrive Robotics', category: 'Motors & Drives' });
    expect(filed(line('REV ROBOTICS', 30), line('STATUS'), line('MODE')).brand).toBe('REV Robotics');
    expect(filed(line('navx', 30), line('Kauailabs'), line('CAL S1')).brand).toBe('Kauai Labs');
  });
});

describe('heating and control makers', () => {
  it("file Shinhoo's circulators as heating kit", () => {
    expect(filed(line('Shinhoo', 40))).toEqual({ brand: 'Shinhoo', category: 'HVAC Equipment' });
  });

  it("name SymCom on its motor protector's face, its S read as a 5", () => {
    expect(filed(line('5ymCom,no.', 30), line('MS400 480'), line('LINE VOLTAGE')).brand).toBe('SymCom');
  });
});

describe("a livestock house's climate controller", () => {
  it('is a controller by its ventilation bounds and alarm limits, not the fan it names', () => {
    const r = lines(
      line('Fancom', 30),
      line('Start temp.ventilation'),
      line('Outside temperature'),
      line('Abs.max. alarm'),
      line('Difference alarm'),
      line('Min.ventilation'),
    );
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(r.suggestedTitle).toContain('controller');
  });

  it('needs three of its words: "Max. ventilation" alone stays a fan\'s', () => {
    expect(lines(line('Max.ventilation'), line('230V')).suggestedTitle).not.toContain('controller');
  });
});

describe("an LED driver's case", () => {
  it('says LED driver with SELV, LED, input, output and an outdoor rating together', () => {
    const r = lines(line('INPUT'), line('OUTPUT'), line('LED'), line('SELV'), line('IP67'), line('Vo ADJ.'));
    expect(r.suggestedCategory).toBe('Lighting');
    expect(r.suggestedTitle).toContain('LED driver');
  });

  it('needs five of them: a supply with input, output, an LED lamp and IP65 is no LED driver', () => {
    expect(lines(line('INPUT'), line('OUTPUT'), line('LED'), line('IP65')).suggestedTitle).not.toContain('LED driver');
  });
});

describe("a meter shunt's rating", () => {
  it('is a current with the millivolts it drops, on one row or two', () => {
    for (const rows of [
      ['300A 75mV', 'CLASS 0.5'],
      ['50A', '60 mV'],
    ]) {
      const r = readLabel(...rows);
      expect(r.suggestedCategory, rows.join(' / ')).toBe('Instrumentation');
      expect(r.suggestedTitle, rows.join(' / ')).toContain('Current shunt');
    }
  });

  it('is no shunt with volts, or millivolts alone', () => {
    expect(readLabel('5A', '250V').suggestedTitle).not.toContain('shunt');
    expect(readLabel('75mV', 'CLASS 0.5').suggestedTitle).not.toContain('shunt');
    expect(readLabel('10A', '33 mV').suggestedTitle).not.toContain('shunt');
  });
});

describe('a generic noun read beside a product the label names more exactly', () => {
  it('is that product\'s name ("pH electrode" with "H SENSOR")', () => {
    const r = lines(line('H-101 pH electrode', 30), line('H SENSOR', 24), line('pH SENO'));
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toContain('pH electrode');
  });

  it('is not taken by a type read by one short word of its own ("SERVO HUB MOTOR" stays a motor)', () => {
    const r = lines(line('ZLTECH', 40), line('SERVO HUB MOTOR', 30), line('encoder'), line('Built-in'));
    expect(r.suggestedCategory).toBe('Motors & Drives');
  });
});

describe("Omron's panel time counters", () => {
  it('are hour meters, the space OCR reads before the T and all', () => {
    const r = lines(line('OMROn H7E T', 30), line('1234567'), line('WARNING'));
    expect(r.brandInfo).toBe('Omron');
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toContain('hour meter');
  });
});

describe('a multi-function digital meter', () => {
  it('is named so, and its display readings run together are no model code', () => {
    const r = lines(line('223.8/50.0M'), line('Multi-Function Digital Meter', 24), line('D52-2066'));
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toContain('multifunction meter');
    expect(r.suggestedTitle).toContain('D52-2066');
    expect(r.technicalSpecs).not.toContain('223.8/50.0M');
  });
});

describe('a socket\'s code named after "ONLY WITH CAT"', () => {
  it('is the socket, with ONLY read as ONIY and the number word starting the next row', () => {
    const r = lines(...['Allen-Bradley', '2 ONIY WITHCAT', 'NO.700-HN125', '700-HA32A1', '120V AC'].map((text) => line(text)));
    expect(r.suggestedTitle).toContain('700-HA32A1');
    expect(r.technicalSpecs).toContain('Model: 700-HA32A1');
    expect(r.technicalSpecs).toMatch(/For use with: [^;]*700-HN125/);
  });

  it('leaves a model after a plain number word as the model', () => {
    expect(readLabel('Allen-Bradley', 'CAT NO.700-HA32A1', '120V AC').technicalSpecs).toContain('Model: 700-HA32A1');
  });
});

describe("a motor's power factor pair", () => {
  it('is kept whole, with a slash, a space or run together', () => {
    for (const row of ['COS φ 0.82/0.92', 'COS 0.82 0.92', 'COSP 0.820.92'])
      expect(specsOf('MOTOR', row), row).toContain('cos φ 0.82/0.92');
  });

  it("reads a nought after the label as the value's, and takes no rating with its unit as the second value", () => {
    expect(specsOf('MOTOR', 'COS 0.82')).toContain('cos φ 0.82');
    expect(specsOf('MOTOR', 'COS 0.82')).not.toContain('cos φ .82');
    const r = specsOf('MOTOR', 'COS 0.85 0.75 kW');
    expect(r).toContain('cos φ 0.85');
    expect(r).not.toContain('0.85/0.75');
    expect(specsOf('MOTOR', 'cos φ 0.82 IP55')).toContain('cos φ 0.82');
  });
});

describe("a gas meter's plate", () => {
  it('reads "V 2,00 dm³" as its cyclic volume, not 2 V, and m*/h as m³/h', () => {
    const r = specsOf('G4 RF1 C', 'Qmax. 4,00 m*/h', 'V 2,00 dm3');
    expect(r).toContain('Cyclic volume: 2.00 dm3');
    expect(r).not.toContain('2.00 V');
    expect(r).toContain('4.00 m³/h');
  });

  it('still reads a voltage after its V label', () => {
    expect(specsOf('V 230', 'A 1.5')).toContain('230 V');
  });
});
