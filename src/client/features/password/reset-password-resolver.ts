// Loaded on first use by the reset form (lib/lazy-resolver.ts): a sign-in screen, kept free of zod
// until the visitor starts typing (docs/client.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ResetPasswordSchema } from '../../../shared/schemas/auth.ts';

/** The route's new-password rule, and a confirmation only the form has. */
export const ResetPasswordFormSchema = ResetPasswordSchema.pick({ newPassword: true })
  .extend({ confirmPassword: z.string().min(1, 'Please fill in all password fields') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const resetPasswordResolver = zodResolver(ResetPasswordFormSchema);
