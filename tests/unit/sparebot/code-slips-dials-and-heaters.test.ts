import { describe, expect, it } from 'vitest';
import { readCodeSlip } from '../../../src/server/sparebot/extract/code-slips.ts';
import { splitRunTogether } from '../../../src/server/sparebot/extract/segment.ts';
import { readOpenMakers } from '../../../src/server/sparebot/extract/open-makers.ts';
import { line, lines, specsOf } from './helpers/label-text.ts';

// Synthetic label text for the version 58 rules (issue 30): no evaluation photo's reading.

describe('a catalogue code read wholly in letters', () => {
  it('reads the look-alike capitals at its end back as digits where a catalogue grammar knows the code', () => {
    expect(readCodeSlip('CFWSOO')).toBe('CFW500');
    expect(readCodeSlip('SDMZZO')).toBe('SDM220');
    const r = lines(line('VECTOR INVERTER', 20, 0.96), line('CFWSOO', 30, 0.97));
    expect(r.brandInfo).toBe('WEG');
    expect(r.suggestedCategory).toBe('Motors & Drives');
    expect(r.technicalSpecs).toContain('Model: CFW500');
  });

  it('leaves words, codes read right and codes no grammar knows as read', () => {
    for (const word of ['CLASS', 'GLASS', 'BOSS', 'ACCESS', 'SWISS']) expect(readCodeSlip(word)).toBeUndefined();
    expect(readCodeSlip('CFW500')).toBeUndefined();
    // One look-alike alone may be printed so.
    expect(readCodeSlip('CFWSO')).toBeUndefined();
    expect(lines(line('QWXSOO', 30, 0.97)).technicalSpecs).not.toContain('500');
  });
});

describe("a logo's mark read as a letter before the maker's name", () => {
  it('is no part of the name', () => {
    const read = lines(line('A TONGLING', 60, 0.93), line('JQC-3FF-S-Z', 34, 0.99), line('10A 250VAC', 32, 0.99), line('5VDC', 30, 0.98));
    expect(read.brandInfo).toBe('Tongling');
  });

  it('keeps two words that are a name, and a letter before a short word', () => {
    const ls = [line('B ACME', 60, 0.95), line('230V 50Hz', 20, 0.97), line('IP44', 20, 0.97)];
    expect(readOpenMakers(ls).map((m) => m.name)).not.toContain('Acme');
  });
});

describe("a bench meter's input terminals", () => {
  it('say multimeter: SENSE for ohms on two or four wires, INPUT and their peak rating', () => {
    const r = lines(line('SENSE'), line('INPUT'), line('(4 WIRE)'), line('(2 WIRE)'), line('1500Vpk'), line('FUSE'), line('3A/250V'));
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toBe('Multimeter');
  });

  it("are not a bench supply's remote sense terminals", () => {
    const r = lines(line('SENSE'), line('OUTPUT'), line('LOCAL'), line('REMOTE'), line('0-30V 5A'));
    expect(r.suggestedTitle).not.toBe('Multimeter');
  });
});

describe("a dial's scale read without its unit", () => {
  it('is a gauge, reviewed', () => {
    const r = lines(line('80'), line('60 100'), line('120'), line('20 140'), line('160'));
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toBe('Pressure gauge');
    expect(r.needsReview).toBe(true);
  });

  it("is no knob's 1 to 5, nor numbers beside words", () => {
    expect(lines(line('1'), line('2'), line('3'), line('4'), line('5')).suggestedTitle).toMatch(/^Unidentified/);
    expect(lines(line('20 40 60 80 100'), line('SERIAL')).suggestedTitle).not.toBe('Pressure gauge');
  });
});

describe("an appliance plate's enclosure rating", () => {
  it('names no enclosure: the product word beside it does', () => {
    const r = lines(line('BALBOA', 40), line('Insulated Wet End Pump CSA Enclosure 2'), line('230V 60Hz 12.0A'));
    expect(r.suggestedCategory).toBe('Plumbing Supplies');
    expect(r.suggestedTitle).toContain('pump');
  });

  it('leaves an enclosure sold as one', () => {
    expect(lines(line('ABS ENCLOSURE IP65'), line('200x150x100mm')).suggestedTitle).toMatch(/enclosure/i);
  });
});

