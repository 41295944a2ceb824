import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 176 on (issue 30): no evaluation photo's reading.

describe("a contactor's motor power beside its coil voltage", () => {
  it('is kept: the power is rated at 400 V, the 230 V is the coil', () => {
    const r = readLabel('Eaton', 'DILM32-10', 'Contactor', '230V 50Hz coil', '15kW AC-3');
    expect(r.technicalSpecs).toContain('Power: 15 kW');
    expect(r.flaggedRatings ?? []).toEqual([]);
    // A comma lost ("7,5" read as 75 kW) is still more than 32 A switches at 400 V.
    expect(readLabel('Eaton', 'DILM32-10', 'Contactor', '230V coil', '75kW AC-3').technicalSpecs).not.toMatch(/75 kW/);
  });
});

describe("a fixing's diameter by its length", () => {
  it('is kept on a label that names fixings, and titles the box', () => {
    const screws = readLabel('Spax', '5.0 x 60', '200 screws');
    expect(screws.technicalSpecs).toContain('Dimensions: 5.0 × 60 mm');
    expect(screws.suggestedTitle).toBe('Spax fasteners 5.0 × 60 mm');
    expect(readLabel('Fischer', 'DuoPower 8x40', '100 plugs').suggestedTitle).toMatch(/^Fischer .*8 × 40 mm$/);
    expect(readLabel('Holzschrauben', '6,0 x 80 mm').technicalSpecs).toContain('6.0 × 80 mm');
  });

  it('is not read where no fixing is named', () => {
    expect(readLabel('Corvane', 'CABLE CLIPS', '6 x 10').technicalSpecs).not.toMatch(/Dimensions/);
    expect(readLabel('Corvane', 'LED PANEL', '2 x 36').technicalSpecs).not.toMatch(/Dimensions/);
  });
});

describe("a cable's length in metres alone", () => {
  it("is the box's or drum's length where the label names cable", () => {
    const box = readLabel('Excel', 'Cat6 U/UTP', 'LSZH', '305m', 'Blue');
    expect(box.technicalSpecs).toContain('Length: 305 m');
    expect(box.suggestedTitle).toMatch(/Cat 6 U\/UTP 305 m$/);
    expect(readLabel('Doncaster Cables', '6242Y', '2.5mm²', '100M').suggestedTitle).toMatch(/2\.5 mm² 100 m$/);
    expect(readLabel('Prysmian', 'H07RN-F', '3G1.5', '50 metres').technicalSpecs).toContain('Length: 50 m');
  });

  it("is not a pump's head, nor read where no cable is named", () => {
    expect(readLabel('Wilo', 'pump', 'Hmax 5 m', 'cable 1.5m').technicalSpecs).not.toMatch(/Length: 5 m/);
    expect(readLabel('Corvane', 'SENSOR', 'range 50m').technicalSpecs).not.toMatch(/Length/);
  });
});

describe("a long order number's product group", () => {
  it('keeps the groups after it in the title, not the group alone', () => {
    expect(readLabel('Siemens', '6ES7 214-1AG40-0XB0').suggestedTitle).toBe('Siemens 6ES7 214-1AG40 PLC module');
    expect(readLabel('Siemens', '1LA7 090-4AA10-Z', '3~Mot').suggestedTitle).toMatch(/^Siemens 1LA7 090-4AA10-Z /);
    // A base with its number in it still titles the item alone.
    expect(readLabel('Siemens', '1LA3090-0AA43-ZK10', '3~Mot').suggestedTitle).toMatch(/^Siemens 1LA3090 /);
  });
});

describe("a refrigerant's charge", () => {
  it('is the charge, not the weight of the unit, after the refrigerant or its word', () => {
    const ac = readLabel('Daikin', 'RXM35R5V1B', 'Outdoor unit', '3.5kW', 'R32 0.76kg', '220-240V');
    expect(ac.technicalSpecs).toContain('Refrigerant charge: 0.76 kg');
    expect(ac.technicalSpecs).not.toMatch(/Weight/);
    const german = readLabel('Wärmepumpe', 'Kältemittel R410A', 'Füllmenge 1,2 kg', 'Gewicht 45 kg');
    expect(german.technicalSpecs).toContain('Refrigerant charge: 1.2 kg');
    expect(german.technicalSpecs).toContain('Weight: 45 kg');
  });
});

describe('a liquid-filled gauge', () => {
  it('is a pressure gauge by its fill, in English or German', () => {
    expect(readLabel('Wika', '0-16 bar', '100mm', 'glycerine filled').suggestedTitle).toBe('Wika pressure gauge 0-16 bar');
    expect(readLabel('Corvane', '0-10 bar', 'glyzeringefüllt').extracted.productType?.value).toBe('pressure gauge');
  });
});

