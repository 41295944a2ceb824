import { describe, expect, it } from 'vitest';
import { line, lines, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for version 68's rules (issue 30): no evaluation photo's reading.

describe('a German or Nordic compound noun printed large', () => {
  it('is never taken for the maker', () => {
    expect(readLabel('Nahheizung', 'Rücklauf 2').brandInfo).not.toBe('Nahheizung');
    expect(readLabel('Komfortdrift', 'Temp 45').brandInfo).not.toBe('Komfortdrift');
    expect(readLabel('Netzversorgung', 'L1 L2 L3').brandInfo).not.toBe('Netzversorgung');
  });

  it('leaves an unknown name that ends in no such noun to be read as the maker', () => {
    expect(readLabel('Kaltenbrock', 'Typ KX 200', '230V 50Hz').brandInfo).toBe('Kaltenbrock');
  });
});

describe("an actuator's running time", () => {
  it('is read for its stroke, and in words', () => {
    expect(specsOf('24V~ 50Hz 3VA 120s/90°')).toContain('Run time: 120 s/90°');
    expect(specsOf('Laufzeit 150 s')).toContain('Run time: 150 s');
    expect(specsOf('running time: 35 sec')).toContain('Run time: 35 s');
  });

  it('needs its stroke or its label: seconds alone are no running time', () => {
    expect(specsOf('30s')).not.toContain('Run time');
    expect(specsOf('Delay 30 s')).not.toContain('Run time');
  });

  it('files a plate that names nothing else as an actuator', () => {
    const r = readLabel('230V~ 50Hz 6VA', '60s/90°', 'IP54');
    expect(r.suggestedCategory).toBe('Control Systems');
    expect(r.suggestedTitle.toLowerCase()).toContain('actuator');
  });
});

describe('"Armatur" alone', () => {
  it("names no tap: it is a fitting of any kind, and often part of a maker's name", () => {
    expect(readLabel('Armatur', '230V~ 50Hz', '8s/90°').suggestedTitle.toLowerCase()).not.toContain('tap');
  });

  it('keeps a basin or kitchen mixer named so a tap', () => {
    expect(readLabel('Küchenarmatur', 'Art. 3304').suggestedTitle.toLowerCase()).toContain('tap');
  });
});

describe("a multimeter maker's name", () => {
  it('reads Escort beside its model', () => {
    expect(readLabel('ESCORT 97', 'DIGITAL MULTIMETER', 'CAT III 600V').brandInfo).toBe('Escort');
  });
});

describe("the maker of the title's catalogue code", () => {
  it('leads a maker read beside it that makes other things only', () => {
    const r = readLabel('MEAN WELL', 'SC-E2/G', 'AC-3 400V 11kW 25A', 'Ui=690V');
    expect(r.brandInfo).toBe('Fuji Electric');
    expect(r.suggestedTitle).toContain('SC-E2');
    // A network maker's name beside a supply's code printed once.
    expect(lines(line('SDR-960-48', 29), line('TP-Link', 32, 0.98), line('MOTORX1', 25)).brandInfo).toBe('Mean Well');
  });

  it("leaves a maker's own code with that maker", () => {
    expect(readLabel('MEAN WELL', 'HDR-60-24', 'OUTPUT 24V 2.5A').brandInfo).toBe('Mean Well');
  });
});

describe("a motor plate's headings read without their values", () => {
  it('file the plate as a motor', () => {
    const r = readLabel('Mot. 3 PHASE', 'Poles', 'r/min', 'Ins.Cl.', '380 50 2.2 1420 0.8');
    expect(r.suggestedCategory).toBe('Motors & Drives');
  });

  it("need three of them: two may be another plate's", () => {
    expect(readLabel('Poles', 'r/min', '380 50').suggestedCategory).not.toBe('Motors & Drives');
  });
});

describe("the label's own product word in the title", () => {
  it('names the item as the label does, not by its broad type', () => {
    expect(readLabel('Angle grinder', '230V 50Hz 900W').suggestedTitle).toBe('Angle grinder 900 W');
    expect(readLabel('PRESSURE REDUCING VALVE', 'PN 16').suggestedTitle).toMatch(/^Pressure reducing valve/);
    expect(readLabel('Optical smoke detector', '9V').suggestedTitle).toMatch(/^Smoke detector/);
    expect(readLabel('6242Y 2.5mm²').suggestedTitle).toMatch(/^6242Y twin and earth cable/);
    // A foreign label word names the UK trade's noun.
    expect(readLabel('Kugelhahn', 'PN 25').suggestedTitle).toMatch(/^Ball valve/);
    expect(readLabel('Tri-rated cable', '6491B', '10mm²').suggestedTitle).toBe('6491B tri-rated cable 10 mm²');
    expect(readLabel('MICC', '2L1.5').suggestedTitle).toMatch(/mineral insulated cable/);
  });

  it('keeps the broad noun where the label says no more', () => {
    expect(readLabel('VALVE', 'PN 16').suggestedTitle).toMatch(/^Valve/);
    expect(readLabel('PUMP', '230V 50Hz 0.37kW').suggestedTitle).toMatch(/^Pump/);
  });

  it("keeps a motor's phases in its title", () => {
    expect(readLabel('MOTOR', '3 PHASE 400V 1.5kW 1420 rpm').suggestedTitle).toMatch(/^Three-phase motor/);
  });
});

describe('words of a kind of product under a wider type', () => {
  it('score for that type: a MIG welder is a welder, named as the label names it', () => {
    const r = readLabel('Clarke', 'CMIG180', 'MIG welder', '230V');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
    expect(r.suggestedTitle).toMatch(/MIG welder/);
    expect(readLabel('Stick welder', '160A').suggestedTitle).toMatch(/^MMA welder/);
  });

  it('reads a UK 20 A double pole switch as the isolator it is', () => {
    const r = readLabel('CRABTREE', '4305/3', '20A DP SWITCH');
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.suggestedTitle).toMatch(/double pole switch 20 A/);
  });
});

