import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 78's rules (issue 30): no evaluation photo's reading.

describe('marks of a networked device', () => {
  it('reads a MAC address as one, never the model or a code', () => {
    const r = readLabel('ZORVEX', 'MAC', '0024A1B73C05', 'WIFI MODULE');
    expect(r.technicalSpecs).toContain('MAC address: 0024A1B73C05');
    expect(r.technicalSpecs).not.toMatch(/Codes:.*0024A1/);
    expect(r.suggestedTitle).not.toContain('0024A1B73C05');
    // … not a catalogue number of hexadecimal look with no digits enough, nor one with other letters.
    expect(readLabel('ZORVEX', 'ABCDEF12A4BC').technicalSpecs).not.toMatch(/MAC address/);
    expect(readLabel('ZORVEX', '3RT20161AP01').technicalSpecs).not.toMatch(/MAC address/);
  });

  it("takes an RS-485 port's A terminal for no current", () => {
    const r = readLabel('ZORVEX', 'Serial Device Server', '485A', '485B', 'GND', 'DC 6~36V');
    expect(r.technicalSpecs).not.toMatch(/Current: 485 A/);
    expect(r.suggestedTitle).not.toMatch(/485 A/);
    expect(readLabel('ZORVEX', 'FUSE SWITCH 400A').technicalSpecs).toMatch(/Current: 400 A/);
  });
});

describe('makers and their ranges', () => {
  it("names Mitsubishi Electric's servo amplifiers by their range, Melservo", () => {
    const r = readLabel('MELSERVO', 'ZX-J4-10A1');
    expect(r.brandInfo).toBe('Mitsubishi Electric');
    expect(r.suggestedTitle).toMatch(/servo drive/);
    expect(r.suggestedCategory).toBe('Motors & Drives');
  });

  it("files a stove controller's and an irrigation valve's makers by what they make", () => {
    expect(readLabel('Fumis').suggestedCategory).toBe('Control Systems');
    expect(readLabel('Irritrol').suggestedCategory).toBe('Plumbing Supplies');
  });
});
