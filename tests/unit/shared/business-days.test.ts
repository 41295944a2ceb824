import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  afterBusinessDays,
  bankHolidays,
  businessDaysBetween,
  businessDaysDeadline,
  easterSunday,
  endOfLondonDay,
  formatLongDate,
  isBankHoliday,
  isBusinessDay,
  londonDate,
  startOfLondonDay,
} from '../../../src/shared/business-days.ts';

/**
 * England and Wales as GOV.UK publishes them (https://www.gov.uk/bank-holidays), written out by
 * hand: the computed calendar must match these exactly.
 */
const GOV_UK: Record<number, string[]> = {
  2020: ['2020-01-01', '2020-04-10', '2020-04-13', '2020-05-08', '2020-05-25', '2020-08-31', '2020-12-25', '2020-12-28'],
  2021: ['2021-01-01', '2021-04-02', '2021-04-05', '2021-05-03', '2021-05-31', '2021-08-30', '2021-12-27', '2021-12-28'],
  2022: [
    '2022-01-03',
    '2022-04-15',
    '2022-04-18',
    '2022-05-02',
    '2022-06-02',
    '2022-06-03',
    '2022-08-29',
    '2022-09-19',
    '2022-12-26',
    '2022-12-27',
  ],
  2023: ['2023-01-02', '2023-04-07', '2023-04-10', '2023-05-01', '2023-05-08', '2023-05-29', '2023-08-28', '2023-12-25', '2023-12-26'],
  2024: ['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26'],
  2025: ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26'],
  2026: ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28'],
  2027: ['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28'],
};

describe('bankHolidays', () => {
  it.each(Object.entries(GOV_UK))('matches the GOV.UK list for %s', (year, dates) => {
    expect(bankHolidays(Number(year)).map((h) => h.date)).toEqual(dates);
  });

  it('moves the 2020 early May bank holiday to VE day, Friday 8 May', () => {
    expect(isBankHoliday('2020-05-04')).toBe(false);
    expect(bankHolidays(2020).find((h) => h.date === '2020-05-08')?.name).toBe('Early May bank holiday (VE day)');
  });

  it('gives 2022 the Platinum Jubilee (Thursday 2 and Friday 3 June, no bank holiday on Monday 30 May) and the state funeral', () => {
    expect(isBankHoliday('2022-05-30')).toBe(false);
    expect(isBankHoliday('2022-06-02')).toBe(true);
    expect(isBankHoliday('2022-06-03')).toBe(true);
    expect(bankHolidays(2022).find((h) => h.date === '2022-09-19')?.name).toBe('Bank Holiday for the State Funeral of Queen Elizabeth II');
  });

  it('adds the 2023 coronation on Monday 8 May beside the early May bank holiday of 1 May', () => {
    expect(isBankHoliday('2023-05-01')).toBe(true);
    expect(isBankHoliday('2023-05-08')).toBe(true);
  });

  it('names substitute days as GOV.UK does', () => {
    expect(bankHolidays(2021).slice(-2)).toEqual([
      { date: '2021-12-27', name: 'Christmas Day (substitute day)' },
      { date: '2021-12-28', name: 'Boxing Day (substitute day)' },
    ]);
    expect(bankHolidays(2022)[0]).toEqual({ date: '2022-01-03', name: 'New Year’s Day (substitute day)' });
  });

  it.each([
    // Christmas on a Saturday: Monday 27 and Tuesday 28.
    [2032, ['2032-12-27', '2032-12-28']],
    // Christmas on a Sunday: Boxing Day Monday 26, Christmas Tuesday 27.
    [2033, ['2033-12-26', '2033-12-27']],
    // Christmas on a Friday, Boxing Day on a Saturday: Monday 28.
    [2037, ['2037-12-25', '2037-12-28']],
    // Christmas on a Thursday: no substitute.
    [2036, ['2036-12-25', '2036-12-26']],
  ])('computes Christmas with its substitutes in %s', (year, dates) => {
    expect(
      bankHolidays(year)
        .slice(-2)
        .map((h) => h.date),
    ).toEqual(dates);
  });

  it.each([
    [2028, '2028-01-03'], // Saturday 1 January: Monday 3
    [2034, '2034-01-02'], // Sunday 1 January: Monday 2
    [2030, '2030-01-01'], // a Tuesday
  ])('puts New Year’s Day of %s on %s', (year, date) => {
    expect(bankHolidays(year)[0]!.date).toBe(date);
  });

  it('computes Easter by the Gregorian algorithm, early and late', () => {
    expect(easterSunday(2008)).toBe('2008-03-23');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(
      bankHolidays(2038)
        .slice(1, 3)
        .map((h) => h.date),
    ).toEqual(['2038-04-23', '2038-04-26']);
  });
});

describe('isBusinessDay', () => {
  it('excludes weekends and bank holidays', () => {
    expect(isBusinessDay('2025-05-02')).toBe(true); // Friday
    expect(isBusinessDay('2025-05-03')).toBe(false); // Saturday
    expect(isBusinessDay('2025-05-04')).toBe(false); // Sunday
    expect(isBusinessDay('2025-05-05')).toBe(false); // early May bank holiday
    expect(isBusinessDay('2025-05-06')).toBe(true);
  });

  it('reads an instant on the London calendar: 23:30 UTC in summer is the next day there', () => {
    // Sunday 4 May 2025 23:30 UTC is 00:30 on the bank holiday Monday in London.
    expect(londonDate('2025-05-04T23:30:00Z')).toBe('2025-05-05');
    expect(isBusinessDay(new Date('2025-05-04T23:30:00Z'))).toBe(false);
    // Friday 2 May 22:59 UTC is still Friday in London.
    expect(isBusinessDay(new Date('2025-05-02T22:59:00Z'))).toBe(true);
    // In winter London is on UTC: 23:30 UTC stays on its day.
    expect(londonDate('2025-01-06T23:30:00Z')).toBe('2025-01-06');
  });
});

