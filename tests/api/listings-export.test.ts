import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { createClient } from './helpers/api-client.ts';
import { createCompleteUser, type CreatedUser } from './helpers/factories.ts';
import { createListing, download, parseCsv, photo, ukDate } from './helpers/listings.ts';
import { makePhoto } from '../fixtures/images.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const SPEC_COLUMNS = ['Item Title', 'Category', 'Condition', 'Quantity', 'Purchase Price', 'Location', 'Notes', 'Date Added', 'Views'];
const EXTRA_COLUMNS = [
  'Unit Surplus Price',
  'Retail Unit Price',
  'Brand',
  'Material',
  'Size',
  'Technical Specs',
  'Listing Location',
  'Live',
];
const ALL_COLUMNS = [...SPEC_COLUMNS, ...EXTRA_COLUMNS];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** XML (inside .xlsx) normalises a CRLF line break to LF; CSV keeps the bytes as stored. */
const lf = (text: string | null) => (text ?? '').replace(/\r\n/g, '\n');

const DANGEROUS_TITLES = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)'];

/** The UK calendar date (yyyy-mm-dd) of an instant. */
const ukIsoDate = (d = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

async function readXlsx(data: Buffer): Promise<{ names: string[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Inventory');
  if (!sheet) throw new Error(`no Inventory sheet, only ${workbook.worksheets.map((w) => w.name).join(', ')}`);
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: ALL_COLUMNS.length }, (_, i) => values[i] ?? ''));
  });
  return { names: workbook.worksheets.map((w) => w.name), rows };
}

function readCsv(data: Buffer): { bom: boolean; rows: string[][] } {
  const text = data.toString('utf8');
  const bom = text.startsWith('\uFEFF');
  return { bom, rows: parseCsv(bom ? text.slice(1) : text) };
}

