import { describe, expect, it } from 'vitest';
import { readLabel as read, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 22 rules (issue 30): no evaluation photo's reading; unknown
// makers' names and codes made up.

describe("a lamp's designation", () => {
  it('reads the wattage and colour code as power and colour temperature, and names a lamp', () => {
    const tube = read('Lumenor', 'T8 TUBE-FL 58W/840', 'G13');
    expect(tube.technicalSpecs).toContain('Power: 58 W');
    expect(tube.technicalSpecs).toContain('Colour temperature: 4000 K');
    expect(tube.suggestedCategory).toBe('Lighting');
    expect(tube.suggestedTitle).toMatch(/fluorescent tube/);
  });

  it('reads the code with the letters before it run in, and never takes the designation alone for the model', () => {
    expect(specsOf('QX-C26W/830/4P')).toContain('Colour temperature: 3000 K');
    expect(specsOf('QX-C26W/830/4P')).toContain('Power: 26 W');
    expect(read('36W/865').suggestedTitle).not.toMatch(/36W\/865/);
    // A wattage over a voltage or anything else is no colour code.
    expect(specsOf('60W/230V')).not.toMatch(/Colour temperature/);
  });
});

describe("a panel's own face", () => {
  it("takes a hand-off-auto selector with a display's keys for a controller", () => {
    const panel = read('SWITCHED TO OFF', 'ENTER', 'ESC', 'MANUAL', 'AUTO', 'OFF', 'MAIN FUSE');
    expect(panel.suggestedCategory).toBe('Control Systems');
    expect(panel.suggestedTitle).toMatch(/controller/i);
    // One or two of the positions are any switch's.
    expect(read('AUTO', 'OFF').suggestedTitle).toMatch(/Unidentified/);
  });

  it("takes an irrigation controller's dial words for one", () => {
    const irrigation = read('Zephyrix', 'Run Times', 'Start Times', 'Water Days', 'System Off');
    expect(irrigation.suggestedTitle).toMatch(/irrigation controller/);
    expect(irrigation.suggestedCategory).toBe('Control Systems');
  });

  it("takes a pressure switch's cut-in and differential scales for one", () => {
    const pressostat = read('Frigotek', 'CUT IN', 'DIFF', 'psig', 'bar');
    expect(pressostat.suggestedTitle).toMatch(/pressure switch/);
    // The trade files them with the plant as often as with controls: the seller confirms which.
    expect(pressostat.categoryChoices?.slice(0, 2)).toEqual(['Control Systems', 'HVAC Equipment']);
    expect(pressostat.confidence).toBeLessThan(0.7);
    expect(read('Frigotek', 'Bereich/Range: 2..8 bar', 'Prüfdruck/Test pressure: 30 bar', '435 psig').suggestedTitle).toMatch(
      /pressure switch/,
    );
  });

  it("takes a gate operator's buttons and terminals for its control unit, never its terminal run for the model", () => {
    const gate = read('Veltrano', 'QX40R10', 'Open', 'Close', 'Stop/Set', 'L4L3L2L1');
    expect(gate.suggestedTitle).toBe('Veltrano QX40R10 gate controller');
    expect(gate.suggestedCategory).toBe('Control Systems');
    expect(gate.technicalSpecs).not.toMatch(/L4L3L2L1/);
  });

  it('names a first aid kit from its words, and never a band saw from a bandage', () => {
    const kit = read('Medora', 'FirstAid', 'triangular', 'bandage', 'dressing');
    expect(kit.suggestedTitle).toMatch(/first aid kit/);
    expect(kit.suggestedCategory).toBe('Safety Equipment');
    expect(read('Medora', 'triangular bandage', 'sterile').suggestedTitle).not.toMatch(/saw/i);
  });

  it("takes a cell charger's chemistries and slots for a battery charger", () => {
    expect(read('Voltaris', 'NiMH', 'Slot A', 'Slot B', 'DISCHARGE').suggestedTitle).toMatch(/battery charger/);
    // A tool battery's own label is no charger.
    expect(read('MAKITA', 'Li-ion 18V', 'Charge only with Makita charger', 'Charging', 'BL1850B').suggestedTitle).not.toMatch(/charger/);
  });

  it('takes a clock with its weekday for a time switch, unless a temperature is shown', () => {
    const timer = read('Quorra', 'LUN 07:45', 'SORTIE 1');
    expect(timer.suggestedTitle).toMatch(/time switch/);
    expect(read('Quorra', '07:45 Tue', 'Room', '21°').suggestedTitle).not.toMatch(/time switch/);
  });

  it("reads a French or German board's circuit chart as a consumer unit's, never its words as a maker", () => {
    const board = read('Comptage general', 'Lave-linge', 'Seche-linge', 'Eclairage', 'Prises');
    expect(board.suggestedTitle).toMatch(/consumer unit/i);
    expect(board.brandInfo).not.toMatch(/Comptage/);
    expect(read('Waschmaschine', 'Trockner', 'Herd', 'Steckdosen').suggestedTitle).toMatch(/consumer unit/i);
  });

  it('names a voltmeter or an ammeter as an instrument', () => {
    expect(read('DIGITAL VOLTMETER', 'WARNING', '220/240V').suggestedCategory).toBe('Instrumentation');
    expect(read('Analogue ammeter', '0-50A').suggestedCategory).toBe('Instrumentation');
  });
});

describe("meters' certificates and marks", () => {
  it("reads the MID annex inside a type certificate's number, its I read as 1 and a zero lost", () => {
    expect(read('DE-08-MI004-PTB022', '2.5 m3/h').suggestedTitle).toMatch(/heat meter/);
    expect(read('NL-M101-20345', 'T30').suggestedTitle).toMatch(/water meter/);
    // A code like it without a country before it is any maker's code.
    expect(read('M101-20345').suggestedTitle).not.toMatch(/meter/);
  });

  it("takes a water meter's maximum admissible pressure for a water meter's", () => {
    expect(read('MAP16', 'T50', '2019').suggestedTitle).toMatch(/water meter/i);
  });
});

describe('sizes and dates that are not what they look like', () => {
  it("reads a nominal size only from EN ISO 6708's series", () => {
    expect(specsOf('DN25 PN16')).toContain('DN25');
    expect(specsOf('ISE+DN29')).not.toMatch(/DN29/);
  });

  it("never keeps a date with its month's name as a code", () => {
    expect(read('Korvex', 'KV-220', '06.NOV.2022').technicalSpecs).not.toMatch(/NOV/);
    expect(read('Korvex', 'KV-220', '12-MAR-19').technicalSpecs).not.toMatch(/MAR-19/);
  });

  it("knows the irrigation makers by their logos' short names", () => {
    expect(read('HUNTER', 'Run Times', 'Start Times', 'Water Days').brandInfo).toBe('Hunter Industries');
    expect(read('RAINBIRD', 'Run Times', 'Start Times', 'Water Days').brandInfo).toBe('Rain Bird');
  });
});

describe('the maker of the item among the makers of what sits beside it', () => {
  it("takes the maker whose catalogue code is the label's model, not the one named most often", () => {
    const meter = read('EASTRON', 'SDM72D-M', '1000imp/kWh', 'Schneider Electric', 'Resi9', 'Schneider', 'R9F23316 B16');
    expect(meter.brandInfo).toBe('Eastron');
    expect(meter.suggestedTitle).toMatch(/^Eastron SDM72D-M/);
  });
});

describe('words, makers and legal forms run into codes', () => {
  it('splits product words off the code OCR ran them into, a standard keeping its letters', () => {
    const supply = read('DCPOWERSUPPLYQT305F-3', 'VOLTAGE', 'CURRENT');
    expect(supply.suggestedTitle).toMatch(/QT305F-3 (?:bench |DC )?power supply/);
    expect(supply.technicalSpecs).not.toMatch(/DCPOWERSUPPLY/);
    expect(read('Corvane', 'INVERTERDUTYACINDUCTIONMOTORIEC60034').technicalSpecs).toContain('IEC 60034');
  });

  it("splits a known maker's name off the model run into it in capitals, never a mixed-case name", () => {
    const scope = read('VOLTCRAFTQX0842', 'DIGITAL STORAGE OSCILLOSCOPE');
    expect(scope.brandInfo).toBe('Voltcraft');
    expect(scope.technicalSpecs).toContain('QX0842');
    expect(read('Accuenergy', 'AcuRev2020', 'energy meter').technicalSpecs).toContain('Codes: AcuRev2020');
  });

  it('reads "PLC" after "made by" and a name as the legal form, not a controller', () => {
    const plate = read('CONNECTOR ASSEMBLY', 'MADE BY HARTWELL PLC', 'REF.No.4471/220');
    expect(plate.suggestedTitle).not.toMatch(/PLC/);
    expect(plate.suggestedCategory).not.toBe('Control Systems');
    expect(read('S7-1200 PLC', 'CPU 1214C').suggestedTitle).toMatch(/PLC/);
  });
});

describe('instruments and heaters by their faces', () => {
  it("takes a programmable bench supply's protections and a twin supply's tracking for a bench power supply", () => {
    expect(read('Kelvane', 'DC POWER SUPPLY', 'OVP', 'OCP', 'C.C', 'C.V').suggestedTitle).toMatch(/bench power supply/);
    expect(read('Kelvane', 'TRACKING', 'MASTER', 'SLAVE', 'VOLT', 'AMP').suggestedCategory).toBe('Instrumentation');
  });

  it("takes an analogue scope's knobs with the intensity cut short for an oscilloscope", () => {
    expect(read('VOLTS/DIV', 'INTENSI', 'FOCUS', 'POSITION').suggestedTitle).toMatch(/oscilloscope/i);
  });

  it('names a diesel air heater from its words, titled by its heating power', () => {
    const heater = read('Air heater', 'RATED VOLTAGE 12V 40W', 'HEATING POWER 5KW', 'FUEL Diesel');
    expect(heater.suggestedTitle).toMatch(/air heater/i);
    // Sold by its heat output, not by what its fan and glow plug draw.
    expect(heater.suggestedTitle).toMatch(/5 kW$/);
    expect(heater.suggestedCategory).toBe('HVAC Equipment');
  });
});

describe("what the phone's camera prints on the photo", () => {
  it('never takes a camera watermark or a date-and-time stamp for the maker or the model', () => {
    const unit = read('DORVAL', 'INVERTER', 'OPPO Reno8 Z5G', "Jo's Electrics | Leeds | 2025.05.11 13:47", 'R32');
    expect(unit.suggestedTitle).not.toMatch(/Reno|OPPO|2025/);
    expect(unit.technicalSpecs).not.toMatch(/Reno8|Z5G/);
    expect(read('Shot on Redmi Note 10', 'QX-220 RELAY').technicalSpecs).not.toMatch(/Redmi|Note/);
    // A maker's name in capitals on the item itself stays.
    expect(read('XIAOMI', 'MJCTD02YL', 'LED lamp').technicalSpecs).toContain('MJCTD02YL');
  });
});

describe('hand tools by their steel', () => {
  it('takes a chrome vanadium mark for a hand tool', () => {
    const set = read('Korvex', 'QK-1142', 'Cr-V', '8 10 12 13 17 19');
    expect(set.suggestedTitle).toMatch(/hand tool/);
    expect(set.suggestedCategory).toBe('Tools & Hardware');
  });
});
