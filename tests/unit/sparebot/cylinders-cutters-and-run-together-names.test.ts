import { describe, expect, it } from 'vitest';
import { isNotCode } from '../../../src/server/sparebot/extract/not-codes.ts';
import { camelName } from '../../../src/server/sparebot/extract/lone-logo.ts';
import { initialsOfModel } from '../../../src/server/sparebot/extract/maker-initials.ts';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 56 rules (issue 30): no evaluation photo's reading.

describe("a refrigerant's own cylinder", () => {
  it('reads a refrigerant printed with a space after its R as printed, and its number as no current', () => {
    expect(specsOf('TAZZETTI R 134a')).toBe('Refrigerant: R 134a');
    expect(specsOf('R 410A 2.4 kg')).toBe('Refrigerant: R 410A; Refrigerant charge: 2.4 kg');
    // A space before a plain number may be a row's or phase's mark ("R 10A" on phase R): that is a current.
    expect(specsOf('R 10A S 10A T 10A')).toContain('Current: 10 A');
    expect(specsOf('R 32 10A')).not.toContain('Refrigerant');
  });

  it('names the gas when a refrigerant is read with nothing electrical rated beside it', () => {
    const cylinder = lines(line('R 407C', 30, 0.98), line('NET WEIGHT 11.3 kg', 20, 0.96));
    expect(cylinder.suggestedCategory).toBe('HVAC Equipment');
    expect(cylinder.suggestedTitle).toBe('Refrigerant gas R 407C');
    expect(cylinder.technicalSpecs).toBe('Weight: 11.3 kg; Refrigerant: R 407C');
  });

  it("leaves a heat pump's plate, which rates its supply beside its refrigerant, a heat pump", () => {
    const plate = lines(line('HEAT PUMP', 30, 0.98), line('R32 1.2kg', 20, 0.96), line('230V 50Hz 3.5kW', 20, 0.96));
    expect(plate.suggestedTitle).toMatch(/^Heat pump/);
  });
});

describe("an end mill's shank", () => {
  it('reads a coating with a flute count or cutting hand as an end mill, and its EDP number as its code', () => {
    const cutter = lines(line('4F SE 30 RH BALL TiAlN', 20, 0.98), line('EDP#51234', 20, 0.98));
    expect(cutter.suggestedCategory).toBe('Tools & Hardware');
    expect(cutter.suggestedTitle).toBe('51234 end mill');
    expect(cutter.technicalSpecs).toBe('Codes: 51234');
  });

  it('takes neither a coating alone nor a flute count alone for a cutter', () => {
    expect(lines(line('TiAlN COATED', 20, 0.98)).suggestedTitle).not.toMatch(/end mill/);
    expect(lines(line('4F 12V', 20, 0.98)).suggestedTitle).not.toMatch(/end mill/);
  });

  it('keeps no millimetre sizes run into their unit as codes', () => {
    expect(isNotCode('MMx3MMx6MMx39MM')).toBe(true);
    expect(isNotCode('MMx39')).toBe(true);
    expect(isNotCode('6MMx50')).toBe(true);
    expect(isNotCode('MMX312')).toBe(false);
    expect(specsOf('6 MMx6 MMx50 MM')).not.toMatch(/Codes/);
  });
});

describe('a name of capitalised words run together', () => {
  it('is a name when one of its words is no trade word, everyday words included', () => {
    expect(camelName('GoldenPower')).toBe(true);
    expect(camelName('SpaceLabs')).toBe(true);
    expect(camelName('SigineerPower')).toBe(true);
  });

  it("is the product's words when every one of them is a trade word", () => {
    expect(camelName('PowerFactor')).toBe(false);
    expect(camelName('HeavyDuty')).toBe(false);
    expect(camelName('WaterFlow')).toBe(false);
  });

  it("takes a battery holder's run-together logo for its maker", () => {
    const holder = lines(line('2', 27, 1), line("GoldenPower'", 10, 0.94), line('1', 16, 0.97), line('AA', 6, 0.99));
    expect(holder.brandInfo).toMatch(/^Golden ?Power$/);
  });
});

describe('a light, a fog machine and a pneumatic cylinder by what their labels carry', () => {
  it('reads "LED" alone on its line with a mains voltage as a light, never a numbered LED or a switch\'s load', () => {
    const light = lines(line('240V', 16, 0.9), line('LED', 11, 0.99));
    expect(light.suggestedCategory).toBe('Lighting');
    expect(lines(line('LED', 11, 0.99), line('5V', 11, 0.99)).suggestedCategory).not.toBe('Lighting');
    expect(lines(line('LED1 LED2', 11, 0.99), line('230V', 11, 0.99)).suggestedCategory).not.toBe('Lighting');
  });

  it("reads a warning never to run it without fluid as a fog machine's", () => {
    const fogger = lines(line('NIEMALS OHNE FLUID BETREIBEN.', 40, 0.95), line('MODEL: FX-9', 20, 0.98), line('POWER: 900W', 20, 0.97));
    expect(fogger.suggestedTitle).toBe('FX-9 fog machine 900 W');
    expect(fogger.suggestedCategory).toBe('Other');
  });

  it('reads an ISO cylinder by its series, bore and stroke, and not a bore that is no standard size', () => {
    expect(lines(line('MODEL:MAL25X150-CA', 20, 0.97)).suggestedTitle).toBe('MAL25X150-CA pneumatic cylinder');
    expect(lines(line('SC37X100', 20, 0.97)).suggestedTitle).not.toMatch(/pneumatic cylinder/);
  });
});

