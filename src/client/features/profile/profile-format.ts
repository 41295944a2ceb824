import type { PublicUser } from '../../../shared/schemas/user.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatMemberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Unknown' : DATE_FORMAT.format(date);
}

export function formatAccountType(accountType: PublicUser['accountType']): string {
  if (accountType === 'business') return 'Business Owner';
  if (accountType === 'individual') return 'Individual Seller';
  return 'Not set';
}

export function orNotProvided(value: string | null | undefined): string {
  return value?.trim() ? value : 'Not provided';
}
