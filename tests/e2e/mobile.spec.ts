import { expect, test } from '@playwright/test';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';

test('on a phone the navigation lives in a side sheet', async ({ page, request }) => {
  const user = await createUserViaApi(request);
  await signInWithToken(page, user.token);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('link', { name: 'Inventory' })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Add Item' })).toBeVisible();
  await expect(sheet.getByText('Export CSV')).toBeVisible();
  await sheet.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Verified Account')).toBeVisible();
});
