import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Order, PlaceOrderInput } from '../../shared/schemas/orders.ts';
import { apiJson } from './api.ts';
import { getApiErrorMessage } from './api-error.ts';

// A loader, not an import: the listing page (a public page, first-load budget) offers Buy now, and
// zod loads only when an order is placed (docs/client.md, 'What parsing costs').
const loadOrderSchema = () => import('../../shared/schemas/orders.ts').then((m) => m.OrderSchema);

/**
 * POST /api/orders for Buy now and for an agreed deal: the order placed, or the server's reason
 * (sold out, only n left, …) as `error`. The body is what the form's PlaceOrderFormSchema made of it.
 */
export async function placeOrder(body: PlaceOrderInput): Promise<{ order: Order } | { error: string }> {
  try {
    return { order: await apiJson('POST', '/api/orders', loadOrderSchema, body) };
  } catch (failure) {
    return { error: getApiErrorMessage(failure, 'Your order could not be placed. Please try again.') };
  }
}

/**
 * Placing an order as a mutation (Buy now, and an agreed deal's "Place order"): its isPending is
 * the button's, so one press places one order; a placed order opens, a refusal goes to `onRefused`.
 */
export function usePlaceOrder(onRefused: (error: string) => void) {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (placed) => {
      if ('order' in placed) navigate(`/orders/${placed.order.id}`);
      else onRefused(placed.error);
    },
  });
}
