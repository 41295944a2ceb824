import { describe, it, expect } from 'vitest';
import { analyseText } from '../../../src/server/sparebot/analysis/analyse-text.ts';

// Synthetic label text written for each rule: labels that name no product, only what they carry.
const read = (...rows: string[]) => analyseText({ rows, lines: rows.map((text) => ({ text, height: 20, confidence: 0.9 })) });
const typeOf = (...rows: string[]) => read(...rows).extracted.productType?.value;

describe('product words and standards of power supplies, LED drivers and German motors', () => {
  it('names adaptors and German power supplies, an LED power supply as an LED driver, and a VDE 0530 plate as a motor', () => {
    expect(typeOf('AC/DCADAPTOR', 'OUTPUT:DC5V3A')).toBe('DC power supply');
    expect(typeOf('24VDC-Netzgerat', 'IP20')).toBe('DC power supply');
    expect(typeOf('Waterproof LED power supply', '150W')).toBe('LED driver');
    expect(read('Volt230/400D/Y', 'Amp.6,1/3.5', 'VDE0530').suggestedCategory).toBe('Motors & Drives');
  });

  it("reads a bench supply's coarse and fine knobs and CV/CC lamps as a bench power supply, a DC machine's armature as a motor", () => {
    const r = read('BKPRECISION', 'WARNINGHV60!', '1711A 60V/2A', 'DC POWER SUPPLY', 'COARSE', 'FINE', 'CV');
    expect(r.extracted.productType?.value).toBe('bench power supply');
    expect(r.suggestedCategory).toBe('Instrumentation');
    // Neither the warning nor the rating pair is the model.
    expect(r.suggestedTitle).not.toMatch(/WARNING|60V\/2A/);
    expect(typeOf('C.C.', 'C.V.', 'Coarse', 'GND')).toBe('bench power supply');
    // "Armature" is the motor's (not the German "Armatur", a tap).
    expect(read('INTERPOLES', 'ARMATURE', 'SHUNT', 'FIELD').suggestedCategory).toBe('Motors & Drives');
  });

  it("reads a motor's speed glued to RPM, and never takes it for a relay's code", () => {
    const r = read('HYDRAULIC ELEVATOR MOTOR', 'RPM1750', 'HP 25');
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.technicalSpecs).toContain('Speed: 1750 rpm');
    expect(typeOf('RPM12BD', '24V DC')).toBe('relay');
  });
});

