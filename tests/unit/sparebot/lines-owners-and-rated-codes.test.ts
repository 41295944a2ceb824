import { describe, expect, it } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';
import { line, readLabel as read } from './helpers/label-text.ts';

// Synthetic label text for the version 21 rules (issue 30): no evaluation photo's reading; unknown
// makers' names and codes made up.

describe('codes that end in a rating', () => {
  it("keeps a maker's code whose last part is a rating, and reads the rating too", () => {
    const spindle = read('QXTR-GS65-800W', 'Air cooled DC spindle', 'Speed:24000RPM');
    expect(spindle.technicalSpecs).toContain('QXTR-GS65-800W');
    expect(spindle.technicalSpecs).toContain('Power: 800 W');
    // A spindle runs far faster than an induction motor: its speed is kept, and it is named for what it is.
    expect(spindle.technicalSpecs).toContain('Speed: 24000 rpm');
    expect(spindle.suggestedTitle).toMatch(/router spindle/);
  });

  it("never reads a stepper's code tail as thousands of amperes", () => {
    const stepper = read('STEPPER MOTOR', 'QX-57STH56-2804A');
    expect(stepper.technicalSpecs).toContain('57STH56-2804A');
    expect(stepper.technicalSpecs).not.toMatch(/2804 A/);
    expect(stepper.suggestedTitle).toMatch(/57STH56-2804A stepper motor$/);
    // A short range after a code's letters still reads as a current.
    expect(read('Ir15-45A RCD').technicalSpecs).toContain('Current: 45 A');
  });

  it('reads the model where its label ran into a code with letters first', () => {
    expect(read('MODELQXTR-350W', 'Switching Power Supply').technicalSpecs).toContain('Model: QXTR-350W');
    expect(read('MODELIT-121', 'TRANSISTOR TESTER').technicalSpecs).toContain('Model: IT-121');
  });
});

describe("a drive's keypad", () => {
  it('takes RUN and STOP with both directions and JOG for a drive, not FWD, REV and STOP alone', () => {
    const keypad = read('RUN', 'STOP', 'FWD', 'REV', 'JOG', 'RESET', 'CAUTION');
    expect(keypad.suggestedCategory).toBe('Motors & Drives');
    expect(keypad.suggestedTitle).toMatch(/drive/i);
    expect(read('FWD', 'REV', 'STOP').suggestedTitle).not.toMatch(/drive/i);
  });
});

describe("makers, their lines and meters' owners", () => {
  it("takes a core brand's product line for that brand, and the brand's name alone for the brand", () => {
    const meter = read('residia', 'JET', 'Q3 2.5 m3/h');
    expect(meter.brandInfo).toBe('Sensus');
    expect(meter.suggestedTitle).toMatch(/^Sensus Residia/);
    expect(read('Danfoss', 'RADIATOR VALVE').brandInfo).toBe('Danfoss');
    expect(read('SICONIA', 'T211', '3x230/400V').brandInfo).toBe('Sagemcom');
  });

  it('keeps a maker filed apart from the core brand that shares its first word as a maker of its own', () => {
    expect(read('Rexroth', 'PROPORTIONAL VALVE').brandInfo).toBe('Bosch Rexroth');
  });

  it('never names the supplier printed on a meter as its maker', () => {
    const meter = read('VATTENFALL', 'QX-20B', '1000 imp/kWh', '3x230/400V');
    expect(meter.brandInfo).not.toMatch(/vattenfall/i);
    expect(read('ELLEVIO', 'T211', 'ELLEVIO').brandInfo).not.toMatch(/ellevio/i);
  });
});

describe("a water meter's marks", () => {
  it('reads the ratio, temperature class, pressure and permanent flow, run together or apart, and never as the model', () => {
    const glued = read('Q3=2,5T30/90R80H.R40VMAP16bar', 'WATER METER', 'QX12345678');
    expect(glued.technicalSpecs).toContain('Meter class: T30/90, R80H, R40V');
    expect(glued.technicalSpecs).toContain('Pressure: 16 bar');
    expect(glued.technicalSpecs).toContain('Flow rate: 2.5 m³/h (Q3)');
    expect(glued.suggestedTitle).not.toMatch(/T30|R80H/);
    const apart = read('WATER METER', 'Q3 4 m3/h', 'DN20', 'T30 1,6 MPa', 'R80H/R80V');
    expect(apart.technicalSpecs).toContain('Flow rate: 4 m³/h (Q3)');
    expect(apart.technicalSpecs).toContain('Meter class: T30, R80H/R80V');
  });

  it('leaves a Torx size and a code that opens with Q3 alone', () => {
    expect(read('TORX T30 BIT').technicalSpecs).not.toMatch(/Meter class/);
    expect(read('GATE CONTROLLER', 'Q32936').technicalSpecs).not.toMatch(/Flow rate/);
  });
});

describe('meters, categories and contact blocks', () => {
  it("takes an analogue multimeter's ranges and zero adjust for a multimeter, its 12 A socket for no contactor", () => {
    const meter = read('Corvane', 'QX-303TR', 'DCV', 'DCmA', 'X1k', 'X10k', '0ADJ', 'DC12A+', 'COM');
    expect(meter.suggestedTitle).toMatch(/^Corvane QX-303TR multimeter/);
    expect(meter.technicalSpecs).not.toMatch(/Utilisation category/);
  });

  it("reads a switch's category with its letter as one rating", () => {
    const isolator = read('SWITCH DISCONNECTOR', 'AC-22A 400V', 'AC-23B');
    expect(isolator.technicalSpecs).toContain('Utilisation category: AC-22A, AC-23B');
    expect(isolator.technicalSpecs).not.toMatch(/Current: 2 A|22 A/);
  });
});

