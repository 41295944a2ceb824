import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 34 rules learnt from round x (issue 30): no evaluation photo's reading.

describe('laboratory equipment', () => {
  it('names lab kit by its own words, in English and on continental plates', () => {
    expect(lines(line('MAGNETIC STIRRER', 30)).suggestedTitle).toMatch(/^Hotplate stirrer/);
    expect(lines(line('Brutschrank', 30)).suggestedTitle).toMatch(/^Incubator/);
    expect(lines(line('TUBE FURNACE', 30)).suggestedCategory).toBe('Other');
    expect(lines(line('ULTRASONIC CLEANER', 30)).suggestedTitle).toMatch(/^Ultrasonic cleaner/);
    expect(lines(line('SPECTROPHOTOMETER', 30)).suggestedCategory).toBe('Instrumentation');
  });

  it("prices lab kit from its own type's baseline, not the Other category's", () => {
    expect(lines(line('INCUBATOR', 30)).estimatedPrice.priceTransparency.retailBaseline).toBe(900);
    expect(lines(line('COFFEE MACHINE', 30)).estimatedPrice.priceTransparency.retailBaseline).toBe(1500);
  });

  it('writes "pH meter" as the trade does, with its small p', () => {
    expect(lines(line('PH METER', 30)).suggestedTitle).toMatch(/^pH meter/);
  });

  it("reads a stirrer's Heat and Stir knobs as a hotplate stirrer, and neither as its maker", () => {
    const stirrer = lines(line('Heat', 28), line('Stir', 28), line('Stir', 26), line('ON/OFF', 20), line('340°C', 18));
    expect(stirrer.suggestedTitle).toMatch(/^Hotplate stirrer/);
    expect(stirrer.brandInfo).toBe('Unbranded');
  });

  it("files a laboratory maker's kit under its own category", () => {
    expect(lines(line('Memmert', 40)).suggestedCategory).toBe('Other');
    expect(lines(line('BIORAD', 40), line('run/pause', 20)).brandInfo).toBe('Bio-Rad');
    expect(lines(line('INVACARE', 40)).suggestedCategory).toBe('Other');
  });
});

describe("makers' names read in part", () => {
  it('restores a known logo whose last letter is hidden (RIDGI → Ridgid)', () => {
    const vacuum = lines(line('RIDGI', 35));
    expect(vacuum.brandInfo).toBe('Ridgid');
    expect(vacuum.suggestedCategory).toBe('Tools & Hardware');
  });

  it("never makes a maker of a device's control word one letter short of a name", () => {
    const softener = lines(line('Backwash', 29), line('Regen', 31), line('Rinse', 29), line('Draw', 28), line('X1000', 28));
    expect(softener.brandInfo).toBe('Unbranded');
  });

  it('takes tall capitals with no vowel as the maker when the model code opens with them', () => {
    const converter = lines(
      line('XW-2090-12-288W', 75),
      line('XWST', 91),
      line('DC-DC CONVERTER', 58),
      line('Output', 64),
      line('12V24A', 66),
      line('Input', 60),
    );
    expect(converter.brandInfo).toBe('XWST');
    expect(converter.suggestedTitle).toMatch(/^XWST XW-2090-12-288W DC-DC converter/);
  });

  it('leaves tall capitals alone when no code opens with them', () => {
    const plate = lines(line('XWST', 91), line('DC-DC CONVERTER', 58), line('AB-2090', 40), line('Input', 40));
    expect(plate.brandInfo).toBe('Unbranded');
  });
});

describe('codes and standards', () => {
  it('keeps a code of four parts whose last is a rating, and the rating', () => {
    const specs = lines(line('QX-3060-24-500W', 40), line('POWER SUPPLY', 30)).technicalSpecs;
    expect(specs).toMatch(/Codes: QX-3060-24-500W/);
    expect(specs).toMatch(/Power: 500 W/);
  });

  it("reads aircraft equipment's RTCA/DO-160 as a standard, never the model", () => {
    const device = lines(line('ResMed Ltd', 36), line('RTCA/D0-160 Section 21', 37), line('LR76410', 32));
    expect(device.technicalSpecs).toMatch(/Standards: RTCA\/D0-160/);
    expect(device.suggestedTitle).not.toMatch(/RTCA/);
  });
});

describe('panels and signs', () => {
  it('reads Spanish panel words: a control panel, a transfer board', () => {
    expect(lines(line('TABLERO DE CONTROL', 30)).suggestedCategory).toBe('Control Systems');
    expect(lines(line('TABLERO TRANSFERENCIA AUTOMATICA', 30)).suggestedTitle).toMatch(/^Changeover switch/);
  });

  it("takes a notice's heading in Spanish or Italian for no maker", () => {
    expect(lines(line('IMPORTANTE', 25), line('IMPORTANTE', 24)).brandInfo).toBe('Unbranded');
    expect(lines(line('PELIGRO', 30)).brandInfo).toBe('Unbranded');
  });

  it("reads a fire door's or a protected room's sign as a safety sign", () => {
    expect(lines(line('FIRE DOOR', 30), line('KEEP SHUT', 30)).suggestedCategory).toBe('Safety Equipment');
    expect(lines(line('IN CASE OF FIRE', 27), line('KEEP DOOR CLOSED', 33)).suggestedTitle).toMatch(/safety sign/i);
  });
});
