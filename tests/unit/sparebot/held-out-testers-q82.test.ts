import { describe, expect, it } from 'vitest';
import { lines, placed, readLabel, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the rules of version 147 on (issue 30): no evaluation photo's reading.

describe("a maker's name as a motor's plate prints it", () => {
  it('is read across a middle dot between two words, its ® read as an R', () => {
    const r = readLabel('BALDOR·RELIANCER', 'SUPER-E MOTOR', 'CAT. NO. VEWDM3615T', 'HP 5 VOLTS 230/460 R.P.M. 1755');
    expect(r.brandInfo).toBe('Baldor');
    // … while a logo's O read as a dot between capitals is still its O.
    expect(readLabel('EAT·N', 'MOTOR CONTROL').brandInfo).toBe('Eaton');
  });

  it("names the maker that makes motors before a shower maker's name in the product line's", () => {
    const r = lines(
      placed('Crown Triton', 400, 80, 77),
      placed('Premium Efficiency AC 3 Phase Motor', 400, 160, 40),
      placed('150HP 6P 460V', 400, 220, 33),
      placed('Frame 447T Duty CONT RPM 1185', 400, 280, 28),
      placed('Model HLS447SR0608 Encl. TEFC', 400, 340, 28),
      placed('Amps 169.5A Hertz 60Hz', 400, 400, 28),
      placed('Bearing NU318 S.F. 1.15', 400, 460, 28),
      placed('Made in Korea', 400, 880, 26),
      placed('HYUNDAI', 700, 900, 30),
      placed('HEAVY INDUSTRIES CO.LTD', 700, 940, 20),
    );
    expect(r.brandInfo).toBe('Hyundai Electric');
    expect(r.suggestedCategory).toBe('Motors & Drives');
  });

  it('names Rosemount by its own name, as its transmitters print it', () => {
    expect(readLabel('ROSEMOUNT', 'MODEL 3144P D1A1K6', 'SERIAL NO. 0042908').brandInfo).toBe('Rosemount');
  });
});

describe('words that are no maker', () => {
  it('reads no German sentence cut before "und" as a maker, and a maker stacked over its trade word instead', () => {
    const r = lines(
      placed('BAVARIA', 300, 100, 37, 0, 0.99),
      placed('BRANDSCHUTZ', 300, 140, 30, 0, 0.99),
      placed('FEUERLOSCHER', 300, 200, 38, 0, 0.99),
      placed('Speiseol-und Speisefettbranden.', 300, 300, 42, 0, 0.96),
      placed('Geeignet zum Loschen von', 300, 260, 34),
      placed('Nur bis 1000 V; Mindestabstand 1m.', 300, 350, 42),
      placed('IVARI', 900, 500, 17, 0, 0.8),
      placed('21A 75F', 300, 400, 20),
    );
    expect(r.brandInfo).toBe('Bavaria Brandschutz');
    expect(r.extracted.productType?.value).toBe('fire extinguisher');
  });

  it("reads an inspector's stamp run together as no maker", () => {
    expect(readLabel('OKTESTED', 'VOLTMETER').brandInfo).not.toMatch(/oktested/i);
    expect(readLabel('QCPASSED', 'LED DRIVER 24V').brandInfo).not.toMatch(/qcpassed/i);
  });

  it("matches no maker's product line across a pressure's decimal (pmax:0.5 is no Maxos)", () => {
    const r = readLabel('NATEK ENERJi', 'Qmax: 6 m3/h pmax:0.5 bar V: 1,2 dm3', 'Qmin: 0,04 m3/h', 'Classe 1,5');
    expect(r.brandInfo).not.toBe('Philips');
    expect(r.extracted.productType?.value).toBe('gas meter');
  });

  it('reads Czech meter words as label words, and an elektroměr as an energy meter', () => {
    const r = readLabel('Jednofazovy elektromer', 'ZE112.D0A1B021-011 230V 50Hz', 'D,15-5(40)A', 'CEM12 1383');
    expect(r.brandInfo).toBe('Unbranded');
    expect(r.extracted.productType?.value).toBe('energy meter');
    // Its starting current's nought read as a D, and its MID marking run together, no model.
    expect(r.technicalSpecs).toContain('Current: 0.15-5(40) A');
    expect(r.suggestedTitle).toMatch(/^ZE112\.D0A1B021 energy meter/);
    expect(r.technicalSpecs).not.toContain('CEM12');
  });

  it('reads a word with one letter read as a digit as no code, and a temperature run into a year apart', () => {
    expect(specsOf('pob6r oddanie sumaryczne')).not.toContain('pob6r');
    expect(readLabel('Drehstromzahler', '3x230/400V 50Hz', '-40..+70C2017').technicalSpecs).not.toContain('70C2017');
  });
});

describe("an enclosure's rating on an instrument's plate", () => {
  it('names no enclosure, its TYPE read short and run on', () => {
    const r = readLabel('ROSEMOUNT', 'TEMPERATURE TRANSITER', 'MODEL 3144P', 'CSA ENCLOSURETPEX', 'NEMA TYPE 4X');
    expect(r.extracted.productType?.value).not.toBe('enclosure');
    expect(r.suggestedCategory).toBe('Instrumentation');
    // An enclosure sold as one still is.
    expect(readLabel('ENCLOSURE', 'IP65 300x200x150').extracted.productType?.value).toBe('enclosure');
  });
});

describe("a motor's and an extinguisher's figures", () => {
  it("reads a weight in the unit printed after it, and a balance's IPS as no power", () => {
    const specs = specsOf('HP60 RPM 1190', 'WT 1160 LBS BAL 0.08 1PS');
    expect(specs).toContain('Weight: 1160 lb');
    expect(specs).not.toContain('kg');
    expect(specs).not.toContain('PS');
    expect(specsOf('Leistung 0,75 kW 1PS')).toContain('1 PS');
  });

  it('reads a class F fire rating with its class A, and no current or curve on an extinguisher', () => {
    const r = readLabel('FEUERLOSCHER 6 l', 'SONDERLOSCHMITTEL', '21A 75F');
    expect(r.technicalSpecs).toContain('Fire rating: 21A 75F');
    expect(r.technicalSpecs).not.toContain('Current');
    expect(r.suggestedTitle).toBe('Fire extinguisher 6 L');
    expect(specsOf('FIRE EXTINGUISHER', '13A 70B 75F')).toContain('Fire rating: 13A 70B 75F');
    expect(specsOf('FIRE EXTINGUISHER 6 kg', '34A 183B C')).toContain('Fire rating: 34A 183B C');
    expect(specsOf('FIRE EXTINGUISHER', '5A 8B')).toBe('Fire rating: 5A 8B');
  });
});

describe('an Indian plate', () => {
  it('cites Indian Standards, its I read as a 1, as standards and never as the model', () => {
    const r = readLabel('VARIABLE AUTO TRANSFORMER', 'RATING:23A INPUT VOLT:230V', '1.S.1248-03', 'INPUT-230V OUTPUT-0-270V');
    expect(r.technicalSpecs).toContain('Standards: IS 1248-03');
    expect(r.suggestedTitle).not.toContain('1248');
    expect(specsOf('SECONDARY: 110V(STAR),1S:12021/1997')).toContain('Standards: IS 12021/1997');
    // A code that opens with IS is still a code.
    expect(specsOf('IS200TBAIH1')).not.toContain('Standards');
  });

  it("names the firm by its made-by line or its webmail address, and a winding's connection as no maker", () => {
    expect(readLabel('CURRENT LOADING TRANSFORMER', 'MFD BY SAKTHI ELECTRICALSTCHY610.').brandInfo).toBe('Sakthi');
    expect(readLabel('CURRENT LOADING TRANSFORMER', 'E-mail: sakthi.electricals@yahoo.com').brandInfo).toBe('Sakthi');
    // A personal address names no firm, nor a mailbox's word before a trade word.
    expect(readLabel('CURRENT LOADING TRANSFORMER', 'E-mail: ravi.kumar@yahoo.com').brandInfo).toBe('Unbranded');
    expect(readLabel('CURRENT LOADING TRANSFORMER', 'E-mail: sales.electricals@gmail.com').brandInfo).toBe('Unbranded');
    const r = readLabel('VOLTAGE TRANSFORMER', 'CAPACITY: 50VA, PRIMARY:415V(DELTA),', 'SECONDARY: 110V(STAR)');
    expect(r.brandInfo).toBe('Unbranded');
  });
});

describe("a North American condensing unit's amperes, and makers by their company lines", () => {
  it('reads the amperes printed before their RLA, LRA and FLA as theirs, and those printed after as before', () => {
    const specs = specsOf('CONDENSING UNIT', 'COMP 14.87 RLA 96 LRA PH', 'FAN 1.0 FLA 1/6 HP PH');
    expect(specs).toContain('Current: 14.87 A, 1.0 A');
    expect(specs).toContain('Locked rotor current: 96 A');
    // Read after their label, a value is never the next label's too.
    expect(specsOf('COMPRESSOR RLA 14.87 LRA 96')).not.toContain('Locked rotor current: 14.87 A');
  });

  it('reads a company\'s "CO.LIMITED" as its legal form, and names TOTAL by its two words only', () => {
    expect(readLabel('ACME TOOLS CO.LIMITED', 'AIR COMPRESSOR').brandInfo).toBe('Acme');
    expect(readLabel('-140PSI TOTAL TOOLS CO.LIMITED', 'AIR COMPRESSOR').brandInfo).toBe('Total Tools');
    expect(readLabel('www.totaltools.cn', 'AIR COMPRESSOR').brandInfo).toBe('Total Tools');
    expect(readLabel('TOTAL WEIGHT 25 kg', 'AIR COMPRESSOR').brandInfo).toBe('Unbranded');
    expect(readLabel('Rowenta', 'Compacteo Cyclonic', '1900W max').brandInfo).toBe('Rowenta');
  });
});

describe("a firm's name before its legal form, and its web address's ending", () => {
  it('reads Singapore\'s "PTE.LTD." and a "CO.td" with its L lost as legal forms, and a firm\'s trade words as no part of its name', () => {
    expect(readLabel('LUEN HING CABLE PTE.LTD.', 'PVC CABLE 16mm2').brandInfo).toBe('Luen Hing');
    expect(readLabel('Qingdao Yeelink Information Technology Co Ltd', 'LED CEILING LIGHT').brandInfo).toBe('Yeelink');
    expect(readLabel('DALIAN SHIYOU ELECTRIC POWER TECHNOLOGY CO.td', 'THERMOMETER').brandInfo).toBe('Shiyou');
    // A product's own words are no firm's: a lift's travelling cable names no maker.
    expect(readLabel('TRAVELING CABLE', 'MSI 12VDC').brandInfo).toBe('Unbranded');
  });

  it("reads an address ending in a market's own domain (Kenya's .co.ke, the Gulf's .ae)", () => {
    expect(readLabel('www.acmeswitch.co.ke', 'SWITCHED SOCKET 13A').brandInfo).toBe('Acmeswitch');
    expect(readLabel('www.acmeswitch.ae', 'SWITCHED SOCKET 13A').brandInfo).toBe('Acmeswitch');
  });
});

describe('products named by what their labels carry', () => {
  it('names an LED lamp by "LED LIGHT", run together or not, and a BMS controller by its bus terminals', () => {
    const lamp = readLabel('Phelix LED', 'PREMIUM SERIES', 'LEDLIGHT 18W', '220V', 'SLA80-18W');
    expect(lamp.extracted.productType?.value).toBe('lamp');
    expect(lamp.suggestedCategory).toBe('Lighting');
    const bms = readLabel('MET.SYS', 'AHU I/EF3', 'TBS', 'N2BUS', 'XTBUS');
    expect(bms.suggestedCategory).toBe('Control Systems');
    expect(bms.suggestedTitle).toMatch(/BMS controller$/);
  });

  it('names a fire pump as fire-fighting kit, a dial thermometer by EN 13190 and a pressure gauge by EN 837', () => {
    const pump = readLabel('SHIBAURA', 'PORTABLE FIRE PUMP', 'P572');
    expect(pump.extracted.productType?.value).toBe('fire pump');
    expect(pump.suggestedCategory).toBe('Safety Equipment');
    expect(readLabel('WIKA', 'EN 13190', 'CL1').extracted.productType?.value).toBe('thermometer');
    expect(readLabel('EN 837-1', 'KI.1.6').suggestedCategory).toBe('Instrumentation');
  });
});

describe("a condensing unit's plate read run together, as the stored copy of a rendered label was (from the screen)", () => {
  it("splits its amperes from RLA, LRA and FLA, and reads no fraction's denominator as a horsepower", () => {
    const r = readLabel('CONDENSING UNIT', 'MODELVCA36C2C', 'COMP14.87RLA96LRAPH1', 'FAN1.0FLA1/6HP');
    expect(r.technicalSpecs).toContain('Current: 14.87 A, 1.0 A');
    expect(r.technicalSpecs).toContain('Locked rotor current: 96 A');
    expect(r.technicalSpecs).toContain('Power: 1/6 HP');
    expect(specsOf('FLA1/6HP')).not.toContain('6 HP');
    expect(specsOf('MOTOR 3/4HP 1/2HP')).toBe('Power: 3/4 HP, 1/2 HP');
  });

  it('files a compressed-air lubricator or filter regulator under Tools & Hardware, with the compressors it serves', () => {
    expect(readLabel('AIR FILTER REGULATOR', 'MAX 10 bar').suggestedCategory).toBe('Tools & Hardware');
    expect(readLabel('LUBRICATOR', 'G 1/4').suggestedCategory).toBe('Tools & Hardware');
  });
});
