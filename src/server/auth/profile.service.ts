import type { CompleteProfileInput, UpdateProfileInput } from '../../shared/schemas/auth.ts';
import type { PublicUser } from '../../shared/schemas/user.ts';
import { notFound } from '../http/http-errors.ts';
import { emptyToNull } from '../lib/text.ts';
import type { AuthContext } from './auth-context.ts';
import { toPublicUser } from './user-mapper.ts';

/**
 * Upper-cases the ASCII letters of a postcode only: full Unicode upper-casing can lengthen a
 * string ('ß' → 'SS'), which would push a validated 10-character postcode past its column.
 */
const postcodeCase = (postcode: string) => postcode.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

export async function completeProfile(ctx: AuthContext, userId: number, input: CompleteProfileInput): Promise<PublicUser> {
  const row = await ctx.users.update(userId, {
    account_type: input.accountType,
    business_name: emptyToNull(input.businessName),
    first_name: input.firstName,
    last_name: input.lastName,
    phone_number: emptyToNull(input.phoneNumber),
    postcode: postcodeCase(input.postcode),
    bio: emptyToNull(input.bio),
    is_profile_complete: 1,
  });
  if (!row) throw notFound('User not found');
  return toPublicUser(row);
}

export async function updateProfile(ctx: AuthContext, userId: number, input: UpdateProfileInput): Promise<PublicUser> {
  const changes = {
    ...(input.firstName !== undefined && { first_name: input.firstName }),
    ...(input.lastName !== undefined && { last_name: input.lastName }),
    ...(input.businessName !== undefined && { business_name: emptyToNull(input.businessName) }),
    ...(input.phoneNumber !== undefined && { phone_number: emptyToNull(input.phoneNumber) }),
    ...(input.postcode !== undefined && { postcode: postcodeCase(input.postcode) }),
    ...(input.bio !== undefined && { bio: emptyToNull(input.bio) }),
    ...(input.messageEmails !== undefined && { message_emails: input.messageEmails ? 1 : 0 }),
  };
  const row = await ctx.users.update(userId, changes);
  if (!row) throw notFound('User not found');
  return toPublicUser(row);
}
