import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderRole, OrderStatus } from '../../../shared/constants/orders.ts';
import { DisputeSchema } from '../../../shared/schemas/disputes.ts';
import { OrderListSchema, OrderSchema } from '../../../shared/schemas/orders.ts';
import { apiJson, type RequestBody } from '../../lib/api.ts';

/** Everything under /api/orders: a change to one order refreshes the lists too. */
export const ORDERS_QUERY_KEY = ['/api/orders'] as const;
export const orderKey = (id: number) => ['/api/orders', id] as const;
export const disputeKey = (id: number) => ['/api/disputes', id] as const;

/** How often an open order looks for the other side's move (or the clock's). */
const ORDER_POLL_MS = 30_000;
/** While a card payment waits for Stripe's word (the webhook), look more often. */
const PAYMENT_POLL_MS = 3_000;

/** "Bought" or "Sold", one status or all, newest first; older pages through `nextBefore`. */
export function useOrderList(role: OrderRole, status: OrderStatus | null) {
  return useInfiniteQuery({
    queryKey: ['/api/orders', 'list', role, status],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ role });
      if (status) params.set('status', status);
      if (pageParam !== null) params.set('before', String(pageParam));
      return apiJson('GET', `/api/orders?${params.toString()}`, OrderListSchema);
    },
    getNextPageParam: (page) => page.nextBefore,
    staleTime: ORDER_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** One order; polled while it is open, quickly while a card payment is being confirmed. */
export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: () => apiJson('GET', `/api/orders/${id}`, OrderSchema),
    staleTime: ORDER_POLL_MS,
    refetchOnWindowFocus: true,
    refetchIntervalInBackground: false,
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!order || order.status === 'completed') return false;
      const backFromCheckout = order.status === 'placed' && new URLSearchParams(window.location.search).get('payment') === 'success';
      return order.payment?.status === 'pending' || backFromCheckout ? PAYMENT_POLL_MS : ORDER_POLL_MS;
    },
  });
}

/** The order's dispute in full (stage, evidence, decisions, what the caller may do). */
export function useDispute(id: number | null) {
  return useQuery({
    queryKey: disputeKey(id ?? 0),
    queryFn: () => apiJson('GET', `/api/disputes/${id}`, DisputeSchema),
    enabled: id !== null,
    staleTime: ORDER_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * An order's move (POST /api/orders/{id}/…): the answer is the whole order, which replaces the
 * cached one. Dispute calls answer with the dispute: the order is read again for its timeline.
 */
export function useOrderAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, body }: { path: string; body?: RequestBody }) =>
      path.startsWith(`/api/orders/${id}/`) && !path.endsWith('/disputes')
        ? { order: await apiJson('POST', path, OrderSchema, body ?? {}) }
        : { dispute: await apiJson('POST', path, DisputeSchema, body ?? {}) },
    onSuccess: (answer) => {
      if ('order' in answer) {
        queryClient.setQueryData(orderKey(id), answer.order);
      } else {
        queryClient.setQueryData(disputeKey(answer.dispute.id), answer.dispute);
        void queryClient.invalidateQueries({ queryKey: orderKey(id), exact: true });
      }
      void queryClient.invalidateQueries({ queryKey: ['/api/orders', 'list'] });
    },
  });
}
