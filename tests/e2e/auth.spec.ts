import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, createUserViaApi, signInWithToken, uniqueEmail } from './support/fixtures.ts';

/** Issue 31: the spec has one 'Create Account' on each screen, on a phone as on a desktop. */
async function expectOneCreateAccount(page: Page) {
  const desktop = page.viewportSize()!;
  for (const size of [{ width: 360, height: 740 }, { width: 412, height: 915 }, desktop]) {
    await page.setViewportSize(size);
    await expect(page.getByRole('button', { name: /create account/i })).toHaveCount(1);
    await expect(page.getByText(/create account/i).filter({ visible: true })).toHaveCount(1);
  }
}

test.describe('accounts', () => {
  test('register, complete the profile and land on the inventory', async ({ page }) => {
    const email = uniqueEmail('register');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First Name').fill('Megan');
    await page.getByLabel('Last Name').fill('Jones');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await expectOneCreateAccount(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('heading', { name: 'Join SpareStock' })).toBeVisible();
    await expectOneCreateAccount(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByText('Individual Seller').click();
    await page.getByLabel('Postcode').fill('LS1 4DY');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Welcome to SpareStock! Your account has been set up successfully.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
    await expect(page.getByText(/Megan/).first()).toBeVisible();
  });

  test('shows the spec messages under the register fields', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abcdef');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('a wrong password shows the Login failed toast', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#password1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  });

  test('sign in, then log out from the avatar menu', async ({ page, request }) => {
    const user = await createUserViaApi(request, { firstName: 'Owen' });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sparestock_token'))).toBeNull();
    const me = await request.get('/api/user', { headers: { authorization: `Bearer ${user.token}` } });
    expect(me.status()).toBe(200); // only the browser's session ended; the API-created one is separate
  });

  test('forgot password, reset through the dev-mode link, sign in with the new password', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    const newPassword = 'Fresh#Start99';
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();

    await expect(page).toHaveURL(/\/reset-password\?token=[0-9a-f]{64}/);
    await page.getByLabel('New Password', { exact: true }).fill('weak');
    await expect(page.getByText('Password must include:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
    await page
      .getByRole('button', { name: 'Continue to Login' })
      .or(page.getByRole('link', { name: 'Continue to Login' }))
      .click();

    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Your M&E Inventory' })).toBeVisible();
    const old = await request.get('/api/user', { headers: { authorization: `Bearer ${user.token}` } });
    expect(old.status()).toBe(401);
  });

  test('a reset link without a valid token disables the form', async ({ page }) => {
    await page.goto('/reset-password?token=abc');
    await expect(page.getByText('Invalid or missing reset token. Please request a new password reset link.')).toBeVisible();
    await expect(page.getByLabel('New Password', { exact: true })).toBeDisabled();
  });

  test('profile shows the user and saves changes', async ({ page, request }) => {
    const user = await createUserViaApi(request, { firstName: 'Carys' });
    await signInWithToken(page, user.token);
    await page.goto('/profile');
    await expect(page.getByText('Verified Account')).toBeVisible();
    await expect(page.getByText(user.email).first()).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First Name').fill('Cerys');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Cerys Patel').first()).toBeVisible();
    const me = await request.get('/api/user', { headers: { authorization: `Bearer ${user.token}` } });
    expect(((await me.json()) as { firstName: string }).firstName).toBe('Cerys');
  });
});
