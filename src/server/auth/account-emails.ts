import type { MailMessage } from '../mail/mail-transport.ts';
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
