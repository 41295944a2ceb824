import { expect } from 'vitest';
import type { AdminDisputeList, Dispute } from '../../../src/shared/schemas/disputes.ts';
import { DisputeSchema } from '../../../src/shared/schemas/disputes.ts';
import type { Order } from '../../../src/shared/schemas/orders.ts';
import { makePhoto } from '../../fixtures/images.ts';
import type { ApiResponse } from './api-client.ts';
import { openConversation, type Actor } from './deals.ts';
import { queryDb } from './db.ts';
import { photo } from './listings.ts';
import { makeOrderListing, moveOk, orderNow } from './orders.ts';
import { uploadDrafts } from './photos.ts';
import type { TestServer } from './test-server.ts';

export type DisputeResponse = ApiResponse<Dispute & { message?: string }>;

/**
 * An order for collection, made ready by the seller (the item handed over, so a dispute can be
 * opened); with `conversation`, the buyer wrote to the seller first so the order's steps are posted there.
 */
export async function handedOverOrder(
  server: TestServer,
  seller: Actor,
  buyer: Actor,
  options: { conversation?: boolean } = {},
): Promise<Order> {
  const listing = await makeOrderListing(server, seller, { quantity: 5, price: '40.00' });
  if (options.conversation) await openConversation(buyer, listing.id);
  const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
  return moveOk(seller, order.id, 'ready');
}

export const PROBLEM = { reason: 'not_as_described', details: 'The pump leaks at the flange.' } as const;

/** POST /api/orders/:id/disputes as the actor. */
export function openDispute(actor: Actor, orderId: number, body: unknown = PROBLEM): Promise<DisputeResponse> {
  return actor.client.post<Dispute & { message?: string }>(`/api/orders/${orderId}/disputes`, body, { token: actor.token });
}

/** Opens a dispute and returns it; fails the test unless 201 and the answer fits the schema. */
export async function disputeOk(actor: Actor, orderId: number, body: unknown = PROBLEM): Promise<Dispute> {
  const res = await openDispute(actor, orderId, body);
  expect(res.status, res.text).toBe(201);
  expect(DisputeSchema.parse(res.body)).toEqual(res.body);
  return res.body;
}

export type DisputeMove = 'escalate' | 'evidence' | 'resolve' | 'withdraw';

/** POST /api/disputes/:id/<move> as the actor. */
export function moveDispute(actor: Actor, id: number, move: DisputeMove, body?: unknown): Promise<DisputeResponse> {
  return actor.client.post<Dispute & { message?: string }>(`/api/disputes/${id}/${move}`, body, { token: actor.token });
}

export function readDispute(actor: Actor, id: number): Promise<DisputeResponse> {
  return actor.client.get<Dispute & { message?: string }>(`/api/disputes/${id}`, { token: actor.token });
}

export function adminDisputes(actor: Actor, query = ''): Promise<ApiResponse<AdminDisputeList & { message?: string }>> {
  return actor.client.get<AdminDisputeList & { message?: string }>(`/api/admin/disputes${query}`, { token: actor.token });
}

export function decide(actor: Actor, id: number, body: unknown): Promise<DisputeResponse> {
  return actor.client.post<Dispute & { message?: string }>(`/api/admin/disputes/${id}/decision`, body, { token: actor.token });
}

let jpeg: Buffer | undefined;

/** Unsaved photos of the actor's (POST /api/photos), their ids. */
export async function draftPhotoIds(server: Pick<TestServer, 'url'>, actor: Actor, count = 1): Promise<number[]> {
  jpeg ??= await makePhoto('jpeg', 160, 120);
  const refs = await uploadDrafts(
    server.url,
    actor.token,
    Array.from({ length: count }, (_, i) => photo(jpeg!, `evidence-${i}.jpg`)),
  );
  return refs.map((ref) => ref.id);
}

/** Sets columns of a dispute directly (the database's clock), e.g. to move escalate_from into the past. */
export async function setDisputeTimes(server: TestServer, id: number, times: Record<string, string>): Promise<void> {
  for (const [column, value] of Object.entries(times)) {
    await queryDb(server, `UPDATE disputes SET ${column} = ? WHERE id = ?`, [value, id]);
  }
}

/** The newest event line of a conversation. */
export async function lastEventLine(server: TestServer, conversationId: number): Promise<string | undefined> {
  const rows = await queryDb<{ body: string }>(
    server,
    "SELECT body FROM conversation_messages WHERE conversation_id = ? AND kind = 'event' ORDER BY id DESC",
    [conversationId],
  );
  return rows[0]?.body;
}
