import type { Selectable } from 'kysely';
import type { PublicUser } from '../../shared/schemas/user.ts';
import type { UsersTable } from '../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

/** The user of a signed-in request: the row without its password hash, which requests never need (nor deleted_at: a deleted account has no sessions). */
export type SessionUser = Omit<UserRow, 'password_hash' | 'deleted_at'>;

export function toPublicUser(row: SessionUser): PublicUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    businessName: row.business_name,
    accountType: row.account_type,
    phoneNumber: row.phone_number,
    postcode: row.postcode,
    bio: row.bio,
    profileImageUrl: row.profile_image_url,
    isEmailVerified: Boolean(row.is_email_verified),
    isProfileComplete: Boolean(row.is_profile_complete),
    messageEmails: Boolean(row.message_emails),
    isAdmin: Boolean(row.is_admin),
    createdAt: row.created_at,
  };
}
