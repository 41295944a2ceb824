import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeaveFeedbackInput, OrderFeedback, ReplyFeedbackInput } from '../../../shared/schemas/feedback.ts';
import { apiJson } from '../../lib/api.ts';

const feedbackKey = (orderId: number) => ['/api/orders', orderId, 'feedback'] as const;

/** The order's feedback for the caller: theirs, what was left about them, whether they may leave it. */
export function useOrderFeedback(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: feedbackKey(orderId),
    queryFn: () => apiJson<OrderFeedback>('GET', `/api/orders/${orderId}/feedback`),
    enabled,
  });
}

/** Leaving feedback or replying to it: the answer is the order's feedback, which replaces the cached one. */
export function useLeaveFeedback(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveFeedbackInput) => apiJson<OrderFeedback>('POST', `/api/orders/${orderId}/feedback`, input),
    onSuccess: (answer) => queryClient.setQueryData(feedbackKey(orderId), answer),
  });
}

export function useReplyToFeedback(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReplyFeedbackInput & { id: number }) =>
      apiJson<OrderFeedback>('POST', `/api/feedback/${id}/reply`, input),
    onSuccess: (answer) => queryClient.setQueryData(feedbackKey(orderId), answer),
  });
}
