import { describe, expect, it } from 'vitest';
import { filed, line, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 80's rules (issue 30): no evaluation photo's reading.

describe('worn logos', () => {
  it("reads a faint word alone, two slips from a known maker's whole name, as that maker", () => {
    expect(filed(line('Grumdfcs', 40, 0.7)).brand).toBe('Grundfos');
    // … never a word read surely, which says what it says, nor two words joined ("Grum dfcs").
    expect(filed(line('Grumdfcs', 40, 0.95)).brand).not.toBe('Grundfos');
    expect(filed(line('Grum dfcs', 40, 0.7)).brand).not.toBe('Grundfos');
  });
});

describe('plate dates and working temperatures', () => {
  it('reads a working temperature printed with dots, its degree sign lost or not', () => {
    expect(specsOf('-40...+70C')).toBe('Temperature: -40-70 °C');
    expect(specsOf('Ambient -25…+55 °C')).toBe('Temperature: -25-55 °C');
    // … never a code's last part ("KX-40-70C").
    expect(specsOf('KX-40-70C')).not.toMatch(/Temperature/);
  });

  it('reads a year alone on its row, or after the working temperature, as the year the item was made', () => {
    expect(specsOf('3x230/400V 50Hz', '2016')).toMatch(/Manufactured: 2016/);
    expect(specsOf('-40...+70C 2019')).toMatch(/Manufactured: 2019/);
    // … never 2000, a model's number as often, nor a year among other words.
    expect(specsOf('2000')).not.toMatch(/Manufactured/);
    expect(specsOf('Series 2019 Pro')).not.toMatch(/Manufactured/);
  });
});

describe('inverters', () => {
  it("reads the word inverter with the supply's phases as a motor drive, as Japanese makers name theirs", () => {
    expect(readLabel('INVERTER', '1PHASE', '0.75').suggestedCategory).toBe('Motors & Drives');
    // … never one that prints what feeds it: a battery's DC input, a USB socket.
    expect(readLabel('INVERTER', 'INPUT 12V DC', '1 PHASE OUTPUT 230V').suggestedCategory).not.toBe('Motors & Drives');
    expect(readLabel('POWER INVERTER', '1PHASE', 'USB 5V').suggestedCategory).not.toBe('Motors & Drives');
  });
});
