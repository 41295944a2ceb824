import { MESSAGE_EMAIL_INTERVAL_MINUTES } from '../../shared/constants/deals.ts';
import type { MailMessage } from '../mail/mail-transport.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export interface ConversationEmail {
  to: string;
  firstName: string | null;
  listingTitle: string;
  /** What happened, naming who did it by display name only: "Dave S. sent you a message about …". */
  line: string;
  url: string;
}

const FOOTER =
  `We send at most one email per conversation every ${MESSAGE_EMAIL_INTERVAL_MINUTES} minutes while messages are unread. ` +
  'You can turn these emails off in your profile.';
const SAFETY = 'Keep the deal on SpareStock: never pay by bank transfer to someone you have not met.';

/**
 * "New message about {title}": what happened and a link to the thread, never the message itself
 * or anyone's contact details (the reply happens on SpareStock).
 */
export function buildConversationEmail(email: ConversationEmail): MailMessage {
  const greeting = `Hello ${email.firstName ?? 'there'},`;
  const action = 'Read and reply on SpareStock';
  return {
    to: email.to,
    subject: `New message about ${email.listingTitle}`,
    text: `${greeting}\n\n${email.line}\n\n${action}:\n${email.url}\n\n${SAFETY}\n\n${FOOTER}\n\nSpareStock`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(email.line)}</p>
<p><a href="${escapeHtml(email.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(SAFETY)}<br>${escapeHtml(email.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(FOOTER)}</p>
<p style="font-size:13px;color:#475569">SpareStock</p></body></html>`,
  };
}
