import { useEffect } from 'react';
import { Link } from 'wouter';
import { BellRing } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';
import { NOTIFICATIONS_QUERY_KEY, useNotifications } from '../../lib/notification-queries.ts';
import { cn } from '../../components/ui/cn.ts';
import { formatWhen } from '../../lib/format-time.ts';

/** The newest alerts about wanted items; seeing them here marks them read. */
export function WantedAlerts() {
  const query = useNotifications(true);
  const queryClient = useQueryClient();
  const unread = query.data?.unread ?? 0;

  const { mutate: markRead } = useMutation({
    mutationFn: () => apiRequest('POST', '/api/notifications/read', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  const notifications = query.data?.notifications ?? [];
  if (notifications.length === 0) return null;
  return (
    <section aria-labelledby="alerts-heading" className="space-y-2">
      <h2 id="alerts-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BellRing className="h-5 w-5" aria-hidden />
        New matches
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {notifications.slice(0, 10).map((n) => (
          <li key={n.id} className={cn('flex items-start justify-between gap-3 p-3', n.readAt === null && 'bg-info-surface')}>
            <div className="min-w-0">
              <Link href={n.url} className="text-sm font-semibold hover:underline">
                {n.title}
              </Link>
              <p className="text-sm text-fg-muted">{n.body}</p>
            </div>
            <span className="shrink-0 text-xs text-fg-muted">{formatWhen(n.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
