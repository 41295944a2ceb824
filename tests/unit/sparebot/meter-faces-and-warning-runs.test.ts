import { describe, expect, it } from 'vitest';
import { findBrand } from '../../../src/server/sparebot/kb/brand-index.ts';
import { filed, line, lines, readLabel } from './helpers/label-text.ts';
import { itReadsEachMaker } from './helpers/maker-cases.ts';

// Synthetic label text for the version 42 rules learnt from rounds q17 and q18 (issue 30): no evaluation photo's reading.

describe('what a face or a standard says the item is', () => {
  it("reads a microswitch by its three tabs' numbers, NO3 as the rules receive it (N03), and never a relay's 11/12/14", () => {
    expect(readLabel('NC2', 'COMT', 'NO3').extracted.productType?.value).toBe('microswitch');
    expect(readLabel('COM1', 'NC2', 'NO4').suggestedCategory).toBe('Electrical Components');
    expect(readLabel('COM', 'NC', 'NO', '11', '12', '14').extracted.productType?.value).not.toBe('microswitch');
  });

  it("reads an American gas meter's index by its cubic feet a revolution, and not by one of its words alone", () => {
    expect(readLabel('CU.FT.AT 60°F', 'PER REV.', '100,000', 'TEMP. COMP.').extracted.productType?.value).toBe('gas meter');
    expect(readLabel('ENCODER', '1024 PER REV.').extracted.productType?.value).not.toBe('gas meter');
  });

  it('reads a Russian meter by the GOST it is made to, as a Latin reading gives it (TOCT P for ГОСТ Р)', () => {
    const meter = readLabel('МЕРКУРИЙ', 'TOCTP52322-2005', '230B');
    expect(meter.extracted.productType?.value).toBe('energy meter');
    expect(meter.technicalSpecs).toMatch(/GOST R 52322/);
  });

  it("reads France's Linky and a meter constant whose i was lost as an energy meter", () => {
    expect(readLabel('LinKY', 'CE M15').extracted.productType?.value).toBe('energy meter');
    expect(readLabel('SABRE', '1000 mp/kwh', 'BTA3B').extracted.productType?.value).toBe('energy meter');
  });

  it("reads a gauge whose kg/cm² lost its ² to the OCR by its dial's numbers", () => {
    const gauge = readLabel('Kg/cm', '2', '4', '6', '8', '10', 'CLASS 1%');
    expect(gauge.extracted.productType?.value).toBe('pressure gauge');
    expect(gauge.suggestedCategory).toBe('Instrumentation');
  });

  it('reads a PV string box, a particulate sensor and an Avometer for what they are', () => {
    expect(readLabel('1-WAY STRING BOX', '20A 150VDC STRB-01').suggestedTitle).toMatch(/PV combiner box/);
    expect(readLabel('acme PM sensor', 'SDX011').suggestedCategory).toBe('Instrumentation');
    const avo = lines(line('Avometer', 30), line('DA212', 30), line('RANGE', 14));
    expect(avo.suggestedTitle).toBe('AVO DA212 multimeter');
    expect(avo.brandInfo).toBe('AVO');
  });

  it("reads a lithium-ion cell by its maker's prefix and size, never as a power tool for its Li-ion", () => {
    const cell = readLabel('NCR18650B', 'Li-ion MH12210', 'MADE IN JAPAN');
    expect(cell.extracted.productType?.value).toBe('rechargeable battery');
    expect(cell.suggestedCategory).toBe('Electrical Components');
  });

  it('splits a supply run together whose Hz was read as H2 ("5(45)A50H2")', () => {
    expect(readLabel('DDS238-1ZN', '220V5(45)A50H2').technicalSpecs).toMatch(/Frequency: 50 Hz/);
  });
});

