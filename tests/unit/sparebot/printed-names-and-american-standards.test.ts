import { describe, expect, it } from 'vitest';
import { labelWordRunOn } from '../../../src/server/sparebot/extract/maker-word-tests.ts';
import { line, lines, readLabel } from './helpers/label-text.ts';

// Synthetic label text for the version 54 rules (issue 30): no evaluation photo's reading.

describe('names written as their makers write them', () => {
  it('reads a name in capitalised parts before its model code as the maker, spelt as printed', () => {
    const camera = lines(line('BrightCam Q7 1080P Security Camera', 33, 0.96));
    expect(camera.brandInfo).toBe('BrightCam');
    expect(camera.suggestedTitle).toMatch(/^BrightCam Q7 CCTV camera/);
  });

  it('tells letters the reading ran on from parts a name sets apart', () => {
    expect(labelWordRunOn('TYPEDP')).toBe(true);
    expect(labelWordRunOn('Typedp')).toBe(true);
    expect(labelWordRunOn('UnionCam')).toBe(false);
    expect(labelWordRunOn('BRIGHT-G')).toBe(false);
  });

  it("takes a logo's full stop off its name", () => {
    const box = lines(line('ZentaNet.', 45, 0.96), line('Night', 19), line('vision', 15), line('6mm', 16), line('IR', 14));
    expect(box.brandInfo).toBe('ZentaNet');
  });

  it("reads a hyphenated name printed twice (a plug's face and its fuse carrier) as the maker", () => {
    const plug = lines(line('GLOWER-K', 88, 0.99), line('FUSED', 92, 0.99), line('GLOWER-K', 70, 0.96));
    expect(plug.brandInfo).toBe('Glower-K');
  });

  it("reads a module's name in capitals a little smaller than its code as the maker", () => {
    const module = lines(line('8485838', 16, 0.69), line('KT4021ADAM', 8.1, 0.99), line('KORVANT', 7.6, 0.99), line('DAN', 5, 0.6));
    expect(module.brandInfo).toBe('Korvant');
    expect(module.suggestedTitle).toMatch(/KT4021ADAM/);
  });
});

describe('nameplates in the American way', () => {
  it('reads a label joined to its value by a colon as the rating', () => {
    const box = readLabel('PUMP CONTROL', 'VOLTS:230', 'HP:3', 'AMPS:12.5');
    expect(box.technicalSpecs).toMatch(/Voltage: 230 V/);
    expect(box.technicalSpecs).toMatch(/Current: 12\.5 A/);
    expect(box.technicalSpecs).toMatch(/3 HP/);
  });

  it("reads Canada's capacitor standard as a capacitor's, and a UL number only with UL's name", () => {
    const cap = readLabel('PROTECTED', '370/440 VAC 50/60Hz', 'C22.2 No.190');
    expect(cap.technicalSpecs).toMatch(/CSA C22\.2 No\. 190/);
    expect(cap.suggestedTitle).toMatch(/capacitor/i);
    expect(readLabel('230V 50Hz', 'UL 1004').suggestedTitle).toMatch(/motor/i);
    // EN 1004 is a mobile access tower's standard, no motor's.
    expect(readLabel('230V 50Hz', 'EN 1004').suggestedTitle).not.toMatch(/motor/i);
  });

  it("reads a supply's voltage run into its frequency as no model code", () => {
    expect(readLabel('RUN CAPACITOR', '±5% 4001450V-50/6HZ').technicalSpecs).not.toMatch(/4001450/);
  });
});
