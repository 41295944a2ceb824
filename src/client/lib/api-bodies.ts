import type { z } from 'zod';
import type {
  CompleteProfileSchema,
  EmailOnlySchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
} from '../../shared/schemas/auth.ts';
import type { AnalyzeImageBodySchema, UserSpecsSchema } from '../../shared/schemas/analysis.ts';
import type { CreateListingSchema, EditItemSchema, PatchListingSchema } from '../../shared/schemas/listings.ts';

/**
 * The request bodies the client sends, read off the server's own zod schemas (their input side,
 * before coercion), so a renamed or retyped field fails the client's typecheck instead of
 * answering 400 at run time. Type-only imports: no zod reaches the bundle through here.
 */
export type LoginBody = z.input<typeof LoginSchema>;
export type RegisterBody = z.input<typeof RegisterSchema>;
export type CompleteProfileBody = z.input<typeof CompleteProfileSchema>;
export type UpdateProfileBody = z.input<typeof UpdateProfileSchema>;
/** POST /api/forgot-password and POST /api/resend-verification. */
export type EmailOnlyBody = z.input<typeof EmailOnlySchema>;
export type ResetPasswordBody = z.input<typeof ResetPasswordSchema>;
export type AnalyzeImageBody = z.input<typeof AnalyzeImageBodySchema>;
/** The seller's fields SpareBot prices again from (spec §7 `specifications`). */
export type AnalyzeSpecifications = z.input<typeof UserSpecsSchema>;
export type CreateListingBody = z.input<typeof CreateListingSchema>;
export type PatchListingBody = z.input<typeof PatchListingSchema>;
export type EditItemBody = z.input<typeof EditItemSchema>;
