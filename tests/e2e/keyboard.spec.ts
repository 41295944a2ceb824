import { expect, test, type FileChooser, type Locator, type Page } from '@playwright/test';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';
import { createPhotoDir, renderPlainJpeg } from './support/upload-photos.ts';

/**
 * Presses Tab until the target has focus, as a keyboard user would; fails if it is never reached.
 * The target is looked up once (waiting for it to appear) and each press is checked against that
 * element: looking it up by role after every press costs a full search of the page each time.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  let element = await target.elementHandle();
  try {
    for (let presses = 0; ; presses++) {
      const focused = await element.evaluate((el) => (el.isConnected ? el === document.activeElement : null));
      if (focused) return;
      // Re-rendered into a new element: find it again (no key pressed for this check).
      if (focused === null) {
        await element.dispose();
        element = await target.elementHandle();
        presses--;
        continue;
      }
      if (presses === maxPresses) throw new Error(`Tab never reached ${target.toString()} in ${maxPresses} presses`);
      await page.keyboard.press('Tab');
    }
  } finally {
    await element.dispose();
  }
}

/** Presses `key` `times` times; after every press, focus must still be inside `container`. */
async function expectFocusStaysInside(page: Page, container: Locator, key: 'Tab' | 'Shift+Tab', times: number): Promise<void> {
  const box = await container.elementHandle();
  try {
    for (let i = 1; i <= times; i++) {
      await page.keyboard.press(key);
      expect(await box.evaluate((el) => el.contains(document.activeElement)), `focus inside after ${key} #${i}`).toBe(true);
    }
  } finally {
    await box.dispose();
  }
}

test('keyboard only: sign in, then add an item by manual entry with a photo from the file picker', async ({ page, request }) => {
  const user = await createUserViaApi(request, { firstName: 'Tomasz' });
  const photo = createPhotoDir().write('pump.jpg', await renderPlainJpeg('#51606f'));
  // Listening this early turns Playwright's file-chooser interception on long before the key that
  // opens the picker: it is switched on asynchronously when the first listener is added, and a
  // key press (unlike a click, with its actionability checks) can reach the page first.
  const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));

  await page.goto('/auth');
  const email = page.getByLabel('Email');
  await tabTo(page, email);
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();

  // Add Item → Manual Entry (With Photo): the photo comes from the system's file picker.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Add Item' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Add to Inventory' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Choose Photos for Manual Entry (With Photo)' }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(photo);
  const row = page
    .getByRole('region', { name: /Items to Add/ })
    .getByRole('listitem')
    .first();
  await expect(row).toContainText('Manual Entry');
  await tabTo(page, row.getByRole('button', { name: /Edit details/ }));
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Edit Item Details' });
  await expect(details).toBeVisible();
  await tabTo(page, details.getByLabel('Title'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Grundfos UPS2 circulator pump');
  await tabTo(page, details.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(details).toBeHidden();
  await tabTo(page, page.getByRole('button', { name: 'Add to Inventory (1 item)' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
  await expect(page.getByText('Grundfos UPS2 circulator pump').first()).toBeVisible();
});

test('keyboard only: edit an item in its dialog (focus trapped), save, then delete it', async ({ page, request }) => {
  const user = await createUserViaApi(request, { firstName: 'Tomasz' });
  const photo = await renderPlainJpeg('#51606f');
  await createListingViaApi(request, user.token, { title: 'Grundfos UPS2 circulator pump', price: 25, retailPrice: 31 }, photo);
  await signInWithToken(page, user.token);

  // On a fresh load the skip link is the first stop.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  const edit = page.getByRole('button', { name: 'Edit Grundfos UPS2 circulator pump' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Inventory Item' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // Focus is trapped: many Tabs and Shift+Tabs never leave the dialog.
  await expectFocusStaysInside(page, dialog, 'Tab', 25);
  await expectFocusStaysInside(page, dialog, 'Shift+Tab', 5);

  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // Open again, change the title, save with the keyboard.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const title = dialog.getByLabel(/^Title/);
  await tabTo(page, title);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Grundfos UPS3 circulator pump');
  await tabTo(page, dialog.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Grundfos UPS3 circulator pump').first()).toBeVisible();

  // Delete it, confirming the spec's question.
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this item?');
    void confirm.accept();
  });
  const remove = page.getByRole('button', { name: 'Delete Grundfos UPS3 circulator pump' });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your inventory is empty')).toBeVisible();
});

test('keyboard only: the account menu opens with Enter and closes with Escape', async ({ page, request }) => {
  const user = await createUserViaApi(request, { firstName: 'Ffion' });
  await signInWithToken(page, user.token);
  await page.goto('/profile');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keyboard only: the side menu traps focus and closes on Escape', async ({ page, request }) => {
    const user = await createUserViaApi(request, { firstName: 'Kwame' });
    await signInWithToken(page, user.token);
    await page.goto('/profile');
    const open = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expectFocusStaysInside(page, sheet, 'Tab', 15);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('keyboard only: legal pages and the footer', async ({ page }) => {
    await page.goto('/legal/accessibility');
    const back = page.getByRole('link', { name: 'Back to Home' });
    await tabTo(page, back);
    const footerLink = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Notice and Takedown' });
    await tabTo(page, footerLink, 120);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Notice and Takedown Policy' })).toBeVisible();
  });
});
