import { expect, test, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/images.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';
import { createListingViaApi } from './support/listings.ts';

const LEGAL_SLUGS = [
  'privacy-policy',
  'terms-conditions',
  'cookie-policy',
  'seller-terms',
  'returns-refunds',
  'product-safety',
  'accessibility',
  'dispute-resolution',
  'ip-policy',
  'notice-takedown',
];

/** Waits until the screen has its main heading and nothing is still loading, then runs axe. */
async function checkRoute(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, path);
}

const SIGNED_OUT_ROUTES: Array<[string, string | RegExp]> = [
  ['/auth', /SpareStock|Welcome|Sign in/i],
  ['/forgot-password', /Forgot|Reset/i],
  [`/reset-password?token=${'a'.repeat(64)}`, /Reset|Password/i],
  ['/reset-password', /Reset|Password/i],
  ['/verify-email', /Verif/i],
  ['/resend-verification', /Resend|Verification/i],
  ...LEGAL_SLUGS.map((slug): [string, RegExp] => [`/legal/${slug}`, /Policy|Terms|Statement/]),
];

test.describe('axe-core: no serious or critical violations', () => {
  // axe takes a few seconds a page on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${scheme} scheme`, () => {
      test.use({ colorScheme: scheme });

      for (const [path, heading] of SIGNED_OUT_ROUTES) {
        // Every route in the light scheme; a representative set in the dark one (same components).
        if (scheme === 'dark' && !['/auth', '/legal/privacy-policy', '/forgot-password'].includes(path)) continue;
        test(`signed out: ${path}`, async ({ page }) => {
          await checkRoute(page, path, heading);
        });
      }

      test('the Register tab', async ({ page }) => {
        await page.goto('/auth');
        await page.getByRole('tab', { name: 'Register' }).click();
        await expect(page.getByLabel('Confirm Password')).toBeVisible();
        await expectNoSeriousA11yViolations(page, '/auth (Register)');
      });

      test('signed in, profile incomplete: /onboarding', async ({ page, request }) => {
        const user = await createUserViaApi(request, { completeProfile: false });
        await signInWithToken(page, user.token);
        await checkRoute(page, '/onboarding', 'Join SpareStock');
      });

      test('signed in: /, /profile, /add-item, /edit-item/:id', async ({ page, request }) => {
        test.setTimeout(120_000);
        const user = await createUserViaApi(request, { firstName: 'Aisha' });
        const listing = await createListingViaApi(
          request,
          user.token,
          { title: 'Hager 63A RCBO, type A', price: 18.5, quantity: 4, retailPrice: 32, description: 'Boxed, unused surplus.' },
          await makePhoto('jpeg', 320, 240),
        );
        await signInWithToken(page, user.token);
        await checkRoute(page, '/', 'Your M&E Inventory');
        await checkRoute(page, '/profile', /Aisha|Patel|Profile/);
        await checkRoute(page, '/add-item', 'Add to Inventory');
        await checkRoute(page, `/edit-item/${listing.id}`, 'Edit Item');
      });
    });
  }
});
