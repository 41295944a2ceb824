import { expect } from 'vitest';
import type { Listing } from '../../../src/shared/schemas/listings.ts';
import type { Order, OrderList } from '../../../src/shared/schemas/orders.ts';
import { makePhoto } from '../../fixtures/images.ts';
import type { ApiResponse } from './api-client.ts';
import type { Actor } from './deals.ts';
import { queryDb } from './db.ts';
import { createListing, photo } from './listings.ts';
import { outboxRows, type OutboxRow } from './outbox.ts';
import type { TestServer } from './test-server.ts';

let jpeg: Buffer | undefined;

export interface OrderListingOptions {
  quantity?: number;
  price?: string;
  handover?: 'collection' | 'delivery' | 'both';
  /** Pounds; null = "ask the seller". */
  deliveryPrice?: number | null;
  vatMode?: 'plus_vat' | 'not_registered' | 'margin' | null;
  title?: string;
}

/** A live listing of the seller's, published with the handover, delivery price and VAT mode given. */
export async function makeOrderListing(
  server: Pick<TestServer, 'url'>,
  seller: Actor,
  options: OrderListingOptions = {},
): Promise<Listing> {
  jpeg ??= await makePhoto('jpeg', 160, 120);
  const fields = { quantity: options.quantity ?? 5, price: options.price ?? '40.00', ...(options.title && { title: options.title }) };
  const item = await createListing(server.url, seller.token, fields, [photo(jpeg)]);
  const body = {
    handover: options.handover ?? 'collection',
    ...(options.deliveryPrice !== undefined && { deliveryPrice: options.deliveryPrice }),
    ...(options.vatMode !== undefined && { vatMode: options.vatMode }),
  };
  const res = await seller.client.post<Listing>(`/api/listings/${item.id}/publish`, body, { token: seller.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

export type OrderResponse = ApiResponse<Order & { message?: string }>;

/** The order's own actions for the caller, without what the disputes feature adds ('open_dispute', 'escalate_dispute'). */
export function orderActions(order: Pick<Order, 'allowedActions'>): Order['allowedActions'] {
  return order.allowedActions.filter((action) => action !== 'open_dispute' && action !== 'escalate_dispute');
}

/** POST /api/orders as the buyer. */
export function placeOrder(buyer: Actor, body: Record<string, unknown>): Promise<OrderResponse> {
  return buyer.client.post<Order & { message?: string }>('/api/orders', body, { token: buyer.token });
}

/** Places an order and returns it; fails the test unless 201. */
export async function orderNow(buyer: Actor, body: Record<string, unknown>): Promise<Order> {
  const res = await placeOrder(buyer, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export type OrderMove = 'dispatch' | 'ready' | 'received' | 'cancel' | 'return-received';

/** POST /api/orders/:id/<move> as the actor. */
export function moveOrder(actor: Actor, id: number, move: OrderMove, body?: unknown): Promise<OrderResponse> {
  return actor.client.post<Order & { message?: string }>(`/api/orders/${id}/${move}`, body, { token: actor.token });
}

/** Makes a move and returns the order; fails the test unless 200. */
export async function moveOk(actor: Actor, id: number, move: OrderMove, body?: unknown): Promise<Order> {
  const res = await moveOrder(actor, id, move, body);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

export function readOrder(actor: Actor, id: number): Promise<OrderResponse> {
  return actor.client.get<Order & { message?: string }>(`/api/orders/${id}`, { token: actor.token });
}

export function listOrders(actor: Actor, query = ''): Promise<ApiResponse<OrderList & { message?: string }>> {
  return actor.client.get<OrderList & { message?: string }>(`/api/orders${query}`, { token: actor.token });
}

/** The order emails queued to an address, oldest first. */
export async function orderMails(server: TestServer, to: string): Promise<OutboxRow[]> {
  return (await outboxRows(server, to)).filter((row) => row.kind === 'order');
}

/** Sets time columns of an order directly (the database's clock), e.g. to backdate a handover. */
export async function setOrderTimes(server: TestServer, id: number, times: Record<string, string>): Promise<void> {
  for (const [column, value] of Object.entries(times)) {
    await queryDb(server, `UPDATE orders SET ${column} = ? WHERE id = ?`, [value, id]);
  }
}

/** The ISO time `days` ago (and a minute more, so a 7-day clock has surely run out). */
export function daysAgo(days: number, extraMs = 60_000): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000 - extraMs).toISOString();
}
