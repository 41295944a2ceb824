import { describe, expect, it } from 'vitest';
import { line, lines } from './helpers/label-text.ts';

// Synthetic label text for the version 30 rules (issue 30): no evaluation photo's reading; unknown makers' names made up.

describe('a field name run into its code', () => {
  it('reads "MODEL" glued to the model as the model field', () => {
    const plate = lines(line('FANWORKS', 30), line('MODELQXRK20B4', 26), line('VOLTS 230', 20));
    expect(plate.technicalSpecs).toContain('Model: QXRK20B4');
    expect(plate.technicalSpecs).not.toMatch(/MODELQXRK/);
  });

  it('keeps a code that only starts like a field name whole', () => {
    expect(lines(line('TYPEB16', 20)).technicalSpecs ?? '').not.toContain('Model: B16');
  });
});

describe('a plate rated in horsepower', () => {
  it('is a motor when nothing else names it', () => {
    const plate = lines(line('FANWORKS', 30), line('MODEL QX7K20B4', 26), line('VOLTS 115', 20), line('HP 1/6', 20));
    expect(plate.suggestedCategory).toBe('Motors & Drives');
    expect(plate.suggestedTitle).toMatch(/motor/i);
    expect(plate.confidence).toBeLessThan(0.7);
  });

  it("leaves a contactor's horsepower rating to the contactor", () => {
    const contactor = lines(line('CONTACTOR', 30), line('3 HP 230 V', 20), line('COIL 24 V AC', 20));
    expect(contactor.suggestedTitle).toMatch(/contactor/i);
  });
});

describe("a code's last part after its letters and hyphen", () => {
  it('is no trip curve or pilot duty ("REX-C100" is a PID controller, not a C100 breaker)', () => {
    const controller = lines(line('REX-C100', 26), line('SET', 20), line('PV', 20), line('SV', 20));
    expect(controller.technicalSpecs ?? '').not.toMatch(/Trip curve|NEMA/);
    expect(controller.suggestedTitle).toMatch(/temperature controller/i);
    expect(controller.suggestedCategory).toBe('Control Systems');
  });

  it("still reads a breaker's curve after a number and hyphen", () => {
    expect(lines(line('S201-C16', 22), line('230/400V', 20)).technicalSpecs).toContain('Type C 16 A');
  });
});

describe('a maker named outright whose name ends in a known one', () => {
  it('is that maker, not the known one inside its name', () => {
    const amp = lines(line('IA-300D', 42), line('zWorx Systems, Inc.', 30), line('www.zworx.com', 26), line('Output', 20));
    expect(amp.brandInfo).not.toBe('Worx');
    expect(amp.brandInfo?.toLowerCase()).toBe('zworx');
  });
});

describe("a sealed battery's and a mains converter's words", () => {
  it('reads "valve-regulated" as a lead-acid battery, not a valve', () => {
    const battery = lines(
      line('ACMEX', 30),
      line('Sealed Valve-Regulated', 20),
      line('Do not charge in a sealed container', 18),
      line('12V 7Ah', 20),
    );
    expect(battery.suggestedTitle).toMatch(/lead acid battery/i);
    expect(battery.suggestedCategory).toBe('Electrical Components');
  });

  it('reads one mains voltage converted to the other as a transformer, its values split past a full stop', () => {
    const converter = lines(line('ACMEX', 30), line('CONVERTER', 24), line('220Vto110VAC.', 22));
    expect(converter.suggestedTitle).toMatch(/transformer/i);
    expect(converter.technicalSpecs).toContain('220 V');
    expect(converter.technicalSpecs ?? '').not.toMatch(/Codes/);
  });

  it('names a voltage protector and a stabiliser by their words, run together or not', () => {
    expect(lines(line('HIGHVOLTAGECUTOFF', 20), line('AUTOMATIC', 20)).suggestedTitle).toMatch(/voltage protector/i);
    expect(lines(line('Automatic Voltage Stabilizer', 24), line('1000VA', 20)).suggestedTitle).toMatch(/voltage stabiliser/i);
  });
});

describe("a serial number's own label", () => {
  it('heads a serial shorter than a bare "No." may, kept out of the title', () => {
    const motor = lines(
      line('ACMEX', 30),
      line('AC SERVO MOTOR', 22),
      line('SER.NoL01234', 29),
      line('QX-KF43K', 25),
      line('400W 3000r/min', 25),
    );
    expect(motor.technicalSpecs).toContain('Serial no.: L01234');
    expect(motor.suggestedTitle).toContain('QX-KF43K');
    expect(motor.suggestedTitle).not.toContain('L01234');
  });
});

describe('instruments named by their own words', () => {
  it('names a vibration meter, and a sound pressure meter without taking its range legend for the model', () => {
    const vibration = lines(line('ACMEX', 29), line('VIBRATION METER', 18), line('200mm/s', 19), line('RECORD', 17));
    expect(vibration.suggestedTitle).toMatch(/vibration meter/i);
    expect(vibration.suggestedCategory).toBe('Instrumentation');
    const sound = lines(line('Sound Pressure Meter', 14), line('L030-80dB', 14), line('QX-41', 14), line('dBA', 12));
    expect(sound.suggestedTitle).toMatch(/sound level meter/i);
    expect(sound.suggestedTitle).not.toContain('L030');
  });
});

