import { parsePostcode, POSTCODE_MESSAGES, unknownOutcodeMessage } from '../../shared/postcode.ts';
import type { CompleteProfileInput, UpdateProfileInput } from '../../shared/schemas/auth.ts';
import type { PublicUser } from '../../shared/schemas/user.ts';
import { badRequest, notFound } from '../http/http-errors.ts';
import { emptyToNull } from '../lib/text.ts';
import { createListingsRepository } from '../listings/listings.repository.ts';
import { lookupOutcode } from '../search/outcodes.ts';
import type { AuthContext } from './auth-context.ts';
import { toPublicUser } from './user-mapper.ts';

/**
 * A profile postcode as typed, checked and normalised ("b11aa" → "B1 1AA"; an outward code alone
 * stays one): 400 when malformed, and "We can't place the postcode area ZZ99" when the outcode table
 * does not know the area, since listings placed there would never be found (issue 31).
 */
function placeProfilePostcode(text: string): { postcode: string; outcode: string } {
  const parsed = parsePostcode(text);
  if (!parsed.ok) throw badRequest(POSTCODE_MESSAGES.invalid);
  if (!lookupOutcode(parsed.outcode)) throw badRequest(unknownOutcodeMessage(parsed.outcode));
  return { postcode: parsed.full ?? parsed.outcode, outcode: parsed.outcode };
}

export async function completeProfile(ctx: AuthContext, userId: number, input: CompleteProfileInput): Promise<PublicUser> {
  const place = placeProfilePostcode(input.postcode);
  return saveProfile(ctx, userId, place, {
    account_type: input.accountType,
    business_name: emptyToNull(input.businessName),
    first_name: input.firstName,
    last_name: input.lastName,
    phone_number: emptyToNull(input.phoneNumber),
    postcode: place.postcode,
    bio: emptyToNull(input.bio),
    is_profile_complete: 1,
  });
}

export async function updateProfile(ctx: AuthContext, userId: number, input: UpdateProfileInput): Promise<PublicUser> {
  const place = input.postcode === undefined ? undefined : placeProfilePostcode(input.postcode);
  return saveProfile(ctx, userId, place, {
    ...(input.firstName !== undefined && { first_name: input.firstName }),
    ...(input.lastName !== undefined && { last_name: input.lastName }),
    ...(input.businessName !== undefined && { business_name: emptyToNull(input.businessName) }),
    ...(input.phoneNumber !== undefined && { phone_number: emptyToNull(input.phoneNumber) }),
    ...(place && { postcode: place.postcode }),
    ...(input.bio !== undefined && { bio: emptyToNull(input.bio) }),
    ...(input.messageEmails !== undefined && { message_emails: input.messageEmails ? 1 : 0 }),
  });
}

type UserChanges = Parameters<AuthContext['users']['update']>[1];

/**
 * Writes the profile and, when a postcode was given, moves the items whose place is "your profile
 * postcode" with it in the same transaction: that choice is a reference, not a copy.
 */
async function saveProfile(ctx: AuthContext, userId: number, place: { outcode: string } | undefined, changes: UserChanges) {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await ctx.users.update(userId, changes, trx);
    if (updated && place) await createListingsRepository(ctx.db).moveToProfilePlace(userId, place.outcode, new Date().toISOString(), trx);
    return updated;
  });
  if (!row) throw notFound('User not found');
  return toPublicUser(row);
}
