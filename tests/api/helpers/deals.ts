import { expect } from 'vitest';
import type { ConversationDetail } from '../../../src/shared/schemas/deals.ts';
import type { Listing } from '../../../src/shared/schemas/listings.ts';
import { makePhoto } from '../../fixtures/images.ts';
import { createClient, type ApiClient, type ApiResponse } from './api-client.ts';
import { queryDb } from './db.ts';
import { createCompleteUser, createUser, profileBody, type CreatedUser, type RegisterOverrides } from './factories.ts';
import { createListing, photo } from './listings.ts';
import type { TestServer } from './test-server.ts';

/** A signed-in user with their own client (own IP, so own rate-limit bucket). */
export interface Actor extends CreatedUser {
  client: ApiClient;
}

let jpeg: Buffer | undefined;

/** A dev-mode user with a complete business profile (postcode B1 1AA), so their items can be published. */
export async function makeActor(server: Pick<TestServer, 'url'>, overrides: RegisterOverrides = {}): Promise<Actor> {
  const client = createClient(server.url);
  return { ...(await createCompleteUser(client, overrides)), client };
}

/** A dev-mode individual (shown as "First L."). */
export async function makeIndividual(server: Pick<TestServer, 'url'>, overrides: RegisterOverrides = {}): Promise<Actor> {
  const client = createClient(server.url);
  const created = await createUser(client, overrides);
  const res = await client.post(
    '/api/complete-profile',
    profileBody({
      accountType: 'individual',
      businessName: undefined,
      firstName: overrides.firstName ?? 'Dave',
      lastName: overrides.lastName ?? 'Sparks',
    }),
    {
      token: created.token,
    },
  );
  expect(res.status).toBe(200);
  return { ...created, client };
}

/** A live listing of the seller's (photo, category, price), published at their profile postcode. */
export async function makeLiveListing(
  server: Pick<TestServer, 'url'>,
  seller: Actor,
  overrides: Record<string, string | number | undefined> = {},
): Promise<Listing> {
  jpeg ??= await makePhoto('jpeg', 160, 120);
  const item = await createListing(server.url, seller.token, { quantity: 5, price: '40.00', ...overrides }, [photo(jpeg)]);
  const res = await seller.client.post<Listing>(`/api/listings/${item.id}/publish`, undefined, { token: seller.token });
  expect(res.status).toBe(200);
  return res.body;
}

export type DetailResponse = ApiResponse<ConversationDetail & { message?: string }>;

/** POST /api/conversations as the buyer. */
export function contactSeller(buyer: Actor, body: Record<string, unknown>): Promise<DetailResponse> {
  return buyer.client.post<ConversationDetail & { message?: string }>('/api/conversations', body, { token: buyer.token });
}

/** Opens a conversation (with an offer when `offerPrice` is given) and returns it; fails the test unless 201. */
export async function openConversation(buyer: Actor, listingId: number, body: Record<string, unknown> = {}): Promise<ConversationDetail> {
  const res = await contactSeller(buyer, { listingId, message: 'Hello, is this still available?', quantity: 1, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A POST as the actor that answers a conversation (messages, offers, answers to offers). */
export function act(actor: Actor, path: string, body?: unknown): Promise<DetailResponse> {
  return actor.client.post<ConversationDetail & { message?: string }>(path, body, { token: actor.token });
}

export function readThread(actor: Actor, id: number): Promise<DetailResponse> {
  return actor.client.get<ConversationDetail & { message?: string }>(`/api/conversations/${id}`, { token: actor.token });
}

/** The open offer of a thread (fails the test when there is none). */
export function openOffer(detail: ConversationDetail): ConversationDetail['offers'][number] {
  const offer = detail.offers.find((o) => o.status === 'open');
  expect(offer, JSON.stringify(detail.offers)).toBeDefined();
  return offer!;
}

/** The listing's quantity as stored. */
export async function storedQuantity(server: TestServer, listingId: number): Promise<number> {
  const rows = await queryDb<{ quantity: number }>(server, 'SELECT quantity FROM listings WHERE id = ?', [listingId]);
  return Number(rows[0]?.quantity);
}

/** Moves a time column of some rows back by `ms` (the database's clock, as the app reads it). */
export async function moveBack(
  server: TestServer,
  table: string,
  column: string,
  where: string,
  params: (string | number)[],
  ms: number,
): Promise<void> {
  const rows = await queryDb<{ id: number; value: string }>(server, `SELECT id, ${column} AS value FROM ${table} WHERE ${where}`, params);
  for (const row of rows) {
    if (!row.value) continue;
    await queryDb(server, `UPDATE ${table} SET ${column} = ? WHERE id = ?`, [
      new Date(Date.parse(row.value) - ms).toISOString(),
      Number(row.id),
    ]);
  }
}
