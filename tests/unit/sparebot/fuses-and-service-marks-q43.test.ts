import { describe, expect, it } from 'vitest';
import { line, lines, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 67's fuse markings, bare voltage symbols and building-services marks (issue 30): no
// evaluation photo's reading.

describe("a miniature fuse's marking", () => {
  it('is read as the fuse, as printed, with its decimal comma a point', () => {
    expect(specsOf('230V~ T1,6A H250V~')).toContain('Fuse: T1.6A H250V');
    expect(specsOf('FUSE T3.15AL250V')).toContain('Fuse: T3.15A L250V');
    expect(specsOf('F2A 250V')).toContain('Fuse: F2A 250V');
    expect(specsOf('T500mAL250V')).toContain('Fuse: T500mA L250V');
  });

  it("is never the product's current or supply", () => {
    const specs = specsOf('INPUT 100-240V~ 50/60Hz', 'OUTPUT 12V 5A', 'FUSE T3.15A 250V');
    expect(specs).toContain('Current: 5 A');
    expect(specs).not.toMatch(/Current:[^;]*3\.15/);
    expect(specs).not.toMatch(/Voltage:[^;]*250 V/);
  });

  it('is no model code and never the title', () => {
    const supply = readLabel('POWER SUPPLY', 'OUTPUT 24V 2.5A', 'T3.15AL250V');
    expect(supply.technicalSpecs).not.toMatch(/Codes:[^;]*T3\.15AL250V/);
    expect(supply.suggestedTitle).not.toContain('T3.15');
  });

  it("reads a cartridge fuse's standard size, and no other pair of numbers", () => {
    expect(specsOf('RT18-32X 10x38')).toContain('Fuse: 10×38 mm');
    expect(specsOf('5×20')).toContain('Fuse: 5×20 mm');
    expect(specsOf('10x20')).not.toContain('Fuse');
    expect(specsOf('110x38')).not.toContain('Fuse');
  });

  it('needs its breaking letter, its voltage or the word Fuse beside a bare current', () => {
    expect(specsOf('Fuse: T2A')).toContain('Fuse: T2A');
    expect(specsOf('T2A')).not.toContain('Fuse');
    // A type letter apart from a socket's ratings is no fuse speed.
    expect(specsOf('TYPE T 16A 250V')).not.toContain('Fuse');
  });
});

describe('a rated voltage whose subscript was lost', () => {
  it('reads "U250/440V~" as the voltage, not a code', () => {
    const specs = specsOf('U250/440V~', '10AX');
    expect(specs).toContain('Voltage: 250/440 V');
    expect(specs).not.toContain('Codes');
  });

  it('leaves a U inside a word or a code alone', () => {
    expect(specsOf('ULTRA250V')).not.toContain('Voltage: 250');
    expect(specsOf('AU230V')).not.toMatch(/Voltage: 230 V(?![A-Za-z])/);
  });
});

describe('building-services marks', () => {
  it("reads a driver's power factor given as its least", () => {
    expect(specsOf('PF>0.9')).toContain('Power factor: > 0.9');
    expect(specsOf('λ≥0.95')).toContain('Power factor: ≥ 0.95');
  });

  it("reads a lamp's colour rendering, but no machined finish's roughness", () => {
    expect(specsOf('4000K 3600lm CRI>80')).toContain('Colour rendering: CRI > 80');
    expect(specsOf('Ra≥90')).toContain('Colour rendering: CRI ≥ 90');
    expect(specsOf('Ra 0.8')).not.toContain('Colour rendering');
  });

  it("reads a heat pump's performance ratios, a decimal comma a point", () => {
    expect(specsOf('COP 4.5', 'SCOP: 4,30', 'SEER 6.1')).toContain('Performance: COP 4.5, SCOP 4.30, SEER 6.1');
  });

  it("reads a pipe thread in inches as a valve's size, never a fastener's thread, and no gas meter's G4", () => {
    expect(specsOf('1/2" BSP', '3/4 NPT', "1 1/4'' BSPT", 'G3/4')).toContain('Pipe thread: 1/2" BSP, 3/4" NPT, 1 1/4" BSPT, G3/4"');
    expect(specsOf('G4', 'Qmax 6 m³/h')).not.toContain('Pipe thread');
    const valve = readLabel('BALL VALVE', '1/2" BSP', 'PN25');
    expect(valve.suggestedTitle).toContain('1/2" BSP');
    expect(valve.size).toBe('1/2" BSP');
    expect(readLabel('3/4 BSP').suggestedCategory).not.toBe('Fasteners & Fixings');
  });
});

describe("an emergency light's, a control valve's, a transmitter's and a lifting tool's marks", () => {
  it("reads an emergency light's mode and duration, by its code or in words", () => {
    expect(specsOf('NM3')).toContain('Emergency: Non-maintained 3 h');
    expect(specsOf('3hr maintained')).toContain('Emergency: Maintained 3 h');
    expect(specsOf('Non-maintained 3 hrs')).toContain('Emergency: Non-maintained 3 h');
    // A screw's M3 and a gas's normal cubic metres are no emergency light's code.
    expect(specsOf('M3 x 10', '120 NM3/H')).not.toContain('Emergency');
    expect(lines(line('NM3'), line('230V 50Hz')).suggestedCategory).toBe('Lighting');
  });

  it("reads a control valve's flow coefficient, and files it as a valve", () => {
    expect(specsOf('Kvs 6.3')).toContain('Flow coefficient: Kvs 6.3');
    expect(specsOf('kvs=2,5')).toContain('Flow coefficient: Kvs 2.5');
    expect(lines(line('Kvs 6.3'), line('24VAC')).suggestedTitle).toMatch(/^Valve/);
  });

  it('reads a current loop as a signal, never a residual current, and a span with it as a pressure transmitter', () => {
    const specs = specsOf('Input 12...48V DC 4..20mA');
    expect(specs).toContain('Signal: 4-20 mA');
    expect(specs).not.toContain('Residual current');
    const transmitter = lines(line('4-20mA'), line('0-10 bar'), line('24VDC'));
    expect(transmitter.suggestedTitle).toBe('Pressure transmitter 0-10 bar 4-20 mA');
    expect(transmitter.suggestedCategory).toBe('Instrumentation');
  });

  it("reads a safe working load as the lifting tool's, never as its weight", () => {
    const specs = specsOf('SWL 500kg', 'WLL 1t', 'Weight 12 kg');
    expect(specs).toContain('Working load: SWL 500 kg, WLL 1 t');
    expect(specs).toContain('Weight: 12 kg');
    expect(specs).not.toMatch(/Weight:[^;]*500/);
  });
});

describe('switch categories, poles, cores, taper threads and cue words', () => {
  it("keeps a switch-disconnector's category with its hyphen lost (AC22A), never a 22 A supply", () => {
    const isolator = readLabel('ISOLATOR', 'AC22A 63A', 'IP65');
    expect(isolator.technicalSpecs).toContain('Utilisation category: AC-22A');
    expect(isolator.suggestedTitle).toBe('Isolator 63 A');
    // A supply with a socket's current is still one.
    expect(readLabel('SOCKET', 'AC16A 250V').technicalSpecs).toContain('Current: 16 A');
  });

  it('reads a second IP code after a slash with its IP left out', () => {
    expect(specsOf('IP66/67')).toContain('IP rating: IP66, IP67');
    expect(specsOf('IP54/20A')).not.toContain('IP20');
  });

  it('reads poles and cores written as words in any case', () => {
    expect(specsOf('4 Pole')).toContain('Poles: 4-pole');
    expect(specsOf('2 POLES')).toContain('Poles: 2-pole');
    expect(specsOf('3 core 4mm²')).toContain('Cores: 3-core');
    expect(specsOf('3C')).not.toContain('Cores');
  });

  it("reads ISO 7-1's taper threads as a pipe thread", () => {
    expect(specsOf('Pmax 60mbar', 'Rp 1/2')).toContain('Pipe thread: Rp 1/2"');
    expect(specsOf('Rc 3/4')).toContain('Pipe thread: Rc 3/4"');
  });

  it('takes no rating for an accessory after a row ending in a cue word', () => {
    expect(readLabel('SOCKET', '13A 250V~', 'BS 1363').technicalSpecs).not.toContain('For use with');
    expect(readLabel('RELAY', 'USE ONLY WITH SOCKET', '700-HN125').technicalSpecs).toContain('For use with: 700-HN125');
  });
});

describe('UK heating stock', () => {
  it('names a neutral bar, a door entry panel, access control and a push-to-exit button', () => {
    expect(lines(line('NEUTRAL BAR')).suggestedTitle).toBe('Neutral bar');
    expect(lines(line('DOOR ENTRY')).suggestedCategory).toBe('Safety Equipment');
    expect(lines(line('PUSH TO EXIT')).suggestedTitle).toBe('Exit button');
  });

  it("names a sealed system's filling loop, its inhibitor and a gas cock", () => {
    expect(lines(line('FILLING LOOP')).suggestedTitle).toBe('Filling loop');
    expect(lines(line('INHIBITOR')).suggestedCategory).toBe('Plumbing Supplies');
    expect(lines(line('GAS COCK')).suggestedTitle).toBe('Gas cock');
    expect(lines(line('GAS COCK')).suggestedCategory).toBe('Plumbing Supplies');
  });

  it("reads a UPM3's variant and a Yonos PICO's size and head range as the circulator's model", () => {
    const upm3 = readLabel('Grundfos', 'UPM3 AUTO L 25-70 130', '4-52W');
    expect(upm3.technicalSpecs).toContain('Model: UPM3 AUTO L 25-70 130');
    expect(upm3.suggestedCategory).toBe('HVAC Equipment');
    expect(readLabel('Wilo', 'Yonos PICO 25/1-6', '230V').technicalSpecs).toContain('Model: Yonos PICO 25/1-6');
  });
});

describe('a supply kind with its slash misread, and a programmable thermostat by its display', () => {
  it('reads "AC/DC" with its slash read as a letter I, never inside another word', () => {
    expect(lines(line('ACIDCADAPTOR')).suggestedTitle).toBe('DC power supply');
    expect(lines(line('ACIDCLEANER')).suggestedTitle).not.toBe('DC power supply');
  });

  it('files a display with a weekday in full, a clock and a room temperature as a thermostat, and without it as a time switch', () => {
    expect(lines(line('Sonntag'), line('15:12'), line('21.5°C 40%')).suggestedTitle).toBe('Thermostat');
    expect(lines(line('Monday'), line('06:30'), line('ON OFF')).suggestedTitle).toMatch(/^Time switch/);
  });
});

describe('continental plates', () => {
  it('reads metric horsepower (CV, PS) as a power, checked and priced as 735.5 W', () => {
    expect(specsOf('Potencia 1 CV')).toContain('Power: 1 CV');
    expect(specsOf('1,5 PS')).toContain('Power: 1.5 PS');
    expect(readLabel('Bomba', 'Potencia 1 CV', 'Caudal 3 m3/h').suggestedTitle).toBe('Pump 1 CV 3 m³/h');
  });

  it("takes a refrigerant's foreign name for the heat pump's word, never its maker, and a German MCB's name for an MCB", () => {
    const heatPump = readLabel('Warmtepomp', 'Vermogen 8 kW', 'Koudemiddel R32');
    expect(heatPump.suggestedTitle).toBe('Heat pump 8 kW');
    expect(readLabel('Sicherungsautomat', 'B16', '400 V').suggestedTitle).toBe('MCB Type B 16 A');
  });

  it('takes no maker from "Schütz" read without its umlaut', () => {
    expect(readLabel('Schütz', 'Bemessungsbetriebsstrom 25 A').brandInfo).toBe('Unbranded');
  });
});
