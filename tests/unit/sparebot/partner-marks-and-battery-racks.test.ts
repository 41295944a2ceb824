import { describe, expect, it } from 'vitest';
import { filed, line, lines, readLabel } from './helpers/label-text.ts';
import { itReadsEachMaker } from './helpers/maker-cases.ts';

// Synthetic label text for the version 41 rules learnt from round q14 (issue 30): no evaluation photo's reading.

describe('makers named by a Polish company form, a partner mark or a name OCR lost a letter of', () => {
  it("reads a Polish limited company's name, its noughts read for o's and a trade word hyphened on", () => {
    expect(filed(line('ACME-LOGISTIC Sp. z 0.0. ul. Polna 12, 00-950 Warszawa'), line('AC-1234'), line('230V 5(60)A')).brand).toBe('Acme');
    expect(filed(line('Kowalski Sp. z o.o.'), line('KW-200')).brand).toBe('Kowalski');
  });

  it('names the maker, not the service a partner mark names ("with NETATMO")', () => {
    const r = lines(line('with NETATMO', 30), line('VELUX', 40), line('VELUX ACTIVE', 30));
    expect(r.brandInfo).toBe('Velux');
    expect(lines(line('Works with Alexa', 30), line('SMARTPLUG 16A')).brandInfo).not.toMatch(/Alexa/);
  });

  it('reads a maker from a domain its legal form is run on to ("ungarosrl.com"), and no maker from a semiconductor named on a board', () => {
    expect(filed(line('www.acmeheatsrl.com'), line('SET'), line('23')).brand).toBe('Acmeheat');
    expect(readLabel('TRIAC', 'TEST', 'IN10').brandInfo).toBe('Unbranded');
    expect(lines(line('ROHS'), line('Compliant', 40), line('OFF-GRID SOLAR INVERTER')).brandInfo).not.toBe('Compliant');
  });

  it('knows the battery, drive, I/O board and meter makers of the rounds, one letter lost or not', () => {
    expect(filed(line('EPERTPOWER', 40), line('Sealed Lead Acid Battery'), line('12V7Ah/20HR'))).toEqual({
      brand: 'ExpertPower',
      category: 'Electrical Components',
    });
    expect(filed(line('Trojan', 40), line('T-105'), line('6V 225Ah')).brand).toBe('Trojan');
    expect(filed(line('TG drives', 40), line('AC SERVO DRIVE'))).toEqual({ brand: 'TG Drives', category: 'Motors & Drives' });
    expect(filed(line('eletechsup', 40), line('RS485 relay board')).brand).toBe('Eletechsup');
    expect(filed(line('AstrOAI', 40), line('AM33D'), line('HOLD')).brand).toBe('AstroAI');
  });
});

describe('makers in no base until version 41, each read from its own line', () => {
  itReadsEachMaker([
    ['Colemane', 'MODEL 508', 'Coleman', 'Other'],
    ['MICRONTA', 'DIGITAL MULTIMETER', 'Micronta', 'Instrumentation'],
    ['SHENGDA', 'ELECTROMAGNETIC FLOWMETER', 'Shengda', 'Instrumentation'],
    ['GUANG CE', '100Kg', 'Guang Ce', 'Instrumentation'],
    ['HAPPY FINDING', 'SOLDER WIRE', 'Happy Finding', 'Tools & Hardware'],
  ]);

  it('reads the JQC-3F sugar-cube relay as a relay, not by its contacts as a transformer', () => {
    expect(lines(line('JQC-3F(T73)'), line('10A 125VAC'), line('12VDC')).extracted.productType?.value).toBe('relay');
  });
});

describe('product words and what a label carries', () => {
  it("keeps a solid-state relay's 100 A load, a battery's energy in capitals, and no chemistry as a code", () => {
    expect(lines(line('SSR-100DD', 30), line('100A')).technicalSpecs).toMatch(/Current: 100 A/);
    const pack = readLabel('OVONIC', '14.8V 6500mAh', '96.2WH', 'LiFePO4Battery');
    expect(pack.technicalSpecs).toMatch(/Energy: 96.2 Wh/);
    expect(pack.technicalSpecs).not.toMatch(/LiFeP04/);
    expect(readLabel('CELLCO', 'Lifepo4Rechargeable3.2vBattery', 'mAh3.2v').technicalSpecs).not.toMatch(/mAh3/);
    expect(readLabel('RACKCELL', 'LiFePO4 5.12KWH').technicalSpecs).toMatch(/Energy: 5.12 kWh/);
  });

  it("names a PLC by its family alone on its front, never by its supply or its terminals' names run together", () => {
    const plc = readLabel('OMRON', 'SYSMAC', 'CP1E', 'AC100-240V0CH', 'COMCOMNCCOMNCCOMO6', 'POWER', 'RUN');
    expect(plc.suggestedTitle).toMatch(/^Omron CP1E PLC/);
    const board = readLabel('RELAYCO', 'NO16COM16NC16NO15COH15NC15NO1', 'SRD-12VDC-SL-C');
    expect(board.technicalSpecs).not.toMatch(/COM16/);
    const block = readLabel('Schneider', '14N022NC32NC', 'CA2KN22B7');
    expect(block.technicalSpecs).not.toMatch(/14N022NC32NC/);
  });

  it('names a maker printed with its trade in the plural (ACME CAPACITORS)', () => {
    expect(filed(line('ACME CAPACITORS', 40), line('NC-12')).brand).toBe('Acme Capacitors');
  });

  it("never titles a port's name run into its keys' legends (MAXRS-232RANGE)", () => {
    const r = readLabel('RS PRO', 'MIN MAXRS-232RANGE', 'IDM73', 'HOLD', 'T-RMS');
    expect(r.suggestedTitle).toMatch(/IDM73/);
    expect(r.suggestedTitle).not.toMatch(/RS-232/);
  });

  it('files a spectrum analyser, in either spelling, under Instrumentation', () => {
    for (const words of ['SPECTRUM ANALYZER', 'Spectrum Analyser']) {
      const r = lines(line(words, 30), line('9kHz-3GHz'), line('RF INPUT 50Ω'));
      expect(r.extracted.productType?.value).toBe('spectrum analyser');
      expect(r.suggestedCategory).toBe('Instrumentation');
    }
  });

  it("takes a rack battery's LiFePO4 voltage with its energy in Wh over its front's switches and lamps", () => {
    const r = readLabel('RACKCELL', '51.2V100Ah-5120Wh', 'ALARM', 'SWITCH', 'RS485', 'RUN', 'RESET', 'SOC', 'DIAL');
    expect(r.extracted.productType?.value).toBe('LiFePO4 battery');
    expect(r.suggestedCategory).toBe('Electrical Components');
  });
});
