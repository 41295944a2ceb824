import { LRUCache } from 'lru-cache';
import Bowser from 'bowser';

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_OS = 'Unknown system';

/** What a stored user agent may hold: longer headers are cut (they are only ever read for a label). */
export const MAX_USER_AGENT_LENGTH = 512;

export interface DeviceLabel {
  /** Name and major version, 'Chrome 131', 'Safari 17'; UNKNOWN_BROWSER when unreadable. */
  browser: string;
  /** 'Windows', 'macOS', 'iOS', 'Android', 'Linux'…; UNKNOWN_OS when unreadable. */
  os: string;
}

const labels = new LRUCache<string, DeviceLabel>({ max: 1000 });

/**
 * Browser and operating system named from a user agent, for the sessions and activity lists.
 * The same few agents come back again and again: answers are kept (bounded).
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceLabel {
  const ua = userAgent?.trim();
  if (!ua) return { browser: UNKNOWN_BROWSER, os: UNKNOWN_OS };
  const known = labels.get(ua);
  if (known) return known;
  const parsed = Bowser.parse(ua);
  const name = parsed.browser.name?.trim();
  const major = parsed.browser.version?.split('.')[0];
  const label = {
    browser: name ? (major ? `${name} ${major}` : name) : UNKNOWN_BROWSER,
    os: parsed.os.name?.trim() || UNKNOWN_OS,
  };
  labels.set(ua, label);
  return label;
}

/** The request's user agent as stored: trimmed and cut to MAX_USER_AGENT_LENGTH; null when absent. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, MAX_USER_AGENT_LENGTH) : null;
}
