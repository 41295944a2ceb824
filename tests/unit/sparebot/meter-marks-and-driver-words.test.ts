import { describe, expect, it } from 'vitest';
import { lines, line, readLabel } from './helpers/label-text.ts';
import { itReadsEachMaker } from './helpers/maker-cases.ts';

// Synthetic label text for the version 46–50 rules learnt from rounds q24–q27 (issue 30): no evaluation photo's reading.

describe("a test meter's marks", () => {
  it('reads the Is of a measurement category run into its volts ("CAT I600V") as the category, never as 1600 V', () => {
    const meter = readLabel('TRUE RMS', 'COM', 'H/NCV', 'CAT I600V');
    expect(meter.technicalSpecs).toMatch(/Measurement category: CAT I 600 V/);
    expect(meter.technicalSpecs).not.toMatch(/1600/);
    expect(meter.suggestedTitle).not.toMatch(/I600V/);
  });

  it("calls a meter with a multimeter's face and a measurement category a multimeter, and one without that face a tester", () => {
    expect(readLabel('TRUE RMS', 'COM', 'H/NCV', 'CAT III 600V').extracted.productType?.value).toBe('multimeter');
    expect(readLabel('CAT III 600V', 'VOLTAGE 12-690V').extracted.productType?.value).toBe('electrical tester');
  });

  it("takes no maker from a dial's function marks read together (ADCA beside ADCV), and Adca still from its own plate", () => {
    const meter = lines(line('ADCA', 20), line('ADCV', 20), line('TRUE RMS', 20), line('COM', 20), line('6000 counts', 20));
    expect(meter.brandInfo).not.toBe('Adca');
    expect(readLabel('ADCA', 'STEAM TRAP', 'PN40 DN15').brandInfo).toBe('Adca');
  });

  it("reads a thermal camera by its screen's spot readings and emissivity", () => {
    const camera = readLabel('Center 29.7C', 'Max:33.8°C', 'Min:24.5°C', 'E:0.95');
    expect(camera.extracted.productType?.value).toBe('thermal camera');
    expect(camera.suggestedCategory).toBe('Instrumentation');
  });
});

describe('stepper drivers', () => {
  it("reads a microstep driver by its name and its pulses a revolution, never a gas meter's pulse", () => {
    const driver = readLabel('Microstep Driver', 'DM556', 'Pulse/rev Table', 'Vdc:+20V-+50V');
    expect(driver.extracted.productType?.value).toBe('motor driver');
    expect(driver.suggestedCategory).toBe('Motors & Drives');
  });
});

describe('codes that name their maker', () => {
  it("takes only ABB's own overload relay frames for ABB's, and another maker's TA12 current transformer for a CT", () => {
    const relay = readLabel('TA25DU-19', '13-19 A');
    expect(relay.brandInfo).toBe('ABB');
    expect(relay.extracted.productType?.value).toBe('overload relay');
    const ct = readLabel('TA12-200', 'SGS');
    expect(ct.brandInfo).not.toBe('ABB');
    expect(ct.extracted.productType?.value).toBe('current transformer');
  });

  it("names a Helishun board relay's maker from its code", () => {
    expect(readLabel('HLS8L-DC5V-S-C', '10A250VAC').brandInfo).toBe('Helishun');
  });

  itReadsEachMaker([
    ['FYSETC', 'STEP DIR EN', 'Fysetc', 'Control Systems'],
    ['BIGTREETECH', 'SKR MINI E3', 'BigTreeTech', 'Control Systems'],
    ['TOPDON', 'TC004', 'Topdon', 'Instrumentation'],
    ['AUSTRIA EMAIL', 'DC INVERTER', 'Austria Email', 'HVAC Equipment'],
    ['CADDX', 'NX-8', 'Caddx', 'Safety Equipment'],
    ['LaserPro', 'CLASS 2 LASER PRODUCT', 'LaserPro', 'Tools & Hardware'],
    ['SHERLINE', 'MADE IN USA', 'Sherline', 'Tools & Hardware'],
    ['DYNAMIXEL', 'MX-64', 'Dynamixel', 'Motors & Drives'],
    ['power-one', 'SGTU-3KW', 'Power-One', 'Electrical Components'],
    ['PITTMAN', '12VDC', 'Pittman', 'Motors & Drives'],
    ['Terrameter System', 'C1 C2 P1 P2', 'ABEM', 'Instrumentation'],
  ]);

  it("names another company whose name only starts with a known maker's short name by its own name, and a known maker's own company still as that maker", () => {
    expect(readLabel('ASTRO', 'ASTRO FLIGHT INC.', 'POWER SUPPLY').brandInfo).toBe('Astro Flight');
    expect(readLabel('MEAN WELL ENTERPRISES CO., LTD.', 'SWITCHING POWER SUPPLY').brandInfo).toBe('Mean Well');
    expect(readLabel('ASTRO', 'LED WALL LIGHT').brandInfo).toBe('Astro Lighting');
  });

  it('names a maker of far more than air conditioning by its bare name, and its HVAC arm by that name still', () => {
    expect(readLabel('SAMSUNG', 'SCD-5083').brandInfo).toBe('Samsung');
    expect(readLabel('HITACHI', 'MADE IN JAPAN').brandInfo).toBe('Hitachi');
    expect(readLabel('Hitachi Cooling & Heating', 'RAS-2.5WHVRP').brandInfo).toBe('Hitachi');
  });
});