describe('a heater named by the word alone', () => {
  it('is heating equipment', () => {
    const r = lines(line('ACME', 40), line('HEATER 4.0kW 240V'));
    expect(r.suggestedCategory).toBe('HVAC Equipment');
    expect(r.suggestedTitle).toContain('heater');
  });
});

describe("Honda's water pumps and inverter generators", () => {
  it('name maker and type by the model', () => {
    const pump = lines(line('HONDA', 40), line('WL20XH', 30));
    expect(pump.brandInfo).toBe('Honda Power Equipment');
    expect(pump.suggestedCategory).toBe('Plumbing Supplies');
    expect(lines(line('EU22i', 30)).suggestedTitle).toContain('generator');
  });
});

describe('a supply with a hyphen before its voltage', () => {
  it('is the supply, DC or AC, not a utilisation category with a volt after it', () => {
    expect(specsOf('DC-12V 1.7A')).toBe('Voltage: 12 V DC; Current: 1.7 A');
    expect(specsOf('AC-24V')).toBe('Voltage: 24 V AC');
    // A category before its rating with a space is still one.
    expect(specsOf('AC-15 230V 3A')).toContain('Utilisation category: AC-15');
  });
});

describe("a relay's contact ratings beside its code", () => {
  it('counts the coil read inside the code once, so the fourth contact rating is kept', () => {
    const r = lines(line('SRD-05VDC-SL-C', 30), line('10A 250VAC 10A 125VAC'), line('10A 30VDC 10A 28VDC'));
    expect(r.technicalSpecs).toContain('Voltage: 5 V DC, 250 VAC, 125 VAC, 30 VDC, 28 VDC');
  });
});

describe("a board's version and revision", () => {
  it('reads a version in small letters after its name, and a three-digit revision', () => {
    expect(specsOf('ESP32 Energy Meter v1.3')).toContain('Revision: v1.3');
    expect(specsOf('Rev:100')).toBe('Revision: 100');
  });

  it('is no voltage', () => {
    expect(specsOf('v1.5 V')).not.toContain('Revision');
    expect(specsOf('12v 1.5A')).not.toContain('Revision');
  });
});

describe("a screen's pixels and an instrument's bits", () => {
  it('reads pixels by their word, even misread, or beside the screen on its line', () => {
    expect(specsOf('800x480 Plxels')).toBe('Display: 800x480 pixels');
    expect(specsOf('7 inch LCD 1024x600')).toContain('Display: 1024x600 pixels');
  });

  it('takes no size or unlabelled pair for pixels', () => {
    expect(specsOf('200x150x100mm')).not.toContain('pixels');
    expect(specsOf('1920x1080')).not.toContain('pixels');
  });

  it('reads a resolution in bits', () => {
    expect(specsOf('1.25GSa/s 12bit')).toContain('Resolution: 12 bit');
    expect(specsOf('16-bit ADC')).toContain('Resolution: 16 bit');
    expect(specsOf('3 bit')).not.toContain('Resolution');
  });
});

describe("a boat's bilge pump", () => {
  it('is named by "Bilge" on its label', () => {
    expect(lines(line('CK-181DC', 30), line('Bilge'), line('DC-12V')).suggestedCategory).toBe('Plumbing Supplies');
  });
});

describe('two ratings in different units joined by a hyphen', () => {
  it('are two ratings, not a code', () => {
    expect(specsOf('24V-1.2W')).toBe('Voltage: 24 V; Power: 1.2 W');
    expect(lines(line('PFEIFFER', 40), line('24V-1.2W')).technicalSpecs).not.toContain('Codes');
  });

  it('leaves a range with its unit at both ends a range', () => {
    expect(specsOf('2A-5A')).toBe('Current: 2-5 A');
    expect(specsOf('12V-24V')).toBe('Voltage: 12-24 V');
  });
});

