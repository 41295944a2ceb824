import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActor, openConversation, readThread } from './helpers/deals.ts';
import { fetchImage } from './helpers/listings.ts';
import { makeOrderListing, orderNow, readOrder } from './helpers/orders.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const SIGNED = /^\/media\/\d+\/[^/?]+-thumb\.jpg\?exp=\d+&sig=[\w-]+$/;

describe('the item photo of an order or a conversation, for its parties', () => {
  it('keeps showing to both sides once the listing is withdrawn, while the plain /media URL answers 404', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeOrderListing(server, seller);
    const conversation = await openConversation(buyer, listing.id);
    const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
    const withdrawn = await seller.client.post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token });
    expect(withdrawn.status, withdrawn.text).toBe(200);

    const forBuyer = (await readOrder(buyer, order.id)).body.item.thumbnailUrl!;
    const forSeller = (await readOrder(seller, order.id)).body.item.thumbnailUrl!;
    const inThread = (await readThread(buyer, conversation.id)).body.listing.thumbnailUrl!;
    for (const url of [forBuyer, forSeller, inThread]) {
      expect(url).toMatch(SIGNED);
      const res = await fetchImage(server.url, url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(res.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
    const plain = forBuyer.slice(0, forBuyer.indexOf('?'));
    expect((await fetchImage(server.url, plain)).status).toBe(404);
  });

  it('answers 404 to a signature that is tampered with, expired, or moved to another photo or file', async () => {
    const seller = await makeActor(server);
    const buyer = await makeActor(server);
    const listing = await makeOrderListing(server, seller);
    const order = await orderNow(buyer, { listingId: listing.id, quantity: 1 });
    await seller.client.post(`/api/listings/${listing.id}/withdraw`, undefined, { token: seller.token });
    const url = (await readOrder(buyer, order.id)).body.item.thumbnailUrl!;
    const [, photoId, file, exp, sig] = /^\/media\/(\d+)\/([^?]+)\?exp=(\d+)&sig=(.+)$/.exec(url)!;
    const flipped = `${sig!.startsWith('A') ? 'B' : 'A'}${sig!.slice(1)}`;
    for (const bad of [
      `/media/${photoId}/${file}?exp=${exp}&sig=${flipped}`,
      `/media/${photoId}/${file}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/media/${photoId}/${file}?exp=1000&sig=${sig}`,
      `/media/${Number(photoId) + 1}/${file}?exp=${exp}&sig=${sig}`,
      `/media/${photoId}/${file!.replace('-thumb', '')}?exp=${exp}&sig=${sig}`,
      `/uploads/${file}?exp=${exp}&sig=${sig}`,
    ]) {
      expect((await fetchImage(server.url, bad)).status, bad).toBe(404);
    }
    expect((await fetchImage(server.url, url)).status).toBe(200);
  });
});
