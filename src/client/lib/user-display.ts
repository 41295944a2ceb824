import type { PublicUser } from '../../shared/schemas/user.ts';

/** How a user is named on screen (spec §2 Profile and Navigation bar). Pure: unit-tested. */
type NamedUser = Pick<PublicUser, 'firstName' | 'lastName' | 'businessName'>;

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function firstLetter(value: string): string {
  return [...value][0]?.toUpperCase() ?? '';
}

/** Business name, else first and last name, else 'User'. */
export function getDisplayName(user: NamedUser): string {
  const business = clean(user.businessName);
  if (business) return business;
  const fullName = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
  return fullName || 'User';
}

/** Profile avatar: initials of the business name, else of first and last name, else 'U'. */
export function getInitials(user: NamedUser): string {
  const business = clean(user.businessName);
  if (business) {
    const words = business.split(/\s+/).filter(Boolean);
    return words.slice(0, 2).map(firstLetter).join('') || 'U';
  }
  const initials = firstLetter(clean(user.firstName)) + firstLetter(clean(user.lastName));
  return initials || 'U';
}

/** Navigation avatar: first letter of businessName, else of firstName, else 'U'. */
export function getAvatarInitial(user: NamedUser): string {
  return firstLetter(clean(user.businessName)) || firstLetter(clean(user.firstName)) || 'U';
}

/** The name the navigation menu shows: business name, or first and last name. */
export function getMenuName(user: NamedUser): string {
  const business = clean(user.businessName);
  if (business) return business;
  return [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
}
