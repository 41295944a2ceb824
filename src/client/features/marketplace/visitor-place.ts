import { parsePostcode } from '../../../shared/postcode.ts';

/**
 * The place a signed-out visitor gave this visit (the outward code of a postcode they searched
 * near), kept in sessionStorage: the front door then shows the newest listings nearest first. Only
 * the outward code is kept, and only for the tab's life. Storage may be refused (private modes):
 * then nothing is remembered and nothing breaks.
 */
const KEY = 'sparestock.visitorNear';

export function readVisitorPlace(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberVisitorPlace(typed: string): void {
  const parsed = parsePostcode(typed);
  if (!parsed.ok) return;
  try {
    window.sessionStorage.setItem(KEY, parsed.outcode);
  } catch {
    // Not remembered: the front door shows the newest listings from everywhere.
  }
}
