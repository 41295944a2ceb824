import type { PublicUser } from '../../../shared/schemas/user.ts';
import { formatAccountType, formatMemberSince } from './profile-format.ts';
import { InfoCard, InfoRow } from './info-card.tsx';

/** Read-only in both modes: nothing here is the user's to change. */
export function AccountInfoCard({ user }: { user: PublicUser }) {
  return (
    <InfoCard title="Account Information" className="md:col-span-2">
      <dl className="grid gap-4 sm:grid-cols-3">
        <InfoRow label="Account Type" value={formatAccountType(user.accountType)} />
        <InfoRow label="Member Since" value={formatMemberSince(user.createdAt)} />
        <InfoRow label="Email Status" value={user.isEmailVerified ? 'Verified' : 'Not verified'} />
      </dl>
    </InfoCard>
  );
}
