import { expect } from 'vitest';
import type { PhotoRef } from '../../../src/shared/schemas/photos.ts';
import { randomIp, toApiResponse, type ApiResponse } from './api-client.ts';
import { queryDb } from './db.ts';
import { uploadedFiles, type UploadFile } from './listings.ts';
import type { TestServer } from './test-server.ts';

/** POST /api/photos as multipart/form-data, every file under `fileField` (default `photos`). */
export async function postPhotos(
  baseUrl: string,
  token: string | undefined,
  files: UploadFile[],
  options: { fileField?: string; fields?: Record<string, string> } = {},
): Promise<ApiResponse<PhotoRef[] & { message?: string }>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  for (const file of files)
    form.append(options.fileField ?? 'photos', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api/photos`, { method: 'POST', headers, body: form });
  return toApiResponse<PhotoRef[] & { message?: string }>(response);
}

/** Uploads photos as drafts and returns them; throws unless the server answers 201. */
export async function uploadDrafts(baseUrl: string, token: string, files: UploadFile[]): Promise<PhotoRef[]> {
  const res = await postPhotos(baseUrl, token, files);
  if (res.status !== 201) throw new Error(`photo upload failed: ${res.status} ${res.text}`);
  return res.body;
}

export interface PhotoDbRow {
  id: number;
  owner_id: number;
  listing_id: number | null;
  position: number;
  image_key: string;
  thumb_key: string;
  created_at: string;
  attached_at: string | null;
}

/** Photo rows as stored (ids as numbers on both databases), by id. */
export async function photoRows(
  server: Pick<TestServer, 'dialect' | 'databaseLocation'>,
  where = '1 = 1',
  params: Array<string | number> = [],
): Promise<PhotoDbRow[]> {
  const rows = await queryDb<PhotoDbRow>(server, `SELECT * FROM photos WHERE ${where} ORDER BY id`, params);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    owner_id: Number(r.owner_id),
    listing_id: r.listing_id === null ? null : Number(r.listing_id),
    position: Number(r.position),
  }));
}

/** The storage key a photo URL serves (`/uploads/users/7/x.jpg?exp=…&sig=…` → `users/7/x.jpg`). */
export const keyOfUrl = (url: string) => url.replace(/^\/uploads\//, '').replace(/\?.*$/, '');

/**
 * `value` with every signed photo URL's signature taken off (`/uploads/users/7/x.jpg?exp=…&sig=…`
 * → `/uploads/users/7/x.jpg`), for comparing the photos of two answers: a URL is re-signed each
 * hour (photo-url-signing.ts), so two answers either side of the hour differ only there.
 */
export function unsigned<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    typeof v === 'string' && v.startsWith('/uploads/') ? v.replace(/\?.*$/, '') : v,
  ) as T;
}

/** A signed private photo URL of `key` (photo-url-signing.ts). */
export const signedUrlPattern = (key: string) => new RegExp(`^/uploads/${key.replace(/[.]/g, '\\.')}\\?exp=\\d+&sig=[\\w-]{43}$`);

/**
 * The invariant of "nothing orphaned": the photo folder holds exactly the image and thumbnail of
 * every photo row and nothing else. Returns the row count.
 */
export async function expectFilesMatchPhotoRows(server: TestServer): Promise<number> {
  const rows = await photoRows(server);
  expect(uploadedFiles(server)).toEqual(rows.flatMap((r) => [r.image_key, r.thumb_key]).sort());
  return rows.length;
}
