import { useQuery } from '@tanstack/react-query';
import { apiJson } from './api.ts';

/** GET /api/conversations: the inbox and its unread total (the navigation's badge reads it too). */
export const CONVERSATIONS_QUERY_KEY = ['/api/conversations'] as const;

/** How often a signed-in page looks for new messages while it is open and visible. */
const INBOX_POLL_MS = 30_000;

// A loader, not an import: this hook is in the entry chunk and zod is not (see lib/api-answer.ts).
const loadConversationListSchema = () => import('../../shared/schemas/deals.ts').then((m) => m.ConversationListSchema);

export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: CONVERSATIONS_QUERY_KEY,
    queryFn: () => apiJson('GET', '/api/conversations', loadConversationListSchema),
    enabled,
    staleTime: INBOX_POLL_MS,
    refetchInterval: INBOX_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}
