import { describe, expect, it } from 'vitest';
import { matchBrands } from '../../../src/server/sparebot/extract/brand-match.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 25 rules (issue 30): no evaluation photo's reading; unknown
// makers' names and codes made up.

describe("a breaker's or contactor's rated insulation voltage (Ui)", () => {
  it('is read as the insulation voltage, never as the supply', () => {
    expect(specsOf('Ui 690V Ue 400V')).toBe('Voltage: 400 V; Insulation voltage: 690 V');
    expect(specsOf('Ui:250V~')).toBe('Insulation voltage: 250 V');
    // Run into its value in capitals, as OCR reads a small plate.
    expect(specsOf('UI750V')).toBe('Insulation voltage: 750 V');
    expect(specsOf('UI750V')).not.toMatch(/Codes/);
  });

  it('leaves a supply printed beside it alone', () => {
    expect(specsOf('Ui 500V', '230V 50Hz')).toMatch(/Voltage: 230 V.*Insulation voltage: 500 V/);
  });
});

describe("a meter's four-wire sense terminals", () => {
  it('are its wiring, never four watts', () => {
    expect(specsOf('4W Sense', 'Fuse: 3A')).toBe('Current: 3 A; Wires: 4-wire');
    expect(specsOf('Lamp 4W')).toBe('Power: 4 W');
    // Their peak limit, even run into the word before it.
    expect(specsOf('Front & Rear500Vpk')).toBe('Voltage: 500 Vpk');
    expect(specsOf('1000 Vrms max')).toBe('Voltage: 1000 Vrms');
  });
});

describe('codes that are no codes', () => {
  it("never keeps a screen's running time, a memory address or a word run into a number", () => {
    const screen = lines(line('Zorvex', 60), line('Uptime 5d12h27m', 20), line('Image at 0x0801ed00', 20), line('PSU24V', 20));
    expect(screen.technicalSpecs).not.toMatch(/5d12h27m|0x0801ed00/);
    const notice = lines(line('Isolate from supply and wait10', 30), line('minutes before removing this cover', 30), line('QX-7731', 30));
    expect(notice.technicalSpecs).not.toMatch(/wait10/);
    expect(notice.technicalSpecs).toMatch(/QX-7731/);
    // A wire gauge with a misread word run into it, and a scope's channel run into its volts a division.
    const rear = lines(line('loe22AWG Wire', 24), line('CH11.00V', 32), line('QX-7731', 30));
    expect(rear.technicalSpecs).not.toMatch(/22AWG|CH11/);
    const terminals = lines(line('Front & Rear500Vpk', 30), line('QX-7731', 30));
    expect(terminals.technicalSpecs).not.toMatch(/Rear500Vpk/);
    expect(terminals.suggestedTitle).not.toMatch(/Rear500Vpk/);
  });
});

describe("a meter's socket legends and a screen's words", () => {
  it("are never the maker's name", () => {
    const around = [line('MM731', 11), line('COM', 11), line('600V', 8), line('10A', 8), line('RANGE', 9)];
    expect(readOpenMakers([...around, line('mAuA', 11, 0.97)])).toEqual([]);
    expect(readOpenMakers([...around, line('Firmware', 30)])).toEqual([]);
    // A maker's name in the same place still is one.
    expect(readOpenMakers([...around, line('Zorvalner', 30)]).map((m) => m.name)).toEqual(['Zorvalner']);
  });
});

describe('catalogue families and makers added in version 25', () => {
  it("reads a Hitachi inverter's code for its maker, type and power", () => {
    const drive = lines(line('RUN', 20), line('STOP/RESET', 18), line('SJ200-037HFE', 11));
    expect(drive.brandInfo).toBe('Hitachi Drives');
    expect(drive.suggestedCategory).toBe('Motors & Drives');
    expect(drive.technicalSpecs).toMatch(/3\.7 kW/);
  });

  it("takes a Micrologic trip unit's name for a moulded-case breaker", () => {
    const breaker = lines(line('Micrologic 2.0', 30), line('Ue 400V', 20), line('50kA', 20));
    expect(breaker.suggestedTitle).toMatch(/MCCB/);
    expect(breaker.suggestedCategory).toBe('Electrical Components');
  });

  it('knows biomass boiler makers and a test-equipment maker by name', () => {
    expect(lines(line('OKOFEN', 100), line('PELLEMATIC', 90)).brandInfo).toBe('ÖkoFEN');
    expect(lines(line('TRIPLETT', 11), line('MM520', 11), line('COM', 11)).brandInfo).toBe('Triplett');
  });
});

describe("a known maker's name cut at the photo's edge", () => {
  it('is that maker when its first word is distinctive and the rest begins the second', () => {
    expect(readOpenMakers([line('HEWLETT·PA', 27, 0.97), line('MADE IN U.S.A', 26)]).map((m) => m.name)).toContain('Hewlett-Packard');
    expect(readOpenMakers([line('MARSHALL-TU', 27, 0.97), line('50 x 25', 20)]).map((m) => m.name)).toContain('Marshall-Tufflex');
    // A first word two makers share names neither.
    expect(readOpenMakers([line('MITSUBISHI EL', 27, 0.97)]).map((m) => m.name)).not.toContain('Mitsubishi Electric');
  });

  it('is no one when the letters after the first word begin no maker’s second word, or it is read unsurely', () => {
    expect(readOpenMakers([line('HEWLETT·QX', 27, 0.97)]).map((m) => m.name)).not.toContain('Hewlett-Packard');
    expect(readOpenMakers([line('HEWLETT·PA', 27, 0.7)]).map((m) => m.name)).not.toContain('Hewlett-Packard');
  });
});

describe("a control box's legends", () => {
  it('never read ON/OFF run together as a maker, nor a pond pump as one', () => {
    expect(matchBrands([line('ONOFF AUTO', 15, 0.95)]).map((h) => h.brand.name)).not.toContain('Sonoff');
    const box = lines(line('ONOFF AUTO', 15, 0.95), line('POND', 17), line('PUMP', 17), line('SPARE', 19));
    expect(box.brandInfo).toBe('Unbranded');
    expect(box.suggestedTitle).toMatch(/pump/i);
  });

  it("takes a display's room temperature for a thermostat's", () => {
    expect(lines(line('23.0', 60), line('15:05', 76), line('ROOM TEMP', 26), line('SAT', 28)).suggestedTitle).toMatch(/Thermostat/);
  });
});