describe("a drive's range name run into its model", () => {
  it('reads "SINAMICSV20" as a Siemens variable speed drive', () => {
    const drive = lines(line('FROM POWER SUPPLY SEE INSTRUCTIONS', 17), line('SINAMICSV20', 21), line('DANGER', 20), line('SIEMENS', 17));
    expect(drive.suggestedCategory).toBe('Motors & Drives');
    expect(drive.suggestedTitle).toMatch(/drive/i);
  });
});

describe('pressures in kilograms-force a square centimetre', () => {
  it('are pressures, not weights, and with ON and OFF a pressure switch', () => {
    const sw = lines(line('1.8kg/cm²', 27), line('1.1kg/cm²', 27), line('OFF', 23), line('ON', 23));
    expect(sw.technicalSpecs).toContain('Pressure: 1.8 kg/cm², 1.1 kg/cm²');
    expect(sw.technicalSpecs ?? '').not.toContain('Weight');
    expect(sw.suggestedTitle).toMatch(/pressure switch/i);
    expect(lines(line('NET WEIGHT 12kg', 20)).technicalSpecs).toContain('12 kg');
  });
});

describe('a field name run into a lettered code', () => {
  it('reads "Typ" glued to a code with its hyphen as the type field, and the code then names its family', () => {
    const pump = lines(line('WILO', 43), line('TypTOP-RL30/4', 18), line('PN5/10', 15));
    expect(pump.technicalSpecs).toContain('Model: TOP-RL30/4');
    expect(pump.suggestedTitle).toMatch(/^Wilo TOP-RL30\/4 circulating pump/);
  });

  it('ends a model run into its label where lower case begins, and reads no voltage from its last part', () => {
    const battery = lines(line('ACMEX', 30), line('ModelQM12-1212Vel12AmpHt', 20));
    expect(battery.technicalSpecs).toContain('Model: QM12-1212V');
    expect(battery.technicalSpecs ?? '').not.toContain('1212 V');
    expect(lines(line('2x0-30V/2,5A', 30)).technicalSpecs).toContain('30 V');
  });
});

describe('names that are no makers', () => {
  it('takes no word with three of one letter in a row for a maker', () => {
    expect(lines(line('AAAAAY', 181), line('QX-37', 10)).brandInfo).toBe('Unbranded');
  });

  it("strips a Turkish company name's trade word and a Singapore company's Pte", () => {
    expect(lines(line('www.zorluxenerji.com', 20), line('LFP Lityum Batarya', 30), line('12V 100Ah', 27)).brandInfo).toBe('Zorlux');
    expect(lines(line('QUARN HING PTE. LTD.', 16), line('PVC CABLE 16MM2', 20)).brandInfo).toBe('Quarn Hing');
  });
});

describe('two makers read as surely', () => {
  it("puts the one read by its own name before one read by a range's name", () => {
    const mccb = lines(line('Loadline', 20), line('HAVELLS', 20), line('400A', 20), line('IS/IEC60947-2', 19));
    expect(mccb.brandInfo).toBe('Havells');
    expect(mccb.suggestedTitle).toMatch(/MCCB/);
  });
});

describe('a name read the same on two lines', () => {
  it('is printed so, not a known maker a letter away', () => {
    const generator = lines(line('QENZEL', 42, 0.91), line('QENZEL', 28, 0.88), line('PS-33', 32), line('GENERATOR', 12));
    expect(generator.brandInfo).not.toBe('Menzel');
    expect(generator.brandInfo).toBe('Qenzel');
  });
});

describe('Spanish and Portuguese danger notices', () => {
  it('name no maker, run together or not', () => {
    expect(lines(line('ALTOVOLTAJE', 15), line('DE MUERTE', 13), line('PELIGRO', 11)).brandInfo).toBe('Unbranded');
    expect(lines(line('PERIGO', 20), line('ALTA TENSAO', 15), line('CHOQUE ELETRICO', 12)).brandInfo).toBe('Unbranded');
  });
});

describe('heating circulators', () => {
  it('are heating kit (HVAC), their family read past a glued "Type"; water pumps stay plumbing', () => {
    const circulator = lines(line('GRUNDFOS', 18), line('TypeUP15-60A', 22), line('230V 50Hz', 16));
    expect(circulator.suggestedCategory).toBe('HVAC Equipment');
    expect(circulator.suggestedTitle).toMatch(/circulating pump/);
    expect(lines(line('ACMEX', 30), line('SUBMERSIBLE PUMP', 22), line('0.75 kW 230 V', 20)).suggestedCategory).toBe('Plumbing Supplies');
    expect(lines(line('GRUNDFOS', 30), line('CRN 10-6', 22)).suggestedCategory).toBe('Plumbing Supplies');
  });
});
