import { formatOrderNumber } from '../../../shared/constants/orders.ts';
import { FEEDBACK_RATING_LABELS, type FeedbackRating } from '../../../shared/messages/feedback-messages.ts';
import type { MailMessage } from '../../mail/mail-transport.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const FOOTER = 'You receive this email when someone leaves feedback about you on SpareStock. You can reply once, publicly, from the order.';

export interface FeedbackEmail {
  to: string;
  firstName: string | null;
  orderId: number;
  itemTitle: string;
  authorName: string;
  rating: FeedbackRating;
  comment: string;
  url: string;
}

/** "New feedback on order SS-000123": who, the rating and the comment, and a link to reply. */
export function buildFeedbackEmail(email: FeedbackEmail): MailMessage {
  const greeting = `Hello ${email.firstName ?? 'there'},`;
  const line = `${email.authorName} left ${FEEDBACK_RATING_LABELS[email.rating].toLowerCase()} feedback about you for ${email.itemTitle} (order ${formatOrderNumber(email.orderId)}).`;
  const quote = `“${email.comment}”`;
  const action = 'Read it and reply on SpareStock';
  const subject = `New feedback on order ${formatOrderNumber(email.orderId)}: ${FEEDBACK_RATING_LABELS[email.rating]}`;
  const text = [greeting, line, quote, `${action}:\n${email.url}`, FOOTER, 'SpareStock'].join('\n\n');
  return {
    to: email.to,
    subject,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #cbd5e1">${escapeHtml(quote)}</blockquote>
<p><a href="${escapeHtml(email.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(email.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(FOOTER)}</p>
<p style="font-size:13px;color:#475569">SpareStock</p></body></html>`,
  };
}
