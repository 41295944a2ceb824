import { describe, expect, it } from 'vitest';
import { findBrand } from '../../../src/server/sparebot/kb/brand-index.ts';
import { splitRepeatedCodes } from '../../../src/server/sparebot/extract/repeated-codes.ts';
import { line, lines, readLabel } from './helpers/label-text.ts';
import { itReadsEachMaker } from './helpers/maker-cases.ts';

// Synthetic label text for the version 43–45 rules learnt from rounds q21–q23 (issue 30): no evaluation photo's reading.

describe('makers whose names share a word', () => {
  it("reads Crompton Greaves as its own maker, not as Brook Crompton's range, and Brook Crompton still as itself", () => {
    const motor = lines(line('MFG.BY: CROMPTON GREAVES LTD.', 20), line('3 PH INDUCTION MOTOR', 20), line('1.5 kW 2880 RPM', 20));
    expect(motor.brandInfo).toBe('Crompton Greaves');
    expect(readLabel('BROOK CROMPTON', 'INDUCTION MOTOR', '4 kW 1450 RPM').brandInfo).toBe('Brook Crompton');
  });

  it('names a Baldor motor Baldor, as its plate does, not ABB, which owns it', () => {
    const motor = readLabel('BALDOR ELECTRIC CO.', 'INDUSTRIAL MOTOR', '7.5 HP 1770 RPM', 'CAT NO. EM3770T');
    expect(motor.brandInfo).toBe('Baldor');
    expect(motor.suggestedCategory).toBe('Motors & Drives');
  });

  it('keeps makers whose names share only a first word apart', () => {
    expect(findBrand('Alpha Innotec')?.name).toBe('Alpha Innotec');
    expect(findBrand('Crompton Greaves')?.name).toBe('Crompton Greaves');
  });
});

describe("a maker's name as a logo or an address gives it", () => {
  it('reads a logo with the stroke after it read as a capital I ("WIKAI") as the maker, and no other word read with an I after it', () => {
    const gauge = lines(line('WIKAI', 20), line('bar', 24), line('EN 837-1', 24), line('0', 40), line('6', 40));
    expect(gauge.brandInfo).toBe('Wika');
    expect(gauge.extracted.productType?.value).toBe('pressure gauge');
    expect(readLabel('SERVICEI', 'INPUT 230V').brandInfo).toBe('Unbranded');
  });

  it("reads a web address one letter from a known maker's as that maker's", () => {
    const tilt = readLabel('www.ultmheat.com', 'C-1 16(4)A 250V~');
    expect(tilt.brandInfo).toBe('Ultimheat');
    expect(readLabel('www.zqxwvplt.com', 'INPUT 230V').brandInfo).not.toBe('Ultimheat');
  });

  it('reads a maker of two words read as two boxes, each word whole, and not from one of them alone', () => {
    const meter = lines(line('HEWLETT', 12), line('3478A', 12), line('PACKARD', 12), line('MULTIMETER', 12));
    expect(meter.brandInfo).toBe('Hewlett-Packard');
    expect(readLabel('PACKARD', 'INPUT 230V').brandInfo).not.toBe('Hewlett-Packard');
  });

  itReadsEachMaker([
    ['LINEMASTER SWITCH CORP.', 'CAT.NO. T-51-S', 'Linemaster', 'Control Systems'],
    ['ULTIMHEAT', 'Output: 16A 250V', 'Ultimheat', 'Control Systems'],
    ['WIKROLED', 'IP43', 'Wikrolux', 'Lighting'],
    ['AutoMeter', 'WATER TEMP', 'Auto Meter', 'Instrumentation'],
  ]);
});

describe("a motor plate's marks are no model", () => {
  it('reads an ambient temperature with its unit run into the next mark, and no model from it', () => {
    const motor = readLabel('INDUCTION MOTOR', '2.2 kW 1440 RPM', 'AMB45 CEFF2', 'FRAME D100L');
    expect(motor.technicalSpecs).toMatch(/Temperature: 45 °C/);
    expect(motor.suggestedTitle).not.toMatch(/AMB45/);
    expect(readLabel('INDUCTION MOTOR', '2.2 kW 1440 RPM', 'AMB 104 F').technicalSpecs).not.toMatch(/104 °C/);
  });

  it("takes neither a wiring diagram's number, a cooling code nor an IP code run into it for the model", () => {
    const motor = readLabel('INDUCTION MOTOR', '0.37 kW 2820 RPM', 'DIAG.207', 'IP54IC411');
    expect(motor.suggestedTitle).not.toMatch(/DIAG|IC411|IP54IC/);
    expect(motor.technicalSpecs).toMatch(/IP54/);
  });

  it('takes no model from twelve capitals or more run together', () => {
    const motor = readLabel('3PHTENVINDUCTIONMOTOR', '0.55 kW 1390 RPM');
    expect(motor.extracted.productType?.value).toBe('electric motor');
    expect(motor.suggestedTitle).not.toMatch(/INDUCTIONMOTOR/);
  });
});

describe("a model's options printed in a row", () => {
  it('splits codes of one family run together, and leaves any other code whole', () => {
    expect(splitRepeatedCodes('481KT2A1481KT2B1481KT3A1')).toBe('481KT2A1 481KT2B1 481KT3A1');
    expect(splitRepeatedCodes('3RV20111FA10ABCD')).toBe('3RV20111FA10ABCD');
    expect(splitRepeatedCodes('ABCDEFABCDEF')).toBe('ABCDEFABCDEF');
  });

  it('titles a controller by the first of its options, with the others among the codes', () => {
    const controller = readLabel('Temperature Controller', 'Model:481KT2A1481KT2B1', 'Output: 10A 250V');
    expect(controller.suggestedTitle).toMatch(/^481KT2A1 temperature controller/);
    expect(controller.technicalSpecs).toMatch(/481KT2B1/);
  });
});

describe('cutting tools', () => {
  it('reads an end mill by its name', () => {
    const cutter = readLabel('CARBIDE END MILL', '6MM 2 FLUTE');
    expect(cutter.extracted.productType?.value).toBe('end mill');
    expect(cutter.suggestedCategory).toBe('Tools & Hardware');
  });
});

describe('words that say what the item is not', () => {
  it('reads a cutting disc by the standard it is made to (EN 12413), never a motor for its rpm', () => {
    const disc = readLabel('EN 12413', 'RPM 13300', '115x1.2x22', 'INOX');
    expect(disc.extracted.productType?.value).toBe('cutting disc');
    expect(disc.suggestedCategory).toBe('Tools & Hardware');
  });

  it('reads a motorcycle battery by its VRLA, its word run into the next, and no motor in MOTORCYCLE', () => {
    const battery = readLabel('ACME', 'MOTORCYCLEVRLA', 'YTX7A');
    expect(battery.extracted.productType?.value).toBe('lead acid battery');
    expect(readLabel('MOTORCYCLE', '12V').extracted.productType?.value).not.toBe('electric motor');
  });
});
