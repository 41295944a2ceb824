import { useState } from 'react';
import { Link } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import { useAuth } from '../../lib/auth-context.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AccountTabs } from '../../components/account-tabs.tsx';
import { EmailPreferences } from './email-preferences.tsx';
import { PaymentsCard } from './payments-card.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfileHeader } from './profile-header.tsx';

export function ProfilePage() {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);

  if (!user) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <ShieldAlert className="mx-auto h-10 w-10 text-fg-muted" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold">Access Denied</h1>
        <p className="mt-2 text-fg-muted">Please log in to view your profile.</p>
        <Link href="/auth" className={buttonClasses('primary', 'md', 'mt-6')}>
          Go to Login
        </Link>
      </main>
    );
  }

  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <ProfileHeader user={user} editing={editing} onToggleEdit={() => setEditing((v) => !v)} />
      <AccountTabs />
      {editing ? <ProfileEditForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
      <EmailPreferences user={user} />
      <PaymentsCard />
    </main>
  );
}
