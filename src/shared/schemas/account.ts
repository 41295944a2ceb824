import { z } from 'zod';
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from '../messages/account-messages.ts';
import { RESET_TOKEN_LENGTH } from '../constants/product.ts';
import { EmailSchema, NewPasswordSchema } from './auth.ts';
import { asComponent } from './api-components.ts';
import { tooLong } from './text.ts';

export { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from '../messages/account-messages.ts';

/** The password the user signs in with now (never the strength rule: old accounts must still pass). */
const CurrentPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(128, tooLong(128, 'Password'));

/** POST /api/account/password. */
export const ChangePasswordSchema = z.strictObject({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** POST /api/account/email. */
export const ChangeEmailSchema = z.strictObject({
  currentPassword: CurrentPasswordSchema,
  newEmail: EmailSchema,
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailSchema>;

/** POST /api/account/email 202. Dev mode (no mail is sent) hands back the confirmation link. */
export const EmailChangeResponseSchema = z.object({
  message: z.string(),
  devMode: z.boolean(),
  confirmUrl: z.string().optional(),
});
export type EmailChangeResponse = z.infer<typeof EmailChangeResponseSchema>;

const linkToken = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^[0-9a-f]{${RESET_TOKEN_LENGTH}}$`), message);

/** POST /api/account/email/confirm: the token of the link mailed to the new address. */
export const ConfirmEmailChangeSchema = z.strictObject({ token: linkToken(ACCOUNT_MESSAGES.emailChangeLinkInvalid) });
/** POST /api/account/email/revert: the token of the "this wasn't me" link mailed to the old address. */
export const RevertEmailChangeSchema = z.strictObject({ token: linkToken(ACCOUNT_MESSAGES.revertLinkInvalid) });

export const ConfirmEmailChangeResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof ConfirmEmailChangeResponseSchema>;

/** POST /api/account/email/revert 200. Dev mode hands back the password reset link it would have mailed. */
export const RevertEmailChangeResponseSchema = z.object({
  message: z.string(),
  devMode: z.boolean(),
  resetUrl: z.string().optional(),
});
export type RevertEmailChangeResponse = z.infer<typeof RevertEmailChangeResponseSchema>;

/** One signed-in device. `browser` and `os` are read from its user agent ('Chrome 131', 'Windows'). */
export const AccountSessionSchema = asComponent(
  z.object({
    id: z.number().int().positive(),
    browser: z.string(),
    os: z.string(),
    /** Null for sessions started before addresses were recorded. */
    ip: z.string().nullable(),
    /** ISO-8601 UTC. */
    createdAt: z.string(),
    /** ISO-8601 UTC, to within a minute or two. */
    lastSeenAt: z.string(),
    /** The session of the request that asked. */
    current: z.boolean(),
  }),
  'AccountSession',
);
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsResponseSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof AccountSessionsResponseSchema>;

export const ACCOUNT_ACTIVITY_KINDS = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'email_change_requested',
  'email_changed',
  'email_change_reverted',
  'session_revoked',
  'signed_out_everywhere',
] as const;
export type AccountActivityKind = (typeof ACCOUNT_ACTIVITY_KINDS)[number];

/** One security event of the account, with the device that caused it (the request's user agent and address). */
export const AccountActivityEventSchema = asComponent(
  z.object({
    kind: z.enum(ACCOUNT_ACTIVITY_KINDS),
    /** ISO-8601 UTC. */
    at: z.string(),
    browser: z.string(),
    os: z.string(),
    ip: z.string().nullable(),
  }),
  'AccountActivityEvent',
);
export type AccountActivityEvent = z.infer<typeof AccountActivityEventSchema>;

export const AccountActivityResponseSchema = z.object({ events: z.array(AccountActivityEventSchema) });
export type AccountActivityResponse = z.infer<typeof AccountActivityResponseSchema>;

/** POST /api/account/export 200: where to download the zip, and until when (ISO-8601 UTC). */
export const AccountExportResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type AccountExportResponse = z.infer<typeof AccountExportResponseSchema>;

/** POST /api/account/delete. */
export const DeleteAccountSchema = z.strictObject({
  password: CurrentPasswordSchema,
  confirm: z.literal(DELETE_CONFIRMATION_WORD, { error: ACCOUNT_MESSAGES.deleteConfirmRequired }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;
