import { describe, expect, it } from 'vitest';
import { filed, line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 60 rules (issue 30): no evaluation photo's reading.

describe('makers named on the kit', () => {
  it('names a defibrillator maker, a refrigerant cylinder and a water-treatment unit', () => {
    expect(filed(line('AED'), line('SEMI-AUTOMATIC'), line('Spacelabs', 30))).toEqual({ brand: 'Spacelabs', category: 'Safety Equipment' });
    expect(filed(line('TAZZETTI', 40), line('R 404A'))).toEqual({ brand: 'Tazzetti', category: 'HVAC Equipment' });
    expect(filed(line('BIOCAT', 40), line('KLS 3000'))).toEqual({ brand: 'Biocat', category: 'Plumbing Supplies' });
  });

  it('names a door-entry panel maker, and a pump maker of two words', () => {
    expect(filed(line('CYFRAL', 40), line('123'))).toEqual({ brand: 'Cyfral', category: 'Control Systems' });
    expect(filed(line('AQUA PAK', 40), line('HP: 1'))).toMatchObject({ brand: 'Aqua Pak' });
  });

  it('names a climate-computer maker, and a soft-serve machine by its maker', () => {
    expect(filed(line('Fancom', 40), line('Ventilation'))).toMatchObject({ brand: 'Fancom' });
    expect(filed(line('TAYLOR', 40), line('TAYLOR', 40))).toEqual({ brand: 'Taylor', category: 'Other' });
  });

  it('names a gauge maker and a flow-sensor maker', () => {
    expect(filed(line('SUKU', 40), line('EN 837-1'), line('bar'))).toEqual({ brand: 'SUKU', category: 'Instrumentation' });
    expect(filed(line('Water Flow Sensor'), line('DIGITEN', 30), line('Model:FL-408'))).toEqual({
      brand: 'DIGITEN',
      category: 'Instrumentation',
    });
  });

  it('names an extinguisher maker, a lab-supply maker, and Aqara by the company that makes it', () => {
    expect(filed(line('Ultra Fire', 40), line('FIRE EXTINGUISHER'))).toEqual({ brand: 'UltraFire', category: 'Safety Equipment' });
    expect(filed(line('LABORATORY DC POWER SUPPLY'), line('EduScience UK', 30))).toEqual({
      brand: 'EduScience UK',
      category: 'Instrumentation',
    });
    expect(filed(line('Lumi United Technology Co.,Ltd', 30), line('Model:HM-G02E'))).toEqual({
      brand: 'Aqara',
      category: 'Control Systems',
    });
  });

  it('names an American welding-tool line and an Indian cable maker, read whole', () => {
    expect(filed(line('CHICAGO ELECTRIC', 40), line('WELDING'))).toEqual({ brand: 'Chicago Electric', category: 'Tools & Hardware' });
    expect(filed(line('RR KABEL', 40), line('FLAME RETARDANT'))).toMatchObject({ brand: 'RR Kabel' });
  });

  it('files an Oventrop valve head under heating', () => {
    expect(filed(line('oventrop', 40), line('5'))).toEqual({ brand: 'Oventrop', category: 'HVAC Equipment' });
  });
});

describe('instruments by what their face says', () => {
  it('reads a USB power meter as a tester, not an electricity meter', () => {
    const r = lines(line('USB ENERGY METER', 30), line('5.10V 0.52A'), line('QC3.0'));
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toContain('USB tester');
  });

  it('reads an electricity meter still as one', () => {
    const r = lines(line('ENERGY METER', 30), line('230V 10(60)A'), line('1000 imp/kWh'));
    expect(r.suggestedTitle.toLowerCase()).toContain('energy meter');
  });

  it("reads a silo's weighing controller as an instrument", () => {
    const r = lines(line('Silo content', 30), line('Consumption today'), line('Reset'));
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle.toLowerCase()).toContain('silo weighing');
  });

  it('files a petrol generator set with generators, under Electrical Components', () => {
    const r = lines(line('GENERATOR SET', 30), line('220V/50Hz'), line('GASOLINE'));
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.suggestedTitle.toLowerCase()).toContain('generator set');
  });

  it('files a GPIB adapter with the test instruments it talks to, though it says CONTROLLER', () => {
    const r = lines(line('GPIB-ETHERNET CONTROLLER', 30), line('8-15V DC 200mA'));
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toContain('GPIB interface');
  });

  it('reads an incomer box as a distribution board', () => {
    const r = lines(line('INCOMER BOX', 30), line('415V 50Hz'));
    expect(r.suggestedCategory).toBe('Electrical Components');
    expect(r.suggestedTitle.toLowerCase()).toContain('distribution board');
  });
});