describe("a heating programmer's face", () => {
  it('names a programmer by its heating, hot water, boost and program words', () => {
    const r = readLabel('HEATING', 'HOT WATER', 'BOOST', 'PROGRAM');
    expect(r.extracted.productType?.value).toBe('thermostat');
    expect(r.suggestedCategory).toBe('Control Systems');
    // A heating element's label is no programmer's.
    expect(readLabel('HEATING', 'ELEMENT', '3kW').extracted.productType?.value).not.toBe('thermostat');
  });
});

describe('a pressure rating and a flow beside a product word', () => {
  it('leaves a pump a pump: PN is a rating any pressurised item carries', () => {
    expect(readLabel('Pump', '230V', '0.75kW', 'PN16').extracted.productType?.value).toBe('pump');
    expect(readLabel('Pompe de circulation', '230V', '45W', 'PN10').extracted.productType?.value).toBe('circulating pump');
    // With no product word, a pressure rating with a size still names a valve.
    expect(readLabel('PN16', 'DN25').extracted.productType?.value).toBe('valve');
  });

  it('gives the flow to a heat meter or a pump named, with m³/h written with its superscript', () => {
    expect(readLabel('Wärmemengenzähler', 'qp 1,5 m³/h', 'DN 20').extracted.productType?.value).toBe('heat meter');
    expect(readLabel('Heat meter', 'qp 1.5 m³/h', 'DN 20').extracted.productType?.value).toBe('heat meter');
    expect(readLabel('PUMP', 'Qmax 6 m³/h', '10 bar').extracted.productType?.value).toBe('pump');
    expect(readLabel('G4', 'Qmax 6 m³/h', 'Qmin 0.04 m³/h').extracted.productType?.value).toBe('gas meter');
  });

  it('names a socket outlet in the languages of European labels', () => {
    expect(readLabel('Steckdose', '16A', '250V', 'IP44').suggestedTitle).toBe('Socket outlet 16 A');
    expect(readLabel('Prise de courant', '16A 250V').extracted.productType?.value).toBe('socket outlet');
  });
});

describe("an RCD's type and its poles", () => {
  it('reads the residual currents it detects, in English, German and Italian, and poles in words', () => {
    const german = readLabel('Fehlerstromschutzschalter', '40A', '30mA', 'Typ A', '4-polig');
    expect(german.technicalSpecs).toContain('RCD type: Type A');
    expect(german.technicalSpecs).toContain('Poles: 4-pole');
    expect(readLabel('Hager', 'CDA440D', 'RCCB', '40A 30mA', 'Type AC', '4P').technicalSpecs).toContain('RCD type: Type AC');
    expect(readLabel('RCBO', 'B16', '30mA', 'Tipo F').technicalSpecs).toContain('RCD type: Type F');
    expect(readLabel('Rolec', 'EV charger', '32A', 'Type A RCD').technicalSpecs).toContain('RCD type: Type A');
  });

  it("is no USB connector's type, nor read on a product with no residual current device", () => {
    expect(readLabel('USB Type A', '5V 2A').technicalSpecs).not.toMatch(/RCD type/);
    expect(readLabel('Corvane', 'Type A', '13A').technicalSpecs).not.toMatch(/RCD type/);
    expect(readLabel('MCB', 'Type B', '16A').technicalSpecs).not.toMatch(/RCD type/);
  });
});

describe("an ABB S200 breaker's number printed apart from its curve", () => {
  it('is its model, and titles it', () => {
    const r = readLabel('ABB', 'S203', 'C32', '6kA', '400V');
    expect(r.suggestedTitle).toBe('ABB S203 MCB Type C 32 A');
    expect(r.technicalSpecs).toContain('Model: S203');
    expect(readLabel('ABB', 'S201-C16').suggestedTitle).toMatch(/^ABB S201-C16 MCB/);
    // A room's or a drawing's number on another item names no breaker.
    expect(readLabel('Room S201', 'Fire door').extracted.productType?.value).toBe('fire door');
  });
});

