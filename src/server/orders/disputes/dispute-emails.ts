import type { MailMessage } from '../../mail/mail-transport.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const FOOTER = 'You receive these emails for every step of a dispute about your orders on SpareStock.';

export interface DisputeEmail {
  to: string;
  firstName: string | null;
  subject: string;
  /** What happened (disputeNoticeText). */
  line: string;
  /** The reason, the statement or the admin's note, quoted. */
  note: string | null;
  url: string;
}

/** "Order SS-000123: Dispute raised with SpareStock": what happened, the words that came with it, a link to the order. */
export function buildDisputeEmail(email: DisputeEmail): MailMessage {
  const greeting = `Hello ${email.firstName ?? 'there'},`;
  const action = 'View the order on SpareStock';
  const text = [greeting, email.line, ...(email.note ? [`“${email.note}”`] : []), `${action}:\n${email.url}`, FOOTER, 'SpareStock'].join(
    '\n\n',
  );
  return {
    to: email.to,
    subject: email.subject,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(email.line)}</p>${email.note ? `<blockquote>${escapeHtml(email.note)}</blockquote>` : ''}
<p><a href="${escapeHtml(email.url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(email.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(FOOTER)}</p>
<p style="font-size:13px;color:#475569">SpareStock</p></body></html>`,
  };
}
