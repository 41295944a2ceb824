import { useQuery } from '@tanstack/react-query';
import { apiJson } from './api.ts';

/** GET /api/notifications: wanted-list alerts; the navigation's badge reads the unread count. */
export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;
const POLL_MS = 60_000;

// A loader, not an import: this hook is in the entry chunk and zod is not (see lib/api-answer.ts).
const loadNotificationsSchema = () => import('../../shared/schemas/wanted.ts').then((m) => m.NotificationsResponseSchema);

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: () => apiJson('GET', '/api/notifications', loadNotificationsSchema),
    enabled,
    staleTime: POLL_MS,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
