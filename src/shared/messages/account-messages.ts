/**
 * Messages of the account controls (profile → Security and Your data), written once: the server
 * answers them and the client may show them without loading a validator.
 */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  wrongCurrentPassword: 'Your current password is incorrect',
  guessablePassword: 'This password is too common or too easy to guess. Try a longer phrase of unusual words.',
  samePassword: 'Your new password must be different from your current one',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',

  sameEmail: 'That is already your email address',
  emailTaken: 'An account with this email already exists',
  emailChangeSent: 'We’ve sent a link to your new address. Your email changes once you follow it.',
  emailChangeLinkInvalid: 'This email change link is invalid or has expired. Please ask for a new one from your profile.',
  emailChanged: 'Your email address has been changed.',
  revertLinkInvalid: 'This link is invalid or has expired. If you still need help, contact support.',
  emailReverted:
    'We’ve put your old email address back and signed you out everywhere. To sign in again, set a new password with the link we’ve emailed you.',
  revertEmailTaken: 'Your old email address now belongs to another account. Please contact support.',

  sessionNotFound: 'Session not found',

  exportLinkInvalid: 'This download link is invalid or has expired. Ask for a new one from your profile.',

  deleteConfirmRequired: 'Type DELETE to confirm',
  accountDeleted: 'Your account and everything in it have been deleted.',
} as const;

/** What the "type DELETE" box must hold. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