describe('a stage lighting desk, a storage scope and a solder reel', () => {
  it('read a desk by its faders, scenes and chases', () => {
    const r = lines(line('ZORVALUX', 40), line('Chase Bank'), line('Fader'), line('Scene'), line('Step'));
    expect(r.suggestedCategory).toBe('Lighting');
    expect(r.suggestedTitle).toContain('DMX controller');
  });

  it('read "digital storage" as a scope, and its screen\'s time base is no model', () => {
    const r = lines(line('Zorvex 305C Digital Storage', 30), line('CH1'), line('Time 500.ons'));
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).not.toContain('500');
  });

  it('read rosin as solder', () => {
    expect(lines(line('ROSIN'), line('ALLOY'), line('63/37')).suggestedCategory).toBe('Tools & Hardware');
  });
});

describe("a CO2 monitor's display", () => {
  it('reads CO2 with its reading keys or units as the monitor', () => {
    const r = lines(line('CO2', 30), line('MIN/MAX'), line('RESET'));
    expect(r.suggestedCategory).toBe('Instrumentation');
    expect(r.suggestedTitle).toBe('CO2 monitor');
  });

  it("leaves CO2 on an extinguisher the extinguisher's", () => {
    expect(lines(line('CO2', 30), line('5kg'), line('EXTINGUISHER')).suggestedTitle).toBe('Fire extinguisher 5 kg');
  });
});

describe('heat pump makers of the UK trade', () => {
  it('files Adlar under heating, by its range name too', () => {
    const r = lines(line('ADLAR CASTRA', 40));
    expect(r.brandInfo).toBe('Adlar');
    expect(r.suggestedCategory).toBe('HVAC Equipment');
  });
});

describe('a unit printed before its value', () => {
  it('reads kW and HP before any value, and V or A before a pair', () => {
    expect(specsOf(splitRunTogether('kW0.18'))).toBe('Power: 0.18 kW');
    expect(specsOf(splitRunTogether('V127/220'))).toBe('Voltage: 127/220 V');
  });

  it('leaves a terminal, a code or a version as printed', () => {
    expect(splitRunTogether('A1 A2 V12')).toBe('A1 A2 V12');
    expect(splitRunTogether('Module V2.0')).toBe('Module V2.0');
  });
});

describe('a maker read on its maker line and in its web address', () => {
  it("takes the maker line's spelling where the address read a doubled letter once", () => {
    const r = lines(line('zorrlex', 200, 0.96), line('CUTTING DISC', 60), line('zorlex.com', 50, 0.94));
    expect(r.brandInfo).toBe('Zorrlex');
  });

  it("keeps the address's spelling where the maker line lost a letter or read a mark as a doubled first one", () => {
    expect(lines(line('Ullvex', 200, 0.96), line('BATTERY 12V'), line('www.fullvex.com', 30, 0.94)).brandInfo).toBe('Fullvex');
    expect(lines(line('SSORVAK', 200, 0.96), line('BATTERY 12V'), line('www.sorvak.com', 30, 0.94)).brandInfo).toBe('Sorvak');
  });
});

describe("a switching device's contacts", () => {
  it('reads an arrangement printed as such', () => {
    expect(specsOf('1NO+1NC')).toBe('Contacts: 1NO+1NC');
    expect(specsOf('AUX 2 NO 2 NC')).toBe('Contacts: 2NO+2NC');
  });

  it("counts each contact's terminal numbers once, by their tens digit", () => {
    expect(specsOf('13 NO', '21 NC 31 NC 43NO', '14 NO 22NC 32NC 44NO')).toBe(
      'Terminals: 13NO 14NO 21NC 22NC 31NC 32NC 43NO 44NO; Contacts: 2NO+2NC',
    );
    expect(specsOf('96 NC', '98 NO', '97 NO')).toBe('Terminals: 96NC 97NO 98NO; Contacts: 1NO+1NC');
  });

  it("takes no count of one kind alone, nor a number's word", () => {
    expect(specsOf('3NO 4NO')).toBe('');
    expect(specsOf('Model 2 No 1234')).not.toContain('Contacts');
  });
});

