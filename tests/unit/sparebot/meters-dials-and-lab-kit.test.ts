import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 40 rules learnt from round q10 (issue 30): no evaluation photo's reading.

/** Rows read as OCR groups a photo's boxes, each row one line of the given height. */
const rows = (...texts: string[]) => analyseText({ rows: texts, lines: texts.map((t) => line(t, 20)) });

describe('meters and dials', () => {
  it("reads a Cyrillic plate's МПа, read as Latin letters ('1Mna'), as megapascals", () => {
    expect(specsOf('1Mna')).toMatch(/Pressure: 1 MPa/);
    expect(specsOf('PN 1 MNa')).toMatch(/1 MPa/);
    // Not a word that merely starts with the letters.
    expect(specsOf('1 Mnazone')).not.toMatch(/MPa/);
  });

  it('files a nominal flow (Qn) rated at 1 MPa as a water meter, as at 10 bar; at 50 kPa it stays a gas meter', () => {
    const water = lines(line('CBKM-15X', 30), line('Qn 1,5 m3/h', 20), line('1 MPa', 20));
    expect(water.extracted.productType?.value).toBe('water meter');
    expect(water.suggestedCategory).toBe('Plumbing Supplies');
    const gas = lines(line('Qn 1,5 m3/h', 20), line('50 kPa', 20));
    expect(gas.extracted.productType?.value).toBe('gas meter');
  });

  it("reads no breaker's curve on a dial's face of numbers ('C' beside an 80 of a thermo-hygrometer)", () => {
    const dial = rows('10 20', '20 60', '40', '20 100 40', '20 120', '0 40 50 60', '30 C', 'C 80', '20 90', '10 100');
    expect(dial.technicalSpecs).not.toMatch(/Trip curve/);
    expect(dial.suggestedTitle).not.toMatch(/MCB/);
    // A breaker's own label keeps its curve.
    const mcb = rows('C 80', '400V', '10000', '3');
    expect(mcb.technicalSpecs).toMatch(/Trip curve: Type C 80 A/);
  });

  it("reads a plug-in power meter by its keys, and its units run together ('VAKWh') as no maker", () => {
    const meter = lines(
      line('VAKWh OVERLOAD', 30),
      line('FUNCTION', 14),
      line('COST', 14),
      line('RST', 14),
      line('UP', 14),
      line('DOWN', 14),
    );
    expect(meter.suggestedTitle).toMatch(/plug-in power meter/i);
    expect(meter.suggestedCategory).toBe('Instrumentation');
    expect(meter.brandInfo).toBe('Unbranded');
  });

  it("reads an hour meter by its 'ELAPSED TIME' legend", () => {
    const meter = lines(line('103', 30), line('ELAPSED TIME', 20), line('HOURS', 20), line('1/10', 12));
    expect(meter.suggestedTitle).toMatch(/hour meter/i);
    expect(meter.suggestedCategory).toBe('Instrumentation');
  });
});

describe('power supplies, relays and controllers', () => {
  it("reads a lamp supply's 'PRIM. 120V' over 'SEC. 6V' as a transformer, and its joined outputs as ratings, not its model", () => {
    const supply = lines(line('PRIM.120V 50/60Hz', 20), line('200VA', 20), line('SEC. 6V-30W/12V-100W', 20), line('FUSE 3A250V', 20));
    expect(supply.extracted.productType?.value).toBe('transformer');
    expect(supply.suggestedTitle).not.toMatch(/6V-30W/);
  });

  it("reads Songle's sub-miniature relay code (SRS-05VDC-SL) as a relay with its coil voltage", () => {
    const relay = lines(line('SRS-05VDC-SL', 20), line('3A 250VAC', 20), line('30VDC', 20));
    expect(relay.suggestedTitle).toMatch(/Songle SRS-05VDC-SL relay 5 V DC/);
  });

  it("files a 'control module' under Control Systems, whatever outputs its terminals name", () => {
    const module = lines(line('Pneumatics Control Module', 30), line('COMPRESSOR OUT', 20), line('PRESSURE SW.', 20));
    expect(module.suggestedCategory).toBe('Control Systems');
    expect(module.suggestedTitle).not.toMatch(/compressor/i);
  });

  it("reads an escape sign's 'NOTAUSSTIEG' as no maker", () => {
    expect(lines(line('NOTAUSSTIEG', 40)).brandInfo).toBe('Unbranded');
  });
});

describe('makers of lab kit and power supplies', () => {
  // Each name printed among the label's other words, at their height: read only as a maker the knowledge base knows.
  it.each([
    ['Nikon', [line('Nikon JAPAN 11 88', 20), line('Model XN', 20), line('TRANSFORMER', 20)]],
    ['Mypin', [line('T Series mYPIn', 20), line('TEMPERATURE CONTROLLER', 20)]],
    ['Scientz', [line('SCIENTZ SB-100DT', 20), line('ULTRASONIC CLEANER', 20)]],
    ['MJ Research', [line('MJ RESEARCH MiniCycler', 20), line('Proceed', 20), line('Cancel', 20)]],
    ['Dolan-Jenner', [line('FIBER-LITE', 40), line('Dolan-Jenner', 20), line('Industries.Inc', 20)]],
    ['Shun Shing', [line('Intertek GS', 20), line('Shun Shing SP2.5-EU', 20)]],
    ['Lin Engineering', [line('LIN ENGINEERING', 20), line('3518M-10D-01RO', 20), line('1.5A', 20)]],
    ['Japan Servo', [line('TYPE KP39HM2-025', 20), line('JAPAN SERVO CO. LTD.', 20)]],
  ])('reads %s', (maker, label) => {
    expect(lines(...label).brandInfo).toBe(maker);
  });
});

describe('short readings and fuzzy makers', () => {
  it('matches a reading under five letters to no maker one edit away, and the maker printed whole still', () => {
    expect(lines(line('HAER', 30), line('DC-36V', 20)).brandInfo).not.toBe('Hager');
    expect(lines(line('HAGER', 30), line('DC-36V', 20)).brandInfo).toBe('Hager');
  });
});
