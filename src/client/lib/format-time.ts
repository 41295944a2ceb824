const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const FULL = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '14:05' today, '3 Nov' before: how an inbox or alert list dates its rows. */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString() ? TIME.format(date) : DAY.format(date);
}

/** '25 Nov 2026, 14:05': a message's full time. */
export function formatFullTime(iso: string): string {
  return FULL.format(new Date(iso));
}
