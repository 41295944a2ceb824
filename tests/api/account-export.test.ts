import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/messages/account-messages.ts';
import type { AccountExportResponse } from '../../src/shared/schemas/account.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { createClient } from './helpers/api-client.ts';
import { readZip } from './helpers/account.ts';
import { seedAccount, type SeededAccount } from './helpers/account-seed.ts';
import { isoInThePast, queryDb } from './helpers/db.ts';
import { createUser, unknownToken } from './helpers/factories.ts';
import { createListing, download, fetchImage, parseCsv } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { makeNoisyJpeg } from '../fixtures/images.ts';
import { waitFor } from '../support/wait-for.ts';

let server: TestServer;
let seeded: SeededAccount;
beforeAll(async () => {
  server = await startTestServer();
  seeded = await seedAccount(server);
});
afterAll(async () => server.close());

async function requestExport(token: string) {
  const res = await createClient(server.url).post<AccountExportResponse>('/api/account/export', undefined, { token });
  expect(res.status).toBe(200);
  return res.body;
}

const json = (entries: Map<string, Buffer>, name: string) => JSON.parse(entries.get(name)!.toString('utf8')) as unknown;

describe('POST /api/account/export and GET of its link', () => {
  it('answers a link valid for a day', async () => {
    const { url, expiresAt } = await requestExport(seeded.user.token);
    expect(url).toMatch(/^\/api\/account\/exports\/[0-9a-f]{64}$/);
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
    expect((await createClient(server.url).post('/api/account/export')).status).toBe(401);
  });

  it('streams a zip of the profile, listings (JSON and escaped CSV), every photo, conversations, offers, wanted items, notifications and activity', async () => {
    // Feedback the user left on the completed order they bought (issue 27): in feedback.json.
    const left = await createClient(server.url).post(
      `/api/orders/${seeded.bought.id}/feedback`,
      { rating: 'positive', comment: 'Well packed' },
      { token: seeded.user.token },
    );
    expect(left.status, left.text).toBe(201);
    const { url } = await requestExport(seeded.user.token);
    // The link needs no session (a browser opens it).
    const res = await download(server.url, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="sparestock-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const entries = await readZip(res.data);
    const { identity, live, privateItem, user } = seeded;

    for (const name of [
      'README.txt',
      'profile.json',
      'listings.json',
      'listings.csv',
      'conversations.json',
      'offers.json',
      'wanted.json',
      'notifications.json',
      'activity.json',
      'blocks.json',
      'reports.json',
      'orders.json',
      'orders.csv',
      'feedback.json',
    ]) {
      expect(entries.has(name), name).toBe(true);
    }
    expect(json(entries, 'profile.json')).toMatchObject({
      id: user.user.id,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      businessName: identity.businessName,
      postcode: identity.postcode,
      phoneNumber: identity.phone,
    });

    const listings = json(entries, 'listings.json') as {
      id: number;
      title: string;
      status: string;
      unitPrice: string;
      totalPrice: string;
      photos: string[];
    }[];
    expect(listings.map((l) => l.id)).toEqual([live.id, privateItem.id]);
    expect(listings[0]).toMatchObject({
      title: live.title,
      status: 'live',
      unitPrice: '90.00',
      totalPrice: '270.00',
      photos: [`photos/${live.id}/1.jpg`, `photos/${live.id}/2.jpg`],
    });
    expect(listings[1]!.photos).toEqual([`photos/${privateItem.id}/1.jpg`]);

    // Every photo, the stored copy byte for byte, in the item's order; drafts are not items.
    const photoNames = [...entries.keys()].filter((name) => name.startsWith('photos/')).sort();
    expect(photoNames).toEqual([`photos/${live.id}/1.jpg`, `photos/${live.id}/2.jpg`, `photos/${privateItem.id}/1.jpg`].sort());
    const stored = await createClient(server.url).get<Listing>(`/api/listings/${live.id}`, { token: user.token });
    for (const [index, imageUrl] of stored.body.images.entries()) {
      const image = await fetchImage(server.url, imageUrl);
      expect(entries.get(`photos/${live.id}/${index + 1}.jpg`)!.equals(image.data)).toBe(true);
    }

    // The inventory CSV, with cells that would run as formulas escaped.
    const csvText = entries.get('listings.csv')!.toString('utf8');
    expect(csvText.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csvText.slice(1));
    expect(rows[0]!.slice(0, 3)).toEqual(['Item Title', 'Category', 'Condition']);
    expect(rows[1]![0]).toBe(`'${live.title}`);
    expect(rows[2]![rows[0]!.indexOf('Notes')]).toBe("'+44 stock, shelf 3");

    const conversations = json(entries, 'conversations.json') as {
      id: number;
      role: string;
      otherParty: string;
      messages: { from: string; kind: string; body: string }[];
    }[];
    const asBuyer = conversations.find((c) => c.id === seeded.asBuyer.id)!;
    expect(asBuyer).toMatchObject({ role: 'buyer', otherParty: 'Sparks Electrical Ltd' });
    expect(asBuyer.messages.filter((m) => m.kind === 'message').map((m) => [m.from, m.body])).toEqual([
      ['me', `Call me on ${identity.phone}`],
      ['them', 'Happy to sell at that price.'],
    ]);
    expect(conversations.find((c) => c.id === seeded.asSeller.id)).toMatchObject({ role: 'seller' });

    const offers = json(entries, 'offers.json') as { conversationId: number; madeBy: string; unitPrice: string; status: string }[];
    expect(offers).toEqual([
      expect.objectContaining({ conversationId: seeded.asBuyer.id, madeBy: 'me', unitPrice: '30.00', status: 'open' }),
    ]);
    expect(json(entries, 'wanted.json')).toEqual([expect.objectContaining({ words: 'grundfos', alertMode: 'instant' })]);
    expect(json(entries, 'notifications.json')).toEqual([
      expect.objectContaining({ kind: 'wanted_match', title: expect.stringContaining('Grundfos') }),
    ]);
    const activity = json(entries, 'activity.json') as { kind: string }[];
    expect(activity.map((e) => e.kind)).toEqual(['sign_in', 'email_change_requested', 'sign_in_failed']);
    expect(json(entries, 'blocks.json')).toEqual([expect.objectContaining({ name: 'Sparks Electrical Ltd' })]);
    expect(json(entries, 'reports.json')).toEqual([expect.objectContaining({ kind: 'listing', note: 'Looks like a copy of my photo' })]);

    // Orders, bought and sold, with their history; the delivery address the user gave is theirs.
    const orders = json(entries, 'orders.json') as {
      id: number;
      number: string;
      role: string;
      status: string;
      otherParty: string;
      deliveryAddress: string | null;
      totals: object;
      timeline: { kind: string; by: string }[];
    }[];
    const { bought, sold } = seeded;
    expect(orders.map((o) => [o.id, o.number, o.role, o.status])).toEqual([
      [bought.id, bought.number, 'buyer', 'completed'],
      [sold.id, sold.number, 'seller', 'cancelled'],
    ]);
    expect(orders[0]).toMatchObject({
      otherParty: 'Sparks Electrical Ltd',
      deliveryAddress: expect.stringContaining(identity.postcode),
      totals: { goods: '60.00', delivery: '4.50', vat: '12.90', total: '77.40' },
    });
    expect(orders[0]!.timeline.map((e) => [e.kind, e.by])).toEqual([
      ['placed', 'me'],
      ['dispatched', 'them'],
      ['received', 'me'],
    ]);
    expect(orders[1]).toMatchObject({ deliveryAddress: null, cancelledBy: 'them', cancelReason: '=Ordered by mistake' });
    expect(json(entries, 'feedback.json')).toEqual([
      expect.objectContaining({
        orderId: bought.id,
        direction: 'left by me',
        otherParty: 'Sparks Electrical Ltd',
        rating: 'positive',
        comment: 'Well packed',
      }),
    ]);
    const orderCsv = entries.get('orders.csv')!.toString('utf8');
    expect(orderCsv.startsWith('\uFEFF')).toBe(true);
    const orderRows = parseCsv(orderCsv.slice(1));
    expect(orderRows[0]!.slice(0, 5)).toEqual(['Order Number', 'Role', 'Status', 'Placed', 'Item Title']);
    expect(orderRows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      [bought.number, 'Bought', 'Completed'],
      [sold.number, 'Sold', 'Cancelled'],
    ]);
    const column = (name: string) => orderRows[0]!.indexOf(name);
    expect(orderRows[1]![column('Total')]).toBe('£77.40');
    expect(orderRows[1]![column('VAT')]).toBe('£12.90');
    // Typed text that would run as a formula is escaped, as in listings.csv.
    expect(orderRows[2]![column('Item Title')]).toBe(`'${live.title}`);
    expect(orderRows[2]![column('Cancel Reason')]).toBe("'=Ordered by mistake");
  });

  it('an account with nothing yet gets the same files, empty', async () => {
    const empty = await createUser(createClient(server.url));
    const { url } = await requestExport(empty.token);
    const entries = await readZip((await download(server.url, url)).data);
    expect(json(entries, 'listings.json')).toEqual([]);
    expect(json(entries, 'conversations.json')).toEqual([]);
    expect(json(entries, 'orders.json')).toEqual([]);
    expect(json(entries, 'feedback.json')).toEqual([]);
    expect(parseCsv(entries.get('orders.csv')!.toString('utf8').slice(1))).toHaveLength(1);
    expect(parseCsv(entries.get('listings.csv')!.toString('utf8').slice(1))).toHaveLength(1);
    expect([...entries.keys()].filter((name) => name.startsWith('photos/'))).toEqual([]);
  });

  it('answers 404 once the link has expired, and for an unknown or malformed one', async () => {
    const { url } = await requestExport(seeded.user.token);
    await queryDb(server, 'UPDATE data_exports SET expires_at = ? WHERE user_id = ?', [isoInThePast(), seeded.user.user.id]);
    for (const path of [url, `/api/account/exports/${unknownToken()}`, '/api/account/exports/abc']) {
      const res = await download(server.url, path);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.data.toString('utf8'))).toEqual({ message: ACCOUNT_MESSAGES.exportLinkInvalid });
    }
  });

  it('lets go of every photo it was reading when the client goes away mid-download', async () => {
    const owner = await createUser(createClient(server.url));
    const item = await createListing(server.url, owner.token, { title: 'Big photo set' });
    const original = path.join(server.dataDir, 'big-original.jpg');
    fs.writeFileSync(original, await makeNoisyJpeg(1600, 1200, 90));
    for (let n = 0; n < 60; n++) {
      const key = `users/${owner.user.id}/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.jpg`;
      fs.mkdirSync(path.join(server.dataDir, 'uploads', path.dirname(key)), { recursive: true });
      fs.linkSync(original, path.join(server.dataDir, 'uploads', key));
      await queryDb(
        server,
        'INSERT INTO photos (owner_id, listing_id, position, image_key, thumb_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [owner.user.id, item.id, n, key, key.replace('.jpg', '-thumb.jpg'), new Date().toISOString()],
      );
    }
    const { url } = await requestExport(owner.token);
    const uploads = path.join(server.dataDir, 'uploads');
    const openPhotos = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(uploads);
        } catch {
          return false;
        }
      });

    // The client stops reading: the socket's buffers fill, the zip waits in the middle of a photo.
    let request: http.ClientRequest | undefined;
    await new Promise<void>((resolve, reject) => {
      request = http.get(`${server.url}${url}`, (res) => res.once('data', () => (res.pause(), resolve())));
      request.on('error', reject);
    });
    await waitFor(() => openPhotos().length === 1, 'the zip is reading a photo');
    // Then it goes away.
    request!.on('error', () => undefined);
    request!.destroy();
    await waitFor(() => openPhotos().length === 0, 'no photo file is left open');
    expect((await createClient(server.url).get('/api/health')).status).toBe(200);
  });
});
