/** 'stands for 47 more hours' / 'stands for 35 more minutes' / 'lapsed': how long an offer still stands. */
export function describeExpiry(iso: string, now = Date.now()): string {
  const minutes = Math.floor((Date.parse(iso) - now) / 60_000);
  if (minutes <= 0) return 'lapsed';
  return minutes >= 120 ? `stands for ${Math.floor(minutes / 60)} more hours` : `stands for ${minutes} more minutes`;
}
