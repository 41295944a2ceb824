import { describe, expect, it } from 'vitest';
import { filed, line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 40 rules learnt from round q11 (issue 30): no evaluation photo's reading.

describe('flow, gas and water meters', () => {
  it("reads a range in brackets before its unit ('(0~339)m³/h', '(0~70)°C') and a flow whose cube OCR lost ('m/h')", () => {
    expect(specsOf(':(0~339)m/h')).toMatch(/Flow rate: 0-339 m³\/h/);
    expect(specsOf('(0~70)°C')).toMatch(/Temperature: 0-70 °C/);
    // A meter's current with its maximum in brackets stays as printed.
    expect(specsOf('10(40)A')).toMatch(/Current: 10\(40\) A/);
  });

  it('reads a flow measured from zero with no power rated as a flow meter; a pump rated in watts stays a pump', () => {
    const meter = lines(line('LDC-200', 20), line(':(0~339)m/h', 20), line(':1.6MPa', 20), line(':DN200', 20), line(':24VDC', 20));
    expect(meter.suggestedTitle).toMatch(/flow meter/);
    expect(meter.suggestedCategory).toBe('Instrumentation');
    const pump = lines(line('BRUSHLESS DC PUMP', 20), line('QR50E', 20), line('12V 5W', 20), line('0-280 L/h', 20));
    expect(pump.suggestedTitle).not.toMatch(/flow meter/);
  });

  it("reads a water meter's flow ratio written 'R=80', and its dial's multiplier ('X0.001') as no model", () => {
    const water = lines(line('Q3=m3/h R=80', 20), line('GB/T778-2007', 20), line('X0.001', 20), line('X0.01', 20));
    expect(water.extracted.productType?.value).toBe('water meter');
    expect(water.suggestedTitle).not.toMatch(/X0\.001/);
  });
});

describe('smart relays, drives and controllers', () => {
  it("reads a Zigbee switch by name, and a smart relay's run-together '24-60V=' ('2460V') as no voltage", () => {
    expect(lines(line('Mini Zigbee Switch', 20), line('Current:16A', 20)).extracted.productType?.value).toBe('smart switch');
    const relay = lines(line('SHELLY 1 SMART WIFI RELAY', 20), line('2460V-/12V-', 20));
    expect(relay.suggestedTitle).not.toMatch(/2460/);
  });

  it("reads a drive's keypad by its forward, reverse and jog keys", () => {
    const keypad = lines(line('RESET', 14), line('STOP', 14), line('REV', 14), line('FWD', 14), line('JOG', 14), line('SET', 14));
    expect(keypad.suggestedCategory).toBe('Motors & Drives');
    expect(keypad.suggestedTitle).toMatch(/drive/i);
  });

  it("reads a laser cutter's controller panel by its keys", () => {
    const keys = ['Speed', 'Origin', 'Pause', 'Frame', 'Reset', 'Power', 'Pulse', 'Start', 'Enter', 'Z/U', 'Esc', 'File'];
    const panel = lines(...keys.map((k) => line(k, 14)));
    expect(panel.suggestedCategory).toBe('Control Systems');
  });

  it("reads an automotive relay's '87a' pin as no current, and a current in lower case still", () => {
    expect(specsOf('85 86 87 87a')).not.toMatch(/87 A/);
    expect(specsOf('40a')).toMatch(/Current: 40 A/);
  });

  it("reads a name run into its version ('MegaSquirtV3.0') by its name", () => {
    expect(lines(line('MegaSquirtV3.0 MB', 30), line('MP930', 20)).brandInfo).toBe('MegaSquirt');
  });

  it("reads 'Maple' alone (a tree, a board's silkscreen) as no maker, and 'SUPERSPEED' as a USB mark", () => {
    expect(lines(line('HLK-5M05', 20), line('Maple', 20), line('OUTPUT:5VDC/5W', 20)).brandInfo).not.toBe('Maple Systems');
    expect(lines(line('USB Power Meter', 20), line('SUPERSPEED', 30), line('4-15V0-3A', 20)).brandInfo).toBe('Unbranded');
  });
});

describe('makers of heating and tools', () => {
  it.each([
    ['Alpha Innotec', [line('alpha innotec', 20), line('LWD 70A', 20)]],
    ['Ballu', [line('Ballu BSD-09HN1', 20)]],
    ['Drolet', [line('DROLET ESCAPE 1800', 20)]],
    ['Tekton', [line('TEKTON 3/8 IN', 20)]],
    ['Shelly', [line('Allterco Robotics Ltd.', 20), line('2x10A', 20)]],
  ])('reads %s', (maker, label) => {
    expect(lines(...label).brandInfo).toBe(maker);
  });
});

describe('round q12: partners, signal relays, control units and makers by their trade', () => {
  it("reads two partners' names joined by '&' before a legal form as the maker, and a GmbH & Co. KG still by its first name", () => {
    expect(lines(line('HAMMANT & MORGAN LTD', 20), line('CONTROL UNIT', 20)).brandInfo).toBe('Hammant & Morgan');
    expect(lines(line('GRUBER & WEISS LTD', 20), line('CONTROL UNIT', 20)).brandInfo).toBe('Gruber & Weiss');
    expect(lines(line('Kuhse GmbH & Co. KG', 20)).brandInfo).not.toMatch(/&/);
  });

  it("files a 'control unit' as a controller", () => {
    const unit = lines(line('CONTROL UNIT CU1', 20), line('FOR 12 volts D.C. CONTROL', 20));
    expect(unit.suggestedCategory).toBe('Control Systems');
  });

  it("reads Hongfa's signal relay code (HFD4/5) as a Hongfa relay", () => {
    const relay = lines(line('HFD4/5', 20), line('XT1125A', 20));
    expect(relay.brandInfo).toBe('Hongfa');
    expect(relay.extracted.productType?.value).toBe('relay');
  });

  it.each([
    ['Cytron', 'Motors & Drives', [line('Cytron MD13S', 20), line('DIR PWM', 14)]],
    ['Alesis', 'Other', [line('ALESIS RA150', 20), line('CLIP/PROTECT', 14)]],
    ['Nobsound', 'Other', [line('Nobsound', 20), line('VOLUME', 14)]],
    ['Saeco', 'Other', [line('Saeco INTELIA', 20)]],
    ['Pfaff', 'Other', [line('creative7570', 20), line('PFAFF', 20)]],
    ['Necchi', 'Other', [line('NECCHI', 20), line('supernova automatica', 16)]],
    ['Uniphos', 'Safety Equipment', [line('Uniphos Pro', 20), line('SAMPLING', 14)]],
  ])('reads %s, filed under %s', (maker, category, label) => {
    expect(filed(...label)).toEqual({ brand: maker, category });
  });
});

describe('round q13: Chinese domains and plasma cutters', () => {
  it("reads a Chinese maker's domain without its pinyin trade word ('yigedianqi.com' is Yige)", () => {
    expect(lines(line('www.yigedianqi.com', 20), line(':YG194E-9SY', 20)).brandInfo).toBe('Yige');
  });

  it("reads a plasma cutter by its front's words", () => {
    const cutter = lines(...['WELDING', 'CUTTING', 'SET AIR', 'POWER', 'PSI', 'MAX'].map((w) => line(w, 16)));
    expect(cutter.extracted.productType?.value).toBe('plasma cutter');
    expect(cutter.suggestedCategory).toBe('Tools & Hardware');
  });
});

describe('solder', () => {
  it('reads a reel of lead-free solder as solder wire, under Tools & Hardware', () => {
    const reel = lines(line('LEAD FREE SOLDER', 20), line('Sn99Ag0.3Cu0.7', 20), line('NET 50G', 16));
    expect(reel.extracted.productType?.value).toBe('solder wire');
    expect(reel.suggestedCategory).toBe('Tools & Hardware');
  });
});