describe('words run together on a light or a relay', () => {
  it("reads an emergency light's words as the product, never as a maker cut short, and its code after the duration", () => {
    const r = readLabel('EMERGENCY LIGHT', '3HR NM');
    expect(r.brandInfo).toBe('Unbranded');
    expect(r.technicalSpecs).toContain('Emergency: Non-maintained 3 h');
    expect(readLabel('Emergency bulkhead', '3H M/NM').technicalSpecs).toContain('Emergency: Maintained or non-maintained 3 h');
    // A maker's name cut at the photo's edge is still its own ("MARSHALL-TU").
    expect(readLabel('MARSHALL-TU', 'trunking').brandInfo).toBe('Marshall-Tufflex');
    // Newton-metres are no emergency mode.
    expect(readLabel('Torque 40 NM').technicalSpecs).not.toMatch(/Emergency/);
  });

  it("reads a coil's voltage glued to its word, and dimensions in capitals", () => {
    expect(readLabel('CONTACTOR RELAY', 'COIL230VAC').technicalSpecs).toContain('Voltage: 230 VAC');
    expect(readLabel('CONTACTOR RELAY', 'COIL230VAC').technicalSpecs).not.toMatch(/Codes/);
    expect(readLabel('JUNCTIONBOX', 'IP65', '100X100X50MM').technicalSpecs).toContain('Dimensions: 100 × 100 × 50 mm');
  });
});

describe('ratings inside codes, two pressure ratings, and a fire maker’s sensor', () => {
  it("reads no metric horsepower inside a code, and a pump's two pressure ratings whole", () => {
    const cisco = readLabel('Cisco', 'WS-C2960X-24PS-L', '24 port switch');
    expect(cisco.technicalSpecs).not.toMatch(/Power/);
    expect(cisco.technicalSpecs).toContain('WS-C2960X-24PS-L');
    expect(readLabel('Corvane', 'MOTOR', '1,5 PS').technicalSpecs).toContain('Power: 1.5 PS');
    const pump = readLabel('Grundfos', 'Magna3', '230V', 'PN6/10');
    expect(pump.technicalSpecs).toContain('Pressure rating: PN6/10');
    expect(pump.suggestedTitle).not.toMatch(/PN6/);
  });

  it("names a fire detection maker's sensor a fire alarm device", () => {
    const r = readLabel('Hochiki', 'ESP', 'Optical sensor');
    expect(r.extracted.productType?.value).toBe('fire alarm device');
    expect(r.suggestedCategory).toBe('Safety Equipment');
    // Another maker's sensor stays a sensor.
    expect(readLabel('Sontay', 'Duct temperature sensor').extracted.productType?.value).toBe('sensor');
  });
});

describe("a board's ways, a tie's size, a conduit's length and a push-in connector", () => {
  it('names a consumer unit by its count of ways, and keeps the count out of the codes', () => {
    expect(readLabel('Wylex', 'NHRS12SL', '100A', 'Main switch', '12 way').extracted.productType?.value).toBe('consumer unit');
    const board = readLabel('18-WAY', '100A');
    expect(board.extracted.productType?.value).toBe('consumer unit');
    expect(board.technicalSpecs).not.toMatch(/Codes/);
    // A switch's two ways, and an extension lead named, are no board.
    expect(readLabel('2 way switch', '10A').extracted.productType?.value).toBe('light switch');
    expect(readLabel('4 way extension lead', '13A').extracted.productType?.value).toBe('extension lead');
  });

  it("keeps a cable tie's length by its width, a conduit's length, and names a push-in connector", () => {
    expect(readLabel('Hellermann', 'T50R', 'Cable ties', '200x4.6', '100 pcs').technicalSpecs).toContain('Dimensions: 200 × 4.6 mm');
    expect(readLabel('Kopex', '25mm', 'Flexible conduit', '10m').technicalSpecs).toContain('Length: 10 m');
    expect(readLabel('Ideal', 'In-Sure', 'Push-in connector').suggestedTitle).toBe('Ideal push-in connector');
  });
});

describe("a motor's voltages with its windings' connection, and a Mitsubishi drive", () => {
  it('reads the voltages whatever the connection mark after them', () => {
    expect(readLabel('ABB', 'M2AA 100 LA', '3 kW', '2880 r/min', '400 VD', '5.9 A').technicalSpecs).toContain('Voltage: 400 V');
    expect(readLabel('Leroy-Somer', 'LS 80 L', '0,75 kW', '1400 min-1', '230Δ/400Y V').technicalSpecs).toContain('Voltage: 230/400 V');
    expect(readLabel('Corvane', '230 V DC').technicalSpecs).not.toMatch(/Voltage: 230 V;|Voltage: 230 V$/);
  });

  it('names a Mitsubishi FR-D700 single-phase drive by its code', () => {
    const r = readLabel('Mitsubishi', 'FR-D720S-070-EC', '1ph 230V', '1.5kW');
    expect(r.extracted.productType?.value).toBe('variable speed drive');
    expect(r.suggestedTitle).toMatch(/^Mitsubishi Electric FR-D720S-070-EC variable speed drive/);
  });
});