describe("a gas boiler's data plate", () => {
  it('reads its GC number apart from any serial, and its nominal heat input as no flow', () => {
    const r = lines(line('Worcester', 40), line('Greenstar 30i'), line('GC No. 47-406-11'), line('Qn 30 kW'), line('20 mbar'));
    expect(r.technicalSpecs).toContain('GC number: 47-406-11');
    expect(r.technicalSpecs).not.toContain('Serial');
    expect(r.technicalSpecs).not.toContain('m³/h');
    expect(specsOf('G.C. Number 41 019 05')).toBe('GC number: 41-019-05');
  });

  it('reads its gas appliance PIN as no model, and either mark says boiler', () => {
    const r = lines(line('Baxi', 40), line('24kW'), line('G20 20mbar'), line('PIN 0085CS0211'));
    expect(r.technicalSpecs).toContain('PIN: 0085CS0211');
    expect(r.suggestedTitle).not.toContain('0085CS0211');
    expect(lines(line('GC No. 41-019-05')).suggestedCategory).toBe('HVAC Equipment');
  });

  it("leaves a water meter's nominal flow a flow", () => {
    expect(lines(line('Qn 2.5'), line('30°C')).suggestedTitle).toContain('Water meter');
  });
});

describe("a luminaire's lamps", () => {
  it('reads them by number and wattage, and calls the fitting fluorescent', () => {
    const r = lines(line('Thorn', 40), line('Poppack'), line('1x58W T8'), line('230V'));
    expect(r.technicalSpecs).toContain('Lamps: 1x58W T8');
    expect(r.suggestedTitle).toContain('fluorescent luminaire');
  });

  it('leaves an LED fitting of one wattage LED, and volts or millimetres no lamps', () => {
    expect(lines(line('LED batten'), line('40W 4000K')).suggestedTitle).toContain('LED batten');
    expect(specsOf('3x400V', '3x2.5mm')).not.toContain('Lamps');
  });
});

describe("a WEG motor's plate", () => {
  it('reads W22 as its line, not 22 W, and "3~ 90L" as its frame, not 90 litres', () => {
    const r = lines(line('WEG', 40), line('W22'), line('3~ 90L'), line('1.5kW 2HP'), line('1445 rpm'));
    expect(r.suggestedTitle).toBe('WEG W22 three-phase motor 1.5 kW 1445 rpm');
    expect(r.technicalSpecs).toContain('Frame: 90L');
    expect(r.technicalSpecs).not.toMatch(/22 W|Capacity/);
  });

  it('leaves a unit alone on a column plate a rating', () => {
    expect(specsOf('V48', 'A12.2')).toBe('Voltage: 48 V; Current: 12.2 A');
  });
});

describe("a drive's polyphase supply range", () => {
  it('is one rating, its top no voltage of its own', () => {
    expect(specsOf('3x380-480V')).toBe('Voltage: 3x380-480 V');
    expect(specsOf('3x230/400V')).toBe('Voltage: 3x230/400 V');
  });
});

describe('a modulating or variable-speed power range', () => {
  it("is kept, however wide: a boiler's 7.2-32.6 kW, a heat pump's 3-12 kW", () => {
    expect(lines(line('Vaillant', 40), line('ecoTEC plus'), line('GC 47-044-50'), line('7.2-32.6 kW')).suggestedTitle).toBe(
      'Vaillant boiler 7.2-32.6 kW',
    );
    expect(lines(line('HEAT PUMP'), line('3-12 kW')).technicalSpecs).toContain('Power: 3-12 kW');
  });

  it('still drops two powers of one machine too far apart to be two speeds', () => {
    expect(specsOf('11/1.4 kW')).toBe('Power: 11/1.4 kW');
    expect(lines(line('11/1.4 kW')).technicalSpecs).not.toContain('Power');
  });
});

describe("a lamp's cap", () => {
  it('is no motor frame', () => {
    expect(specsOf('GR10q')).not.toContain('Frame');
    expect(specsOf('GR 90L')).toContain('Frame: 90L');
  });
});

describe("Hikvision's order codes", () => {
  it('name the camera and the recorder', () => {
    expect(lines(line('DS-2CD2143G2-I', 30)).suggestedTitle).toBe('Hikvision DS-2CD2143G2-I CCTV camera');
    expect(lines(line('DS-7608NI-K2/8P', 30)).suggestedTitle).toBe('Hikvision DS-7608NI-K2/8P NVR');
  });
});
