import type { MailMessage } from '../mail/mail-transport.ts';
import { describeUserAgent } from '../lib/user-agent.ts';
import { buildLinkEmail } from './email-templates.ts';

/** To the account's address after its password changed, with the way back if it was not them. */
export function buildPasswordChangedEmail(to: string, firstName: string | null, forgotUrl: string): MailMessage {
  return buildLinkEmail(to, firstName, forgotUrl, {
    subject: 'Your SpareStock password was changed',
    body: 'The password of your SpareStock account was just changed, and your other devices were signed out. If you did this, there is nothing more to do.',
    buttonLabel: 'I didn’t do this: reset my password',
    footer: 'If you did not change your password, reset it now with the link below and check your account’s security activity.',
  });
}

/** When and from where a reset happened, in the words of the notice. */
export interface ResetCircumstances {
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

/**
 * To the account's address after its password was reset through a mailed link: when, from where
 * (address and browser), and what to do if it was not them. A takeover by reset is not silent.
 */
export function buildPasswordResetNoticeEmail(
  to: string,
  firstName: string | null,
  links: { forgotUrl: string; supportEmail: string },
  when: ResetCircumstances,
): MailMessage {
  const device = describeUserAgent(when.userAgent);
  const where = `${device.browser} on ${device.os}${when.ip ? `, from the internet address ${when.ip}` : ''}`;
  return buildLinkEmail(to, firstName, links.forgotUrl, {
    subject: 'Your password was reset',
    body: `The password of your SpareStock account was reset through the link we emailed you, on ${LONDON_TIME.format(when.at)} (UK time), using ${where}. Every device was signed out. If you did this, there is nothing more to do.`,
    buttonLabel: 'I didn’t do this: reset my password',
    footer: `If you did not reset your password, someone may be able to read your email: secure your email account first, then reset your SpareStock password with the link below and check your account’s security activity. You can also write to us at ${links.supportEmail}.`,
  });
}

/** To the new address: the change takes effect only once this link is followed. */
export function buildEmailChangeConfirmEmail(to: string, firstName: string | null, url: string): MailMessage {
  return buildLinkEmail(to, firstName, url, {
    subject: 'Confirm your new SpareStock email address',
    body: 'You asked to use this address for your SpareStock account. Confirm it with the link below; until then your old address stays in use.',
    buttonLabel: 'Confirm new email address',
    footer: 'This link expires in 24 hours and works once. If you did not ask for this, ignore this email.',
  });
}

/** To the old address: a change was asked for, with the "this wasn't me" link. */
export function buildEmailChangeNoticeEmail(to: string, firstName: string | null, newEmail: string, revertUrl: string): MailMessage {
  return buildLinkEmail(to, firstName, revertUrl, {
    subject: 'Your SpareStock email address is being changed',
    body: `Someone signed in to your SpareStock account asked to change its email address to ${newEmail}. If that was you, there is nothing more to do.`,
    buttonLabel: 'This wasn’t me',
    footer:
      'If you did not ask for this, follow the link within 7 days: we will keep (or put back) this address, sign out every device and ask you to choose a new password.',
  });
}

/** To the address of an account that was just deleted (sent after the account is gone). */
export function buildAccountDeletedEmail(to: string, firstName: string | null, privacyUrl: string): MailMessage {
  return buildLinkEmail(to, firstName, privacyUrl, {
    subject: 'Your SpareStock account has been deleted',
    body: 'Your SpareStock account has been deleted, as you asked: your listings, photos, wanted items, messages and account details are gone. Conversations keep the other side’s messages, with you shown as "Deleted user".',
    buttonLabel: 'Read our privacy policy',
    footer: 'Copies in our backups are overwritten within 35 days. You can register again with this address at any time.',
  });
}
