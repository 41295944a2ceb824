import { useQuery } from '@tanstack/react-query';
import { AccountActivityResponseSchema, AccountSessionsResponseSchema } from '../../../shared/schemas/account.ts';
import { apiJson } from '../../lib/api.ts';

export const SESSIONS_KEY = ['/api/account/sessions'] as const;
export const ACTIVITY_KEY = ['/api/account/activity'] as const;

export function useAccountSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiJson('GET', '/api/account/sessions', AccountSessionsResponseSchema),
    staleTime: 0,
  });
}

export function useAccountActivity() {
  return useQuery({
    queryKey: ACTIVITY_KEY,
    queryFn: () => apiJson('GET', '/api/account/activity', AccountActivityResponseSchema),
    staleTime: 0,
  });
}
