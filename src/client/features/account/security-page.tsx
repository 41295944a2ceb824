import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AccountTabs } from '../../components/account-tabs.tsx';
import { ACTIVITY_KEY, SESSIONS_KEY } from './account-queries.ts';
import { ChangeEmail } from './change-email.tsx';
import { ChangePassword } from './change-password.tsx';
import { SecurityActivity } from './security-activity.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';

/** /profile/security: password, email address, signed-in devices and recent activity. */
export function SecurityPage() {
  useDocumentTitle('Security');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  if (!user) return null;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
  };
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">Security</h1>
      <AccountTabs />
      <ChangePassword onChanged={refresh} />
      <ChangeEmail email={user.email} />
      <SignedInDevices />
      <SecurityActivity />
    </main>
  );
}
