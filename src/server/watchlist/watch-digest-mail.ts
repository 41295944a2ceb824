import { escapeHtml } from '../http/escape-html.ts';
import type { MailMessage } from '../mail/mail-transport.ts';
import type { WatchNotificationRow } from './watch-digest.repository.ts';

const FOOTER = 'You get this email because you watch these listings. Turn the daily email off on your watchlist.';

/** The daily watchlist email: each change of a watched listing since the last one, as the notifications say it. */
export function buildWatchDigestEmail(to: string, firstName: string | null, rows: WatchNotificationRow[], appUrl: string): MailMessage {
  const greeting = `Hello ${firstName ?? 'there'},`;
  const intro = rows.length === 1 ? 'A listing you watch has changed:' : `${rows.length} changes to listings you watch:`;
  const watchlistUrl = `${appUrl}/watchlist`;
  const text = rows.map((row) => `${row.title}\n${row.body}\n${appUrl}${row.url}`).join('\n\n');
  const html = rows
    .map(
      (row) => `<div style="border:1px solid #cbd5e1;border-radius:8px;padding:12px;margin:12px 0">
<p style="margin:0 0 4px"><a href="${escapeHtml(appUrl + row.url)}" style="font-weight:600;color:#1d4ed8">${escapeHtml(row.title)}</a></p>
<p style="margin:0">${escapeHtml(row.body)}</p></div>`,
    )
    .join('');
  return {
    to,
    subject: `Your watchlist: ${rows.length === 1 ? '1 change' : `${rows.length} changes`}`,
    text: `${greeting}\n\n${intro}\n\n${text}\n\nYour watchlist: ${watchlistUrl}\n\n${FOOTER}\n\nSpareStock`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${html}
<p><a href="${escapeHtml(watchlistUrl)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Your watchlist</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(FOOTER)}<br>${escapeHtml(watchlistUrl)}</p>
<p style="font-size:13px;color:#475569">SpareStock</p></body></html>`,
  };
}
