import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { createClient, type ApiClient, type ApiResponse } from '../api/helpers/api-client.ts';
import { queryDb } from '../api/helpers/db.ts';
import { createCompleteUser, type CreatedUser } from '../api/helpers/factories.ts';
import { listingFields } from '../api/helpers/listings.ts';
import { startTestServer, type TestServer } from '../api/helpers/test-server.ts';
import { recordFigures } from './helpers/figures.ts';

/**
 * Fault 2: one user's creates, edits and bulk deletes all at once. Nothing answers 5xx, every
 * acknowledged write is in the result, and two edits of different fields of one item both stay
 * (with the item's derived pricing metadata telling the story of its final columns).
 */
const ITEMS = 50;
const DELETED = 10;

let server: TestServer;
let user: CreatedUser;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  user = await createCompleteUser(client);
});
afterAll(async () => server.close());

/** A JSON create (no photos: these are not uploads, so the upload gate does not count them). */
function create(overrides: Record<string, string | number>): Promise<ApiResponse<Listing>> {
  const fields = listingFields(overrides);
  return client.post<Listing>(
    '/api/listings',
    { ...fields, quantity: Number(fields.quantity), categoryId: Number(fields.categoryId) },
    { token: user.token },
  );
}

interface Row {
  id: number;
  title: string;
  notes: string | null;
  condition: string;
  unit_price_pence: number;
  pricing_source_metadata: string | null;
}

describe('50 concurrent creates, edits and bulk deletes by one user', () => {
  it('answers no 5xx and loses no acknowledged write', async () => {
    const started = Date.now();
    const created = await Promise.all(
      Array.from({ length: ITEMS }, (_, i) => create({ title: `Concurrent item ${i}`, price: '10.00', quantity: 1 })),
    );
    expect(created.map((r) => r.status)).toEqual(Array(ITEMS).fill(201));
    const items = created.map((r) => r.body);
    const kept = items.slice(0, ITEMS - DELETED);
    const doomed = items.slice(ITEMS - DELETED);

    // All at once: two edits of different fields per kept item, edits racing the bulk delete of
    // the others, and more creates.
    const patch = (item: Listing, body: Record<string, unknown>) =>
      client.patch<Listing>(`/api/listings/${item.id}`, body, { token: user.token });
    const operations: Array<Promise<ApiResponse<unknown>>> = [
      // Each item's two edits side by side (in either order), so both read the row before either writes.
      ...kept.flatMap((item, i) => {
        const notes = () => patch(item, { notes: `notes ${i}` });
        const price = () => patch(item, { originalPrice: (i + 1).toFixed(2), condition: i % 2 ? 'Good' : 'Fair' });
        return i % 2 ? [notes(), price()] : [price(), notes()];
      }),
      ...doomed.map((item) => patch(item, { notes: 'edited while deleted' })),
      client.post('/api/listings/bulk-delete', { ids: doomed.map((d) => d.id) }, { token: user.token }),
      ...Array.from({ length: DELETED }, (_, i) => create({ title: `Late item ${i}` })),
    ];
    const answers = await Promise.all(operations);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Edits of items being deleted may find them gone (404); everything else succeeded.
    const keptAnswers = statuses.slice(0, kept.length * 2);
    expect(keptAnswers).toEqual(Array(kept.length * 2).fill(200));
    expect(statuses.slice(kept.length * 2, kept.length * 2 + DELETED).every((s) => s === 200 || s === 404)).toBe(true);
    expect(statuses.slice(-DELETED - 1)).toEqual([200, ...Array(DELETED).fill(201)]);

    const rows = await queryDb<Row>(
      server,
      'SELECT id, title, notes, condition, unit_price_pence, pricing_source_metadata FROM listings WHERE owner_id = ? ORDER BY id',
      [user.user.id],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(rows).toHaveLength(ITEMS);
    for (const item of doomed) expect(byId.has(item.id)).toBe(false);
    kept.forEach((item, i) => {
      const row = byId.get(item.id)!;
      // Both edits are there: neither write put back what the other had replaced.
      expect({ notes: row.notes, pence: row.unit_price_pence, condition: row.condition }).toEqual({
        notes: `notes ${i}`,
        pence: (i + 1) * 100,
        condition: i % 2 ? 'Good' : 'Fair',
      });
      const meta = JSON.parse(row.pricing_source_metadata ?? '{}') as { surplusPrice?: number; condition?: string };
      expect({ surplusPrice: meta.surplusPrice, condition: meta.condition }).toEqual({ surplusPrice: i + 1, condition: row.condition });
    });
    // The inventory (cached per version) shows exactly the stored rows.
    const inventory = await client.get<Listing[]>('/api/user-listings', { token: user.token });
    expect(inventory.body.map((l) => l.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
    recordFigures('02-concurrent-edits', { requests: ITEMS + operations.length, seconds: (Date.now() - started) / 1000, status5xx: 0 });
  });
});