describe('when it was made and which revision it is', () => {
  it('reads a date of manufacture after its label, in English, German, Dutch or Italian', () => {
    expect(specsOf('Manufacturing Date: 04/2007')).toBe('Manufactured: 04/2007');
    expect(specsOf('MFG.YR 2014')).toBe('Manufactured: 2014');
    expect(specsOf('Baujahr 2019')).toBe('Manufactured: 2019');
    expect(specsOf('Bouwjaar: 2011')).toBe('Manufactured: 2011');
    expect(specsOf('Anno di costruzione 2009')).toBe('Manufactured: 2009');
  });

  it('reads a full date written year first with no label, and never a date code', () => {
    expect(specsOf('2021-06-30')).toBe('Manufactured: 2021-06-30');
    expect(specsOf('Date:1913a')).not.toMatch(/Manufactured/);
    expect(specsOf('2021-13-30')).not.toMatch(/Manufactured/);
    expect(specsOf('ISO 9001:2015')).not.toMatch(/Manufactured/);
  });

  it("reads a board's revision after REV or as a version, and no voltage or keypad word", () => {
    expect(specsOf('REV. C2')).toBe('Revision: C2');
    expect(specsOf('Rev 1.1')).toBe('Revision: 1.1');
    expect(specsOf('Sensor Module V3.1')).toBe('Revision: V3.1');
    expect(specsOf('REV.2.4')).toBe('Revision: 2.4');
    expect(specsOf('FWD REV ON')).not.toMatch(/Revision/);
    expect(specsOf('V1.5 V')).not.toMatch(/Revision/);
    expect(specsOf('12V1.5A')).not.toMatch(/Revision/);
  });
});

describe('a maker by its web address or by the letters its codes open with', () => {
  it('reads the maker from a domain ending in a country or .tv, its path left off', () => {
    expect(lines(line('Shield', 30, 0.98), line('brightlane.tv/shield2', 20, 0.98)).brandInfo).toBe('Brightlane');
    expect(lines(line('Sensor', 30, 0.98), line('www.korvatek.co.kr', 20, 0.98)).brandInfo).toBe('Korvatek');
  });

  it('takes a word in capitals for the maker when the model code opens with its first two letters', () => {
    const adapter = lines(line('MODEL NO: PA-120500', 40, 0.97), line('OUTPUT: 12V 500mA', 38, 0.96), line('PALOMA', 36, 0.99));
    expect(adapter.brandInfo).toBe('Paloma');
    expect(adapter.suggestedTitle).toMatch(/^Paloma PA-120500 /);
  });

  it('takes no label or trade word so, nor a name the code does not open with', () => {
    expect(lines(line('MODEL NO: SA-120500', 40, 0.97), line('SAFETY', 38, 0.99)).brandInfo).toBe('Unbranded');
    expect(lines(line('MODEL NO: QX-120500', 40, 0.97), line('OUTPUT: 12V', 38, 0.96), line('PALOMA', 36, 0.99)).brandInfo).not.toBe(
      'Paloma',
    );
    // A utilisation category or a supply is no code: "ACME" over "AC-3 400V 25A" is not taken for these letters.
    expect(initialsOfModel([line('AC-3 400V 25A', 40, 0.97), line('ACORN', 38, 0.99)], 38)).toBeUndefined();
    expect(initialsOfModel([line('DC24V', 40, 0.97), line('DCORN', 38, 0.99)], 38)).toBeUndefined();
    expect(initialsOfModel([line('AC-3 AC-2041', 40, 0.97), line('ACORN', 38, 0.99)], 38)).toBeUndefined();
    expect(initialsOfModel([line('AR-2041', 40, 0.97), line('ARVELO', 38, 0.99)], 38)?.text).toBe('ARVELO');
  });
});

describe("a starter battery's cold-cranking current", () => {
  it('reads it under its standard, never as the current, and titles the battery by its voltage and capacity', () => {
    const battery = lines(line('12V 74Ah 680A (EN)', 30, 0.98));
    expect(battery.technicalSpecs).toBe('Voltage: 12 V; Battery capacity: 74 Ah; Cold cranking current: 680 A (EN)');
    expect(battery.suggestedTitle).toBe('Lead acid battery 12 V 74 Ah');
    expect(specsOf('540 A SAE')).toBe('Cold cranking current: 540 A (SAE)');
    expect(specsOf('790 CCA')).toBe('Cold cranking current: 790 A (CCA)');
  });

  it("leaves a breaker's current before its standard a current, and no battery", () => {
    const breaker = lines(line('100A (EN 60947)', 30, 0.98));
    expect(breaker.technicalSpecs).toBe('Current: 100 A; Standards: EN 60947');
    expect(breaker.suggestedTitle).not.toMatch(/battery/);
  });
});

