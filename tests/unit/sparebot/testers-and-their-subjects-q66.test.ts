import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 90's rules (issue 30): no evaluation photo's reading.

describe('a tester and what it tests', () => {
  it('is the item though it prints what it tests: cable categories, an RCD', () => {
    expect(readLabel('LAN TESTER', 'RJ45 CAT6').suggestedTitle).toBe('Cable tester');
    expect(readLabel('CABLE TESTER', 'CAT5E CAT6').suggestedCategory).toBe('Instrumentation');
    expect(readLabel('RCD TESTER', 'RCD 30mA').suggestedCategory).toBe('Instrumentation');
    // … while a cable, a patch panel or an RCD named without a tester stays what it is.
    expect(readLabel('NETWORK CABLE', 'CAT6 23AWG').suggestedCategory).toBe('Cables & Wiring');
    expect(readLabel('CAT6 PATCH PANEL', '24 PORT').suggestedTitle).toBe('Patch panel');
    expect(readLabel('RCD', '30mA 40A').suggestedCategory).toBe('Electrical Components');
  });
});
