import type { MailMessage } from '../mail/mail-transport.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

function layout(greeting: string, body: string, buttonLabel: string, url: string, footer: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e293b;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(buttonLabel)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}<br>${escapeHtml(url)}</p>
<p style="font-size:13px;color:#475569">SpareStock</p></body></html>`;
}

/** A one-link email: greeting, body, the link as a button and in plain text, then the footer. */
export function buildLinkEmail(
  to: string,
  firstName: string | null,
  url: string,
  copy: { subject: string; body: string; buttonLabel: string; footer: string },
): MailMessage {
  const greeting = `Hello ${firstName ?? 'there'},`;
  return {
    to,
    subject: copy.subject,
    text: `${greeting}\n\n${copy.body}\n\n${url}\n\n${copy.footer}\n\nSpareStock`,
    html: layout(greeting, copy.body, copy.buttonLabel, url, copy.footer),
  };
}

export function buildVerificationEmail(to: string, firstName: string | null, url: string): MailMessage {
  return buildLinkEmail(to, firstName, url, {
    subject: 'Verify your SpareStock email address',
    body: 'Please confirm your email address to finish setting up your SpareStock account.',
    buttonLabel: 'Verify email address',
    footer: 'This link expires in 24 hours. If you did not create an account, ignore this email.',
  });
}

export function buildResetEmail(to: string, firstName: string | null, url: string): MailMessage {
  return buildLinkEmail(to, firstName, url, {
    subject: 'Reset your SpareStock password',
    body: 'We received a request to reset your SpareStock password. Use the link below to choose a new one.',
    buttonLabel: 'Reset password',
    footer: 'This link expires in 1 hour and works once. If you did not ask for a reset, ignore this email.',
  });
}