describe('solid state relays', () => {
  it('files a solid state relay under Electrical Components, as the trade labels most of them', () => {
    const relay = readLabel('SOLID STATE RELAY', 'INPUT 3-32VDC', 'OUTPUT 24-380VAC 40A');
    expect(relay.extracted.productType?.value).toBe('solid state relay');
    expect(relay.suggestedCategory).toBe('Electrical Components');
  });
});

describe("a vehicle air conditioner's compressor", () => {
  it('reads the PAG oil it is filled with beside its refrigerant as a compressor, with neither taken for its model', () => {
    const compressor = readLabel('R134aPAG46GC203UL1', 'REFRIGERANT', 'CAUTION');
    expect(compressor.extracted.productType?.value).toBe('refrigeration compressor');
    expect(compressor.suggestedCategory).toBe('HVAC Equipment');
    expect(compressor.technicalSpecs).toMatch(/Refrigerant: R134a/);
    expect(compressor.suggestedTitle).not.toMatch(/R134a|PAG46/);
  });

  it('takes no refrigerant printed after "Model" for the model', () => {
    expect(readLabel('HEAT PUMP', 'Model: R32', 'Serial: 123456').suggestedTitle).not.toMatch(/R32 /);
  });
});

describe('heating and plant plates', () => {
  it('reads a circulator by its temperature class, over the PN rating that alone would say a valve, and never titles it by the class', () => {
    const pump = readLabel('wilo', 'Star Z20/4', '1~230V/50Hz', 'PN10', 'IP44', 'TF110');
    expect(pump.extracted.productType?.value).toBe('circulating pump');
    expect(pump.suggestedCategory).toBe('HVAC Equipment');
    expect(readLabel('wilo', '1~230V/50Hz', 'TF110').suggestedTitle).not.toMatch(/TF110/);
  });

  it("takes no fixings from a powered item's plate (a heater's M7 studs beside its kW), nor its UL file number for its model", () => {
    const heater = readLabel('BALBOA', 'HEATER 4.0Kw. 800 15IN 2X2 M7 STUD', 'NUTS TO', 'E188744');
    expect(heater.suggestedCategory).not.toBe('Fasteners & Fixings');
    expect(heater.suggestedTitle).not.toMatch(/E188744/);
    expect(readLabel('M8 HEX BOLT', 'DIN 933 8.8').suggestedCategory).toBe('Fasteners & Fixings');
  });

  it("reads a German smoke vent button (RWA-Taster) as the smoke vent's, not a plain pushbutton", () => {
    const button = readLabel('RWA Taster 6', 'Anschlussdaten: 24VDC/0.15VA');
    expect(button.suggestedCategory).toBe('Safety Equipment');
  });
});

describe('panel legends', () => {
  it('reads a starter panel by its R, Y and B phase lamps with its START, STOP and TRIP, and takes no maker from a phase lamp', () => {
    const panel = readLabel('RPHASE', 'YPHASE', 'BPHASE', 'START', 'STOP', 'TRIP');
    expect(panel.extracted.productType?.value).toBe('contactor panel');
    expect(panel.suggestedCategory).toBe('Control Systems');
    expect(panel.brandInfo).toBe('Unbranded');
  });

  it("takes no maker from a distribution box's name, an incomer's section or French label words", () => {
    expect(readLabel('ACDB', 'SGTU-3KW').brandInfo).toBe('Unbranded');
    expect(readLabel('INCOMERBOX', 'PANEL(METER-1)').brandInfo).toBe('Unbranded');
    expect(readLabel('PEINDRE').brandInfo).toBe('Unbranded');
  });

  it('files a KNX bus device (a switch actuator) with the building controls', () => {
    const actuator = readLabel('SA/S 8.10.2.1', 'KNX', 'U250/440V~', '10AX');
    expect(actuator.suggestedCategory).toBe('Control Systems');
    expect(actuator.suggestedTitle).not.toMatch(/^Unidentified/);
    expect(readLabel('Schaltaktor', '230V').suggestedCategory).toBe('Control Systems');
  });

  it("reads a Korean or Japanese standard by its division's letter, never as the model", () => {
    const breaker = readLabel('UMG', 'KS C4513', '30A', '30mA', 'AC220V');
    expect(breaker.technicalSpecs).toMatch(/Standards: KS C 4513/);
    expect(breaker.suggestedTitle).not.toMatch(/C4513/);
    expect(readLabel('JIS C 8201-2-1', 'MCCB 30A').technicalSpecs).toMatch(/Standards: JIS C 8201-2-1/);
  });

  it('files North American building wire (THHN, NM-B) as cable, not its gauge as a pressure gauge', () => {
    const reel = readLabel('14 Stranded', 'cerrowire', 'THHN', '25 ft.', 'SOLD IN FULL ROLLS', 'Gauge');
    expect(reel.suggestedCategory).toBe('Cables & Wiring');
    expect(reel.suggestedTitle).not.toMatch(/pressure gauge/i);
  });

  it('names a distribution box printed in words as the distribution board it is', () => {
    const box = readLabel('AC DISTRIBUTION BOX');
    expect(box.extracted.productType?.value).toBe('distribution board');
    expect(box.suggestedCategory).toBe('Electrical Components');
    expect(box.suggestedTitle).not.toMatch(/^Unidentified/);
  });

  it('reads a water-cooled monoblock as a pump, not a monoblock heat pump', () => {
    const pump = readLabel('WATER COOLED MONOBLOCK');
    expect(pump.extracted.productType?.value).toBe('pump');
    expect(pump.suggestedCategory).toBe('Plumbing Supplies');
  });
});