describe('addBusinessDays', () => {
  it('skips a weekend and the bank holiday Monday', () => {
    expect(addBusinessDays('2025-05-02', 1)).toBe('2025-05-06');
    expect(addBusinessDays('2025-05-01', 5)).toBe('2025-05-09');
  });

  it('does not count the starting day, and 0 leaves the date as it is', () => {
    expect(addBusinessDays('2025-05-12', 5)).toBe('2025-05-19');
    expect(addBusinessDays('2025-05-03', 0)).toBe('2025-05-03');
  });

  it('crosses Easter (Good Friday and Easter Monday)', () => {
    // Thursday 17 April 2025: Friday 18 and Monday 21 are holidays.
    expect(addBusinessDays('2025-04-17', 1)).toBe('2025-04-22');
    expect(addBusinessDays('2025-04-17', 5)).toBe('2025-04-28');
  });

  it('crosses Christmas on a weekend (2021: Monday 27 and Tuesday 28 substitutes, then New Year on the Saturday → Monday 3)', () => {
    expect(addBusinessDays('2021-12-24', 1)).toBe('2021-12-29');
    expect(addBusinessDays('2021-12-24', 3)).toBe('2021-12-31');
    expect(addBusinessDays('2021-12-31', 1)).toBe('2022-01-04');
  });

  it('crosses the one-offs: the 2022 Jubilee, the state funeral and the coronation', () => {
    expect(addBusinessDays('2022-06-01', 1)).toBe('2022-06-06');
    expect(addBusinessDays('2022-05-27', 1)).toBe('2022-05-30'); // the usual spring Monday is a working day in 2022
    expect(addBusinessDays('2022-09-16', 1)).toBe('2022-09-20');
    expect(addBusinessDays('2023-05-05', 1)).toBe('2023-05-09');
    expect(addBusinessDays('2020-05-07', 1)).toBe('2020-05-11');
    expect(addBusinessDays('2020-05-01', 1)).toBe('2020-05-04'); // 4 May 2020 was a working day
  });

  it('counts from the London date of an instant', () => {
    // 23:30 UTC on Friday 2 May (BST) is Saturday 3 May in London: 1 business day later is Tuesday 6.
    expect(addBusinessDays(new Date('2025-05-02T23:30:00Z'), 1)).toBe('2025-05-06');
    expect(addBusinessDays(new Date('2025-05-01T23:30:00Z'), 1)).toBe('2025-05-06'); // Friday 2 in London
  });

  it('counts back with a negative number', () => {
    expect(addBusinessDays('2025-05-06', -1)).toBe('2025-05-02');
  });

  it('refuses a fraction of a day and a malformed date', () => {
    expect(() => addBusinessDays('2025-05-06', 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('businessDaysBetween', () => {
  it('counts the business days after the first date up to and including the second', () => {
    expect(businessDaysBetween('2025-05-02', '2025-05-09')).toBe(4); // Tue 6 – Fri 9
    expect(businessDaysBetween('2025-05-12', '2025-05-12')).toBe(0);
    expect(businessDaysBetween('2025-05-12', '2025-05-01')).toBe(0);
    expect(businessDaysBetween('2021-12-23', '2022-01-04')).toBe(5); // 24, 29, 30, 31 Dec and 4 Jan
  });

  it('undoes addBusinessDays', () => {
    for (const [from, n] of [
      ['2022-05-31', 7],
      ['2025-04-16', 5],
      ['2027-12-23', 3],
    ] as const) {
      expect(businessDaysBetween(from, addBusinessDays(from, n))).toBe(n);
    }
  });
});

describe('London days and deadlines', () => {
  it('finds midnight in London in summer, in winter and on the days the clocks change', () => {
    expect(startOfLondonDay('2025-07-01').toISOString()).toBe('2025-06-30T23:00:00.000Z');
    expect(startOfLondonDay('2025-01-15').toISOString()).toBe('2025-01-15T00:00:00.000Z');
    expect(startOfLondonDay('2025-03-30').toISOString()).toBe('2025-03-30T00:00:00.000Z'); // clocks go forward at 01:00 UTC
    expect(startOfLondonDay('2025-10-26').toISOString()).toBe('2025-10-25T23:00:00.000Z'); // clocks go back at 01:00 UTC
    expect(endOfLondonDay('2025-03-29').toISOString()).toBe('2025-03-29T23:59:59.999Z');
    expect(endOfLondonDay('2025-10-25').toISOString()).toBe('2025-10-25T22:59:59.999Z');
    expect(endOfLondonDay('2025-10-26').toISOString()).toBe('2025-10-26T23:59:59.999Z');
  });

  it('ends a period of business days at the end of the last London day', () => {
    // Escalated Monday 12 May 2025 15:00 BST: reviewed within 7 business days → by the end of Wednesday 21 May.
    expect(businessDaysDeadline('2025-05-12T14:00:00Z', 7).toISOString()).toBe('2025-05-21T22:59:59.999Z');
    // Opened Thursday 1 May: the 5 business days are Fri 2 and Tue 6 – Fri 9 → escalation from 00:00 Saturday 10 May.
    expect(afterBusinessDays('2025-05-01T09:00:00Z', 5).toISOString()).toBe('2025-05-09T23:00:00.000Z');
  });

  it('writes a date as the site does', () => {
    expect(formatLongDate('2025-05-13')).toBe('Tuesday 13 May 2025');
    expect(formatLongDate(new Date('2025-05-12T23:30:00Z'))).toBe('Tuesday 13 May 2025');
  });
});
