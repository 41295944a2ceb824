import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { queryDb } from '../../api/helpers/db.ts';
import { E2E_PORTS } from './ports.ts';

/** The app with card payments on (playwright.config.ts), and the Stripe stand-in it talks to. */
export const PAYMENTS_APP_URL = `http://127.0.0.1:${E2E_PORTS.paymentsApp}`;
export const STRIPE_STAND_IN_URL = `http://127.0.0.1:${E2E_PORTS.stripeStandIn}`;

type Param = string | number | null;

/**
 * One SQL statement on an e2e app's SQLite file, beside the running app (as the API suite's
 * queryDb): for moving a clock into the past or granting the admin role.
 */
export async function queryAppDb<T = Record<string, unknown>>(
  dataDirEnv: 'E2E_DATA_DIR' | 'E2E_PAYMENTS_DATA_DIR',
  sql: string,
  params: Param[] = [],
): Promise<T[]> {
  const dir = process.env[dataDirEnv];
  if (!dir) throw new Error(`${dataDirEnv} is set by playwright.config.ts`);
  return queryDb<T>({ dialect: 'sqlite', databaseLocation: path.join(dir, 'sparestock.db') }, sql, params);
}

/** Makes an account an admin, as `npm run admin -- grant` does. */
export async function grantAdmin(dataDirEnv: 'E2E_DATA_DIR' | 'E2E_PAYMENTS_DATA_DIR', email: string): Promise<void> {
  await queryAppDb(dataDirEnv, 'UPDATE users SET is_admin = 1 WHERE email = ?', [email.toLowerCase()]);
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A live listing of `token`'s: made and published through the API, as the listing screens do. */
export async function publishListingViaApi(
  request: APIRequestContext,
  token: string,
  id: number,
  options: Record<string, unknown>,
): Promise<void> {
  const res = await request.post(`/api/listings/${id}/publish`, { headers: auth(token), data: options });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Connects the seller's Stripe account without the browser: the Account Link from the app, then the
 * stand-in's hosted onboarding form posted as its "Complete onboarding" button does.
 */
export async function connectSellerViaApi(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.post('/api/payments/connect', { headers: auth(token), data: {} });
  expect(res.status(), await res.text()).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const done = await request.post(`${url}/complete`, { maxRedirects: 0 });
  expect(done.status()).toBe(303);
  await expect
    .poll(async () => ((await (await request.get('/api/payments/account', { headers: auth(token) })).json()) as { state: string }).state)
    .toBe('active');
}

/** Places and pays an order without the browser: the Checkout Session from the app, paid on the stand-in's hosted page. */
export async function placePaidOrderViaApi(
  request: APIRequestContext,
  token: string,
  order: Record<string, unknown>,
): Promise<{ id: number; number: string }> {
  const placed = await request.post('/api/orders', { headers: auth(token), data: order });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id, number } = (await placed.json()) as { id: number; number: string };
  const pay = await request.post(`/api/orders/${id}/pay`, { headers: auth(token), data: {} });
  expect(pay.status(), await pay.text()).toBe(200);
  const { url } = (await pay.json()) as { url: string };
  const sessionId = new URL(url).pathname.split('/').at(-1);
  const paid = await request.post(`${STRIPE_STAND_IN_URL}/hosted/checkout/${sessionId}/pay`, {
    form: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => ((await (await request.get(`/api/orders/${id}`, { headers: auth(token) })).json()) as { status: string }).status)
    .toBe('paid');
  return { id, number };
}

/** A seller's move through the API (dispatch, ready). */
export async function moveOrderViaApi(
  request: APIRequestContext,
  token: string,
  id: number,
  move: 'dispatch' | 'ready' | 'received',
  data: object = {},
): Promise<void> {
  const res = await request.post(`/api/orders/${id}/${move}`, { headers: auth(token), data });
  expect(res.status(), await res.text()).toBe(200);
}
