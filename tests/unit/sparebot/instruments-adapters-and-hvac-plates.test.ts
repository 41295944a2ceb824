import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 29 rules (issue 30): no evaluation photo's reading; unknown makers' names made up.

describe("an inverter-charger's wiring compartment", () => {
  it("names Victron by its own bus's name and keeps the terminals' legends out of the codes", () => {
    const compartment = lines(line('AC-OUT2', 22), line('AC-OUT1', 20), line('VE.Bus', 18), line('PE', 18), line('L1', 16));
    expect(compartment.brandInfo).toBe('Victron Energy');
    expect(compartment.suggestedTitle).toMatch(/inverter charger/i);
    expect(compartment.suggestedTitle).not.toMatch(/AC-OUT|VE\.Bus/);
    expect(compartment.technicalSpecs ?? '').not.toMatch(/AC-OUT/);
  });
});

describe("a mains adapter's label", () => {
  it('is a power supply by its AC input and DC output, its model read past a glued "Model"', () => {
    const adapter = lines(
      line('ModeIDCP-302A', 41),
      line('INPUT AC117V 60HZ 0.45A', 24),
      line('OUTPUT', 20),
      line('DC31V0.7A', 23),
      line('LR99936', 19),
    );
    expect(adapter.suggestedCategory).toBe('Electrical Components');
    expect(adapter.suggestedTitle).toMatch(/power supply/i);
    expect(adapter.technicalSpecs).toContain('Model: DCP-302A');
    // The model's number is no current, and a CSA file number ("LR" and five digits) is no Schneider overload relay.
    expect(adapter.technicalSpecs).not.toMatch(/302 A/);
    expect(adapter.brandInfo).not.toBe('Schneider Electric');
  });

  it('reads a doubled point between a number and a smaller one as a decimal point, a range otherwise', () => {
    expect(lines(line('Output:54..6V3.0A', 30)).technicalSpecs).toContain('54.6 V');
    expect(lines(line('Input 24..240V AC', 30)).technicalSpecs).toContain('24-240 V');
  });
});

describe('22 mm pushbuttons marked only "XB2"', () => {
  it('are pushbuttons, not relays, by the series they copy', () => {
    const buttons = lines(line('XB2', 23), line('Ui:440V', 18), line('Ith:10A', 15), line('AC-15', 15), line('DC-13', 15));
    expect(buttons.suggestedTitle).toMatch(/^Pushbutton/);
    expect(buttons.brandInfo).not.toBe('Schneider Electric');
  });
});

describe('bench instruments', () => {
  it('reads a supply set from zero in volts and amperes as a bench supply, whatever its top voltage', () => {
    const bench = lines(line('6236B TRIPLE OUTPUT POWER SUPPLY', 31), line('0-6V,0-2.5A', 27), line('VOLTAGE', 29), line('AMPERES', 29));
    expect(bench.suggestedCategory).toBe('Instrumentation');
  });

  it('names the instrument the panel names, not an oscilloscope by its trigger and channel keys', () => {
    const lcr = lines(
      line('KEYSIGHT', 29),
      line('Precision LCR Meter', 26),
      line('Trigger', 26),
      line('Channel', 25),
      line('Run/Stop', 25),
      line('Trig/Acq', 25),
    );
    expect(lcr.suggestedTitle).toMatch(/LCR meter/);
  });

  it('keeps a sample rate run into a bandwidth and a channel legend out of the model', () => {
    const generator = lines(line('Tektronix', 54), line('150MHz2GS/s', 29), line('AFG31152', 29), line('CH1/2', 25));
    expect(generator.suggestedTitle).toMatch(/^Tektronix AFG31152 signal generator/);
    expect(generator.technicalSpecs ?? '').not.toMatch(/CH1\/2/);
  });

  it('tells Astron (power supplies) from Eastron (meters)', () => {
    expect(lines(line('ASTRON', 22), line('DC OUTPUT', 14)).brandInfo).toBe('Astron');
  });
});

describe("makers' company names and domains", () => {
  it('strips a trade word from a domain and reads an Indian private company without "Pvt."', () => {
    expect(lines(line('www.mdacharger.com', 20), line('Li-ion Battery Charger', 40)).brandInfo).toBe('MDA');
    expect(lines(line('SUZLON GENERATORS PVT. LTD', 58), line('3-PHASE ASYNCHRONOUS GENERATOR', 66)).brandInfo).toBe('Suzlon');
  });
});