describe("a water meter's nominal flow", () => {
  it('reads Qn or Q3 with its value as a water meter, over the m³/h a gas meter also prints, titled by that flow', () => {
    expect(lines(line('Qn 2,5 m3/h', 30, 0.98)).suggestedTitle).toBe('Water meter 2.5 m³/h (Qn)');
    expect(lines(line('Q3=4 m³/h', 30, 0.98)).suggestedTitle).toBe('Water meter 4 m³/h (Q3)');
    expect(lines(line('G4', 30, 0.98), line('Qmax 6 m3/h', 20, 0.98)).suggestedTitle).toMatch(/gas meter/);
  });

  it("keeps no dial's multiplier as a code", () => {
    expect(isNotCode('x0,001')).toBe(true);
    expect(isNotCode('x0.07')).toBe(true);
    expect(specsOf('Qn 1.5 x0,001 x0,01')).not.toMatch(/Codes/);
  });
});

describe("a panel meter's dial beside its class, and its range", () => {
  it('reads the scale from the marks alone on their rows, a number after a word ("CLASS 25") left out of the scale and read as its class', () => {
    const meter = lines(
      line('A', 31, 0.99),
      line('CLASS 25', 13, 0.93),
      line('100', 17, 0.98),
      line('60', 18, 1),
      line('40', 16, 1),
      line('80', 14, 1),
    );
    expect(meter.suggestedTitle).toBe('Panel meter 0-100 A');
    expect(meter.technicalSpecs).toBe('Current: 0-100 A; Accuracy class: 2.5');
    expect(meter.suggestedCategory).toBe('Instrumentation');
  });

  it("takes no plate's values for a scale", () => {
    const plate = lines(line('V', 20, 0.99), line('IP 65', 20, 0.99), line('230', 20, 0.99), line('50', 20, 0.99));
    expect(plate.suggestedTitle).not.toMatch(/Panel meter/);
    expect(plate.technicalSpecs).not.toMatch(/0-230/);
  });
});

describe("a speaker's impedance", () => {
  it('reads ohms as a resistance, and a speaker by 4 to 16 Ω with watts and no supply', () => {
    expect(specsOf('NTC 10kΩ')).toBe('Resistance: 10 kΩ');
    expect(lines(line('8 OHM 20W', 30, 0.98)).suggestedTitle).toBe('Loudspeaker 20 W');
    // Its Ω read as a Q and run into its watts.
    expect(lines(line('4Q10W', 30, 0.98)).technicalSpecs).toBe('Power: 10 W; Resistance: 4 Ω');
  });

  it("takes no meter's ohms a volt for a resistance, and no supplied device's ohms for a speaker", () => {
    expect(specsOf('20kΩ/V')).not.toMatch(/Resistance/);
    expect(lines(line('8Ω 10W 12V', 30, 0.98)).suggestedTitle).not.toMatch(/Loudspeaker/);
  });
});

describe("a meter's counts, a compressor's oil, a serial after SN and a display's reading", () => {
  it('reads them as printed', () => {
    expect(specsOf('4000 Counts')).toBe('Display: 4000 counts');
    expect(specsOf('POE 68')).toBe('Oil: POE 68');
    expect(specsOf('R32 PAG46')).toBe('Refrigerant: R32; Oil: PAG46');
    expect(specsOf('SN:K27B0104')).toBe('Serial no.: K27B0104');
  });

  it('takes no word after SN for a serial, and no display reading for a code', () => {
    expect(specsOf('SN: HELLO1')).not.toMatch(/Serial/);
    expect(specsOf('SNOW:ABC1234')).not.toMatch(/Serial/);
    expect(isNotCode('5.9.9.9')).toBe(true);
    expect(isNotCode('40.52.8.024')).toBe(false);
  });
});

describe("a short code after the product's own words", () => {
  it('titles the product with the code printed straight after its words, when no maker is followed by one', () => {
    const panel = lines(line('CONTROL PANEL RT-3 REV.1.2', 20, 0.96));
    expect(panel.suggestedTitle).toBe('RT-3 controller');
  });

  it('takes no curve or revision after them for a model', () => {
    expect(lines(line('CONTROL PANEL V2', 20, 0.96)).suggestedTitle).toBe('Controller');
  });
});

describe("a thermal fuse's functioning temperature", () => {
  it('reads "T133C" as its temperature, no code, and with a mains rating of 16 A or less as a thermal fuse', () => {
    const fuse = lines(line('250V 10A', 40, 0.96), line('T133C', 38, 0.9));
    expect(fuse.suggestedTitle).toBe('Thermal fuse 10 A');
    expect(fuse.technicalSpecs).toBe('Voltage: 250 V; Current: 10 A; Temperature: 133 °C');
  });

  it("takes no switch's T85 rating, printed without its C, for one", () => {
    expect(lines(line('16A 250VAC T85', 30, 0.97)).suggestedTitle).not.toMatch(/Thermal fuse/);
  });
});
