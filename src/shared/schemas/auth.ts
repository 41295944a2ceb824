import { z } from 'zod';
import { describeUnmetPasswordRules } from '../password-rules.ts';
import { RESET_TOKEN_LENGTH } from '../constants/product.ts';
import { AUTH_MESSAGES } from '../messages/auth-messages.ts';
import { optionalText, tooLong } from './text.ts';
import { parsePostcode, POSTCODE_MESSAGES } from '../postcode.ts';

export { AUTH_MESSAGES } from '../messages/auth-messages.ts';

export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, tooLong(254, 'Email'))
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

const requiredEmail = z.string({ error: AUTH_MESSAGES.emailRequired }).trim().min(1, AUTH_MESSAGES.emailRequired).pipe(EmailSchema);

const requiredName = (message: string, field: string) => z.string({ error: message }).trim().min(1, message).max(100, tooLong(100, field));

/** The register and reset rule of decisions §2: 6 characters first (spec text), then the full rule. */
export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(6, AUTH_MESSAGES.passwordTooShort)
  .max(128, tooLong(128, 'Password'))
  .superRefine((password, ctx) => {
    if (password.length < 6) return;
    const problem = describeUnmetPasswordRules(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const LoginSchema = z.strictObject({
  email: EmailSchema,
  password: z.string({ error: AUTH_MESSAGES.passwordTooShort }).min(6, AUTH_MESSAGES.passwordTooShort).max(128, tooLong(128, 'Password')),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .strictObject({
    firstName: requiredName(AUTH_MESSAGES.firstNameRequired, 'First name'),
    lastName: requiredName(AUTH_MESSAGES.lastNameRequired, 'Last name'),
    businessName: optionalText(120, 'Business name'),
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmPassword }).min(6, AUTH_MESSAGES.confirmPassword),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const AccountTypeSchema = z.enum(['individual', 'business'], {
  error: 'Account type must be individual or business',
});

const profileFields = {
  firstName: requiredName(AUTH_MESSAGES.firstNameRequired, 'First name'),
  lastName: requiredName(AUTH_MESSAGES.lastNameRequired, 'Last name'),
  businessName: optionalText(120, 'Business name'),
  phoneNumber: z
    .string()
    .trim()
    .max(20, tooLong(20, 'Phone number'))
    .regex(/^[0-9 +()-]*$/, 'Please enter a valid phone number')
    .optional()
    .nullable(),
  postcode: z
    .string({ error: AUTH_MESSAGES.postcodeRequired })
    .trim()
    .min(1, AUTH_MESSAGES.postcodeRequired)
    .max(10, tooLong(10, 'Postcode'))
    // The shape here (both sides); whether the area exists is the server's check (the outcode table stays there).
    .refine((v) => parsePostcode(v).ok, POSTCODE_MESSAGES.invalid),
  bio: optionalText(1000, 'About you'),
};

export const CompleteProfileSchema = z.strictObject({ accountType: AccountTypeSchema, ...profileFields });
export type CompleteProfileInput = z.infer<typeof CompleteProfileSchema>;

/** PATCH /api/profile (decisions §9): every field optional, email never changes here. */
export const UpdateProfileSchema = z.strictObject({
  firstName: profileFields.firstName.optional(),
  lastName: profileFields.lastName.optional(),
  businessName: profileFields.businessName,
  phoneNumber: profileFields.phoneNumber,
  postcode: profileFields.postcode.optional(),
  bio: profileFields.bio,
  /** Emails about new messages and offers on SpareStock. */
  messageEmails: z.boolean({ error: 'messageEmails must be true or false' }).optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;

export const EmailOnlySchema = z.strictObject({ email: requiredEmail });
export type EmailOnlyInput = z.infer<typeof EmailOnlySchema>;

export const ResetTokenSchema = z
  .string({ error: AUTH_MESSAGES.invalidResetToken })
  .trim()
  .regex(new RegExp(`^[0-9a-f]{${RESET_TOKEN_LENGTH}}$`), AUTH_MESSAGES.invalidResetToken);

export const ResetPasswordSchema = z.strictObject({
  token: ResetTokenSchema,
  newPassword: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;
