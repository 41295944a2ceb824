import { expect } from 'vitest';
import type { Order } from '../../../src/shared/schemas/orders.ts';
import type { PaymentAccount, PaymentRedirect } from '../../../src/shared/schemas/payments.ts';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in/stand-in.ts';
import type { ApiResponse } from './api-client.ts';
import { queryDb } from './db.ts';
import type { Actor } from './deals.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.ts';

export const STRIPE_TEST_KEY = 'sk_test_sparestock_api_tests';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_sparestock_api_tests';

/** The app's environment for card payments through a Stripe stand-in. */
export function stripeEnv(standIn: StripeStandIn, extra: Record<string, string> = {}): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(standIn.port),
    STRIPE_API_PROTOCOL: 'http',
    ...extra,
  };
}

export interface PaymentsServer {
  server: TestServer;
  standIn: StripeStandIn;
  close(): Promise<void>;
}

/** A Stripe stand-in, and a test server whose SDK calls it and whose webhook endpoint it posts to. */
export async function startPaymentsServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<PaymentsServer> {
  const standIn = await startStripeStandIn({ webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, secretKey: STRIPE_TEST_KEY });
  const server = await startTestServer(stripeEnv(standIn, env), options);
  standIn.setWebhookUrl(`${server.url}/api/webhooks/stripe`);
  return {
    server,
    standIn,
    async close() {
      await server.close();
      await standIn.close();
    },
  };
}

export function accountState(actor: Actor): Promise<ApiResponse<PaymentAccount & { message?: string }>> {
  return actor.client.get<PaymentAccount & { message?: string }>('/api/payments/account', { token: actor.token });
}

/** Connect onboarding through the stand-in's hosted page: the seller's account ends active. Answers its Stripe id. */
export async function connectSeller(ctx: PaymentsServer, seller: Actor): Promise<string> {
  const res = await seller.client.post<PaymentRedirect>('/api/payments/connect', undefined, { token: seller.token });
  expect(res.status, res.text).toBe(200);
  await ctx.standIn.completeOnboarding(res.body.url);
  expect((await accountState(seller)).body.state).toBe('active');
  const rows = await queryDb<{ stripe_account_id: string }>(
    ctx.server,
    'SELECT stripe_account_id FROM payment_accounts WHERE user_id = ?',
    [seller.user.id],
  );
  return rows[0]!.stripe_account_id;
}

export function askToPay(actor: Actor, orderId: number): Promise<ApiResponse<PaymentRedirect & { message?: string }>> {
  return actor.client.post<PaymentRedirect & { message?: string }>(`/api/orders/${orderId}/pay`, undefined, { token: actor.token });
}

/** The buyer pays on the stand-in's hosted checkout (the redirect back is not followed: it proves nothing). */
export async function payByCard(ctx: PaymentsServer, buyer: Actor, orderId: number): Promise<{ url: string; redirectTo: string | null }> {
  const res = await askToPay(buyer, orderId);
  expect(res.status, res.text).toBe(200);
  const paid = await ctx.standIn.payCheckout(res.body.url);
  expect(paid.status).toBe(303);
  return { url: res.body.url, redirectTo: paid.redirectTo };
}

export interface PaymentDbRow {
  id: number;
  status: string;
  amount_pence: number;
  fee_pence: number;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  transfer_status: string | null;
  transfer_id: string | null;
  transfer_pence: number | null;
  transfer_reversed_pence: number;
  refunded_pence: number;
  check_after: string | null;
}

/** The order's payment row as stored (numbers as numbers on both databases). */
export async function paymentRow(server: TestServer, orderId: number): Promise<PaymentDbRow | undefined> {
  const rows = await queryDb<PaymentDbRow>(server, 'SELECT * FROM payments WHERE order_id = ?', [orderId]);
  const row = rows[0];
  if (!row) return undefined;
  const num = (v: unknown) => (v === null ? null : Number(v));
  return {
    ...row,
    id: Number(row.id),
    amount_pence: Number(row.amount_pence),
    fee_pence: Number(row.fee_pence),
    transfer_pence: num(row.transfer_pence),
    transfer_reversed_pence: Number(row.transfer_reversed_pence),
    refunded_pence: Number(row.refunded_pence),
  };
}

export async function refundRows(
  server: TestServer,
  orderId: number,
): Promise<
  Array<{ amount_pence: number; reversal_pence: number; status: string; reversal_id: string | null; stripe_refund_id: string | null }>
> {
  const rows = await queryDb<{
    amount_pence: number;
    reversal_pence: number;
    status: string;
    reversal_id: string | null;
    stripe_refund_id: string | null;
  }>(server, 'SELECT amount_pence, reversal_pence, status, reversal_id, stripe_refund_id FROM refunds WHERE order_id = ? ORDER BY id', [
    orderId,
  ]);
  return rows.map((r) => ({ ...r, amount_pence: Number(r.amount_pence), reversal_pence: Number(r.reversal_pence) }));
}

/** The kinds of an order's timeline steps, oldest first. */
export function stepKinds(order: Pick<Order, 'timeline'>): string[] {
  return order.timeline.map((step) => step.kind);
}

/** Makes the payment row due for reconciliation now. */
export async function makeDue(
  server: TestServer,
  table: 'payments' | 'refunds',
  where: string,
  params: (string | number)[],
): Promise<void> {
  await queryDb(server, `UPDATE ${table} SET check_after = ? WHERE ${where}`, [new Date(Date.now() - 1000).toISOString(), ...params]);
}
