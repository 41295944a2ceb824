import { describe, expect, it } from 'vitest';
import { isCircuitBoard } from '../../../src/server/sparebot/extract/circuit-board.ts';
import { splitRunTogether } from '../../../src/server/sparebot/extract/segment.ts';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 17 rules (issue 30): no evaluation photo's reading, and
// makers' names made up.
const read = readLabel;

describe('inverters, chargers and batteries', () => {
  it('reads watts in lower case from 10 W up, never an oil grade', () => {
    expect(specsOf('1500w Power Inverter')).toBe('Power: 1500 W');
    expect(specsOf('10w-40 engine oil')).not.toMatch(/Power/);
    expect(specsOf('5w')).not.toMatch(/Power/);
  });

  it('splits two words run together at a capital I, also when OCR reads it as a small l', () => {
    expect(splitRunTogether('Powerlnverter')).toBe('Power Inverter');
    expect(splitRunTogether('PowerInverter')).toBe('Power Inverter');
    expect(splitRunTogether('Installation')).toBe('Installation');
    const inverter = read('Voltarn', '1500w Powerlnverter');
    expect(inverter.suggestedTitle).toMatch(/power inverter/i);
    expect(inverter.technicalSpecs).toMatch(/Power: 1500 W/);
  });

  it('takes "pure sine wave" for an inverter, which never carries thousands of volts', () => {
    const inverter = read('KELVARO', '2000V', 'KELVARO PURE SINE WAVE');
    expect(inverter.suggestedCategory).toBe('Electrical Components');
    expect(inverter.suggestedTitle).toMatch(/power inverter/i);
    expect(`${inverter.suggestedTitle} ${inverter.technicalSpecs}`).not.toMatch(/2000 V/);
  });

  it('reads AGM and deep cycle as a lead-acid battery', () => {
    expect(read('Brightcell', 'AGM', 'AGM').suggestedTitle).toMatch(/lead acid battery/i);
    expect(read('Brightcell', 'DEEP CYCLE').suggestedTitle).toMatch(/lead acid battery/i);
  });

  it("keeps a selector's numbered legends out of the codes and the title", () => {
    const controller = read('SOLVARA', 'CHARGE CONTROLLER', 'BATTERY TYPE', '1-GEL', '2-SEALED', '3-FLOODED');
    expect(controller.suggestedTitle).toMatch(/charge controller/i);
    expect(`${controller.suggestedTitle} ${controller.technicalSpecs}`).not.toMatch(/GEL|SEALED|FLOODED/);
  });
});

describe('legends that name the product', () => {
  it("takes a charge controller by its face, and a numbered legend's 2 for no Type 2 charger", () => {
    const controller = read('SOLVARA', 'LOAD SENSE TYPE 2-SEALED BATTERY', 'BATTERY STATUS', 'ON:LVD', '1-GEL', '3-FLOODED');
    expect(controller.suggestedCategory).toBe('Electrical Components');
    expect(controller.suggestedTitle).toMatch(/solar charge controller/i);
    expect(controller.suggestedTitle).not.toMatch(/EV charger/i);
  });

  it("takes a thermostat's system switch for a room thermostat, not its fan switch for a fan", () => {
    const stat = read('Thermora', 'Cool Off Heat', 'SYSTEM', 'FAN', 'Auto On', 'TH4100A');
    expect(stat.suggestedCategory).toBe('HVAC Equipment');
    expect(stat.suggestedTitle).toMatch(/room thermostat/i);
    expect(stat.suggestedTitle).toMatch(/TH4100A/);
  });

  it("drops a label's own part number and a channel's name from the codes", () => {
    const controller = read('Aquavion', 'POOL CONTROLLER', 'LABELP/N123456', 'AUX1', 'AUX2');
    expect(controller.technicalSpecs).not.toMatch(/123456|AUX/);
    expect(controller.suggestedTitle).not.toMatch(/LABEL|123456/);
  });
});

describe('meters, modules and panel legends', () => {
  it("reads a meter's true RMS legend as a tester's, and an SWR meter as an instrument", () => {
    expect(read('VOLTMARK', 'TRUE RMS', '6000 COUNTS', 'COM', '10AMAX', 'HOLD').suggestedCategory).toBe('Instrumentation');
    const swr = read('RADIOTEK', 'SWR & POWER METER', '1.8-60MHz', '200W');
    expect(swr.suggestedCategory).toBe('Instrumentation');
    expect(swr.suggestedTitle).toMatch(/swr meter/i);
  });

  it("takes a module's header pins for a circuit board, whose C10 is no breaker", () => {
    expect(isCircuitBoard('SDA SCKMOSIMISOIRQGND RST3.3V')).toBe(true);
    expect(isCircuitBoard('FIRST CLASS')).toBe(false);
    const board = read('NFC-522', 'SDA SCK MOSI MISO IRQ GND RST 3.3V', 'C10 C8 C6');
    expect(`${board.suggestedTitle} ${board.technicalSpecs}`).not.toMatch(/MCB|Type C|Trip curve/);
  });

  it("keeps a terminal's or button's legend glued to a count out of the codes, and BATT names no maker", () => {
    const board = read('GATEWISE', 'MASTEROPERATOR', '2NDOPERATOR', '2NDLIMIT', 'BATT+', 'BATT-', 'LEARN', 'RX-2210');
    expect(board.technicalSpecs).not.toMatch(/2NDOPERATOR|2NDLIMIT/);
    expect(board.brandInfo).not.toMatch(/Batt/i);
    expect(read('METERIX', '>2SPOWER', '>2SREL', 'MX-409').technicalSpecs).not.toMatch(/2SPOWER|2SREL/);
  });
});
