import { formatOrderNumber } from '../../shared/constants/orders.ts';
import { FEEDBACK_APPEAL_DAYS, FEEDBACK_REMOVAL_GROUNDS, type FeedbackRemovalGround } from '../../shared/messages/moderation-messages.ts';
import type { MailMessage } from '../mail/mail-transport.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export interface FeedbackRemovalEmail {
  to: string;
  firstName: string | null;
  /** The author is told how to appeal; the person it was about is told it no longer counts against them. */
  role: 'author' | 'subject';
  /** The other side, as the marketplace names them. */
  otherName: string;
  orderId: number;
  itemTitle: string;
  comment: string;
  ground: FeedbackRemovalGround;
  policyUrl: string;
  supportEmail: string;
}

/** "Your feedback on order SS-000123 was removed": what, why (the policy's ground), and how to appeal. */
export function buildFeedbackRemovalEmail(email: FeedbackRemovalEmail): MailMessage {
  const order = formatOrderNumber(email.orderId);
  const greeting = `Hello ${email.firstName ?? 'there'},`;
  const why = FEEDBACK_REMOVAL_GROUNDS[email.ground];
  const line =
    email.role === 'author'
      ? `Our moderators removed the feedback you left about ${email.otherName} for ${email.itemTitle} (order ${order}), because ${why}.`
      : `Our moderators removed the feedback ${email.otherName} left about you for ${email.itemTitle} (order ${order}), because ${why}.`;
  const quote = `“${email.comment}”`;
  const effect =
    email.role === 'author'
      ? 'It no longer shows on SpareStock or counts in their feedback summary. You cannot leave new feedback for this order.'
      : 'It no longer shows on your page or counts in your feedback summary.';
  const appeal = `If you think this decision is wrong, you can appeal: email ${email.supportEmail} within ${FEEDBACK_APPEAL_DAYS} days with the order number (${order}) and your reasons. A moderator who did not take this decision reviews it and replies within 7 business days.`;
  const action = 'Read our feedback policy';
  const subject =
    email.role === 'author' ? `Your feedback on order ${order} was removed` : `Feedback about you on order ${order} was removed`;
  const paragraphs = [greeting, line, quote, effect, appeal];
  return {
    to: email.to,
    subject,
    text: [...paragraphs, `${action}:\n${email.policyUrl}`, 'SpareStock'].join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #cbd5e1">${escapeHtml(quote)}</blockquote>
<p>${escapeHtml(effect)}</p><p>${escapeHtml(appeal)}</p>
<p><a href="${escapeHtml(email.policyUrl)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(email.policyUrl)}</p>
<p style="font-size:13px;color:#475569">SpareStock</p></body></html>`,
  };
}