describe("a North American HVAC unit's plate", () => {
  it('is HVAC equipment by its minimum circuit ampacity, and its largest breaker names no breaker', () => {
    const plate = lines(
      line('DCDL251-BS1136', 39),
      line('Minimum SupplyCircuit Ampacity4.6', 20),
      line('MaximumFuse or Circuit Breaker Size15', 19),
      line('Ph3Hz 60', 20),
    );
    expect(plate.suggestedCategory).toBe('HVAC Equipment');
    // A code's suffix is no British Standard.
    expect(plate.technicalSpecs ?? '').not.toMatch(/BS 1136/);
    expect(lines(line('Conforms to BS 1363', 20)).technicalSpecs).toContain('BS 1363');
  });
});

describe("a heat meter's flow range", () => {
  it('is a heat meter where heat is metered (GJ, MWh, a Pt500 pair), a gas meter otherwise', () => {
    expect(lines(line('Qmin= 2.4 m3/h', 36), line('Qmax= 120 m3/h', 40), line('GJ', 21), line('Zorvex', 60)).suggestedTitle).toMatch(
      /heat meter/,
    );
    expect(lines(line('Qmin= 0.04 m3/h', 36), line('Qmax= 6 m3/h', 40), line('Zorvex', 60)).suggestedTitle).toMatch(/gas meter/);
  });
});

describe("a part's field on an appliance's plate", () => {
  it('names a part inside it, not the item', () => {
    const boiler = lines(
      line('ELECTRIC HYDRONIC HEATING BOILER', 47),
      line('CIRCULATING PUMP /POMPE CIRCULATRICE: 120V 1/6 HP', 40),
      line('CONTROLLER/CONTROLLEUR: 120V', 37),
    );
    expect(boiler.suggestedCategory).toBe('HVAC Equipment');
    expect(boiler.suggestedTitle).toMatch(/boiler/i);
    // A pump's own plate still names a pump.
    expect(lines(line('CIRCULATING PUMP', 40), line('120V 1/6 HP', 30)).suggestedTitle).toMatch(/pump/i);
  });
});

describe('meters, cylinders and loads by what their plates state', () => {
  it('reads a nominal flow rated in bar as a water meter', () => {
    const meter = lines(line('Zorvex', 67), line('Qn=1.5m3/h', 35), line('16bar HF 1L', 37), line('m3', 31));
    expect(meter.suggestedTitle).toMatch(/water meter/);
  });

  it("reads a volume in litres with a pressure in bar as a cylinder's plate, and a steel grade as no model", () => {
    const cylinder = lines(
      line('Zorvex', 46),
      line('Volume totale 100L', 24),
      line('Max pressione 3 bar', 24),
      line('S235JR', 27),
      line('Cod.7569554', 21),
    );
    expect(cylinder.suggestedCategory).toBe('Plumbing Supplies');
    expect(cylinder.suggestedTitle).toMatch(/cylinder/);
    expect(cylinder.technicalSpecs).toContain('Model: 7569554');
    // A compressor's receiver comes with its motor: no cylinder.
    const compressor = lines(line('Zorvex', 46), line('50L', 24), line('8 bar', 24), line('1.5kW 2850rpm', 24));
    expect(compressor.suggestedTitle).not.toMatch(/cylinder/);
  });

  it("names an electronic load, and no maker from a 'Patented' line", () => {
    const load = lines(line('Patented Product', 25), line('SYSTEM DC ELECTRONIC LOAD', 15), line('3-60V/0-60A,300W', 13));
    expect(load.suggestedCategory).toBe('Instrumentation');
    expect(load.suggestedTitle).toMatch(/electronic load/i);
    expect(load.brandInfo).not.toMatch(/Patented/);
  });

  it("reads a board's numbered cell taps as a battery management system's, and a tap's number as no maker's letters", () => {
    const board = lines(line('Cell 8+', 25), line('Cell 7+', 22), line('Cell 1+', 22), line('Cell 0-', 22), line('Cell 10+', 18));
    expect(board.suggestedTitle).toMatch(/battery management system/i);
    expect(board.brandInfo).not.toBe('Schneider Electric');
  });
});

