import { describe, expect, it } from 'vitest';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 86's rules (issue 30): no evaluation photo's reading.

describe("a switching device's terminal marks", () => {
  it("lists a contactor's power, contact and coil terminals as printed, without the gaps", () => {
    const specs = specsOf('1/L1 3/L2 5/L3 13 NO A1', '2/T1 4/T2 6/T3 14 NO A2');
    expect(specs).toMatch(/Terminals: 1L1 3L2 5L3 2T1 4T2 6T3 13NO 14NO A1 A2/);
  });

  it("lists an overload relay's contacts by their numbers", () => {
    expect(specsOf('95 NC 96 NC 97 NO 98 NO', '2T1 4T2 6T3')).toMatch(/Terminals: 2T1 4T2 6T3 95NC 96NC 97NO 98NO/);
  });

  it('lists nothing for marks the numbering denies, a lone contact, or a coil alone', () => {
    expect(specsOf('1L1 2T1', '13 NO', 'A1 A2')).not.toMatch(/Terminals/);
    // A contact's unit digit that disagrees with its kind ("13 NC") is no contact mark.
    expect(specsOf('13 NC 24 NC')).not.toMatch(/Terminals/);
  });
});

describe('codes and standards', () => {
  it("reads a date code's W before a digit as no watts", () => {
    expect(specsOf('1237W1', '24 VDC')).not.toMatch(/Power/);
    expect(specsOf('60W 230V')).toMatch(/Power: 60 W/);
  });

  it('keeps a standard\'s parts as printed with their hyphens ("EN 50470-1/-3")', () => {
    expect(specsOf('EN 50470-1/-3', '3x230/400V')).toMatch(/Standards: EN 50470-1\/-3/);
  });

  it("reads Omron's PCB relays by their codes", () => {
    expect(readLabel('G6RN-1', '24 VDC').suggestedTitle).toMatch(/^Omron G6RN-1 relay/);
  });
});
