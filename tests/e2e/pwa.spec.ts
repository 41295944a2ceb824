import { expect, test } from '@playwright/test';
import { TIMEOUTS } from '../support/timeouts.ts';
import { createUserViaApi, signInWithToken } from './support/fixtures.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test.describe('installable app', () => {
  // The service worker is what these tests are about (the config blocks it everywhere else).
  test.use({ serviceWorkers: 'allow' });

  test('the manifest is linked and served with the right fields, and every icon loads', async ({ page, request }) => {
    await page.goto('/auth');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');

    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/application\/manifest\+json|application\/json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'SpareStock',
      short_name: 'SpareStock',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e293b',
      background_color: '#f1f5f9',
    });
    // The theme colour is the one the page announces, so the installed window matches the app.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1e293b');

    const bySize = (size: string, purpose: string) => manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any') === purpose);
    expect(bySize('192x192', 'any')).toBeTruthy();
    expect(bySize('512x512', 'any')).toBeTruthy();
    expect(bySize('512x512', 'maskable')).toBeTruthy();

    const icons = [
      ...manifest.icons.map((i) => ({ src: i.src, size: Number(i.sizes.split('x')[0]) })),
      { src: '/icons/apple-touch-icon.png', size: 180 },
    ];
    for (const icon of icons) {
      const iconRes = await request.get(icon.src);
      expect(iconRes.status(), icon.src).toBe(200);
      expect(iconRes.headers()['content-type']).toBe('image/png');
      const png = await iconRes.body();
      // PNG signature, then the IHDR width and height.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([icon.size, icon.size]);
    }
    expect((await request.get('/favicon.ico')).headers()['content-type']).toMatch(/icon/);
  });

  test('Chromium finds nothing that stops installation', async ({ page }) => {
    await page.goto('/auth');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Playwright's contexts are incognito-like, which on its own blocks installing; nothing else may.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  test('the service worker registers and precaches the shell, but never /api data', async ({ page, request }) => {
    const user = await createUserViaApi(request, { firstName: 'Ravi' });
    await signInWithToken(page, user.token);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/manifest.webmanifest');
    expect(cached.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api/') && url !== '/api/categories')).toEqual([]);
  });

  test('offline after the first visit: the shell still opens and says it is offline', async ({ page, context, request }) => {
    const user = await createUserViaApi(request, { firstName: 'Nia' });
    await signInWithToken(page, user.token);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    // The app shell came from the service worker's cache...
    await expect(
      page
        .getByRole('link', { name: 'SpareStock home' })
        .or(page.getByRole('heading', { name: 'You are offline' }))
        .first(),
    ).toBeVisible();
    // ...and the user sees why their data is missing, with a way to retry, not a sign-in form.
    await expect(page.getByRole('status').getByText('You are offline.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('offline-390.png') });

    // Public pages stay readable offline (their chunks are precached).
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Returns & Refunds' }).click();
    await expect(page.getByText('Approved refunds appear in 5–10 business days.')).toBeVisible();

    // Back online, the data returns without a manual reload.
    await context.setOffline(false);
    await expect(page.getByText('You are offline.')).toHaveCount(0, { timeout: TIMEOUTS.backOnline });
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });

  test('going offline on any screen shows the notice; coming back hides it', async ({ page, context }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByText('You are offline.')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByRole('status').getByText('You are offline.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });
});

test.describe('offline notice without a service worker', () => {
  // The config blocks the service worker here: once it controls the page (it claims the page as
  // soon as it is installed, which can be mid-test) it makes the /api requests itself, out of
  // page.route()'s sight, and this test is about the page's own request failing.
  test('a data request that cannot reach the server shows the offline notice, even while the browser says online', async ({
    page,
    request,
  }) => {
    const user = await createUserViaApi(request, { firstName: 'Idris' });
    await signInWithToken(page, user.token);
    // The server unreachable for data: every /api request but the signed-in user's own fails as a
    // lost connection would (the nav's counts too: any request that reaches the server clears the notice).
    const unreachable = /\/api\/(?!user(?:\?|$))/;
    await page.route(unreachable, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
    await expect(page.getByRole('status').getByText('You are offline.')).toBeVisible();

    await page.unroute(unreachable);
    await page.getByRole('status').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });
});