describe("a pipe's size on a line of its own", () => {
  it('is kept, and titles the fitting, valve or pipe, where another line names one', () => {
    const valve = readLabel('Ballofix', '15mm', 'Isolating valve');
    expect(valve.technicalSpecs).toContain('Pipe size: 15 mm');
    expect(valve.suggestedTitle).toBe('Ballofix isolating valve 15 mm');
    expect(readLabel('Conex', '22mm', 'Compression elbow').suggestedTitle).toBe('Conex compression fitting 22 mm');
    expect(readLabel('Marley', '110mm', 'Soil pipe', '3m').technicalSpecs).toBe('Pipe size: 110 mm; Length: 3 m');
    const tube = readLabel('Copper tube', '15mm x 3m', 'EN 1057');
    expect(tube.technicalSpecs).toContain('Pipe size: 15 mm');
    expect(tube.technicalSpecs).toContain('Length: 3 m');
  });

  it("is not read where nothing names a pipe, nor taken for a code's watts", () => {
    expect(readLabel('LED', '15mm', '24V').technicalSpecs).not.toMatch(/Pipe size/);
    expect(readLabel('Hep2O', 'HX30/15W', 'Straight connector').technicalSpecs).not.toMatch(/Power/);
  });
});

describe("a valve's or fitting's size in inches", () => {
  it('is kept with its inch mark where the label names a pipe, fitting or valve', () => {
    expect(readLabel('Pressure relief valve', '1/2"').suggestedTitle).toBe('Safety valve 1/2"');
    expect(readLabel('Ball valve', '1 1/4"').technicalSpecs).toBe('Pipe thread: 1 1/4"');
    expect(readLabel('Valve', '3/4 inch').technicalSpecs).toBe('Pipe thread: 3/4"');
    // Named with its thread, it is read once, by the thread's rule.
    expect(readLabel('valve', '1" BSP').technicalSpecs).toBe('Pipe thread: 1" BSP');
    expect(readLabel('LED strip', '1/2"').technicalSpecs).not.toMatch(/Pipe thread/);
    expect(readLabel('3 in 1 valve', '15mm').technicalSpecs).toBe('Pipe size: 15 mm');
  });
});

describe('a lamp cap, and a halogen lamp', () => {
  it('reads the cap a lamp or a lampholder prints, the short pin caps only beside a lamp word', () => {
    expect(readLabel('Sylvania', 'SLS 55W', 'T5', '840', 'G5').technicalSpecs).toContain('Lamp cap: G5');
    expect(readLabel('Osram', 'Dulux D/E 26W/840', 'G24q-3').technicalSpecs).toContain('Lamp cap: G24q-3');
    expect(readLabel('Pendant', 'E27', 'max 60W').technicalSpecs).toContain('Lamp cap: E27');
    // A gas meter's G4 is its size, no cap.
    expect(readLabel('Gas meter', 'G4', 'Qmax 6 m3/h').technicalSpecs).not.toMatch(/Lamp cap/);
  });

  it('names a halogen lamp', () => {
    const r = readLabel('Halogen', 'R7s', '118mm', '150W');
    expect(r.suggestedTitle).toBe('Halogen lamp 150 W');
    expect(r.technicalSpecs).toContain('Lamp cap: R7s');
  });
});

describe("a breaker's curve named in words, its current printed apart", () => {
  it('is read, and the title joins it to the current', () => {
    const mcb = readLabel('Lewden', 'PM', '16A', 'B curve', 'MCB');
    expect(mcb.technicalSpecs).toContain('Trip curve: Type B');
    expect(mcb.suggestedTitle).toBe('Lewden MCB Type B 16 A');
    expect(readLabel('Leitungsschutzschalter', 'C-Kurve', '16 A').suggestedTitle).toBe('MCB Type C 16 A');
    expect(readLabel('MCB', 'Type C', '16A').suggestedTitle).toBe('MCB Type C 16 A');
    const rcbo = readLabel('Contactum', 'CPDRCBO32B', '32A', 'B curve', '30mA', 'Type A');
    expect(rcbo.extracted.productType?.value).toBe('RCBO');
    expect(rcbo.technicalSpecs).toContain('RCD type: Type A');
  });

  it("is no USB connector's type", () => {
    expect(readLabel('USB Type C', '5V 3A').technicalSpecs).not.toMatch(/Trip curve/);
  });
});
