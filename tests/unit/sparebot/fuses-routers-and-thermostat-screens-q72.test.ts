import { describe, expect, it } from 'vitest';
import { line, lines, readLabel } from './helpers/label-text.ts';

// Synthetic label text for version 96's rules (issue 30): no evaluation photo's reading.

describe("a thermostat's screen in Spanish, Portuguese, Italian, French or German", () => {
  it('is a thermostat, its "Ventilador" mode no fan', () => {
    const r = readLabel('SIGUIENDO HORARIO', 'VENTILADOR', '45% Humedad', 'AJUSTES', 'MODO', '20.5°');
    expect(r.extracted.productType?.value).toBe('thermostat');
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it('is read so in Italian and German too', () => {
    expect(readLabel('Umidità 50%', 'Impostazioni', 'Riscaldamento', 'Programmazione').extracted.productType?.value).toBe('thermostat');
    expect(readLabel('Luftfeuchte 48%', 'Einstellungen', 'Heizen', 'Kühlen').extracted.productType?.value).toBe('thermostat');
  });

  it("leaves a fan's own plate a fan", () => {
    expect(readLabel('VENTILADOR', '220V 50Hz 45W').extracted.productType?.value).toBe('fan');
  });
});

describe('a woodworking router', () => {
  it('is a power tool by its trade names, never a network router', () => {
    const r = readLabel('Electric Router', '230V~50Hz 1200W', 'n0 30000/min');
    expect(r.suggestedCategory).toBe('Tools & Hardware');
    expect(readLabel('Plunge Router', '1400W').suggestedCategory).toBe('Tools & Hardware');
  });

  it('leaves a 4G router a router', () => {
    expect(readLabel('4G ROUTER', '12V DC 1A', 'WAN LAN').suggestedCategory).toBe('Control Systems');
  });
});

describe("an industrial cartridge fuse's size", () => {
  it('read with nothing else named, is a cartridge fuse (or its holder)', () => {
    const r = readLabel('22×58', 'CE');
    expect(r.extracted.productType?.value).toBe('cartridge fuse');
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.needsLabelPhoto).not.toBe(true);
  });

  it("is no fuse where the label names what holds it, nor a miniature fuse's size on a power supply", () => {
    expect(readLabel('PV COMBINER BOX', '10x38', '1000V DC').extracted.productType?.value).toBe('PV combiner box');
    expect(readLabel('5x20', 'CE').extracted.productType?.value).toBeUndefined();
  });
});

describe("an HVAC zone control board's face", () => {
  it('is a zone controller, whatever heat pump or fan it is set to drive', () => {
    const r = readLabel('ZONE 3', 'PURGE', 'LOCKOUT', '2ND STAGE', 'DUAL FUEL', 'HEAT PUMP', 'FAN', 'C/RH', '24V');
    expect(r.extracted.productType?.value).toBe('zone controller');
    expect(r.suggestedCategory).toBe('Control Systems');
  });

  it("leaves a heat pump's own plate a heat pump", () => {
    expect(readLabel('HEAT PUMP', 'R410A 2.1kg', '230V 50Hz').extracted.productType?.value).toBe('heat pump');
  });
});

describe('a month and year alone on a row', () => {
  it('is when the item was made, never its model, even under TYPE', () => {
    const r = readLabel('QORVAN', 'TYPE', '12/2021');
    expect(r.extracted.model).toBeUndefined();
    expect(r.technicalSpecs).toMatch(/Manufactured: 12\/2021/);
  });
});

describe("a notice's heading with its exclamation marks read as I's", () => {
  it('names no maker ("IPRECAUCIONI", "WARNINGI", "ATTENZIONEI")', () => {
    for (const word of ['IPRECAUCIONI', 'WARNINGI', 'ATTENZIONEI']) {
      const r = lines(line(word, 40, 0.99), line('SWITCHING POWER SUPPLY'), line('OUTPUT 240W MAX'));
      expect(r.brandInfo.toLowerCase()).not.toContain(word.toLowerCase().slice(1, 6));
    }
  });

  it('leaves a name that ends in an I a name', () => {
    const r = lines(line('MORZANI', 40, 0.99), line('SWITCHING POWER SUPPLY'), line('OUTPUT 240W MAX'));
    expect(r.brandInfo).toBe('Morzani');
  });
});

describe('a company form after a middle dot', () => {
  it('names its maker ("Miltel Communications·Ltd.")', () => {
    expect(readLabel('Model: QX 45', 'Zarvon Communications·Ltd.', 'Made in Israel').brandInfo).toBe('Zarvon Communications');
  });
});
