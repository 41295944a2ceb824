// zod/mini: these answers are parsed in the client's first load (/auth, the signed-in user), where
// zod's full API would cost ~25 KB gzip (docs/client.md, 'What parsing costs').
import * as z from 'zod/mini';
import { asComponent } from './api-components.ts';

const nullableText = z.nullable(z.string());

/** The user as every auth call returns it (spec §3). */
export const PublicUserSchema = asComponent(
  z.object({
    id: z.int().check(z.positive()),
    email: z.string(),
    firstName: nullableText,
    lastName: nullableText,
    businessName: nullableText,
    accountType: z.nullable(z.enum(['individual', 'business'])),
    phoneNumber: nullableText,
    postcode: nullableText,
    bio: nullableText,
    profileImageUrl: nullableText,
    isEmailVerified: z.boolean(),
    isProfileComplete: z.boolean(),
    /** Emails about new messages and offers (on by default; PATCH /api/profile turns them off). */
    messageEmails: z.boolean(),
    /** May use /api/admin (moderation); granted from the command line (`npm run admin -- grant <email>`). */
    isAdmin: z.boolean(),
    /** ISO-8601 UTC. */
    createdAt: z.string(),
  }),
  'PublicUser',
);
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** POST /api/login 200. (An unverified account in SMTP mode answers 403 VerificationRequired.) */
export const LoginResponseSchema = z.object({
  token: z.string(),
  user: PublicUserSchema,
  message: z.string(),
  requiresVerification: z.boolean(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/login 403 in SMTP mode: the address still needs verifying. */
export const VerificationRequiredSchema = z.object({
  message: z.string(),
  requiresVerification: z.literal(true),
  email: z.string(),
});

/** 403 from login and from every signed-in call while an admin has suspended the account. */
export const AccountSuspendedSchema = z.object({ message: z.string(), suspended: z.literal(true) });

/** POST /api/register 201: a token in dev mode; in SMTP mode none until the address is verified. */
export const RegisterResponseSchema = z.object({
  token: z.optional(z.string()),
  user: PublicUserSchema,
  requiresVerification: z.boolean(),
  devMode: z.boolean(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** POST /api/init: whether mail is live (dev mode) and where support mail goes. */
export const InitResponseSchema = z.object({ ok: z.literal(true), devMode: z.boolean(), supportEmail: z.string() });
export type InitResponse = z.infer<typeof InitResponseSchema>;

export const HealthResponseSchema = z.object({ ok: z.literal(true) });

/** POST /api/complete-profile 200. */
export const CompleteProfileResponseSchema = z.object({ message: z.string(), user: PublicUserSchema });

/** GET /api/verify-email 200. */
export const VerifyEmailResponseSchema = z.object({ message: z.string(), alreadyVerified: z.boolean() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** POST /api/resend-verification 200; the link only in dev mode, and only for an address that needs it. */
export const ResendVerificationResponseSchema = z.object({
  message: z.string(),
  devMode: z.boolean(),
  verificationUrl: z.optional(z.string()),
});
export type ResendVerificationResponse = z.infer<typeof ResendVerificationResponseSchema>;

/** POST /api/forgot-password 200; the link only in dev mode, and only when a mail was queued. */
export const ForgotPasswordResponseSchema = z.object({ message: z.string(), devMode: z.boolean(), resetUrl: z.optional(z.string()) });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;