describe("a warning's words are no maker", () => {
  it('reads no "…Electric" maker from "Risk ofelectric shock", and still the maker printed', () => {
    const drive = lines(line('WARNING-Risk ofelectric shock.', 14), line('omRon', 30), line('3PHASE 400V', 14));
    expect(drive.brandInfo).toBe('Omron');
    expect(readLabel('WARNING-Risk ofelectric shock.', 'INPUT 230V').brandInfo).toBe('Unbranded');
  });

  it('takes no maker from a run of capitals holding "DO NOT"', () => {
    const cell = lines(line('RGNGCONOITIONDONOT', 40), line('NCR18650B', 20), line('WARNING', 14));
    expect(cell.brandInfo).toBe('Unbranded');
  });
});

describe('makers in no base until version 42, each read from its own line', () => {
  itReadsEachMaker(
    [
      ['POWERIRAN', '240VAC 50Hz 3.6VA TRANSFORMER', 'Powertran', 'Electrical Components'],
      ['MOTOROLA', 'AC/DC ADAPTER 12V 5.0A', 'Motorola', 'Electrical Components'],
      ['Mainstay', 'DC INVERTER MMA WELDER', 'Mainstay', 'Tools & Hardware'],
      ['Phidgets', 'VINT Hub 8-30VDC', 'Phidgets', 'Control Systems'],
    ],
    30,
  );

  it('knows Everel and Ingle by name', () => {
    expect(findBrand('Everel')?.name).toBe('Everel');
    expect(findBrand('Ingle')?.name).toBe('Ingle');
  });
});

describe("tools and control gear by their makers' model codes (round q18)", () => {
  it("names a Hitachi-badged cordless tool's maker by its tool code, never the air-conditioning Hitachi", () => {
    expect(filed(line('HITACHI', 40), line('WH18DGL'), line('18V'))).toEqual({ brand: 'Hitachi Koki', category: 'Tools & Hardware' });
    expect(findBrand('HiKOKI')?.name).toBe('Hitachi Koki');
  });

  it("reads Hakko's and Quick's stations, WEG's overload relays and contactors, APC's Back-UPS", () => {
    expect(readLabel('FX-951', 'SOLDERING STATION').brandInfo).toBe('Hakko');
    expect(readLabel('QUICK861DW', 'TEMP').suggestedTitle).toMatch(/soldering station/);
    const relay = readLabel('RW17-1D', '97 NO 98 NO', 'HAND AUTO');
    expect(relay.brandInfo).toBe('WEG');
    expect(relay.extracted.productType?.value).toBe('overload relay');
    expect(readLabel('CWM25', '230V 50Hz').extracted.productType?.value).toBe('contactor');
    expect(readLabel('Back-UPS 700', '230V').brandInfo).toBe('APC');
  });

  it("takes no maker from a display's day of the week", () => {
    expect(lines(line('21.5°C 45%', 20), line('Sonntag', 30), line('MODE SET', 14)).brandInfo).toBe('Unbranded');
    expect(lines(line('Mercredi', 30), line('12:30', 20)).brandInfo).toBe('Unbranded');
  });

  it('knows Digitech by name', () => {
    expect(findBrand('Digitech')?.name).toBe('Digitech');
    expect(filed(line('DIGITECH', 30), line('QM1500'), line('HOLD RANGE')).brand).toBe('Digitech');
  });
});

describe('ratings glued, boxed or part of a code', () => {
  it("splits a relay's contact rating run together (16A250VAC), and reads no current from its contact form (G5LE-1A)", () => {
    const relay = readLabel('OMRON', 'G5LE-1A', '16A250VAC');
    expect(relay.technicalSpecs).toMatch(/Current: 16 A(;|$)/);
    expect(relay.technicalSpecs).toMatch(/250 VAC/);
    expect(readLabel('ACME', 'HF3FF-1A', '5VDC').technicalSpecs).not.toMatch(/Current/);
    // A supply's current after a voltage and hyphen stays a rating.
    expect(readLabel('ACME', '24V-2.5A').technicalSpecs).toMatch(/Current: 2.5 A/);
  });

  it("reads a miniature breaker's boxed breaking capacity in amperes as that, not as its current", () => {
    const mcb = readLabel('ACME', 'C10', '10000A', '240/415V');
    expect(mcb.technicalSpecs).toMatch(/Breaking capacity: 10000 A/);
    expect(mcb.suggestedTitle).toMatch(/10 A/);
  });
});

