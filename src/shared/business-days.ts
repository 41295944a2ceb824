/**
 * Business days in England and Wales: Monday to Friday, bank holidays excluded, counted on the
 * calendar of Europe/London (an event at 23:30 UTC in summer happens on the next day there).
 * Used by the dispute and report clocks (spec §9) on the server and for display on the client;
 * pure (Intl only), no Node or DOM API.
 *
 * The regular bank holidays are computed for any year; the holidays that were moved or added by
 * proclamation are the table ONE_OFF_CHANGES (bank-holiday-changes.ts): add a line when GOV.UK announces one
 * (https://www.gov.uk/bank-holidays), as docs/orders.md ("Disputes: …") says.
 */
import { ONE_OFF_CHANGES, type BankHoliday } from './bank-holiday-changes.ts';
import { MONTH_NAMES } from './month-names.ts';

export type { BankHoliday } from './bank-holiday-changes.ts';

/** A calendar date, `YYYY-MM-DD`, on the Europe/London calendar. */
export type CalendarDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// Made on first use: creating an Intl formatter loads locale data, which pages that only import this
// module (the listing page) should not pay for at load.
let londonParts: Intl.DateTimeFormat | undefined;
const makeLondonParts = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function toUtcMs(date: CalendarDate): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (fromUtcMs(ms) !== date) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return ms;
}

