import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { apiRequest } from '../../lib/api.ts';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { formatFullTime } from '../../lib/format-time.ts';
import { toast } from '../../lib/toast-store.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ACTIVITY_KEY, SESSIONS_KEY, useAccountSessions } from './account-queries.ts';
import { Section } from './section.tsx';

/** The devices signed in to the account: sign out any one, or every one but this. */
export function SignedInDevices() {
  const sessions = useAccountSessions();
  const queryClient = useQueryClient();
  const list = sessions.data?.sessions ?? [];

  const revoke = useMutation({
    mutationFn: ({ path, method }: { path: string; method: 'DELETE' | 'POST'; done: string }) => apiRequest(method, path),
    onSuccess: (_response, { done }) => toast({ title: done, variant: 'success' }),
    onError: (error) =>
      toast({ title: 'That did not go through', description: getApiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }), queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY })]),
  });
  const signOut = (path: string, method: 'DELETE' | 'POST', done: string) => revoke.mutate({ path, method, done });

  return (
    <Section
      id="devices-heading"
      title="Signed-in devices"
      description="Sessions end after 30 days without use, and after a year whatever happens."
    >
      {sessions.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : sessions.isError ? (
        <p className="text-sm text-danger">Your devices could not be loaded. Please refresh the page.</p>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-md border border-border">
            {list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 p-3">
                <Monitor className="h-5 w-5 shrink-0 text-fg-muted" aria-hidden />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-fg">
                    {s.browser} on {s.os} {s.current ? <Badge tone="success">This device</Badge> : null}
                  </p>
                  <p className="text-fg-muted">
                    {s.ip ?? 'Address not recorded'} · last used {formatFullTime(s.lastSeenAt)} · signed in {formatFullTime(s.createdAt)}
                  </p>
                </div>
                {!s.current ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => signOut(`/api/account/sessions/${s.id}`, 'DELETE', `Signed out ${s.browser} on ${s.os}`)}
                  >
                    Sign out
                    <span className="sr-only">
                      {' '}
                      {s.browser} on {s.os}
                    </span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {list.some((s) => !s.current) ? (
            <Button
              variant="secondary"
              disabled={revoke.isPending}
              onClick={() => signOut('/api/account/sessions/revoke-others', 'POST', 'Signed out everywhere else')}
            >
              Sign out everywhere else
            </Button>
          ) : null}
        </>
      )}
    </Section>
  );
}