describe("a heating element's sheath alloy", () => {
  it('is its material, never its maker', () => {
    const r = readLabel('INCOLOY', 'Immersion heater', '3kW 240V~');
    expect(r.brandInfo).not.toMatch(/incoloy/i);
    expect(r.material).toBe('Nickel alloy');
  });
});

describe('a maker known for one kind of thing, with no product word read', () => {
  it('names that kind', () => {
    expect(readLabel('Wiska', 'Combi 407/5', 'IP66').suggestedTitle).toMatch(/^Wiska enclosure/);
  });
});

describe("a gearbox's ratio", () => {
  it('is read after its sign or its word, either way round', () => {
    expect(specsOf('i=28')).toContain('Ratio: i = 28');
    expect(specsOf('i = 30,12')).toContain('Ratio: i = 30.12');
    expect(specsOf('Ratio 1:20')).toContain('Ratio: i = 20');
    expect(specsOf('Übersetzung 40:1')).toContain('Ratio: i = 40');
  });

  it('is never an i inside a word or a code, nor a current', () => {
    expect(specsOf('Pi=3.14')).not.toContain('Ratio');
    expect(specsOf('Max i: 5A')).not.toContain('Ratio');
  });

  it('files a plate that names nothing else as a gearbox', () => {
    const r = readLabel('Bonfiglioli', 'VF 49 P1 28', 'i=28');
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.suggestedTitle).toMatch(/gearbox/);
  });
});

describe("a fitting's lamps by number and wattage", () => {
  it('file it as a fluorescent luminaire', () => {
    expect(readLabel('Thorn', 'Forcefield', '2x58W').suggestedTitle).toMatch(/^Thorn fluorescent luminaire/);
  });
});

describe("a respirator's mask", () => {
  it('is named by the trade word for it', () => {
    expect(readLabel('3M', '6800', 'Full face mask').suggestedTitle).toMatch(/respirator/);
  });
});

describe("a type's word that names a kind of it in its own row", () => {
  it('names that kind: an emergency stop, a pilot light, a thermocouple', () => {
    expect(readLabel('Emergency stop', '22mm', 'Twist release').suggestedTitle).toBe('Emergency stop button');
    expect(readLabel('Pilot light', '230V', 'Red').suggestedTitle).toMatch(/^Pilot light/);
    expect(readLabel('Thermocouple', 'Type K', '0-1100°C').suggestedTitle).toMatch(/^Thermocouple/);
    // Only by the other type's name: its other words may mean other things ("bollitore" is a cylinder and a kettle).
    expect(readLabel('Bollitore', '80 L').suggestedTitle).not.toMatch(/kettle/i);
  });

  it("never where the type's own row holds the word (a fused spur's FCU is no fan coil unit)", () => {
    expect(readLabel('MK', 'FCU', '13A').suggestedTitle).not.toMatch(/fan coil/i);
  });
});

describe('UK board makers’ codes', () => {
  it("read Siemens's MCB order number with the space it is printed with", () => {
    const r = readLabel('SIEMENS', '5SY6 116-7');
    expect(r.technicalSpecs).toContain('Trip curve: Type C 16 A');
    expect(r.suggestedTitle).toMatch(/MCB/);
  });

  it("read BG's MCB codes by curve and amps", () => {
    const r = readLabel('CUCMB32');
    expect(r.brandInfo).toBe('BG Electrical');
    expect(r.technicalSpecs).toContain('Trip curve: Type B 32 A');
  });
});

