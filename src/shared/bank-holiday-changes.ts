/**
 * Bank holidays in England and Wales moved or added by royal proclamation: add a line when GOV.UK
 * announces one (https://www.gov.uk/bank-holidays). Read by business-days.ts.
 */
export interface BankHoliday {
  /** `YYYY-MM-DD` on the Europe/London calendar. */
  date: string;
  /** As GOV.UK names it. */
  name: string;
}

/** A regular holiday that a one-off year moved to another date. */
export type MovableHoliday = 'earlyMay' | 'spring';

export interface OneOffChanges {
  moved?: Partial<Record<MovableHoliday, BankHoliday>>;
  added?: BankHoliday[];
}

/** Holidays moved or added by royal proclamation (England and Wales), by year. */
export const ONE_OFF_CHANGES: Readonly<Record<number, OneOffChanges>> = {
  1995: { moved: { earlyMay: { date: '1995-05-08', name: 'Early May bank holiday (VE day)' } } },
  1999: { added: [{ date: '1999-12-31', name: 'Millennium celebrations' }] },
  2002: {
    moved: { spring: { date: '2002-06-04', name: 'Spring bank holiday' } },
    added: [{ date: '2002-06-03', name: 'Golden Jubilee bank holiday' }],
  },
  2011: { added: [{ date: '2011-04-29', name: 'Royal wedding' }] },
  2012: {
    moved: { spring: { date: '2012-06-04', name: 'Spring bank holiday' } },
    added: [{ date: '2012-06-05', name: 'Queen’s Diamond Jubilee' }],
  },
  2020: { moved: { earlyMay: { date: '2020-05-08', name: 'Early May bank holiday (VE day)' } } },
  2022: {
    moved: { spring: { date: '2022-06-02', name: 'Spring bank holiday' } },
    added: [
      { date: '2022-06-03', name: 'Platinum Jubilee bank holiday' },
      { date: '2022-09-19', name: 'Bank Holiday for the State Funeral of Queen Elizabeth II' },
    ],
  },
  2023: { added: [{ date: '2023-05-08', name: 'Bank holiday for the coronation of King Charles III' }] },
};
