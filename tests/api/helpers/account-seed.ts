import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { ConversationDetail } from '../../../src/shared/schemas/deals.ts';
import type { Listing } from '../../../src/shared/schemas/listings.ts';
import type { Order } from '../../../src/shared/schemas/orders.ts';
import { makePhoto } from '../../fixtures/images.ts';
import { createClient } from './api-client.ts';
import { act, makeActor, openConversation, type Actor } from './deals.ts';
import { createUser, profileBody, uniqueEmail } from './factories.ts';
import { createListing, photo } from './listings.ts';
import { makeOrderListing, moveOk, orderNow, setOrderTimes } from './orders.ts';
import { uploadDrafts } from './photos.ts';
import type { TestServer } from './test-server.ts';

/** Letters only, so a name passes the schema and is found nowhere by chance. */
function rareWord(prefix: string): string {
  return prefix + [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
}

export interface SeededAccount {
  user: Actor;
  /** Everything that identifies the user, to be found nowhere once the account is deleted. */
  identity: {
    email: string;
    firstName: string;
    lastName: string;
    businessName: string;
    postcode: string;
    phone: string;
    pendingEmail: string;
  };
  /** A live listing with two photos, its title a spreadsheet formula. */
  live: Listing;
  /** A private listing with one photo. */
  privateItem: Listing;
  /** Another user's live listing the user asked about (with an open offer). */
  theirListing: Listing;
  /** The seller of theirListing: the user's conversation as a buyer. */
  seller: Actor;
  /** A buyer who asked about the user's live listing (and blocked by the user, reporting them). */
  buyer: Actor;
  asBuyer: ConversationDetail;
  asSeller: ConversationDetail;
  /** An order the user bought from `seller` (delivered to their address, received, completed). */
  bought: Order;
  /** An order of the user's live item by `customer`, cancelled by them before the handover. */
  sold: Order;
  customer: Actor;
}

/**
 * An account with something of everything: a complete profile, listings with photos (live and
 * private) and a draft photo, a wanted item and its notification, conversations on both sides
 * (messages, an open offer, handover details), orders on both sides (finished), a block, reports
 * made and about it, a pending email change, a reset link, an export link and security activity.
 */
export async function seedAccount(server: TestServer): Promise<SeededAccount> {
  const identity = {
    email: uniqueEmail(rareWord('acct')),
    firstName: rareWord('Ottoline'),
    lastName: rareWord('Quarrendon'),
    businessName: rareWord('Quarrendonworks'),
    postcode: 'SW1A 1AA',
    phone: `07700 9${String(randomBytes(2).readUInt16BE() % 100000).padStart(5, '0')}`,
    pendingEmail: uniqueEmail(rareWord('pending')),
  };
  const client = createClient(server.url);
  const created = await createUser(client, {
    firstName: identity.firstName,
    lastName: identity.lastName,
    businessName: identity.businessName,
    email: identity.email,
  });
  const user: Actor = { ...created, client };
  const profile = await client.post(
    '/api/complete-profile',
    profileBody({
      accountType: 'business',
      businessName: identity.businessName,
      firstName: identity.firstName,
      lastName: identity.lastName,
      postcode: identity.postcode,
      phoneNumber: identity.phone,
    }),
    { token: user.token },
  );
  expect(profile.status).toBe(200);

  const seller = await makeActor(server);
  const buyer = await makeActor(server);
  const jpeg = await makePhoto('jpeg', 320, 240);
  const jpeg2 = await makePhoto('jpeg', 200, 300);

  // The user's items: a live one with two photos (its title a formula), a private one, a draft photo.
  const live = await createListing(
    server.url,
    user.token,
    { title: '=HYPERLINK("http://evil.example","Hager 32A RCBO")', quantity: 3, price: '90.00' },
    [photo(jpeg), photo(jpeg2)],
  );
  expect((await client.post(`/api/listings/${live.id}/publish`, undefined, { token: user.token })).status).toBe(200);
  const privateItem = await createListing(server.url, user.token, { title: 'Crabtree 63A isolator', notes: '+44 stock, shelf 3' }, [
    photo(jpeg),
  ]);
  await uploadDrafts(server.url, user.token, [photo(jpeg)]);

  // A wanted item, matched by a listing published afterwards: a notification.
  expect((await client.post('/api/wanted', { words: 'grundfos' }, { token: user.token })).status).toBe(201);
  const theirListing = await createListing(
    server.url,
    seller.token,
    { title: 'Grundfos UPS2 circulator pump', quantity: 5, price: '40.00' },
    [photo(jpeg)],
  );
  expect((await seller.client.post(`/api/listings/${theirListing.id}/publish`, undefined, { token: seller.token })).status).toBe(200);
  await server.app.wantedAlerts.runPending();

  // Conversations: as a buyer (an open offer, a message with the phone number, handover details)…
  const asBuyer = await openConversation(user, theirListing.id, { message: `Call me on ${identity.phone}`, quantity: 1, offerPrice: 30 });
  expect(
    (
      await client.patch(
        `/api/conversations/${asBuyer.id}`,
        { handoverDetails: `Collect from ${identity.postcode}` },
        { token: user.token },
      )
    ).status,
  ).toBe(200);
  expect((await act(seller, `/api/conversations/${asBuyer.id}/messages`, { message: 'Happy to sell at that price.' })).status).toBe(201);
  // …and as the seller of the live item.
  const asSeller = await openConversation(buyer, live.id, { message: 'Is this still available?' });
  expect((await act(user, `/api/conversations/${asSeller.id}/messages`, { message: `Yes, ${identity.firstName} here.` })).status).toBe(201);

  // Orders: one bought (delivered to the user's name and postcode) and completed, one of the live item cancelled by its buyer.
  const shop = await makeOrderListing(server, seller, {
    title: 'Honeywell T6 thermostat',
    price: '60.00',
    handover: 'delivery',
    deliveryPrice: 4.5,
    vatMode: 'plus_vat',
  });
  const address = `${identity.firstName} ${identity.lastName}, 10 Downing Street, London ${identity.postcode}`;
  const placed = await orderNow(user, { listingId: shop.id, quantity: 1, deliveryAddress: address });
  await moveOk(seller, placed.id, 'dispatch', { note: 'Parcelforce PF123' });
  await moveOk(user, placed.id, 'received');
  await setOrderTimes(server, placed.id, { status: 'completed', completed_at: new Date().toISOString() });
  const bought = { ...placed, status: 'completed' as const };
  const customer = await makeActor(server);
  const sold = await orderNow(customer, { listingId: live.id, quantity: 1 });
  await moveOk(customer, sold.id, 'cancel', { reason: '=Ordered by mistake' });

  // A block, a report made, a report about the user.
  expect((await client.post('/api/blocks', { userId: buyer.user.id }, { token: user.token })).status).toBe(201);
  expect(
    (
      await client.post(
        '/api/reports',
        { kind: 'listing', id: theirListing.id, reason: 'other', note: 'Looks like a copy of my photo' },
        { token: user.token },
      )
    ).status,
  ).toBe(201);
  expect(
    (
      await buyer.client.post(
        '/api/reports',
        { kind: 'user', id: user.user.id, reason: 'spam', note: 'Keeps messaging' },
        { token: buyer.token },
      )
    ).status,
  ).toBe(201);

  // Links: an email change waiting, a password reset, a data export.
  expect(
    (await client.post('/api/account/email', { currentPassword: user.password, newEmail: identity.pendingEmail }, { token: user.token }))
      .status,
  ).toBe(202);
  expect((await createClient(server.url).post('/api/forgot-password', { email: identity.email })).status).toBe(200);
  expect((await client.post('/api/account/export', undefined, { token: user.token })).status).toBe(200);
  // A failed sign-in, recorded in the activity.
  expect((await createClient(server.url).post('/api/login', { email: identity.email, password: 'Wrong#Password1' })).status).toBe(401);

  return { user, identity, live, privateItem, theirListing, seller, buyer, asBuyer, asSeller, bought, sold, customer };
}
