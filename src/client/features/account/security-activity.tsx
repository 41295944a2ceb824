import type { AccountActivityKind } from '../../../shared/schemas/account.ts';
import { formatFullTime } from '../../lib/format-time.ts';
import { cn } from '../../components/ui/cn.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAccountActivity } from './account-queries.ts';
import { Section } from './section.tsx';

const EVENT_LABELS: Record<AccountActivityKind, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  email_change_requested: 'Email change asked for',
  email_changed: 'Email address changed',
  email_change_reverted: 'Email change undone',
  session_revoked: 'A device was signed out',
  signed_out_everywhere: 'Signed out everywhere else',
};

/** Recent security activity: sign-ins, failed sign-ins, password and email changes, with time and device. */
export function SecurityActivity() {
  const activity = useAccountActivity();
  return (
    <Section
      id="activity-heading"
      title="Recent security activity"
      description="If you don't recognise something here, change your password and sign out everywhere else."
    >
      {activity.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : activity.isError ? (
        <p className="text-sm text-danger">Your activity could not be loaded. Please refresh the page.</p>
      ) : activity.data.events.length === 0 ? (
        <p className="text-sm text-fg-muted">Nothing yet.</p>
      ) : (
        <ol className="divide-y divide-border rounded-md border border-border text-sm">
          {activity.data.events.map((e, index) => (
            <li key={`${e.at}-${index}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3">
              <span className={cn('font-medium', e.kind === 'sign_in_failed' ? 'text-danger' : 'text-fg')}>{EVENT_LABELS[e.kind]}</span>
              <span className="text-fg-muted">
                {e.browser} on {e.os} · {e.ip ?? 'address not recorded'} · <time dateTime={e.at}>{formatFullTime(e.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
