import { expect, test } from '@playwright/test';
import { NOT_FOUND_REDIRECT_DELAY_MS } from '../../src/client/app/route-rules.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';

test.describe('routing rules', () => {
  test('an unknown path sends a signed-out visitor to /auth', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an unknown path sends a signed-in user to /', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await signInWithToken(page, user.token);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
  });

  test('protected routes are not found for signed-out visitors, without a redirect', async ({ page }) => {
    // Where the not-found screen redirects, it does so after NOT_FOUND_REDIRECT_DELAY_MS. The
    // page's clock is stopped, so the screen is seen before any redirect could run; then it is
    // run well past that delay (instead of the test sleeping and hoping it waited long enough).
    // Fixed times: a pause point taken from the test's own clock can already be in the page
    // clock's past on a loaded machine ('Cannot fast-forward to the past').
    const start = new Date('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60_000));
    await page.goto('/add-item');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.clock.runFor(NOT_FOUND_REDIRECT_DELAY_MS * 10);
    await expect(page).toHaveURL(/\/add-item$/);
    await expect(page.getByRole('heading', { name: 'Add to Inventory' })).toHaveCount(0);
  });

  test('password paths that do not match show the Routing Error', async ({ page }) => {
    await page.goto('/reset-password/extra');
    await expect(page.getByRole('heading', { name: 'Routing Error' })).toBeVisible();
    await expect(page.getByText('Password-related route not properly configured.')).toBeVisible();
    await expect(page.getByText('/reset-password/extra')).toBeVisible();
  });

  test('matching ignores case and a trailing slash', async ({ page }) => {
    await page.goto('/FORGOT-Password/');
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });

  test('an incomplete profile takes over every protected path', async ({ page, request }) => {
    const user = await createUserViaApi(request, { completeProfile: false });
    await signInWithToken(page, user.token);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Join SpareStock' })).toBeVisible();
  });

  test('a signed-in visitor to /auth goes to the inventory', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await signInWithToken(page, user.token);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
  });
});
