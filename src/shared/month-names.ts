/**
 * English month names, January first. Pages write dates with these rather than an Intl formatter:
 * the first Intl object a page creates loads Chromium's locale data (tens of ms of main thread).
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