describe('product inferred from what a label carries', () => {
  it('reads an output frequency range from zero as a drive', () => {
    expect(typeOf('INPUT 380-480V 3PH 50/60Hz', 'OUTPUT 0-400Hz 5.5kW')).toBe('variable speed drive');
    expect(typeOf('INPUT 400V 50Hz', '5.5kW')).toBeUndefined();
  });

  it('reads keypad words with a frequency and a power as a drive', () => {
    expect(typeOf('RUN STOP PROG ENTER', '50.0 Hz', '2.2 kW')).toBe('variable speed drive');
    // Two keypad words are any panel's: not enough.
    expect(typeOf('RUN STOP', '50 Hz', '2.2 kW')).toBeUndefined();
    // A small drive's keypad: RUN, STOP and SET with a motor's kilowatts (no frequency read).
    expect(typeOf('RUN STOP', 'SET', '220V 1.5KW')).toBe('variable speed drive');
    expect(typeOf('RUN STOP', 'SET', '60W')).toBeUndefined();
    // A direction key and a programming key with RUN and STOP: a drive's keypad with no rating in view.
    expect(typeOf('RUN', 'STOP', 'FWD', 'REV', 'ENTER', 'RESET')).toBe('variable speed drive');
    // A reversing starter's buttons have no programming key.
    expect(typeOf('RUN', 'STOP', 'FWD', 'REV')).toBeUndefined();
    // START and STOP with speed settings in rpm: a variable-speed motor's keypad (a pool pump's).
    expect(typeOf('START', 'STOP', 'SPEED', '(RPM)', '3450', '2850')).toBe('variable speed drive');
    expect(typeOf('START', 'STOP', 'SPEED')).toBeUndefined();
  });

  it("reads a power supply's output rails: a positive with a negative one, or three positive", () => {
    expect(typeOf('+12V /60A MAX', '-12V /0.5A MAX', '+5VAUX /4A MAX')).toBe('DC power supply');
    expect(typeOf('+3.3V 20A', '+5V 20A', '+12V 18A')).toBe('DC power supply');
    // A drive's or controller's terminals carry one or two positive supplies only.
    expect(typeOf('+10V AVI ACI', '+24V DCM')).toBeUndefined();
    expect(typeOf('MODEL:P360W24V', 'OUTPUT:+24V15AMax', 'INPUT:115/230VAC 50/60Hz')).toBe('DC power supply');
    // Direct current in and alternating out is an inverter.
    expect(typeOf('+DC INPUT', 'AC OUTPUT', 'RS-485')).toBe('power inverter');
    // A port's name is kept among the codes but is never the title's model.
    const inverter = read('+DC INPUT', 'AC OUTPUT', 'RS-485');
    expect(inverter.suggestedTitle).toBe('Power inverter');
    expect(inverter.technicalSpecs).toContain('RS-485');
  });

  it("reads a valve's ports and rest state as a valve, and an American battery's Amp Hr as its capacity", () => {
    expect(typeOf('9-3825-006', '1.5MM/150PSI/3-2NC', '48VDC/6.5W')).toBe('valve');
    expect(typeOf('2/2 NO', '24V DC')).toBe('valve');
    expect(typeOf('3/4 BSP')).toBeUndefined();
    const battery = read('BATTERY', 'Model ML35-12', '12Volt 35 Amp Hr.', 'CONSTANT VOLTAGE CHARGE', 'CYCLE USE 14.5-14.9V');
    expect(battery.extracted.productType?.value).toBe('lead acid battery');
    expect(battery.extracted.charge?.value).toBe('35 Ah');
    expect(battery.extracted.current).toBeUndefined();
    // A 12 V charger is electrical stock; a power tool's charger is the tool trade's.
    expect(read('blue smart charger', '12V 30A').suggestedCategory).toBe('Electrical Components');
    expect(read('TOOL CHARGER', '18V Li-ion').suggestedCategory).toBe('Tools & Hardware');
    // A LiFePO4 battery by its nominal voltage (3.2 V a cell); an operating temperature names no controller.
    expect(typeOf('POWER QUEEN', '12.8V', '100Ah')).toBe('LiFePO4 battery');
    expect(typeOf('Product Name: Rechargeable Li-ion Battery System', 'Operating Temperature(Charge): 0~+50C', '43.2~57.6Vdc')).toBe(
      'battery storage unit',
    );
    // A warning's "after power disconnection" is no isolator; an American "DISCONNECT SWITCH" is.
    expect(typeOf('Dangerous residual voltage for up to 10 minutes after power disconnection', '230V')).toBeUndefined();
    expect(typeOf('NON-FUSIBLE DISCONNECT SWITCH', '600VAC 30A')).toBe('isolator');
    // A supply's voltages after DC are volts, not a utilisation category; a company's "plc" is no PLC; a standard no model.
    const panel = read('DC12/24V', 'VOLT');
    expect(panel.extracted.voltage?.value).toBe('12/24 V DC');
    expect(panel.extracted.utilisationCategory).toBeUndefined();
    const meter = read('UGI METERS LTD. 1997', 'A HANSON PLC COMPANY', 'cordance with IGE/GM/1', 'PULSE', '12V dc 10mA', 'pmax 75mbar');
    expect(meter.extracted.productType?.value).toBe('gas meter');
    expect(meter.suggestedTitle).not.toMatch(/IGE|10mA|mbar/);
    // A board's diodes and transistors beside a resistor; a panel's -Q1/-Q2 switches beside D-curve breakers are no board.
    expect(typeOf('R29 Q6 C101 J2 D6 D4 D5 D1')).toBe('circuit board');
    expect(typeOf('-Q1 -Q2', 'D6 D10 D16')).not.toBe('circuit board');
    // A seven-day timer's day switches name a time switch; a date's one weekday does not.
    expect(typeOf('PROGM. DAYS HRS. MIN.', 'MON WED THU SAT SUN TUE', 'START CLEAR')).toBe('time switch');
    expect(typeOf('MFD SUN 12 MAY 2019', '230V')).toBeUndefined();
    // A controller's own few VA are no transformer's rating; a control transformer's 63 VA are.
    expect(typeOf('RVP54.900/320', '230V~ 50Hz', '0,02-2(2)A', '5VA')).toBe('heating controller');
    expect(typeOf('PRI 400V', 'SEC 24V', '63VA')).toBe('transformer');
    // A water meter's Q3 with its flow; a controller's output terminal "Q3/Y3" is none.
    expect(typeOf('Q3 2.5 m³/h', 'R160-H', 'T50')).toBe('water meter');
    expect(typeOf('RVA53.140/109', 'Q3/Y3', '230V~ 50Hz')).toBe('heating controller');
    // A smart charger's mode and stage lamps name it when its name is not read.
    expect(typeOf('M300', '12V', 'NORMAL RECOND', 'AGM', 'CHARGING')).toBe('battery charger');
    // A night storage heater's plate is no charger's.
    expect(typeOf('NIGHT STORAGE HEATER', 'INPUT 1.7kW')).not.toBe('battery charger');
    expect(typeOf('BULK ABS FLOAT STORAGE', '12V 15A')).toBe('battery charger');
    expect(typeOf('Smartsolar charge controller', 'Bulk', 'Absorption', 'Float')).toBe('solar charge controller');
  });

  it('reads a German compound noun by the product at its end, unless a longer product word ends it', () => {
    expect(typeOf('Fernleitungspumpe', '230V 50Hz')).toBe('pump');
    expect(typeOf('SPIEGELSCHRANKLEUCHTE', '230V 18W')).toBe('LED luminaire');
    expect(typeOf('Stellantrieb', '24V AC')).toBe('actuator');
    // A heat pump's own word (umlaut written out or not) is no pump.
    expect(typeOf('WAERMEPUMPE', '400V')).toBe('heat pump');
    // Short words and the head alone are left to the keywords.
    expect(typeOf('Pumpe', '230V')).toBe('pump');
  });

  it("reads a motor's controller by its own name, not by the motor and encoder it names", () => {
    expect(typeOf('Digital AC Servo Driver', 'Left Motor', 'Right Motor', 'Encoder')).toBe('servo drive');
    expect(typeOf('SOFT STARTER', 'MOTOR 7.5kW')).toBe('soft starter');
    expect(typeOf('MOTOR', '4 kW 1450 rpm')).toBe('electric motor');
  });

  it('reads airflow in CFM as a fan', () => {
    const fan = read('AIRFLOW 450 CFM', '230V 50Hz 85W');
    expect(fan.extracted.productType?.value).toBe('fan');
    expect(fan.extracted.flowRate?.value).toBe('450 CFM');
  });

  it('reads a strength class, more so with a thread size, as fasteners', () => {
    expect(typeOf('A2-70')).toBe('fasteners');
    expect(read('M10 x 50', 'A4-80').suggestedCategory).toBe('Fasteners & Fixings');
  });

  it('reads a meter constant as an energy meter and a cyclic volume as a gas meter', () => {
    expect(typeOf('1600 imp/kWh')).toBe('energy meter');
    expect(typeOf('V 1.2 dm3')).toBe('gas meter');
  });

  it('keeps an answer from one inference alone under review', () => {
    expect(read('OUTPUT 0-400Hz').confidence).toBeLessThan(0.7);
  });
});

describe('values with units no earlier rule read', () => {
  it('keeps MPa, GPM, l/h, °F, µF, dB(A), Ah, kWh and Nm in the specs', () => {
    const specs = read('PUMP', '1.6 MPa', '5 GPM', '50 l/h', '140 °F', '25 uF', '65 dB(A)', '120 Ah', '5.2 kWh', '12 Nm').technicalSpecs;
    for (const value of ['1.6 MPa', '5 GPM', '50 l/h', '140 °F', '25 µF', '65 dB(A)', '120 Ah', '5.2 kWh', '12 Nm'])
      expect(specs).toContain(value);
  });

  it('reads a flow in l/h as a flow, not as litres of capacity', () => {
    const r = read('FLOW 50 l/h');
    expect(r.extracted.flowRate?.value).toBe('50 l/h');
    expect(r.extracted.capacity).toBeUndefined();
  });

  it('does not read a meter constant as stored energy', () => {
    expect(read('1000 imp/kWh').extracted.energy).toBeUndefined();
  });
});