describe('batteries and disc meters', () => {
  it('names a battery from its words or its ampere-hours, and reads no current from its code or date', () => {
    const pack = read(
      'Corvane',
      'Type Li-ion Cylindrical Rechargeable Battery',
      'Model: QXR18650-10S4P',
      'Rated Capacity : 12Ah 37V',
      'Date:1913a',
    );
    expect(pack.suggestedTitle).toMatch(/rechargeable battery 37 V 12 Ah$/);
    expect(pack.technicalSpecs).not.toMatch(/Current/);
    const small = read('P/N:QXF-1209A', '12V9Ah');
    expect(small.suggestedCategory).toBe('Electrical Components');
    expect(small.suggestedTitle).toMatch(/battery/);
    expect(small.technicalSpecs).not.toMatch(/1209 A/);
    expect(read('Baterias de Plomo Acido - Tecnologia Gel', '12V12Ah').suggestedTitle).toMatch(/lead acid battery/i);
  });

  it("reads a disc meter's constant and takes it for an energy meter, its phases printed in French for no model", () => {
    const meter = read('MON0PHASE2FILS TYPEQX10C4', 'C-4Wh/tr', '220V 50Hz', '13-50A');
    expect(meter.technicalSpecs).toContain('Meter constant: 4 Wh/rev');
    expect(meter.suggestedTitle).toMatch(/^QX10C4 energy meter/);
    expect(read('METER', '375 rev/kWh', '230V').technicalSpecs).toContain('Meter constant: 375 rev/kWh');
  });
});

describe("a supply's title current", () => {
  it('takes the output current, not what the supply draws on its input row', () => {
    const psu = read('Corvane', 'QX-450-48', 'AC INPUT', '100-120VAC/10A', 'DC OUTPUT', '48V', '9.4A', 'SWITCHING POWER SUPPLY');
    expect(psu.suggestedTitle).toMatch(/9\.4 A$/);
    const adapter = read('Corvane', 'AC ADAPTER', 'INPUT: 100-240V~ 0.2A', 'OUTPUT: 12V 1A');
    expect(adapter.suggestedTitle).toMatch(/ 1 A$/);
  });
});

describe('marks run together', () => {
  it('splits an IP code from the climatic class or IK code after it, and reads a bracketed range in bare C as degrees', () => {
    const meter = read('ELECTRICITY METER', 'IP543K7(-40C-70C)');
    expect(meter.technicalSpecs).toContain('IP rating: IP54');
    expect(meter.technicalSpecs).toContain('Temperature: -40 °C, 70 °C');
    expect(read('LED FLOODLIGHT', 'IP65IK08').technicalSpecs).toContain('IK rating: IK08');
  });

  it('takes no contactor panel from three capitals alone', () => {
    expect(read('MCC', 'DAL', '300Z').suggestedTitle).not.toMatch(/panel/i);
  });
});

describe('word endings, dangerous-goods numbers and meter sockets', () => {
  it("takes no maker from a cut word's ending, and no voltage from a UN number", () => {
    const controller = read('TIONCONTROLLER', 'QX-1201-E', '24VAC');
    expect(controller.brandInfo).toBe('Unbranded');
    expect(read('propane', 'UN 1965', '6.7 KG').technicalSpecs).not.toMatch(/Voltage/);
    expect(read('MOTOR', 'UN 400', 'IN 12').technicalSpecs).toContain('Voltage: 400 V');
  });

  it("takes a multimeter's transistor socket and unfused 10 A socket for a multimeter's", () => {
    expect(read('Corvane', 'NPNhFE', 'PNP', '10ADC', '-unfused-', 'COM', 'HOLD').suggestedTitle).toMatch(/multimeter/);
  });
});

describe("boards' grades and meters' constants", () => {
  it("reads no voltage from a circuit board's flammability grade, and never titles it", () => {
    const remote = read('Corvane', 'WIRED REMOTE', 'CONTROLLER', 'REF:-QX8899', '0-5V DC', '94V-0');
    expect(remote.technicalSpecs).not.toMatch(/94 V/);
    expect(remote.suggestedTitle).not.toMatch(/94/);
  });

  it("reads a meter constant OCR slipped on, and a generator's maker over a socket range's name", () => {
    expect(read('ELECTRICITY METER', '2000-Lmp/kvar').technicalSpecs).toContain('Meter constant: 2000 imp/kvarh');
    expect(read('GENERAC', 'CONTROLLER', 'NEXUS', 'MAIN FUSE', '7.5AMP').brandInfo).toBe('Generac');
  });
});

describe("meters' pulses", () => {
  it("reads a gas meter's pulse as imp or pulse, its ³ read as ², and takes it for a gas meter's", () => {
    const meter = read('QX-4701', 'DIN EN 1359:2007', '1imp=0.01m²');
    expect(meter.technicalSpecs).toContain('Pulse value: 1 pulse = 0.01 m³');
    expect(meter.suggestedTitle).toMatch(/gas meter/);
    expect(read('1 pulse = 10 dm3').technicalSpecs).toContain('Pulse value: 1 pulse = 10 dm3');
  });

  it("reads an energy meter's constant with its accuracy class run on", () => {
    expect(read('1000imp/kWhCL1').technicalSpecs).toContain('Meter constant: 1000 imp/kWh');
  });
});

describe('a word broken at the line end', () => {
  it('is no maker, however large it is printed', () => {
    const rows = ['Permanentmagnet-', 'Gleichstromservomotor', 'QX-20F/MMA-0', 'Made in Germany', 'Isolationsklasse F'];
    const plate = analyseText({ rows, lines: rows.map((text, i) => line(text, i === 0 ? 90 : 40, 0.99)) });
    expect(plate.brandInfo).toBe('Unbranded');
    expect(plate.suggestedTitle).not.toMatch(/Permanentmagnet/);
  });
});
