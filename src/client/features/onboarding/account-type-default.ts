import type { CompleteProfileInput } from '../../../shared/schemas/auth.ts';
import type { PublicUser } from '../../../shared/schemas/user.ts';

type AccountType = CompleteProfileInput['accountType'];

/** The account type chosen already, else the one the sign-up implied: a business name given means a business (issue 31). */
export function defaultAccountType(user: Pick<PublicUser, 'accountType' | 'businessName'> | null): AccountType {
  return user?.accountType ?? (user?.businessName?.trim() ? 'business' : 'individual');
}
