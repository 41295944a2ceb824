import { expect, type Locator, type Page } from '@playwright/test';
import { signInWithToken } from './fixtures.ts';
import { E2E_PORTS } from './ports.ts';
import { createPhotoDir, NAMEPLATES, renderNameplateJpeg, renderPlainJpeg } from './upload-photos.ts';
import type { PhotoPart, SentRequest } from './api-traffic.ts';

// What the Smart Upload specs (smart-upload*.spec.ts) share: the photos they pick, the screen's parts, the checks.

export const VISION_APP_URL = `http://127.0.0.1:${E2E_PORTS.visionApp}`;
export const STAND_IN_URL = `http://127.0.0.1:${E2E_PORTS.visionStandIn}`;
export const photos = createPhotoDir();

export interface ListingJson {
  title: string;
  price: string;
  originalPrice: string;
  condition: string;
  category: string | null;
  brandInfo: string | null;
  images: string[];
  pricingSourceMetadata: { source?: string; aiConfidence?: number } | null;
}

export async function nameplateFiles(): Promise<string[]> {
  return Promise.all([
    renderNameplateJpeg(NAMEPLATES.siemensMotor).then((b) => photos.write('siemens-motor.jpg', b)),
    renderNameplateJpeg(NAMEPLATES.grundfosPump).then((b) => photos.write('grundfos-pump.jpg', b)),
    renderNameplateJpeg(NAMEPLATES.schneiderContactor).then((b) => photos.write('schneider-contactor.jpg', b)),
  ]);
}

export async function plainFiles(count: number, prefix = 'plain'): Promise<string[]> {
  const jpeg = await renderPlainJpeg();
  return Array.from({ length: count }, (_, i) => photos.write(`${prefix}-${i + 1}.jpg`, jpeg));
}

/** Picks files with the normal picker of one of the two choice cards. */
export async function pick(
  page: Page,
  files: string[],
  card: 'SpareBot Smart Upload' | 'Manual Entry (With Photo)' = 'SpareBot Smart Upload',
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Choose Photos for ${card}` }).click();
  await (await chooser).setFiles(files);
}

export async function openAddItem(page: Page, token: string, baseURL = '') {
  await signInWithToken(page, token);
  await page.goto(`${baseURL}/add-item`);
  await expect(page.getByRole('heading', { name: 'Add to Inventory' })).toBeVisible();
}

export const toast = (page: Page) => page.getByRole('region', { name: /Notification/ });
export const rows = (page: Page) => page.getByRole('region', { name: /Items to Add/ }).getByRole('listitem');

/** Unsure suggestions must be confirmed before saving: keep SpareBot's category for each. */
export async function confirmFlagged(page: Page) {
  const groups: Locator = page.getByRole('group', { name: 'Check this item — SpareBot is not sure' });
  while ((await groups.count()) > 0) {
    await groups.first().locator('button[aria-pressed="true"]').click();
  }
}

export const jsonOf = <T>(request: SentRequest) => JSON.parse(request.body.toString('utf8')) as T;

/** The kept batch's entries, as the page keeps them in sessionStorage (issue 31). */
export async function savedEntries(page: Page): Promise<Array<{ photoId?: number; status: string }>> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('sparestock_smart_upload_progress');
    return raw ? (JSON.parse(raw) as { entries: Array<{ photoId?: number; status: string }> }).entries : [];
  });
}

/**
 * Each photo crossed the network once: as the one file of its own multipart POST /api/photos,
 * and every other call is JSON far smaller than any photo, with no image in it.
 */
export function expectEachPhotoSentOnce(sent: SentRequest[], parts: PhotoPart[], photoCount: number) {
  const uploads = sent.filter((r) => r.method === 'POST' && r.path === '/api/photos');
  expect(uploads).toHaveLength(photoCount);
  for (const upload of uploads) expect(upload.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(parts).toHaveLength(photoCount);
  for (const part of parts) expect(part).toMatchObject({ path: '/api/photos', type: 'image/jpeg' });
  const smallestPhoto = Math.min(...parts.map((p) => p.size));
  for (const other of sent.filter((r) => r.path !== '/api/photos')) {
    expect(other.contentType).not.toMatch(/multipart/);
    expect(other.body.length).toBeLessThan(Math.min(4096, smallestPhoto));
    expect(other.body.toString('utf8')).not.toMatch(/"image"\s*:|data:image|base64/);
  }
}

export async function listingsOf(page: Page, token: string, baseURL = ''): Promise<ListingJson[]> {
  const res = await page.request.get(`${baseURL}/api/user-listings`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as ListingJson[];
}
