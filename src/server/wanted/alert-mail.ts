import { findCategoryName } from '../../shared/constants/categories.ts';
import { formatPence } from '../../shared/money.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { MailMessage } from '../mail/mail-transport.ts';

/** One listing in an alert: what it is, why it matched, where it is. Nothing about the seller. */
export interface AlertEntry {
  listingId: number;
  title: string;
  /** The path of the listing page: /listing/{id}-{slug}. */
  path: string;
  pricePence: number;
  condition: string;
  quantity: number;
  /** 'B2 (Birmingham)' or null. */
  place: string | null;
  /** '32 A ✓ · Type B ✓ · 6 kA ✓ · 14 mi'. */
  why: string;
  /** What the wanted item asked, in a few words. */
  wanted: string;
  priceDrop: boolean;
}

/** How a wanted item reads in a sentence: its words, else its brand, category or ratings. */
export function describeWantedItem(item: { words: string; brand: string | null; category_id: number | null; ratings: string }): string {
  const ratings = (JSON.parse(item.ratings) as string[]).join(', ');
  return item.words.trim() || item.brand || findCategoryName(item.category_id) || ratings;
}

const money = (pence: number) => `£${formatPence(pence)}`;
const summary = (e: AlertEntry) =>
  `${money(e.pricePence)} each${e.priceDrop ? ' (price dropped)' : ''} · ${e.condition} · ${e.quantity} available${e.place ? ` · ${e.place}` : ''}`;

function entryText(e: AlertEntry, appUrl: string): string {
  return [`${e.title}`, summary(e), `Matches “${e.wanted}”: ${e.why}`, `${appUrl}${e.path}`].join('\n');
}

function entryHtml(e: AlertEntry, appUrl: string): string {
  return `<div style="border:1px solid #cbd5e1;border-radius:8px;padding:12px;margin:12px 0">
<p style="margin:0 0 4px"><a href="${escapeHtml(appUrl + e.path)}" style="font-weight:600;color:#1d4ed8">${escapeHtml(e.title)}</a></p>
<p style="margin:0 0 4px">${escapeHtml(summary(e))}</p>
<p style="margin:0;color:#166534">Matches “${escapeHtml(e.wanted)}”: ${escapeHtml(e.why)}</p></div>`;
}

function layout(greeting: string, intro: string, entries: string, appUrl: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${entries}
<p><a href="${escapeHtml(`${appUrl}/wanted`)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Your wanted list</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(FOOTER)}<br>${escapeHtml(`${appUrl}/wanted`)}</p>
<p style="font-size:13px;color:#475569">SpareStock</p></body></html>`;
}

const FOOTER =
  'You get this email because alerts are on for your wanted list. Pause an item, or choose a daily email or no email, on your wanted list.';
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The email for one listing that matches one or more of a user's wanted items, sent at once. */
export function buildAlertEmail(to: string, firstName: string | null, entry: AlertEntry, appUrl: string): MailMessage {
  const greeting = `Hello ${firstName ?? 'there'},`;
  const intro = entry.priceDrop
    ? 'The price of a listing that matches your wanted list has dropped:'
    : 'A new listing matches your wanted list:';
  return {
    to,
    subject: cut(`${entry.priceDrop ? 'Price drop' : 'Wanted match'}: ${entry.title} – ${money(entry.pricePence)}`, 200),
    text: `${greeting}\n\n${intro}\n\n${entryText(entry, appUrl)}\n\nYour wanted list: ${appUrl}/wanted\n\n${FOOTER}\n\nSpareStock`,
    html: layout(greeting, intro, entryHtml(entry, appUrl), appUrl),
  };
}

/** The daily email: every listing that matched the user's daily-alert items since the last one. */
export function buildDigestEmail(to: string, firstName: string | null, entries: AlertEntry[], appUrl: string): MailMessage {
  const greeting = `Hello ${firstName ?? 'there'},`;
  const count = entries.length === 1 ? '1 listing matches' : `${entries.length} listings match`;
  const intro = `${count} your wanted list today:`;
  return {
    to,
    subject: `Your wanted list: ${entries.length === 1 ? '1 new match' : `${entries.length} new matches`}`,
    text: `${greeting}\n\n${intro}\n\n${entries.map((e) => entryText(e, appUrl)).join('\n\n')}\n\nYour wanted list: ${appUrl}/wanted\n\n${FOOTER}\n\nSpareStock`,
    html: layout(greeting, intro, entries.map((e) => entryHtml(e, appUrl)).join(''), appUrl),
  };
}
