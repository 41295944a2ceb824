import { expect, test } from '@playwright/test';
import { PASSWORD, SMTP_APP_URL, linkFromLatestMail, uniqueEmail } from './support/fixtures.ts';

test.describe('email verification (app with real SMTP)', () => {
  test('register, blocked login with the resend prompt, verify by mail, sign in', async ({ page, request }) => {
    const email = uniqueEmail('verify');
    await page.goto(`${SMTP_APP_URL}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First Name').fill('Rhys');
    await page.getByLabel('Last Name').fill('Evans');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

    const prompt = page.waitForEvent('dialog');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email Verification Required', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Email verification required', { exact: true }).first()).toBeVisible();
    const dialog = await prompt; // asked after 2 seconds
    await dialog.dismiss();

    const link = await linkFromLatestMail(request, email, '/verify-email');
    await page.goto(link);
    await expect(page.getByText('Email verified successfully! You can now log in to your SpareStock account.')).toBeVisible();
    await page.goto(link);
    await expect(page.getByText(/invalid or has expired/i)).toBeVisible();

    await page.goto(`${SMTP_APP_URL}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Join SpareStock' })).toBeVisible();
  });

  test('an unused link for an account verified another way shows the already-verified state', async ({ page, request }) => {
    const email = uniqueEmail('already');
    const reg = await request.post(`${SMTP_APP_URL}/api/register`, {
      data: { firstName: 'Ffion', lastName: 'Hughes', email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(reg.status()).toBe(201);
    const verifyLink = await linkFromLatestMail(request, email, '/verify-email');
    // A password reset through the mailed link also proves the address.
    await request.post(`${SMTP_APP_URL}/api/forgot-password`, { data: { email } });
    const resetLink = await linkFromLatestMail(request, email, '/reset-password');
    const token = new URL(resetLink).searchParams.get('token');
    const reset = await request.post(`${SMTP_APP_URL}/api/reset-password`, { data: { token, newPassword: 'Another#Pass1' } });
    expect(reset.status()).toBe(200);

    await page.goto(verifyLink);
    await expect(page.getByText('Your email is already verified. You can log in to your account.')).toBeVisible();
  });

  test('a missing token is an error straight away', async ({ page }) => {
    await page.goto(`${SMTP_APP_URL}/verify-email`);
    await expect(page.getByText('Invalid verification link. Please check your email for the correct link.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Resend Verification Email' }).or(page.getByRole('link', { name: 'Resend Verification Email' })),
    ).toBeVisible();
  });
});
