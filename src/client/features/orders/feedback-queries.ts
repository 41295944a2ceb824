import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderFeedbackSchema, type LeaveFeedbackInput, type ReplyFeedbackInput } from '../../../shared/schemas/feedback.ts';
import { apiJson } from '../../lib/api.ts';

const feedbackKey = (orderId: number) => ['/api/orders', orderId, 'feedback'] as const;

/** The order's feedback for the caller: theirs, what was left about them, whether they may leave it. */
export function useOrderFeedback(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: feedbackKey(orderId),
    queryFn: () => apiJson('GET', `/api/orders/${orderId}/feedback`, OrderFeedbackSchema),
    enabled,
  });
}

/** Leaving feedback or replying to it: the answer is the order's feedback, which replaces the cached one. */
export function useLeaveFeedback(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveFeedbackInput) => apiJson('POST', `/api/orders/${orderId}/feedback`, OrderFeedbackSchema, input),
    onSuccess: (answer) => queryClient.setQueryData(feedbackKey(orderId), answer),
  });
}

/** Changing what the caller left, until it is final (7 days after it was left). */
export function useEditFeedback(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveFeedbackInput) => apiJson('PATCH', `/api/orders/${orderId}/feedback`, OrderFeedbackSchema, input),
    onSuccess: (answer) => queryClient.setQueryData(feedbackKey(orderId), answer),
  });
}

export function useReplyToFeedback(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReplyFeedbackInput & { id: number }) =>
      apiJson('POST', `/api/feedback/${id}/reply`, OrderFeedbackSchema, input),
    onSuccess: (answer) => queryClient.setQueryData(feedbackKey(orderId), answer),
  });
}