describe('round q19: words that belong to another item, and faces of vans and homes', () => {
  it('reads no batten in a misread BATTERY, and still a batten run on or in the plural', () => {
    expect(readLabel('Batteny', 'HC100').suggestedTitle).not.toMatch(/luminaire/);
    expect(readLabel('LEDBATTEN 5FT', '36W').suggestedCategory).toBe('Lighting');
    expect(readLabel('TWIN BATTENS', '58W').suggestedCategory).toBe('Lighting');
  });

  it("takes an inverter's EB1100 for no HiKOKI battery, and a BSL1830 for one", () => {
    expect(readLabel('MICROTEK', 'EB1100').brandInfo).not.toBe('Hitachi Koki');
    expect(readLabel('BSL1830', '18V 3.0Ah').brandInfo).toBe('Hitachi Koki');
  });

  it("names no model from a small-print line's words run together after TYPE:", () => {
    const adapter = readLabel('VOLTCRAFT', 'DONNEESTECHNIUES:TYPE:cadenCTENSIONDENTREE10024V/CA506');
    expect(adapter.suggestedTitle).not.toMatch(/cadenCTENSION/);
  });

  it("reads a charging converter's lamps, a camper's switch panel and a heating programmer's keys", () => {
    expect(readLabel('VOTRONIC', 'Battery Full', 'Main Charge', 'Acid/AGM').extracted.productType?.value).toBe('battery charger');
    const panel = readLabel('ACME', 'Spotlight', 'LED Strip', 'Refrigerator', 'Pump', 'TV', 'ExhaustFan');
    expect(panel.extracted.productType?.value).toBe('switch panel');
    expect(panel.suggestedCategory).toBe('Control Systems');
    expect(readLabel('BOOST', "O'RIDE", 'PROG', 'DAY', 'HR', 'MIN').extracted.productType?.value).toBe('thermostat');
    expect(readLabel('MAX', 'MIN', 'DAY', 'RESET').extracted.productType?.value).toBeUndefined();
  });

  it("reads a fan-coil controller's FCU-402 as its code, a UK label's FCU as a fused spur", () => {
    expect(readLabel('TIAN', 'FCU-402', '24VAC', 'CE').suggestedTitle).not.toMatch(/fused spur/);
    expect(readLabel('MK', '13A FCU', '230V').suggestedTitle).toMatch(/fused spur/);
  });

  it("names Hitec's servo by its code beside a misread logo, and an air conditioner by its DUAL INVERTER badge", () => {
    expect(readLabel('HS-311', 'LTEC', 'STANDARD').suggestedTitle).toBe('Hitec HS-311 servo motor');
    expect(findBrand('Hitec')?.name).toBe('Hitec');
    expect(readLabel('DUALInverter', 'LG').suggestedCategory).toBe('HVAC Equipment');
  });
});

describe('round q20', () => {
  it("names Hi-Link's power module by its part number with its watts read on (HLK-PM013W)", () => {
    expect(readLabel('H-Link', 'P/N:HLK-PM013W', 'INPUT:100-240VAC').brandInfo).toBe('Hi-Link');
  });
});

describe('makers the later rounds named, known to the base since version 42', () => {
  it('reads RadioShack, Delta-Q and Metrolec from their own lines', () => {
    expect(readLabel('RadioShack', 'DIGITAL MULTIMETER', 'HOLD').brandInfo).toBe('RadioShack');
    expect(readLabel('deltaq', 'QuiQ', 'BATTERY TYPE').brandInfo).toBe('Delta-Q');
    expect(filed(line('METROLEC', 30), line('Powerpack', 40), line('12VDC')).brand).toBe('Metrolec');
  });

  it("takes no maker from a lamp's mercury warning", () => {
    expect(readLabel('T8 58W 840', 'LAMP CONTAINS MERCURY').brandInfo).toBe('Unbranded');
  });
});
