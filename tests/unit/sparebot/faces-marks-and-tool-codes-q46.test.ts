import { describe, expect, it } from 'vitest';
import { isNotCode } from '../../../src/server/sparebot/extract/not-codes.ts';
import { readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 70's rules (issue 30): no evaluation photo's reading.

describe("a product's feature word beside its full name", () => {
  it('is that product\'s, not another\'s: "MPPT" by "SOLAR CHARGE CONTROLLER" is no solar inverter', () => {
    const r = readLabel('SOLAR CHARGE CONTROLLER', 'CE ROHS', 'MPPT');
    expect(r.suggestedTitle).toBe('Solar charge controller');
  });

  it('still names its own product where nothing else does', () => {
    expect(readLabel('MPPT', 'Hybrid inverter').suggestedTitle).toBe('Hybrid inverter');
  });
});

describe("a phone camera's watermark", () => {
  it('names no maker in any case', () => {
    const r = readLabel('WEN', 'AI Dual Camera', 'Vivo V11Pro');
    expect(r.brandInfo).not.toBe('Vivo');
    expect(r.technicalSpecs).not.toContain('V11');
  });
});

describe("a North American thermostat's screen", () => {
  it('is a thermostat, not a fan, by its system, fan, hold and indoor keys', () => {
    const r = readLabel('Honeywell', 'Heat On', 'System', 'Setting', 'Indoor', 'Hold', 'Cancel', 'More', 'Heat', 'Auto', 'Fan');
    expect(r.suggestedTitle).toBe('Honeywell thermostat');
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it("needs five of them: a fan heater's switch says fan", () => {
    expect(readLabel('FAN', 'AUTO', 'HEAT', 'OFF').suggestedTitle).not.toContain('thermostat');
  });
});

describe("a battery management system's screen", () => {
  it('is a BMS, and its "Delta Vol" names no maker', () => {
    const r = readLabel('Charge: ON Discharge: ON', 'Vol:57.27V', 'Delta Vol: 0.005V', 'Ave. Vol: 4.091V', 'Balance: ON', 'CELLS VOLTAGE');
    expect(r.suggestedTitle).toMatch(/^Battery management system/);
    expect(r.brandInfo).not.toContain('Delta');
  });

  it('leaves Delta named alone as a maker', () => {
    expect(readLabel('DELTA', 'VFD007EL21A', '230V 0.75kW').brandInfo).toBe('Delta Electronics');
  });
});

describe('a solar regulator', () => {
  it('is a solar charge controller, not the panels it names', () => {
    const r = readLabel('VOTRONIC', 'SOLAR REGULATOR', 'Solar-Panels', '300 Wp/19A');
    expect(r.suggestedTitle).toMatch(/^Votronic solar charge controller/);
  });
});

describe('a maker line of one word longer than names run', () => {
  it('is no maker: a badge or words read as one', () => {
    expect(readLabel('Pulsarmensualmente', 'IDE240/030', '40A 230V~').brandInfo).not.toBe('Pulsarmensualmente');
  });

  it('leaves a long name of fourteen letters or fewer to be read', () => {
    expect(readLabel('Kaltenbrockner', 'Typ KX 200', '230V 50Hz').brandInfo).toBe('Kaltenbrockner');
  });
});

describe("an RCD's residual current with its IΔ misread", () => {
  it('is read from "n=" and from "1An"', () => {
    expect(specsOf('n=0,03A')).toContain('Residual current: 0.03 A');
    expect(specsOf('25A/1An0.3A')).toContain('Residual current: 0.3 A');
  });

  it('only at a sensitivity RCDs are made for', () => {
    expect(specsOf('n=0,25A')).not.toContain('Residual current');
    expect(specsOf('1An0.2A')).not.toContain('Residual current');
  });

  it('with the rated current run into it is no code', () => {
    expect(isNotCode('25A/1An0.3A')).toBe(true);
    expect(isNotCode('40A/30mA')).toBe(true);
    expect(isNotCode('IDE240/030')).toBe(false);
  });
});

describe('catalogue codes', () => {
  it("read Hager's 300 mA RCCBs, their number set apart", () => {
    const r = readLabel('CFC 425M', '25A/1An0.3A');
    expect(r.brandInfo).toBe('Hager');
    expect(r.suggestedTitle).toBe('Hager CFC 425M RCD 25 A 300 mA');
  });

  it("read Siemens's S7 controllers by their range's name", () => {
    const r = readLabel('PLC S7-1200 TRAINING PANEL');
    expect(r.brandInfo).toBe('Siemens');
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it("read Apollo's Orbis detectors, not Orbis the time-switch maker", () => {
    const r = readLabel('Apollo', 'Orbis', 'ORB-OP-12001-APO', 'Optical smoke detector');
    expect(r.brandInfo).toBe('Apollo Fire Detectors');
  });

  it("read Hilti's cordless tools by their battery platform", () => {
    const r = readLabel('Hilti', 'TE 30-A36', '36V');
    expect(r.suggestedTitle).toBe('Hilti TE 30-A36 power tool 36 V');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
  });

  it('read WEN as a maker of workshop machines', () => {
    const r = readLabel('WEN', '14" BAND SAW');
    expect(r.brandInfo).toBe('WEN');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
  });
});

describe("a bolt's size", () => {
  it('is its thread size, never its model, alone on its line too', () => {
    const r = readLabel('M10x90');
    expect(r.technicalSpecs).toContain('Thread size: M10 × 90 mm');
    expect(r.technicalSpecs).not.toContain('Model');
    expect(r.size).toBe('M10 × 90 mm');
  });
});

describe("a data cable's category", () => {
  it('is read with its screening, and titles the cable', () => {
    expect(specsOf('Cat6 U/UTP')).toContain('Category: Cat 6 U/UTP');
    expect(specsOf('CAT 5e UTP LSZH')).toContain('Category: Cat 5e');
    expect(specsOf('Cat.6A F/FTP')).toContain('Category: Cat 6A F/FTP');
    expect(readLabel('Excel', 'Cat6 U/UTP', '305m').suggestedTitle).toBe('Excel Networking cable Cat 6 U/UTP 305 m');
  });

  it("is no modem's or meter's category", () => {
    expect(specsOf('LTE Cat.1')).not.toContain('Category');
    expect(specsOf('CAT II 600V')).not.toContain('Category:');
  });
});

describe('more product words', () => {
  it('a boiling water tap, and Zip by its HydroTap', () => {
    const r = readLabel('Zip', 'HydroTap G5', 'BCS 100/75');
    expect(r.brandInfo).toBe('Zip Water');
    expect(r.suggestedTitle).toContain('boiling water tap');
    expect(r.suggestedCategory).toBe('Plumbing Supplies');
  });

  it("an LED panel by its ceiling grid's size after the word panel", () => {
    expect(readLabel('Sylvania', 'Start Eco', 'Panel 600x600 40W').suggestedTitle).toBe('Sylvania LED panel 40 W');
  });

  it("a conduit's and a waste pipe's size", () => {
    expect(specsOf('20mm conduit')).toContain('Pipe size: 20 mm');
    expect(specsOf('32mm waste trap')).toContain('Pipe size: 32 mm');
    expect(specsOf('FAN 20mm')).not.toContain('Pipe size');
  });
});

describe('continental plates', () => {
  it("read a motor's speed with its unit first, or with its 1/ lost", () => {
    expect(specsOf('giri/min 2800')).toContain('Speed: 2800 rpm');
    expect(specsOf('U/min 1435')).toContain('Speed: 1435 rpm');
    expect(specsOf('1435/min')).toContain('Speed: 1435 rpm');
  });

  it('leave a flow in litres a minute and a voltage after "rpm" alone', () => {
    expect(specsOf('60 l/min')).not.toContain('Speed');
    expect(specsOf('rpm 230V')).not.toContain('Speed');
  });

  it("read Siemens's motor order number with its printed space", () => {
    const r = readLabel('Typ 3~Mot 1LA7 096-4AA10', '4 kW', '1435/min', 'Δ/Y 230/400 V');
    expect(r.brandInfo).toBe('Siemens');
    expect(r.suggestedTitle).toMatch(/^Siemens 1LA7 096-4AA10 .*motor 4 kW/);
  });

  it('read a fan in French, Italian and German, and its airflow with the accent', () => {
    expect(readLabel('Ventilateur', "Débit d'air 500 m3/h", '230V 50Hz').suggestedTitle).toMatch(/^Fan/);
    expect(readLabel('Lüfter', '24V DC', '0,15A').suggestedCategory).toBe('HVAC Equipment');
  });

  it("read a gas appliance's category as such, never as its model", () => {
    const r = readLabel('Chaudière gaz', 'Puissance utile 24 kW', 'Catégorie II2H3P');
    expect(r.technicalSpecs).toContain('Gas category: II2H3P');
    expect(r.suggestedTitle).toBe('Boiler 24 kW');
    expect(specsOf('II2H3B/P')).toContain('Gas category: II2H3B/P');
  });
});

describe('a pressure range below nought', () => {
  it("keeps its sign: a compound gauge's or a pressure switch's range", () => {
    expect(specsOf('-1-9 bar')).toContain('Pressure: -1-9 bar');
    expect(specsOf('-0.2-7.5 bar')).toContain('Pressure: -0.2-7.5 bar');
  });

  it('never below a full vacuum: "-180" before "bar" is a scale\'s tick read with its mark', () => {
    expect(specsOf('-180 bar')).toContain('Pressure: 180 bar');
    expect(specsOf('-14.5-100 psi')).toContain('Pressure: -14.5-100 psi');
  });

  it("never takes a code's hyphen for a sign", () => {
    expect(specsOf('PSB-10 bar')).toContain('Pressure: 10 bar');
    expect(specsOf('PSB-10 bar')).not.toContain('-10 bar');
  });

  it("and Honeywell's Pressuretrol is a pressure switch", () => {
    expect(readLabel('Honeywell', 'L91B1001', 'Pressuretrol').suggestedTitle).toBe('Honeywell L91B1001 pressure switch');
  });
});

describe('titles', () => {
  it("say a product line once when the maker's name ends with it", () => {
    expect(readLabel('Tesla', 'Powerwall 2', '13.5kWh').suggestedTitle).toBe('Tesla Powerwall 2 battery storage unit');
  });

  it('MPPT with a charge current and nothing of mains is a solar charge controller', () => {
    expect(readLabel('Renogy', 'Rover 40A', 'MPPT').suggestedTitle).toBe('Renogy solar charge controller 40 A');
    expect(readLabel('MPPT', '5kW').suggestedTitle).toBe('Solar inverter 5 kW');
  });
});
