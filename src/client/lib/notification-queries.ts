import { useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '../../shared/schemas/wanted.ts';
import { apiJson } from './api.ts';

/** GET /api/notifications: wanted-list alerts; the navigation's badge reads the unread count. */
export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;
const POLL_MS = 60_000;

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: () => apiJson<NotificationsResponse>('GET', '/api/notifications'),
    enabled,
    staleTime: POLL_MS,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
