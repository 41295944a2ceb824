import { devices, expect, test } from '@playwright/test';
import { createUserViaApi } from './support/fixtures.ts';
import { TIMEOUTS } from '../support/timeouts.ts';
import { makeOversizeJpeg } from './support/upload-photos.ts';
import { expectNoOverlap } from './support/overlap.ts';
import { recordApiTraffic } from './support/api-traffic.ts';
import {
  confirmFlagged,
  expectEachPhotoSentOnce,
  jsonOf,
  listingsOf,
  nameplateFiles,
  openAddItem,
  photos,
  pick,
  plainFiles,
  rows,
  savedEntries,
  toast,
} from './support/smart-upload.ts';

test.describe('Smart Upload', () => {
  test('identifies three nameplates, edits one, and saves them with their photos', async ({ page, request }) => {
    test.setTimeout(TIMEOUTS.e2eSpareBotTest);
    const user = await createUserViaApi(request);
    const traffic = await recordApiTraffic(page);
    await openAddItem(page, user.token);
    await expect(page.getByText('Upload 1-10 items with SpareBot recognition')).toBeVisible();
    await expect(page.locator('input[type=file][capture=environment][accept="image/*"]')).toHaveCount(2);

    await pick(page, await nameplateFiles());
    const bar = page.getByRole('progressbar', { name: /Analyzing images\.\.\. \d of 3/ });
    await expect(bar).toBeVisible();
    await expect(page.getByText(/SpareBot suggestions can be wrong/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Items to Add (3)' })).toBeVisible();
    await expect(bar).toBeHidden({ timeout: TIMEOUTS.spareBotBatch });
    await expect(toast(page).getByText('Analysis Complete')).toBeVisible();

    const siemens = rows(page).filter({ hasText: 'Siemens' });
    await expect(siemens).toContainText('Motors & Drives');
    // The contactor's AC-3 rating read as printed (4 kW), never run into its category as 34 kW.
    await expect(rows(page).filter({ hasText: 'Schneider Electric' })).toContainText('LC1D09 contactor 9 A 4 kW');
    await siemens.getByRole('button', { name: /Edit details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Item Details' });
    // Opened while 'Analysis Complete' shows: the toast goes back under the navigation bar and the dialog is laid out
    // whole below it, never squeezed under a toast at the foot of the screen.
    const shown = page.locator('[data-toast-viewport] li').first();
    await expect.poll(async () => (await shown.boundingBox())?.y ?? Infinity).toBeLessThan(page.viewportSize()!.height / 2);
    await expect.poll(async () => (await dialog.boundingBox())?.height ?? 0).toBeGreaterThan(300);
    await expect(dialog.getByRole('heading', { name: 'Edit Item Details' })).toBeInViewport();
    await expect(dialog.getByLabel('Brand')).toHaveValue('Siemens');
    const retail = Number(await dialog.getByLabel('Retail Price (£)').inputValue());
    const before = await dialog.getByLabel('Surplus Unit Price (£)').inputValue();
    await dialog.getByLabel('Condition').selectOption('Poor');
    const after = await dialog.getByLabel('Surplus Unit Price (£)').inputValue();
    expect(after).toBe((Math.round(retail * 0.18 * 100) / 100).toFixed(2));
    expect(after).not.toBe(before);
    await expect(dialog.getByText(/manually adjusted/)).toHaveCount(0);
    await dialog.getByLabel('Surplus Unit Price (£)').fill('1.00');
    await expect(dialog.getByText(`Price manually adjusted (SpareBot suggested £${after})`)).toBeVisible();
    await dialog.getByLabel('Surplus Unit Price (£)').fill(after);
    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(siemens).toContainText('Poor');

    await confirmFlagged(page);
    await page.getByRole('button', { name: 'Add to Inventory (3 items)' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: TIMEOUTS.saveBatch });
    await expect(toast(page).getByText('Successfully Added 3 Items')).toBeVisible();

    const saved = await listingsOf(page, user.token);
    expect(saved).toHaveLength(3);
    const motor = saved.find((l) => l.brandInfo === 'Siemens');
    expect(motor).toMatchObject({ condition: 'Poor', category: 'Motors & Drives', originalPrice: after });
    expect(motor?.pricingSourceMetadata?.source).toBe('sparebot_smart_upload');
    for (const listing of saved) expect(listing.images.length).toBe(1);

    // Uploaded once as files; analysed and saved by id.
    expectEachPhotoSentOnce(traffic.sent, await traffic.photoParts(), 3);
    const analysed = traffic.to('POST', '/api/analyze-image').map((r) => jsonOf<{ photoId: number }>(r).photoId);
    const savedIds = traffic.to('POST', '/api/listings').map((r) => jsonOf<{ photoIds: number[] }>(r).photoIds);
    expect(new Set(analysed).size).toBe(3);
    expect(savedIds.flat().sort()).toEqual([...analysed].sort());

    // The dashboard lists them with photos that load.
    await expect(page.getByText(motor!.title).first()).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            Array.from(document.querySelectorAll('img')).filter(
              (img) => img.src.includes('/uploads/') && img.complete && img.naturalWidth > 0,
            ).length,
        ),
      )
      .toBeGreaterThanOrEqual(3);
  });

  test('skips a file that is not an image and one over 10 MB', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await openAddItem(page, user.token);
    const [photo] = await plainFiles(1, 'ok');
    await pick(page, [photos.write('notes.txt', 'not a photo'), photo!], 'Manual Entry (With Photo)');
    await expect(toast(page).getByText('Invalid file type')).toBeVisible();
    await expect(toast(page).getByText('notes.txt is not an image file')).toBeVisible();
    await expectNoOverlap(
      toast(page).getByRole('listitem'),
      page.getByRole('heading', { name: 'Add to Inventory', level: 1 }),
      'toast and page title',
    );
    await expect(page.getByRole('heading', { name: 'Items to Add (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Add More Items' }).click();
    await pick(page, [photos.write('huge.jpg', await makeOversizeJpeg(10 * 1024 * 1024 + 1)), photo!], 'Manual Entry (With Photo)');
    await expect(toast(page).getByText('File too large')).toBeVisible();
    await expect(toast(page).getByText('huge.jpg exceeds 10MB limit for reliable processing')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Items to Add (2)' })).toBeVisible();

    // Issue 31: the toast leaves the sticky action bar (and its primary button) uncovered, on a desktop…
    const actions = page.getByRole('button', { name: 'Add to Inventory (2 items)' }).locator('xpath=..');
    await expectNoOverlap(toast(page).getByRole('listitem'), actions, '1280 px: toast and action bar');

    // …and on a phone.
    await page.setViewportSize({ width: 412, height: 915 });
    await page.getByRole('button', { name: 'Add More Items' }).click();
    await pick(page, [photos.write('readme.txt', 'still not a photo')], 'Manual Entry (With Photo)');
    await expect(toast(page).getByText('No valid images')).toBeVisible();
    await expect(toast(page).getByText('Please select image files under 10MB')).toBeVisible();
    await expectNoOverlap(toast(page).getByRole('listitem'), actions, '412 px: toast and action bar');
    await expectNoOverlap(
      toast(page).getByRole('listitem'),
      page.getByRole('button', { name: 'Add to Inventory (2 items)' }),
      '412 px: toast and Add to Inventory',
    );
  });

  test('a manual entry gets the defaults, no AI recalculation, and saves', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await openAddItem(page, user.token);
    await pick(page, await plainFiles(1, 'manual'), 'Manual Entry (With Photo)');
    const row = rows(page).first();
    await expect(row).toContainText('Manual Entry');
    await expect(row).toContainText('Other');
    await expect(row).toContainText('£25.00');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await row.getByRole('button', { name: /Edit details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Item Details' });
    await expect(dialog.getByLabel('Retail Price (£)')).toHaveValue('31.00');
    await expect(dialog.getByLabel('Surplus Unit Price (£)')).toHaveValue('25.00');
    await expect(dialog.getByRole('button', { name: /Recalculate/ })).toHaveCount(0);
    await dialog.getByLabel('Title').fill('');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await dialog.getByLabel('Title').fill('Boxed 20 mm conduit couplers');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Add to Inventory (1 item)' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Saved: nothing is kept for a later visit to /add-item to bring back.
    expect(await savedEntries(page)).toEqual([]);
    const [listing] = await listingsOf(page, user.token);
    expect(listing).toMatchObject({ title: 'Boxed 20 mm conduit couplers', originalPrice: '25.00', category: 'Other' });
  });

  test('takes photos dropped onto a card on desktop', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await openAddItem(page, user.token);
    const card = page.getByRole('region', { name: 'Manual Entry (With Photo)' });
    await expect(card.getByText('or drag and drop up to 10 photos here')).toBeVisible();
    const dataTransfer = await page.evaluateHandle(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#3a6ea5';
      ctx.fillRect(0, 0, 320, 240);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'dropped.png', { type: 'image/png' }));
      return transfer;
    });
    await card.dispatchEvent('drop', { dataTransfer });
    await expect(page.getByRole('heading', { name: 'Items to Add (1)' })).toBeVisible();
    await expect(rows(page).first()).toContainText('Manual Entry');
  });
});

test.describe('Smart Upload on an iPhone', () => {
  // The iPhone's screen, touch and user agent, in the project's Chromium (browserName, the
  // default browser and launch options are per worker, so they stay as the config sets them).
  const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
  test.use(iPhone);

  test('takes one item at a time', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await openAddItem(page, user.token);
    await pick(page, await plainFiles(2, 'ios'));
    await expect(toast(page).getByText('iOS Limitation')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Items to Add (1)' })).toBeVisible();
  });
});
