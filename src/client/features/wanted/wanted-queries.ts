import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WantedListSchema, WantedMatchesSchema } from '../../../shared/schemas/wanted.ts';
import { apiJson, apiRequest, type RequestBody } from '../../lib/api.ts';

export const WANTED_QUERY_KEY = ['/api/wanted'] as const;

export function useWantedItems() {
  return useQuery({ queryKey: WANTED_QUERY_KEY, queryFn: () => apiJson('GET', '/api/wanted', WantedListSchema) });
}

export function useWantedMatches(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/wanted', id, 'matches'],
    queryFn: () => apiJson('GET', `/api/wanted/${id}/matches`, WantedMatchesSchema),
    enabled,
    staleTime: 60_000,
  });
}

/** Create, change or delete a wanted item; the list refreshes afterwards. */
export function useWantedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'POST' | 'PATCH' | 'DELETE'; path: string; body?: RequestBody }) =>
      apiRequest(method, path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WANTED_QUERY_KEY }),
  });
}
