import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { filed, line, lines, placed, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 39 rules learnt from round q7 (issue 30): no evaluation photo's reading.

describe('bilingual row names and run-on company names', () => {
  it("reads a row name whose translation OCR dropped ('MODEL(/):') as the row name, and its value as the model", () => {
    const psu = lines(
      line('ACMEPOWER COMPANY', 20),
      line('SWITCHING POWER SUPPLY', 20),
      line('MODEL(/):QRS-900XY-2B', 20),
      line('P/N:570451-101', 20),
      line('OUTPUT(/):900W(MAX.)', 20),
      line('INPUT():200V-240V~6.6A', 20),
    );
    expect(psu.suggestedTitle).toMatch(/QRS-900XY-2B/);
    expect(psu.technicalSpecs).toMatch(/Power: 900 W/);
    expect(psu.technicalSpecs).toMatch(/200-240 V/);
  });

  it("reads a known maker's name with its legal form run on in capitals", () => {
    const psu = lines(line('HEWLETT-PACKARDCOMPANY', 20), line('SWITCHING POWER SUPPLY', 20), line('OUTPUT: 1200W', 20));
    expect(psu.brandInfo).toBe('Hewlett-Packard');
  });
});

describe('what a device is by its own marks', () => {
  it('names a coin cell by its IEC code alone', () => {
    const cell = lines(line('CR2032', 30), line('3V', 20));
    expect(cell.suggestedTitle).toMatch(/CR2032 coin cell battery/);
    expect(cell.suggestedCategory).toBe('Electrical Components');
    expect(cell.needsLabelPhoto).toBe(false);
    // Priced as a coin cell, not as an electrical component.
    expect(cell.estimatedPrice.marketPrice).toBeLessThan(5);
  });

  it('reads a multimeter by its VΩHz socket (Ω read as Q)', () => {
    const meter = lines(line('P99812', 20), line('VQ/Hz', 14), line('COM', 14));
    expect(meter.suggestedCategory).toBe('Instrumentation');
    expect(meter.suggestedTitle).toMatch(/multimeter/i);
  });

  it('reads a multimeter by its sockets, its VΩmA read with Ω as O, beside COM and its fuse mark', () => {
    const meter = lines(line('Digital', 20), line('Q612K', 24), line('VOmA', 12), line('COM', 12), line('10A', 12), line('VFUSED-', 10));
    expect(meter.suggestedCategory).toBe('Instrumentation');
    expect(meter.suggestedTitle).toMatch(/multimeter/i);
    // COM and a fuse mark alone are any terminal block's.
    expect(lines(line('Q612K', 24), line('COM', 12), line('VFUSED', 12)).suggestedTitle).not.toMatch(/multimeter/i);
  });

  it('reads an analogue multimeter by its range marks and sockets', () => {
    const meter = lines(line('DIODE', 14), line('V.mA', 14), line('AC10V', 14), line('ACV', 14), line('OFF', 14));
    expect(meter.suggestedTitle).toMatch(/multimeter/i);
    // Three of them are needed: a lone DIODE is any board's.
    expect(lines(line('DIODE', 14), line('OFF', 14)).suggestedTitle).not.toMatch(/multimeter/i);
  });

  it("reads an automotive relay by its contacts' ratings", () => {
    const relay = lines(line('QX1914 12VDC40A', 20), line('NC:30A/14VDC', 14), line('NO:40A/14VDC', 14));
    expect(relay.suggestedTitle).toMatch(/relay/i);
    expect(relay.needsLabelPhoto).toBe(false);
  });

  it("reads a small digital oscilloscope by its measurement readouts, and its probe's X5 X2 X1 switch as no PLC's inputs", () => {
    const scope = lines(
      line('DSO999', 20),
      line('Freq: 990.098Hz Umax: 2.65U', 12),
      line('Cycl:1.009ms Umin: -2.41U', 12),
      line('Vavr: 0.08U Upp: 5.07U', 12),
      line('X5X2X1', 12),
    );
    expect(scope.suggestedCategory).toBe('Instrumentation');
    expect(scope.suggestedTitle).toMatch(/oscilloscope/i);
    // A PLC's inputs run in rising order.
    expect(lines(line('X0X1X2X3X4X5', 14), line('24V DC', 14)).suggestedTitle).toMatch(/PLC/);
  });

  it("reads a gauge's scale with its unit read between two of the dial's numbers", () => {
    const gauge = lines(line('80', 20), line('100', 20), line('40 psi 120', 20), line('140', 20), line('160', 20));
    expect(gauge.suggestedTitle).toBe('Pressure gauge 0-160 psi');
    expect(gauge.technicalSpecs).not.toMatch(/40 psi/);
  });
});

describe('words that are no maker, code or product', () => {
  it("never names a maker from a product word cut at the photo's edge ('MPRESSOR')", () => {
    const r = lines(line('MPRESSOR', 40), line('WALL-MOUNTABLE', 14), line('8081-h08', 12));
    expect(r.brandInfo).not.toMatch(/mpressor/i);
  });

  it("never names a maker from a shop's shelf heading ('Hardware')", () => {
    const r = lines(line('Hardware', 40), line('Metal anchor with removable screw', 14), line('Contents: 10', 14));
    expect(r.brandInfo).not.toMatch(/hardware/i);
  });

  it('never takes a capitals sentence run together for the model ("USE15AMPTIME DELAY FUSE")', () => {
    const r = lines(line('ROOM AIR CONDITIONER', 20), line('USE15AMPTIME DELAY FUSE', 20), line('ZRC10011E', 14));
    expect(r.suggestedTitle).not.toMatch(/USE15AMPTIME/);
    expect(r.technicalSpecs).not.toMatch(/USE15AMPTIME/);
    expect(r.suggestedTitle).toMatch(/ZRC10011E/);
  });

  it('never reads what the item needs no more of as the item ("NO RAIN SENSOR REQUIRED!")', () => {
    const r = lines(line('NO RAIN SENSOR REQUIREDI', 30), line('12V', 20));
    expect(r.suggestedTitle).not.toMatch(/sensor/i);
  });
});

describe('ranges, junk codes and trip curves', () => {
  it('reads a supply range after DC as volts, never as the DC-12 utilisation category', () => {
    expect(specsOf('Input Voltage: DC12-48V')).toBe('Voltage: 12-48 V DC');
    expect(specsOf('DC-13 2A 24V')).toMatch(/Utilisation category: DC-13/);
  });

  it("never gives a relay a trip curve (a board's D6 designator)", () => {
    const relay = lines(line('SRD-12VDC-SL-C', 20), line('10A250VAC 10A30VDC', 14), line('D6', 10));
    expect(relay.technicalSpecs).not.toMatch(/Trip curve/);
  });

  it("never takes a measurement category run into a socket's word, nor a word with a stray mark, for the model", () => {
    const meter = lines(line('DIGITAL MULTIMETER', 20), line('LCAT600VCOM-', 14), line('OUTPUTo0', 14));
    expect(meter.technicalSpecs).not.toMatch(/LCAT600VCOM|OUTPUTo0/);
  });

  it('reads a clamp meter by its modes (inrush, A rms, A dc)', () => {
    const meter = lines(line('M1212', 14), line('Arms', 14), line('Adc', 14), line('INRUSH', 14), line('COM', 14));
    expect(meter.suggestedCategory).toBe('Instrumentation');
  });
});

describe("an air conditioner's capacity in Btu/h", () => {
  it('reads it as the trade lists it', () => {
    expect(specsOf('COOLING CAPACITY 10,000 Btu/h')).toMatch(/BTU rating: 10000 Btu\/h/);
    expect(specsOf('12000BTU')).toMatch(/BTU rating: 12000 Btu\/h/);
  });
});

describe('makers added in version 39', () => {
  it.each([
    ['BRISTOL', 'Bristol Fire', 'Safety Equipment'],
    ['Danby', 'Danby', 'HVAC Equipment'],
    ['CEN-TECH', 'Cen-Tech', 'Instrumentation'],
    ['OpenSprinkler', 'OpenSprinkler', 'Control Systems'],
  ])('files %s under what it makes', (read, maker, category) => {
    expect(filed(line(read, 60), line('230V', 20))).toEqual({ brand: maker, category });
  });

  it("reads a logo's name with a mark read after it ('EDGESTAR*')", () => {
    expect(lines(line('EDGESTAR*', 33, 0.93)).brandInfo).toBe('Edgestar');
  });

  it('reads a maker named in two stacked words', () => {
    const stacked = [placed('Global', 300, 200, 40), placed('Specialties', 330, 250, 40), placed('1403', 600, 400, 20)];
    expect(analyseText({ lines: stacked, rows: stacked.map((l) => l.text) }).brandInfo).toBe('Global Specialties');
  });
});

describe('round q8: stage gear, batteries, supplies and servos', () => {
  it("never reads a network switch's PRIMARY and SECONDARY ports as a transformer's windings, nor as its maker", () => {
    const sw = lines(line('SECONDARY SECONDARY', 37), line('GigaCore14R', 32), line('PRIMARY', 25), line('NETWORK', 25), line('POWER', 25));
    expect(sw.suggestedTitle).not.toMatch(/transformer/i);
    expect(sw.brandInfo).not.toMatch(/secondary/i);
  });

  it("reads a stage light's maker with its logo's mark read as a digit, never its DMX port as one", () => {
    const light = lines(line('EVE F-50Z', 50), line('CHAUVET.2', 50), line('DMXOUT', 27), line('DMX IN', 28), line('T1A250V', 27));
    expect(light.brandInfo).toBe('Chauvet');
    expect(light.suggestedCategory).toBe('Lighting');
    expect(light.suggestedTitle).not.toMatch(/CHAUVET\.2/);
  });

  it('reads a LiFePO4 battery with its O read as 0, titled by its voltage, and never its chemistry as the model', () => {
    const battery = lines(
      line('AllSpark', 82),
      line('Phosphate (LiFeP04) Battery', 36),
      line('LONG LIFE DEEP CYCLE', 28),
      line('12.8V', 60),
      line('200Ah', 56),
    );
    expect(battery.suggestedTitle).toMatch(/LiFePO4 battery 12\.8 V/);
    expect(battery.suggestedTitle).not.toMatch(/LiFeP04|lead acid/i);
  });

  it('reads a programmable bench supply by its V-SET and I-SET keys', () => {
    const psu = lines(line('RK6006', 39), line('V-SET', 36), line('I-SET', 32), line('CC', 38), line('OXP', 27), line('246mAh', 45));
    expect(psu.suggestedTitle).toMatch(/bench power supply/i);
  });

  it("never reads a servo's code (AX-12A) as a current; copper's Cu-25A still is one", () => {
    expect(specsOf('AX-12A')).not.toMatch(/Current/);
    expect(specsOf('30A Max./Mix.Cu-25A Max./Max.Al')).toBe('Current: 30 A, 25 A');
  });

  it('reads a model run into TYPE in capitals', () => {
    expect(specsOf('TYPEKP39HM2-025')).toMatch(/Model: KP39HM2-025/);
  });
});

describe("a motor's dense plate", () => {
  it('reads a speed whose next row name runs on after it, and phases run into the words after them', () => {
    expect(specsOf('RPM:1420 Dty:31InsFFrmeLE132SPF:0.78')).toMatch(/Speed: 1420 rpm/);
    const motor = lines(line('3PhACINDUCTION MOTOR', 34), line('RPM:1420 Dty:S1', 22));
    expect(motor.suggestedTitle).toMatch(/^Three-phase motor 1420 rpm/);
  });

  it("reads an Indian private company's name with its (P) run on before LIMITED", () => {
    const motor = lines(line('LAKSHMI ELECTRICALDRIVES(P)LIMITED', 22), line('3 PH AC INDUCTION MOTOR', 34));
    expect(motor.brandInfo).toMatch(/^Lakshmi/);
  });
});

describe('round q9: pump controls and pressure switches', () => {
  it("never reads a known maker's name from the end of a longer word ('ALTAMIRA' is no Mira)", () => {
    const gauge = lines(line('ALTAMIRA', 29), line('PRESSURE GAUGE', 20));
    expect(gauge.brandInfo).not.toBe('Mira');
  });

  it('reads a Spanish pressure switch and a pump pressure control as pressure switches', () => {
    expect(lines(line('Switch de presion', 60), line('SW-KPI35', 34)).suggestedTitle).toMatch(/pressure switch/i);
    expect(lines(line('CONTROLPRES', 76), line('230V 50-60Hz', 20)).suggestedCategory).toBe('Control Systems');
  });

  it('reads MAX glued after a bracketed current and before a power', () => {
    expect(specsOf('230V50-60HzMax30(16)AMax22kW')).toMatch(/Power: 22 kW; Frequency: 50-60 Hz/);
  });
});