function fromUtcMs(ms: number): CalendarDate {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

const dateOf = (year: number, month: number, day: number): CalendarDate => fromUtcMs(Date.UTC(year, month - 1, day));
const weekday = (date: CalendarDate) => new Date(toUtcMs(date)).getUTCDay();

/** The date `days` calendar days after `date` (before it when negative). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** The London wall-clock reading of an instant, as milliseconds of a UTC date with the same reading. */
function londonWallClockMs(instant: Date): number {
  const parts = Object.fromEntries((londonParts ??= makeLondonParts()).formatToParts(instant).map((p) => [p.type, p.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

const toInstant = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** The Europe/London calendar date of an instant (a Date, an ISO-8601 string or epoch ms). */
export function londonDate(instant: Date | string | number): CalendarDate {
  const at = toInstant(instant);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a time: ${String(instant)}`);
  return fromUtcMs(londonWallClockMs(at));
}

/** A calendar date as given, or the London date of an instant. */
function asDate(value: CalendarDate | Date): CalendarDate {
  return typeof value === 'string' && DATE_PATTERN.test(value) ? value : londonDate(value);
}

/** 00:00 in London on that date, as an instant. (Clocks change at 01:00 UTC, so midnight always exists once.) */
export function startOfLondonDay(date: CalendarDate): Date {
  const guess = toUtcMs(date);
  const offset = londonWallClockMs(new Date(guess)) - guess;
  return new Date(guess - offset);
}

/** The last millisecond of that date in London (23:59:59.999), as an instant. */
export function endOfLondonDay(date: CalendarDate): Date {
  return new Date(startOfLondonDay(addCalendarDays(date, 1)).getTime() - 1);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

function firstMonday(year: number, month: number): CalendarDate {
  const first = dateOf(year, month, 1);
  return addCalendarDays(first, (MONDAY - weekday(first) + 7) % 7);
}

function lastMonday(year: number, month: number): CalendarDate {
  const last = fromUtcMs(Date.UTC(year, month, 0));
  return addCalendarDays(last, -((weekday(last) - MONDAY + 7) % 7));
}

/** New Year's Day, or the Monday after when it falls at a weekend. */
function newYear(year: number): BankHoliday {
  const day = dateOf(year, 1, 1);
  const wd = weekday(day);
  if (wd === SATURDAY) return { date: addCalendarDays(day, 2), name: 'New Year’s Day (substitute day)' };
  if (wd === SUNDAY) return { date: addCalendarDays(day, 1), name: 'New Year’s Day (substitute day)' };
  return { date: day, name: 'New Year’s Day' };
}

/**
 * Christmas Day and Boxing Day with their substitute days: a holiday at a weekend moves to the
 * next weekday that is not already a holiday. Christmas on a Saturday: Monday 27 and Tuesday 28;
 * on a Sunday: Boxing Day Monday 26, Christmas Tuesday 27; Boxing Day on a Saturday (Christmas
 * on a Friday): Monday 28.
 */
function christmas(year: number): BankHoliday[] {
  const christmasDay = dateOf(year, 12, 25);
  switch (weekday(christmasDay)) {
    case SATURDAY:
      return [
        { date: dateOf(year, 12, 27), name: 'Christmas Day (substitute day)' },
        { date: dateOf(year, 12, 28), name: 'Boxing Day (substitute day)' },
      ];
    case SUNDAY:
      return [
        { date: dateOf(year, 12, 26), name: 'Boxing Day' },
        { date: dateOf(year, 12, 27), name: 'Christmas Day (substitute day)' },
      ];
    case 5: // Friday: Boxing Day falls on the Saturday
      return [
        { date: christmasDay, name: 'Christmas Day' },
        { date: dateOf(year, 12, 28), name: 'Boxing Day (substitute day)' },
      ];
    default:
      return [
        { date: christmasDay, name: 'Christmas Day' },
        { date: dateOf(year, 12, 26), name: 'Boxing Day' },
      ];
  }
}

const holidaysByYear = new Map<number, BankHoliday[]>();

/** The bank holidays of England and Wales in a year, in date order (the rules since 1978 plus ONE_OFF_CHANGES). */
export function bankHolidays(year: number): BankHoliday[] {
  const known = holidaysByYear.get(year);
  if (known) return known.map((h) => ({ ...h }));
  const easter = easterSunday(year);
  const changes = ONE_OFF_CHANGES[year] ?? {};
  const list: BankHoliday[] = [
    newYear(year),
    { date: addCalendarDays(easter, -2), name: 'Good Friday' },
    { date: addCalendarDays(easter, 1), name: 'Easter Monday' },
    changes.moved?.earlyMay ?? { date: firstMonday(year, 5), name: 'Early May bank holiday' },
    changes.moved?.spring ?? { date: lastMonday(year, 5), name: 'Spring bank holiday' },
    { date: lastMonday(year, 8), name: 'Summer bank holiday' },
    ...christmas(year),
    ...(changes.added ?? []),
  ];
  list.sort((a, b) => a.date.localeCompare(b.date));
  holidaysByYear.set(year, list);
  return list.map((h) => ({ ...h }));
}

const holidaySets = new Map<number, Set<CalendarDate>>();

export function isBankHoliday(day: CalendarDate | Date): boolean {
  const date = asDate(day);
  const year = Number(date.slice(0, 4));
  let set = holidaySets.get(year);
  if (!set) {
    set = new Set(bankHolidays(year).map((h) => h.date));
    holidaySets.set(year, set);
  }
  return set.has(date);
}

/** Monday to Friday and not a bank holiday; an instant counts on its London date. */
export function isBusinessDay(day: CalendarDate | Date): boolean {
  const date = asDate(day);
  const wd = weekday(date);
  return wd !== SATURDAY && wd !== SUNDAY && !isBankHoliday(date);
}

/**
 * The `n`th business day after the (London) date of `from`, the day itself not counted: from
 * Friday 2 May 2025, 1 business day is Tuesday 6 May (Monday 5 is a bank holiday). `n` = 0 gives
 * the date itself; a negative `n` counts back.
 */
export function addBusinessDays(from: CalendarDate | Date, n: number): CalendarDate {
  if (!Number.isInteger(n)) throw new RangeError(`A whole number of business days, not ${n}`);
  let date = asDate(from);
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0;) {
    date = addCalendarDays(date, step);
    if (isBusinessDay(date)) left -= 1;
  }
  return date;
}

/**
 * How many business days lie after the (London) date of `from` up to and including that of `to`:
 * 0 on the same day or when `to` is earlier. `addBusinessDays(d, businessDaysBetween(d, x))` is the
 * last business day on or before x (after d).
 */
export function businessDaysBetween(from: CalendarDate | Date, to: CalendarDate | Date): number {
  let date = asDate(from);
  const end = asDate(to);
  let count = 0;
  while (date < end) {
    date = addCalendarDays(date, 1);
    if (isBusinessDay(date)) count += 1;
  }
  return count;
}

/**
 * The end of a period of `n` business days that starts the day after `from`: the last millisecond
 * (London) of the `n`th business day after it. "Reviewed within 7 business days" of an escalation
 * on Monday 12 May 2025 is due by the end of Wednesday 21 May.
 */
export function businessDaysDeadline(from: Date | string | number, n: number): Date {
  return endOfLondonDay(addBusinessDays(londonDate(from), n));
}

/**
 * The first instant after `n` whole business days have passed since `from` (its own day not
 * counted): 00:00 London on the day after the `n`th business day.
 */
export function afterBusinessDays(from: Date | string | number, n: number): Date {
  return new Date(businessDaysDeadline(from, n).getTime() + 1);
}

/** 'Tuesday 13 May 2025': a date as the site writes it. */
export function formatLongDate(day: CalendarDate | Date): string {
  const date = asDate(day);
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[weekday(date)]} ${dayOfMonth} ${MONTH_NAMES[month - 1]} ${year}`;
}
