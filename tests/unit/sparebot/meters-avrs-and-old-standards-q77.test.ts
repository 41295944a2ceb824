import { describe, expect, it } from 'vitest';
import { readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 109's rules (issue 30): no evaluation photo's reading.

describe('meters', () => {
  it("reads a polyphase meter's values with their own units, not the unit of one as a label before the next", () => {
    const specs = readLabel('MV3E4', '3x220/380 V 3x30(60) A 50 Hz').technicalSpecs;
    expect(specs).toMatch(/Voltage: 3x220\/380 V/);
    expect(specs).toMatch(/Current: 3x30\(60\) A/);
    expect(specs).not.toMatch(/3x30 V|Current: 50 A/);
  });

  it('still reads a meter\'s unit printed before its values ("V 3x230/400")', () => {
    expect(readLabel('V 3x230/400').technicalSpecs).toMatch(/Voltage: 3x230\/400 V/);
  });

  it('is an electricity meter by its Vietnamese name ("CONG TO DIEN")', () => {
    expect(readLabel('CONG TO DIEN 3 PHA 4 DAY', 'MV3E4').extracted.productType?.value).toBe('energy meter');
  });

  it('is a water meter by its nominal flow written with a hyphen ("Qn-1,5 m/h")', () => {
    expect(readLabel('VLF-R', '90°C Qn-1,5 m/h PN-16 bar').extracted.productType?.value).toBe('water meter');
  });
});

describe('standards and frames', () => {
  it('reads an IEC standard by its number before 1997 ("IEC 255" is IEC 60255, relays)', () => {
    const r = readLabel('MK2P-I', 'IEC255', '250VAC 7A');
    expect(r.extracted.productType?.value).toBe('relay');
    expect(r.technicalSpecs).not.toMatch(/Frame/);
  });

  it('never reads an old IEC number as a motor frame ("IEC 947-4-1")', () => {
    expect(readLabel('IEC 947-4-1', 'AC-3 9A').technicalSpecs).not.toMatch(/Frame/);
  });

  it('still reads an IEC frame of the series ("IEC 100L")', () => {
    expect(readLabel('MOTOR IEC 100L 2.2kW', '1420 rpm').technicalSpecs).toMatch(/Frame: 100L/);
  });
});

describe('products', () => {
  it("is a generator's AVR by the codes Stamford's made known", () => {
    const r = readLabel('WARNING! ELECTRIC SHOCK RISK', 'MX341 [E000-23412]');
    expect(r.extracted.productType?.value).toBe('generator AVR');
    expect(r.suggestedCategory).toBe('Electrical Components');
  });

  it('is a genset controller by its mode keys and lamps', () => {
    const r = readLabel('LIXISE', 'Alarm', 'Warning', 'Running', 'C/O', 'Stop Man Auto Mute Start');
    expect(r.extracted.productType?.value).toBe('generator controller');
  });

  it("is an off-grid inverter by its display's sine wave, input, output, battery and load", () => {
    const r = readLabel('Controller', 'INPUT OUTPUT BATTERY', 'LOAD', 'Sine-Wave');
    expect(r.extracted.productType?.value).toBe('power inverter');
  });

  it('is a charge controller by "Wind/solar Hybrid Controller"', () => {
    expect(readLabel('Enter ESC', 'Wind/solar Hybrid Controller').extracted.productType?.value).toBe('solar charge controller');
  });

  it("is Chint's MCCB by its NM1 number, Delta's drive by its CP2000 series", () => {
    expect(readLabel('NM1-125S/3300', 'In=100A').extracted.productType?.value).toBe('MCCB');
    const drive = readLabel('VFD-Cx', 'HAND AUTO', 'AELTA', 'CP2000');
    expect(drive.brandInfo).toBe('Delta Electronics');
    expect(drive.extracted.productType?.value).toBe('variable speed drive');
  });

  it('names a maker whose name ends in what the item is once ("Kundan Cable", not "Kundan Cable cable")', () => {
    const r = readLabel('KUNDAN CABLE', '(INDIA)', 'P.V.C. INSULATED INDUSTRIAL WIRES 1.1KV');
    expect(r.brandInfo).toBe('Kundan Cable');
    expect(r.suggestedTitle).toBe('Kundan Cable');
  });
});

describe('what is no maker', () => {
  it('is a word of the knowledge base one letter from a maker\'s range ("AIRCO" is no Socomec SIRCO)', () => {
    expect(readLabel('AIRCO', 'R134a', '30LBS 13.6 KGS').brandInfo).not.toBe('Socomec');
  });

  it("is an insulation tester's ACV terminal (ACV makes boilers)", () => {
    expect(readLabel('250V 500V 1000V', 'ACV', 'uoShui 60B+ INSULATION TESTER').brandInfo).not.toBe('ACV International');
  });

  it('is a range name\'s first letters before a hyphen ("NARVAL-TU4" is no Narva lamp)', () => {
    const r = readLabel('NARVAL-TU4', 'ACTARIS', '00530869');
    expect(r.brandInfo).toBe('Actaris');
    expect(r.suggestedCategory).not.toBe('Lighting');
  });

  it("is North America's EnergyGuide label", () => {
    expect(readLabel('ENERGYGUIDE', 'Hybrid Water Heater', 'Volts: 208/240 Hertz:60').brandInfo).not.toMatch(/energy/i);
  });
});

describe('version 110: dials, plates and testers', () => {
  it('is an ammeter by the CT its dial is scaled for, its unit unread', () => {
    const r = readLabel('400 800', '300', '200', '100', 'MODEL SF-96 CT 400/5A');
    expect(r.extracted.productType?.value).toBe('panel meter');
  });

  it('reads a speed after a frequency\'s label and value ("Hz 60 3450 RPM")', () => {
    const specs = readLabel('V.127/220 Hz 60 3450 RPM').technicalSpecs;
    expect(specs).toMatch(/Speed: 3450 rpm/);
    expect(specs).toMatch(/Frequency: 60 Hz/);
  });

  it('keeps both voltages of a column before the next label and its value', () => {
    expect(readLabel('VOLTS 230/460 190/380 AMPS 12.6').technicalSpecs).toMatch(/Voltage: 230\/460 V, 190\/380 V; Current: 12.6 A/);
  });

  it('reads a plate\'s glued voltage and its phases before "Mot." as ratings, never codes', () => {
    const r = readLabel('BOMBA PERIFERICA', 'Modalo TP-B0', 'V.127/220 Hz 60 3450 RPM', '1-Mot Bocais 1"x1"');
    expect(r.technicalSpecs).not.toMatch(/Codes: .*(?:V\.127|1-Mot)/);
    expect(r.suggestedTitle).toBe('TP-B0 pump');
  });

  it('reads a polyphase current written with a capital X ("3X20(80)A")', () => {
    expect(readLabel('3X230/400V', '3X20(80)A', '800imp/kWh 50Hz').technicalSpecs).toMatch(/Current: 3x20\(80\) A/);
  });

  it('is an LCR meter, not the capacitor its warning names, and keeps a model that looks like no German postcode', () => {
    const r = readLabel('DER EE LCR METER DE-5000', 'LCR AUTO FREQ', 'Discharge Capacitor Before Test');
    expect(r.extracted.productType?.value).toBe('LCR meter');
    expect(r.brandInfo).toBe('DER EE');
    expect(r.suggestedTitle).toMatch(/DE-5000/);
  });

  it('still reads a postcode with its country\'s letters as an address ("DE-48683", "CH-8005")', () => {
    expect(readLabel('ACME GmbH', 'DE-48683 Ahaus', 'CH-8005 Zürich').technicalSpecs).not.toMatch(/DE-48683|CH-8005/);
  });

  it('is Delta by its logo, its D a triangle read as an A ("AELTA")', () => {
    const r = readLabel('AELTA', 'POWER STATUS CHARGE FAULT', 'EVcharger');
    expect(r.brandInfo).toBe('Delta Electronics');
    expect(r.suggestedTitle).toBe('Delta Electronics EV charger');
  });

  it('is an operator panel by its Turkish name ("KONTROL EKRANI")', () => {
    const r = readLabel('MOTOR START-STOP-RESET KONTROL EKRANI', 'OTOMATIK', 'START');
    expect(r.extracted.productType?.value).toBe('operator panel (HMI)');
  });

  it("is an inverter/charger by its terminals, and an AC output's number is no code", () => {
    const r = readLabel('AC IN-1 AC OUT-1 AC OUT-2', 'T-SENSE AUX1 AUX2 V-SENSE', 'BATTERY', '2702430 VFD');
    expect(r.extracted.productType?.value).toBe('inverter charger');
    expect(r.technicalSpecs).not.toMatch(/OUT-1/);
  });

  it('names makers that were missing, and what a maker alone says it makes', () => {
    expect(readLabel('TS3103N90 TYPE', 'STEPPING MOTOR', 'TAMAGAWA SEIKI CO.,LTD').brandInfo).toBe('Tamagawa Seiki');
    expect(readLabel('Y.S.TECH', 'DC BRUSHLESS FAN', 'FD129225LL-N').brandInfo).toBe('Y.S. Tech');
    const meter = readLabel('Aidon');
    expect(meter.brandInfo).toBe('Aidon');
    expect(meter.suggestedTitle).toBe('Aidon energy meter');
  });

  it('is a meter\'s owner marking, never a maker one letter from it ("Eigent." is no Elgena)', () => {
    const r = readLabel('Eigent Stadtwerke Konstanz', 'Drehstromzahler', '3x230/400V 50Hz 0.1-5(60)A EasyMeter');
    expect(r.brandInfo).not.toBe('Elgena');
  });

  it('reads a model run into the Spanish or Portuguese word for it ("ModeloTP-80")', () => {
    const r = readLabel('BOMBAPERIFERICA', 'ModeloTP-80', 'V.127/220 Hz60 3450 RPM');
    expect(r.suggestedTitle).toBe('TP-80 pump');
    expect(r.technicalSpecs).toMatch(/Model: TP-80/);
  });
});
