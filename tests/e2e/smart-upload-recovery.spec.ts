import { type APIRequestContext, expect, test } from '@playwright/test';
import { createUserViaApi } from './support/fixtures.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { recordApiTraffic } from './support/api-traffic.ts';
import {
  jsonOf,
  listingsOf,
  openAddItem,
  pick,
  plainFiles,
  rows,
  savedEntries,
  STAND_IN_URL,
  toast,
  VISION_APP_URL,
} from './support/smart-upload.ts';

// Smart Upload when things go wrong: a reload mid-way, a photo that cannot be sent, a vision
// provider that fails. Apart from smart-upload.spec.ts so the two run side by side.
//
// The reload tests are about the page, not the provider: they run on the app that asks the vision
// stand-in (an answer in milliseconds), not on local OCR (seconds a photo on a busy machine, which
// smart-upload.spec.ts covers). Only this file switches the stand-in's mode, one test at a time.
async function userOfVisionApp(request: APIRequestContext) {
  await request.post(`${STAND_IN_URL}/control`, { data: { mode: 'ok' } });
  return createUserViaApi(request, { baseURL: VISION_APP_URL });
}

test.describe('Smart Upload, recovering', () => {
  test('a reload mid-analysis resumes and finishes', async ({ page, request }) => {
    test.setTimeout(TIMEOUTS.e2eSpareBotTest);
    const user = await userOfVisionApp(request);
    // SpareBot's answers are held until the test lets them through, so the reload always lands
    // mid-analysis, however fast or slow the machine is.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/analyze-image', async (route) => {
      await released;
      await route.continue();
    });
    const traffic = await recordApiTraffic(page);
    await openAddItem(page, user.token, VISION_APP_URL);
    await pick(page, await plainFiles(3, 'resume'));
    await expect(page.getByRole('progressbar', { name: /Analyzing images\.\.\. [0-2] of 3/ })).toBeVisible();
    // All three are on the server (the page has their ids) before the reload.
    await expect.poll(async () => (await savedEntries(page)).filter((e) => e.photoId !== undefined).length).toBe(3);
    const beforeReload = traffic.sent.length;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Items to Add (3)' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Analyzing images/ })).toBeVisible();
    const notice = page.getByRole('status', { name: 'Your upload was restored' });
    await expect(notice).toContainText('We kept the 3 items you were adding when the page reloaded, still being analysed.');
    release();
    await expect(page.getByRole('progressbar')).toBeHidden({ timeout: TIMEOUTS.spareBotBatch });
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).getByText('Analyzing...')).toHaveCount(0);
    // The reloaded page asked the server, then analysed by id: no photo went up again.
    const after = traffic.sent.slice(beforeReload);
    expect(after.filter((r) => r.path === '/api/photos')).toHaveLength(0);
    expect(after.filter((r) => /^\/api\/photos\/\d+\/analysis$/.test(r.path)).length).toBeGreaterThan(0);
    for (const r of after.filter((x) => x.path === '/api/analyze-image')) expect(Object.keys(jsonOf<object>(r))).toEqual(['photoId']);

    // Issue 31: a finished batch is kept too (pull-to-refresh after analysis lost it), until saved or discarded.
    await notice.getByRole('button', { name: 'Keep them' }).click();
    await expect(notice).toHaveCount(0);
    await expect.poll(async () => (await savedEntries(page)).map((e) => e.status)).toEqual(['completed', 'completed', 'completed']);
    await page.reload();
    await expect(rows(page)).toHaveCount(3);
    await expect(notice).toContainText('We kept the 3 items you were adding when the page reloaded. None is in your inventory yet.');
    await expect(rows(page).getByText('Analyzing...')).toHaveCount(0);
    const beforeDiscard = traffic.sent.length;
    page.once('dialog', (dialog) => void dialog.accept());
    await notice.getByRole('button', { name: 'Discard restored items' }).click();
    await expect(page.getByRole('heading', { name: /Items to Add/ })).toHaveCount(0);
    await expect(notice).toHaveCount(0);
    expect(await savedEntries(page)).toEqual([]);
    // Discarding removes the drafts from the server too.
    await expect
      .poll(() => traffic.sent.slice(beforeDiscard).filter((r) => r.method === 'DELETE' && r.path.startsWith('/api/photos/')).length)
      .toBe(3);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Choose Photos for SpareBot Smart Upload' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a reload completes an item from the analysis the server stored and drops one whose photo is gone', async ({ page, request }) => {
    test.setTimeout(TIMEOUTS.e2eSpareBotTest);
    const user = await userOfVisionApp(request);
    // SpareBot answers the first photo on the server (which stores the answer), but the page
    // only gets it when the test says; the queue waits on it, so the second is never analysed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answeredOnServer!: () => void;
    const serverAnswered = new Promise<void>((resolve) => (answeredOnServer = resolve));
    await page.route('**/api/analyze-image', async (route) => {
      const response = await route.fetch();
      answeredOnServer();
      await released;
      await route.fulfill({ response }).catch(() => undefined);
    });
    const traffic = await recordApiTraffic(page);
    await openAddItem(page, user.token, VISION_APP_URL);
    await pick(page, await plainFiles(2, 'stored'));
    await serverAnswered;
    await expect.poll(async () => (await savedEntries(page)).filter((e) => e.photoId !== undefined).length).toBe(2);
    const [, second] = await savedEntries(page);
    const removed = await request.delete(`${VISION_APP_URL}/api/photos/${second!.photoId}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(removed.ok()).toBe(true);

    const beforeReload = traffic.sent.length;
    await page.reload();
    await expect(toast(page).getByText('Some photos need adding again')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Items to Add (1)' })).toBeVisible();
    await expect(rows(page).getByText('Analyzing...')).toHaveCount(0);
    await expect(
      rows(page)
        .first()
        .getByRole('button', { name: /Edit details/ }),
    ).toBeVisible();
    release();
    const after = traffic.sent.slice(beforeReload);
    expect(after.filter((r) => r.path === '/api/analyze-image')).toHaveLength(0);
    expect(after.filter((r) => r.path === '/api/photos')).toHaveLength(0);
  });

  test('a photo that cannot be uploaded leaves a failed item that blocks saving until removed', async ({ page, request, context }) => {
    const user = await createUserViaApi(request);
    await openAddItem(page, user.token);
    const files = await plainFiles(1, 'offline');
    await context.setOffline(true);
    await pick(page, files, 'Manual Entry (With Photo)');
    const row = rows(page).first();
    await expect(row.getByText(/^Photo upload failed: there was no answer from the server/)).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Add to Inventory (1 item)' }).click();
    await expect(toast(page).getByText('Photo upload failed')).toBeVisible();
    await row.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByRole('heading', { name: /Items to Add/ })).toHaveCount(0);
    expect(await listingsOf(page, user.token)).toHaveLength(0);
  });

  test('keeps 10 of 11 photos and falls back when the vision provider fails', async ({ page, request }) => {
    test.setTimeout(TIMEOUTS.e2eSpareBotTest);
    await request.post(`${STAND_IN_URL}/control`, { data: { mode: 'fail' } });
    const callsBefore = ((await (await request.get(`${STAND_IN_URL}/health`)).json()) as { calls: number }).calls;
    const user = await createUserViaApi(request, { baseURL: VISION_APP_URL });
    await openAddItem(page, user.token, VISION_APP_URL);
    await pick(page, await plainFiles(11, 'many'));
    await expect(page.getByRole('heading', { name: 'Items to Add (10)' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeHidden({ timeout: TIMEOUTS.spareBotBatch });
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).getByText('AI analysis failed - using intelligent fallback')).toHaveCount(10);
    await expect(rows(page).getByText('Confidence 30%')).toHaveCount(10);
    await expect(rows(page).first()).toContainText('£25.00');
    await expect(rows(page).nth(1)).toContainText('£15.00');
    await expect(
      page.getByRole('main').getByRole('status').filter({ hasText: 'SpareBot stopped after 3 failures in a row' }),
    ).toBeVisible();
    const callsAfter = ((await (await request.get(`${STAND_IN_URL}/health`)).json()) as { calls: number }).calls;
    expect(callsAfter - callsBefore).toBe(3);
    await page.getByRole('button', { name: 'Add to Inventory (10 items)' }).click();
    await expect(toast(page).getByText('Check flagged items')).toBeVisible();
  });
});
