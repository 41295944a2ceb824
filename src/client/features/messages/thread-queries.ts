import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConversationDetailSchema } from '../../../shared/schemas/deals.ts';
import { apiJson, type RequestBody } from '../../lib/api.ts';
import { CONVERSATIONS_QUERY_KEY } from '../../lib/message-queries.ts';

/** How often an open thread looks for the other side's answer. */
const THREAD_POLL_MS = 15_000;

export const threadKey = (id: number) => ['/api/conversations', id] as const;

/** One conversation; reading it marks the other side's messages read, so the inbox refreshes too. */
export function useThread(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: threadKey(id),
    queryFn: async () => {
      const detail = await apiJson('GET', `/api/conversations/${id}`, ConversationDetailSchema);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true });
      return detail;
    },
    staleTime: THREAD_POLL_MS,
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Every action in a thread answers with the whole conversation: it replaces the cached one. */
export function useThreadAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method = 'POST', path, body }: { method?: 'POST' | 'PATCH'; path: string; body?: RequestBody }) =>
      apiJson(method, path, ConversationDetailSchema, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(threadKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY, exact: true });
    },
  });
}
