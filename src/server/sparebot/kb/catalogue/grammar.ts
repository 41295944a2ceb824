import type { Rating, RatingKey } from '../../extract/rating-types.ts';

/**
 * One maker's product family, by the shape of its catalogue (order) numbers: "LC1D18M7" is a
 * Schneider TeSys D contactor, 18 A AC-3, 220 V AC coil. Patterns run on OCR text after digit
 * look-alikes next to digits were fixed (8O2T → 802T). General trade knowledge of published
 * catalogue numbering, never taken from particular photos.
 */
export interface CatalogueGrammar {
  /** Maker and family, unique: "Schneider TeSys D contactor". Tests name grammars by it. */
  family: string;
  pattern: RegExp;
  /** A name of the brand tables (kb/brands-*.ts); none for shapes every maker uses. */
  brand?: string;
  /** The maker's former names, which labels of the family's older units print instead ("Actaris" on Itron's ACE meters): a printed one is the maker. */
  formerly?: readonly string[];
  /** The maker's own range name the trade knows the family by ("Square D" for Schneider's QO breakers): the title names it too. */
  line?: string;
  /** A product type id of kb/product-types.ts. */
  type: string;
  /** How much the code alone says (0–1). */
  strength: number;
  /** The match names a standard or a class ("6242Y", "BS 5467", "gG 32A"), not the item's model. */
  designation?: boolean;
  /**
   * A board-mount part (a PCB relay): sold in lots too, but where the label also carries another
   * device's own face (a drive's terminal strip), the part is inside that device and counts half.
   */
  component?: boolean;
  /** Ratings the code itself states ("LC1D18" → 18 A). */
  ratings?: (m: RegExpExecArray) => Rating[];
}

const rating = (key: RatingKey, value: string, numbers: number[]): Rating => ({ key, value, numbers, via: 'pattern' });

/** "18" → 18 A (a contactor's AC-3 current, an isolator's rated current). */
export function amps(digits: string | undefined): Rating[] {
  const n = Number(digits);
  return Number.isFinite(n) && n > 0 ? [rating('current', `${n} A`, [n])] : [];
}

const MCB_CURRENTS = new Set([0.5, 1, 1.6, 2, 3, 4, 6, 8, 10, 13, 16, 20, 25, 32, 40, 50, 63, 80, 100, 125]);

/** "C", "16" → trip curve Type C 16 A, only for a curve letter and a current of the MCB series. */
export function curveAmps(curve: string | undefined, current: number): Rating[] {
  const letter = (curve ?? '').toUpperCase();
  if (!/^[BCD]$/.test(letter) || !MCB_CURRENTS.has(current)) return [];
  return [rating('tripCurve', `Type ${letter} ${current} A`, [current])];
}

/** "230", "AC" → 230 V AC. */
export function volts(value: number, kind?: 'AC' | 'DC'): Rating[] {
  return Number.isFinite(value) && value > 0 ? [rating('voltage', `${value} V${kind ? ` ${kind}` : ''}`, [value])] : [];
}

/** "60" → 60 W. */
export function watts(digits: string | undefined): Rating[] {
  const n = Number(digits);
  return Number.isFinite(n) && n > 0 ? [rating('power', `${n} W`, [n])] : [];
}

/** A power in kW. */
export function kilowatts(value: number): Rating[] {
  return Number.isFinite(value) && value > 0 ? [rating('power', `${+value.toFixed(2)} kW`, [value])] : [];
}

/** Schneider's contactor coil codes (TeSys D/F/K): letter for the voltage, 7 = 50/60 Hz AC, D = DC. */
const SCHNEIDER_COILS: Record<string, number> = {
  J: 12,
  Z: 20,
  B: 24,
  C: 36,
  E: 48,
  EE: 60,
  K: 100,
  F: 110,
  FE: 115,
  G: 120,
  M: 220,
  P: 230,
  U: 240,
  R: 440,
  Q: 380,
  V: 400,
  N: 415,
  S: 500,
  Y: 690,
};

/** "M7" → 220 V AC, "BD" → 24 V DC. */
export function schneiderCoil(code: string | undefined): Rating[] {
  const m = /^([A-Z]{1,2})(7|D|L)$/.exec((code ?? '').toUpperCase());
  const v = m ? SCHNEIDER_COILS[m[1] ?? ''] : undefined;
  return v === undefined ? [] : volts(v, m?.[2] === '7' ? 'AC' : 'DC');
}
