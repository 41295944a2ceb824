import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';
import { makePhoto } from '../fixtures/images.ts';
import { createUserViaApi, signInWithToken, PASSWORD } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';

/** The names of the entries of a zip file on disk. */
async function zipEntries(file: string): Promise<string[]> {
  const buffer = await fs.readFile(file);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const NEW_PASSWORD = 'Quarry-Lantern-47!';

test.describe('Accounts users control', () => {
  test('changing the password signs the other browser out', async ({ browser, request }) => {
    const user = await createUserViaApi(request);
    // A second device: its own session, signed in through the API.
    const login = await request.post('/api/login', { data: { email: user.email, password: PASSWORD } });
    const other = (await login.json()) as { token: string };

    const here = await (await browser.newContext()).newPage();
    await signInWithToken(here, user.token);
    const there = await (await browser.newContext()).newPage();
    await signInWithToken(there, other.token);
    await there.goto('/');
    await expect(there.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();

    await here.goto('/profile/security');
    await expect(here.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(2);
    // The email form on the same page asks for the current password too: this one is the Password card's.
    const passwordCard = here.getByRole('region', { name: 'Password' });
    await passwordCard.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await passwordCard.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await passwordCard.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await passwordCard.getByRole('button', { name: 'Change password' }).click();
    // The toast (the activity list below may show 'Password changed' too once it refreshes).
    await expect(here.getByRole('region', { name: /Notification/ }).getByText('Password changed', { exact: true })).toBeVisible();
    await expect(here.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
    await expect(here.getByRole('region', { name: 'Recent security activity' }).getByText('Password changed')).toBeVisible();

    // The other browser's next request finds its session gone: it is signed out, on the front door
    // (ruling 13), with the way to sign in again in its header.
    await there.reload();
    await expect(there.getByRole('banner').getByRole('link', { name: 'Log In / Register' })).toBeVisible();
    await expect(there.getByRole('heading', { name: 'Your M&E Inventory' })).toHaveCount(0);
  });

  test('downloads the data zip with the listing and its photo', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    const listing = await createListingViaApi(
      request,
      user.token,
      { title: 'Grundfos pump UPS2', price: 95 },
      await makePhoto('jpeg', 320, 240),
    );
    await signInWithToken(page, user.token);
    await page.goto('/profile/data');
    await page.getByRole('button', { name: 'Prepare my download' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the zip' }).click();
    const download = await downloading;
    const file = await download.path();
    const names = await zipEntries(file);
    expect(names).toEqual(expect.arrayContaining(['profile.json', 'listings.json', 'listings.csv', `photos/${listing.id}/1.jpg`]));
  });

  test('deleting the account signs out, and the address can no longer sign in', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await signInWithToken(page, user.token);
    await page.goto('/profile/data');
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  });
});