describe('inventory exports', () => {
  let owner: CreatedUser;
  let other: CreatedUser;
  const items: Listing[] = [];

  beforeAll(async () => {
    owner = await createCompleteUser(createClient(server.url));
    other = await createCompleteUser(createClient(server.url));
    items.push(
      await createListing(server.url, owner.token, {
        title: 'Cable, 3-core "armoured" 25m',
        categoryId: 9,
        condition: 'Good',
        quantity: 3,
        price: '12.50',
        retailPrice: '21.55',
        location: 'Unit 4, Digbeth',
        notes: 'Line one\nline "two", with comma',
        brand: 'Prysmian',
        material: 'Copper',
        size: '2.5mm²',
        specifications: '600/1000V',
      }),
    );
    for (const title of DANGEROUS_TITLES) {
      items.push(
        await createListing(server.url, owner.token, {
          title,
          notes: '=1+1',
          location: '@home',
          categoryId: undefined,
          quantity: 1,
          price: '0.99',
        }),
      );
    }
    await createListing(server.url, other.token, { title: 'Not mine' });
    // multipart/form-data sends line breaks as CRLF (as browsers do); either way the break survives.
    expect(items[0]!.notes).toMatch(/^Line one\r?\nline "two", with comma$/);
  });

  /** What a row should hold for an item; formula-looking text gets its apostrophe. */
  function expectedRow(item: Listing): Array<string | number> {
    const text = (v: string | null) => (v && /^[=+\-@]/.test(v) ? `'${v}` : (v ?? ''));
    return [
      text(item.title),
      item.category ?? '',
      item.condition,
      item.quantity,
      `£${item.price}`,
      text(item.location),
      text(item.notes),
      ukDate(item.createdAt),
      0,
      `£${item.originalPrice}`,
      item.retailPrice === null ? '' : `£${item.retailPrice}`,
      item.brandInfo ?? '',
      item.material ?? '',
      item.size ?? '',
      item.technicalSpecs ?? '',
      '',
      'No',
    ];
  }

  it('downloads an .xlsx with one Inventory sheet, the 9 spec columns first and the extras after', async () => {
    const dayBefore = ukIsoDate();
    const res = await download(server.url, '/api/export/inventory.xlsx', owner.token);
    const dayAfter = ukIsoDate();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="sparestock-inventory-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect([dayBefore, dayAfter].some((day) => disposition.includes(day))).toBe(true);

    const { names, rows } = await readXlsx(res.data);
    expect(names).toEqual(['Inventory']);
    expect(rows[0]).toEqual(ALL_COLUMNS);
    expect(rows.slice(1)).toHaveLength(items.length);

    const [cable, ...dangerous] = rows.slice(1);
    expect(cable).toEqual([
      'Cable, 3-core "armoured" 25m',
      'Cables & Wiring',
      'Good',
      3,
      '£37.50',
      'Unit 4, Digbeth',
      lf(items[0]!.notes),
      ukDate(items[0]!.createdAt),
      0,
      '£12.50',
      '£21.55',
      'Prysmian',
      'Copper',
      '2.5mm²',
      '600/1000V',
      '',
      'No',
    ]);
    expect(cable![7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    items.forEach((item, i) => expect(rows[i + 1]).toEqual(expectedRow(item).map((v) => (typeof v === 'string' ? lf(v) : v))));
    // Formula-looking text comes out as text with a leading apostrophe, never as a formula.
    expect(dangerous.map((r) => r[0])).toEqual(DANGEROUS_TITLES.map((t) => `'${t}`));
    for (const row of dangerous) {
      expect(row[5]).toBe("'@home");
      expect(row[6]).toBe("'=1+1");
      expect(row[4]).toBe('£0.99');
      expect(row[1]).toBe('');
      for (const cell of row) expect(typeof cell === 'object' && cell !== null).toBe(false);
    }
  });

  it('downloads a .csv with the same columns and values, quotes and commas intact', async () => {
    const res = await download(server.url, '/api/export/inventory.csv', owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="sparestock-inventory-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('content-disposition')).toContain(ukIsoDate());

    const { bom, rows } = readCsv(res.data);
    expect(bom).toBe(true);
    expect(rows[0]).toEqual(ALL_COLUMNS);
    expect(rows.slice(1)).toHaveLength(items.length);
    expect(rows[1]).toEqual([
      'Cable, 3-core "armoured" 25m',
      'Cables & Wiring',
      'Good',
      '3',
      '£37.50',
      'Unit 4, Digbeth',
      items[0]!.notes,
      ukDate(items[0]!.createdAt),
      '0',
      '£12.50',
      '£21.55',
      'Prysmian',
      'Copper',
      '2.5mm²',
      '600/1000V',
      '',
      'No',
    ]);
    expect(rows.slice(2).map((r) => r[0])).toEqual(DANGEROUS_TITLES.map((t) => `'${t}`));
    for (const row of rows.slice(2)) {
      expect(row).toHaveLength(ALL_COLUMNS.length);
      expect(row[5]).toBe("'@home");
      expect(row[6]).toBe("'=1+1");
    }
    expect(res.data.toString('utf8')).not.toContain('Not mine');
  });

  it('agrees between .xlsx and .csv cell for cell', async () => {
    const xlsx = await readXlsx((await download(server.url, '/api/export/inventory.xlsx', owner.token)).data);
    const csv = readCsv((await download(server.url, '/api/export/inventory.csv', owner.token)).data);
    expect(csv.rows.map((row) => row.map(lf))).toEqual(xlsx.rows.map((row) => row.map(String)));
  });

  it('names the file and dates the rows by the UK calendar, even just before midnight UTC in summer', async () => {
    // 23:30 UTC on 14 July is 00:30 BST on 15 July in the UK.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-14T23:30:00.000Z'));
    const user = await createCompleteUser(createClient(server.url));
    const item = await createListing(server.url, user.token, { title: 'Late-night stock take' });
    expect(item.createdAt).toBe('2026-07-14T23:30:00.000Z');
    const xlsx = await download(server.url, '/api/export/inventory.xlsx', user.token);
    const csv = await download(server.url, '/api/export/inventory.csv', user.token);
    vi.useRealTimers();
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="sparestock-inventory-2026-07-15.xlsx"');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="sparestock-inventory-2026-07-15.csv"');
    expect((await readXlsx(xlsx.data)).rows[1]![7]).toBe('15/07/2026');
    expect(readCsv(csv.data).rows[1]![7]).toBe('15/07/2026');
  });

  it.each(['xlsx', 'csv'])('answers 404 "No inventory items to export" for an empty inventory (.%s)', async (format) => {
    const empty = await createCompleteUser(createClient(server.url));
    const res = await createClient(server.url).get(`/api/export/inventory.${format}`, { token: empty.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No inventory items to export');
  });

  it.each(['xlsx', 'csv'])('answers 401 when signed out (.%s)', async (format) => {
    const res = await createClient(server.url).get(`/api/export/inventory.${format}`);
    expect(res.status).toBe(401);
    const bad = await createClient(server.url).get(`/api/export/inventory.${format}`, { token: 'A'.repeat(43) });
    expect(bad.status).toBe(401);
  });
});

describe("export columns after the spec's nine (issue 31)", () => {
  it('gives a live item its unit price, the location its listing shows and Live: Yes', async () => {
    const client = createClient(server.url);
    const seller = await createCompleteUser(client); // profile postcode B1 1AA
    const item = await createListing(server.url, seller.token, { title: 'Hager MCB', quantity: 4, price: '12.50' }, [
      photo(await makePhoto('jpeg', 160, 120)),
    ]);
    expect((await client.post(`/api/listings/${item.id}/publish`, {}, { token: seller.token })).status).toBe(200);
    const rows = parseCsv(
      (await download(server.url, '/api/export/inventory.csv', seller.token)).data.toString('utf8').replace(/^\uFEFF/, ''),
    );
    const header = rows[0]!;
    const row = Object.fromEntries(header.map((name, i) => [name, rows[1]![i]]));
    expect(row).toMatchObject({
      Location: 'Birmingham City Centre, Ladywood (B1)',
      'Purchase Price': '£50.00',
      'Unit Surplus Price': '£12.50',
      'Listing Location': 'Birmingham City Centre, Ladywood (B1)',
      Live: 'Yes',
    });
  });
});
