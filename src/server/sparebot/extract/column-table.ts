import { isStandardVoltage } from '../kb/rating-limits.ts';
import { parseNumbers, type Rating, type RatingKey } from './rating-types.ts';

/**
 * Nameplates that print a header row of units over rows of values, as IEC motor plates do:
 *
 *     V        Hz   kW    A     cos φ  min-1
 *     400Δ     50   5.5   11.2  0.84   1450
 *
 * Each value is read under its header (aligned from the right when OCR lost a cell at the left),
 * only when its shape fits the unit (a frequency 10–1000, a speed a whole 100–40,000, a cos φ at
 * most 1, an efficiency 40–99.9 %, a voltage a standard one) and, below the first value row, when
 * it has the first row's shape in that column (one value or two): a cell that drifted to the next
 * column (a current under kW) is left unread rather than read as the wrong rating.
 */
interface Column {
  key: RatingKey;
  unit: string;
  fits: (n: number[]) => boolean;
}

const isStandard = (v: number) => isStandardVoltage(v, 12);
const any = (n: number[]) => n.length > 0;
const VOLT: Column = { key: 'voltage', unit: 'V', fits: (n) => n.length > 0 && n.every(isStandard) };
const HERTZ: Column = { key: 'frequency', unit: 'Hz', fits: (n) => n.length > 0 && n.every((v) => v >= 10 && v <= 1000) };
const RPM: Column = {
  key: 'speed',
  unit: 'rpm',
  fits: (n) => n.length > 0 && n.every((v) => Number.isInteger(v) && v >= 100 && v <= 40_000),
};
const COS: Column = { key: 'powerFactor', unit: 'cos φ', fits: (n) => n.length > 0 && n.every((v) => v > 0.2 && v <= 1) };
const EFF: Column = { key: 'efficiency', unit: '%', fits: (n) => n.length > 0 && n.every((v) => v >= 40 && v < 100) };

/** Header words (upper-cased, brackets and dots dropped) → what their column holds. */
const HEADERS: Record<string, Column> = {
  V: VOLT,
  U: VOLT,
  UN: VOLT,
  UV: VOLT,
  VOLT: VOLT,
  VOLTS: VOLT,
  HZ: HERTZ,
  F: HERTZ,
  FHZ: HERTZ,
  KW: { key: 'power', unit: 'kW', fits: any },
  PKW: { key: 'power', unit: 'kW', fits: any },
  HP: { key: 'power', unit: 'HP', fits: any },
  A: { key: 'current', unit: 'A', fits: any },
  I: { key: 'current', unit: 'A', fits: any },
  IA: { key: 'current', unit: 'A', fits: any },
  IN: { key: 'current', unit: 'A', fits: any },
  AMPS: { key: 'current', unit: 'A', fits: any },
  RPM: RPM,
  'MIN-1': RPM,
  '1/MIN': RPM,
  'U/MIN': RPM,
  'R/MIN': RPM,
  N: RPM,
  NMIN: RPM,
  'NMIN-1': RPM,
  'NU/MIN': RPM,
  'N1/MIN': RPM,
  COS: COS,
  COSφ: COS,
  COSΦ: COS,
  COSPHI: COS,
  COS9: COS,
  COSP: COS,
  EFF: EFF,
  η: EFF,
  '%': EFF,
};

const headerOf = (token: string): Column | undefined =>
  HEADERS[token.toUpperCase().replace(/[[\]().:]/g, '')] ?? HEADERS[token.replace(/[[\]().:]/g, '')];

/** "f[Hz]n[U/min]" → "f[Hz]", "n[U/min]": OCR runs bracketed header cells together. */
const headerTokens = (row: string) => row.split(/\s+|(?<=\])(?=\S)/).filter(Boolean);

/** A cell as printed with connection marks, ± tolerance and % dropped ("230/400Y±10%" → "230/400"). */
function cellValue(cell: string): string | undefined {
  const bare = cell
    .replace(/±\d+%?$/, '')
    .replace(/[YΔ∆D]+/g, '')
    .replace(/%$/, '');
  return /^\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)*$/.test(bare) ? bare : undefined;
}

const isValueRow = (tokens: string[]) => tokens.length >= 2 && tokens.filter((t) => /\d/.test(t)).length >= 0.6 * tokens.length;

function format(column: Column, joined: string): string {
  if (column.key === 'powerFactor') return `cos φ ${joined}`;
  return column.unit === '%' ? `${joined} %` : `${joined} ${column.unit}`;
}

/** Ratings read from header-over-values tables; nothing when the rows hold none. */
export function parseColumnTables(rows: readonly string[]): Rating[] {
  const out: Rating[] = [];
  for (let h = 0; h < rows.length; h++) {
    const header = headerTokens(rows[h] ?? '');
    const columns = header.map(headerOf);
    if (header.length < 3 || columns.filter(Boolean).length < 3 || /\d{2}/.test((rows[h] ?? '').replace(/\[[^\]]*\]|1\/min|min-1/gi, '')))
      continue;
    const shapes = new Map<number, number>();
    for (let r = h + 1; r < rows.length && r <= h + 3; r++) {
      const cells = (rows[r] ?? '').split(/\s+/).filter(Boolean);
      if (!isValueRow(cells)) break;
      const offset = cells.length - header.length;
      const first = shapes.size === 0;
      for (let j = 0; j < header.length; j++) {
        const column = columns[j];
        const value = cellValue(cells[j + offset] ?? '');
        const numbers = value ? parseNumbers(value) : [];
        const fits = Boolean(column && value && column.fits(numbers));
        // The first value row sets each column's shape (one value, two, or none read).
        if (first) shapes.set(j, fits ? numbers.length : -1);
        if (!column || !value || !fits || shapes.get(j) !== numbers.length) continue;
        out.push({ key: column.key, value: format(column, value), numbers, via: 'table' });
      }
    }
  }
  return out;
}
