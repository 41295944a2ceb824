import { HTTP_MESSAGES } from './http-messages.ts';

/**
 * Messages of spec §5 and §8, written once. Kept apart from the zod schemas so a screen can show
 * them without loading the validator (the sign-in screen loads it on first use).
 */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Please enter your email address',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmPassword: 'Please confirm your password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDontMatch: "Passwords don't match",
  postcodeRequired: 'Postcode is required',
  invalidCredentials: 'Invalid email or password',
  invalidResetToken: 'Invalid or expired reset token. Please request a new password reset link.',
  forgotSent: "If an account with this email exists, we've sent a password reset link",
  resendSent: "If an account with this email exists and still needs verifying, we've sent a new verification link",
  verifyRequired: 'Please verify your email address before signing in',
  tooManyAttempts: HTTP_MESSAGES.tooManyAttempts,
} as const;