describe('version 29, more of what a plate says', () => {
  it("reads a test condition's irradiance as no power", () => {
    const panel = lines(line('PHOTOVOLTAIC MODULE', 28), line('Standard Test Condition:1000W/m AM1.5 25C', 28), line('Pmax 190W±3%', 27));
    expect(panel.suggestedTitle).toMatch(/190 W/);
    expect(panel.technicalSpecs).not.toMatch(/1000 W/);
  });

  it("reads a digital meter's keys as a multimeter's", () => {
    const meter = lines(line('QUARVEX MM1-3', 62), line('MAX/MIN VoltSensor HOLD', 46), line('RANGE', 39), line('OFF', 60));
    expect(meter.suggestedCategory).toBe('Instrumentation');
    expect(meter.suggestedTitle).toMatch(/multimeter/);
  });

  it('reads a German notice run together as no maker, and a fan maker whose logo lost its first letter', () => {
    const notice = lines(
      line('Lotpastendrucker', 31),
      line('Benutzungnur', 39),
      line('Einweisung', 33),
      line('rmit', 24, 0.76),
      line('D', 12, 0.87),
    );
    expect(notice.brandInfo).toBe('Unbranded');
    expect(lines(line('CINFINITY', 79), line('Fan Speed:6', 47)).brandInfo).toBe('AC Infinity');
  });
});

describe('e-bike and battery kit', () => {
  it("reads a pedelec's 25 km/h beside its power as an e-bike drive's", () => {
    const controller = lines(line('ZX10N.500.FC3.2', 129), line('43V 18A 500W', 67), line('25km/h 26-2080', 69));
    expect(controller.suggestedCategory).toBe('Motors & Drives');
  });

  it("reads a board's numbered balance inputs as a battery management system's", () => {
    const board = lines(line('Size:65*108mm', 48), line('BC12', 31), line('BC8', 28), line('BC9', 30), line('BC10', 30), line('VREG', 30));
    expect(board.suggestedTitle).toMatch(/battery management system/i);
  });
});

describe("a model that opens with its maker's name", () => {
  it('names the maker once in the title', () => {
    expect(lines(line('JBD-SP15S001 V1.3', 45), line('BC1', 30), line('BC2', 30)).suggestedTitle).toMatch(/^JBD-SP15S001 /);
  });
});

describe('an answer resting on two ratings alone', () => {
  it("is sent for review: a speed and a power are a motor's, or a power tool's", () => {
    const plate = lines(line('ZORVEXA', 47), line('180W', 26), line('8000-30000r/min', 33));
    expect(plate.confidence).toBeLessThan(0.7);
    expect(plate.needsReview).toBe(true);
    // A known maker of motors beside them makes two pieces of evidence.
    expect(lines(line('WEG', 47), line('180W', 26), line('1400r/min', 33)).confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a maker's name run into its code in capitals", () => {
  it('names the maker, and the title shows the code after it', () => {
    const supply = lines(line('OMRONS8FS', 40), line('POWER SUPPLY', 20));
    expect(supply.brandInfo).toBe('Omron');
    expect(supply.suggestedTitle).toMatch(/^Omron S8FS /);
    // A label word run into a code names no one.
    expect(lines(line('MODELQX8FS', 40), line('POWER SUPPLY', 20)).brandInfo).toBe('Unbranded');
  });
});

describe('gates and garage doors', () => {
  it("reads a gate controller's terminal legends, and a garage door operator by name", () => {
    const board = lines(
      line('D5-Evo', 81),
      line('Safe Common', 43),
      line('Lck/Stp', 43),
      line('0pen', 43),
      line('Close', 41),
      line('origin', 46),
    );
    expect(board.suggestedCategory).toBe('Control Systems');
    expect(board.suggestedTitle).toMatch(/gate controller/i);
    expect(lines(line('Zorvex', 60), line('Residential Garage Door Operator', 26)).suggestedCategory).toBe('Motors & Drives');
  });

  it('restores a long maker name whose logo lost its first two letters', () => {
    expect(lines(line('Ftmaster', 60), line('PROFESSIONAL', 30), line('1/2 H.P.', 30)).brandInfo).toBe('LiftMaster');
  });
});

describe('label words run into a number and on into more words', () => {
  it('are split, not kept as a code', () => {
    const adapter = lines(line('INPUT: AC117V 60Hz 0.45A', 34), line('OUTPUT: DC31V 0.7A', 34), line('CLASS2POWERSUPPLY', 34));
    expect(adapter.technicalSpecs ?? '').not.toMatch(/CLASS2POWERSUPPLY/);
    expect(adapter.suggestedTitle).toMatch(/power supply/i);
    // A zone's name on a fire panel is no model.
    expect(lines(line('MORLEY-IAS', 40), line('FLAT1FIRSTFLOOR', 30), line('FIRE', 30)).technicalSpecs ?? '').not.toMatch(
      /FLAT1FIRSTFLOOR/,
    );
  });
});
