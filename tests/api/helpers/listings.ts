import fs from 'node:fs';
import path from 'node:path';
import type { Listing } from '../../../src/shared/schemas/listings.ts';
import { randomIp, toApiResponse, type ApiResponse } from './api-client.ts';
import type { TestServer } from './test-server.ts';

export interface UploadFile {
  name: string;
  type: string;
  data: Uint8Array;
}

export type ListingFields = Record<string, string | number>;

/** A photo to upload, named and typed like a browser would send it. */
export function photo(data: Uint8Array, name = 'photo.jpg', type = 'image/jpeg'): UploadFile {
  return { name, type, data };
}

/** Valid multipart text fields for POST /api/listings (spec §7), with overrides; `undefined` drops a field. */
export function listingFields(overrides: Record<string, string | number | undefined> = {}): ListingFields {
  const merged: Record<string, string | number | undefined> = {
    title: 'Schneider 32A MCB, type C',
    description: 'Boxed, never installed.',
    categoryId: 1,
    condition: 'New',
    quantity: 4,
    price: '12.50',
    notes: 'Left over from the Digbeth job',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as ListingFields;
}

/**
 * POST /api/listings as multipart/form-data (fields, then every file under `images`), through
 * global fetch with FormData + Blob. `baseUrl` is the server's; each call has its own IP.
 */
export async function postListing(
  baseUrl: string,
  token: string | undefined,
  fields: ListingFields,
  files: UploadFile[] = [],
  options: { ip?: string; fileField?: string } = {},
): Promise<ApiResponse<Listing & { message?: string }>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files)
    form.append(options.fileField ?? 'images', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api/listings`, { method: 'POST', headers, body: form });
  return toApiResponse<Listing & { message?: string }>(response);
}

/** Creates a listing (no photos unless given) and returns it; throws unless the server answers 201. */
export async function createListing(
  baseUrl: string,
  token: string,
  overrides: Record<string, string | number | undefined> = {},
  files: UploadFile[] = [],
): Promise<Listing> {
  const res = await postListing(baseUrl, token, listingFields(overrides), files);
  if (res.status !== 201) throw new Error(`create listing failed: ${res.status} ${res.text}`);
  return res.body;
}

/**
 * The files in a server's photo folder, as storage keys (`users/7/<uuid>.jpg`, or a legacy
 * `<uuid>.jpg` at the top), sorted; folders themselves are not listed. Empty when there is none.
 */
export function uploadedFiles(server: Pick<TestServer, 'dataDir'>): string[] {
  const dir = path.join(server.dataDir, 'uploads');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The files in a server's folder for photos being received (`DATA_DIR/tmp`, `*.tmp`). */
export function receivingFiles(server: Pick<TestServer, 'dataDir'>): string[] {
  const dir = path.join(server.dataDir, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** GET of a photo URL (as returned in `images`), with its bytes. */
export async function fetchImage(baseUrl: string, url: string): Promise<{ status: number; headers: Headers; data: Buffer }> {
  const response = await fetch(`${baseUrl}${url}`);
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

/** GET of a binary download (the exports), with its bytes. */
export async function download(
  baseUrl: string,
  pathName: string,
  token?: string,
): Promise<{ status: number; headers: Headers; data: Buffer }> {
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${pathName}`, { headers });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

/** A small RFC 4180 reader (quoted fields, doubled quotes, CRLF), enough to read our CSV back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      // handled by the \n
    } else if (ch === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** en-GB dd/mm/yyyy of an instant, on the UK calendar (what the export's Date Added shows). */
export function ukDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );
}
