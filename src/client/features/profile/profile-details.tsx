import type { PublicUser } from '../../../shared/schemas/user.ts';
import { AccountInfoCard } from './account-info-card.tsx';
import { InfoCard, InfoRow } from './info-card.tsx';
import { orNotProvided } from './profile-format.ts';

export function ProfileDetails({ user }: { user: PublicUser }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <InfoCard title="Personal Information">
        <dl className="space-y-4">
          <InfoRow label="First Name" value={orNotProvided(user.firstName)} />
          <InfoRow label="Last Name" value={orNotProvided(user.lastName)} />
          <InfoRow label="Business Name" value={orNotProvided(user.businessName)} />
          <InfoRow label="About You" value={<span className="whitespace-pre-line">{orNotProvided(user.bio)}</span>} />
        </dl>
      </InfoCard>
      <InfoCard title="Contact Information">
        <dl className="space-y-4">
          <InfoRow label="Email" value={user.email} />
          <InfoRow label="Phone Number" value={orNotProvided(user.phoneNumber)} />
          <InfoRow label="Postcode" value={orNotProvided(user.postcode)} />
        </dl>
      </InfoCard>
      <AccountInfoCard user={user} />
    </div>
  );
}