describe('controls and meters by their makers’ codes', () => {
  it("read Crompton's Integra meters as Crompton Instruments', not its lamps'", () => {
    const r = readLabel('Crompton', 'Integra 1630');
    expect(r.brandInfo).toBe('Crompton Instruments');
    expect(r.suggestedTitle).toMatch(/energy meter/);
  });

  it("read Omron's MY relay by its code alone", () => {
    expect(readLabel('Omron', 'MY2N', '24VDC').suggestedTitle).toMatch(/^Omron MY2N relay/);
  });

  it("name Theben's and Grässlin's kit by what they make", () => {
    expect(readLabel('Theben', 'TR 610 top2').suggestedTitle).toMatch(/time switch/);
  });
});

describe('a product word with a letter read as a digit', () => {
  it('is read as the word, and is no code', () => {
    const r = readLabel('ISOLAT0R', '63A');
    expect(r.suggestedTitle).toMatch(/^Isolator/);
    expect(r.technicalSpecs).not.toContain('ISOLAT0R');
    expect(readLabel('SOLEN0ID VALVE', '24VDC').suggestedTitle).toMatch(/^Solenoid valve/);
  });

  it("leaves a code's digit a digit", () => {
    expect(readLabel('SIEMENS', 'KT50X').technicalSpecs).not.toMatch(/KTSOX|KTS0X/);
  });
});

describe('hand and power tools as the trade names them', () => {
  it('reads SDS Plus as an SDS drill, a powder-actuated tool and a tubing cutter', () => {
    expect(readLabel('Makita', 'HR2470', 'SDS Plus', '780W').suggestedTitle).toMatch(/SDS drill/);
    expect(readLabel('Hilti', 'DX 5', 'Powder actuated').suggestedTitle).toMatch(/powder actuated tool/);
    expect(readLabel('Tubing cutter').suggestedTitle).toBe('Pipe cutter');
  });

  it('names a maker of pliers by them, a plural as one', () => {
    expect(readLabel('Knipex', '87 01 250', 'Cobra').suggestedTitle).toBe('Knipex pliers');
  });
});

describe('a German compound that starts with one product word and ends in another', () => {
  it('is the product it ends in', () => {
    const r = readLabel('Heizungsumwälzpumpe', '25-60');
    expect(r.suggestedTitle).toMatch(/^Circulating pump/);
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });

  it('keeps a product word that ends its own word', () => {
    expect(readLabel('Fußbodenheizung').suggestedTitle).toBe('Heater');
  });
});

describe('product words in the other label languages', () => {
  it('reads Polish, Spanish, French and Swedish breakers, motors and pumps', () => {
    expect(readLabel('Wyłącznik nadprądowy', 'B16').confidence).toBeGreaterThan(0.7);
    expect(readLabel('Jordfelsbrytare', '30mA').brandInfo).not.toMatch(/jordfels/i);
    expect(readLabel('Silnik elektryczny', '2,2 kW').suggestedCategory).toBe('Motors & Drives');
    expect(readLabel('Bomba sumergible', '1 HP').suggestedTitle).toMatch(/^Submersible pump/);
    expect(readLabel('Pompe de circulation', '230V').suggestedTitle).toMatch(/^Circulating pump/);
  });
});

describe('refrigeration compressors', () => {
  it('are read by their makers’ codes, never as the refrigerant gas they are rated for', () => {
    const r = readLabel('Danfoss', 'Maneurop', 'MTZ 40', 'R404A');
    expect(r.suggestedTitle).toMatch(/refrigeration compressor/);
    expect(r.technicalSpecs).toContain('Refrigerant: R404A');
    expect(readLabel('Embraco', 'NEK6214Z', 'R404A').suggestedTitle).toMatch(/^Embraco NEK6214Z refrigeration compressor/);
  });

  it('name a maker of them by them, not by an air compressor', () => {
    expect(readLabel('Tecumseh').suggestedTitle).toBe('Tecumseh refrigeration compressor');
  });

  it("leave another maker's code of four digits and a letter alone", () => {
    expect(readLabel('NT8233D', 'DIGITAL MULTIMETER').suggestedTitle).not.toMatch(/compressor/);
  });
});

describe("a surge protector's class with its ratings", () => {
  it('is an SPD, not a Type 2 EV charger', () => {
    const r = readLabel('SPD', 'Type 2', 'Imax 40kA', 'Uc 275V');
    expect(r.suggestedTitle).toMatch(/^Surge protection device/);
    expect(r.brandInfo).not.toMatch(/imax/i);
    expect(readLabel('Surge protection device', 'Type 2', '40kA').suggestedTitle).toMatch(/^Surge protection device/);
  });

  it("never takes a fuse marking's T1 for an SPD's class", () => {
    expect(readLabel('Sicherung T1,6A H250V', 'Icn 6kA').suggestedTitle).not.toMatch(/surge/i);
  });

  it('leaves a Type 2 charger a charger', () => {
    expect(readLabel('EV charger', 'Type 2', '32A', '7.4kW').suggestedTitle).toMatch(/^EV charger/);
  });
});
