import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STRONG_PASSWORD, uniqueEmail } from '../../api/helpers/factories.ts';
import { findAppLink } from '../../api/helpers/smtp-sink.ts';
import { E2E_PORTS } from './ports.ts';

export { uniqueEmail };
export const PASSWORD = STRONG_PASSWORD;
export const SMTP_APP_URL = `http://127.0.0.1:${E2E_PORTS.smtpApp}`;
export const MAIL_CATCHER_URL = `http://127.0.0.1:${E2E_PORTS.mailHttp}`;

export interface E2eUser {
  email: string;
  password: string;
  token: string;
  firstName: string;
}

/** Registers (dev mode: verified at once) and optionally completes the profile, through the API. */
export async function createUserViaApi(
  request: APIRequestContext,
  options: { completeProfile?: boolean; firstName?: string; baseURL?: string } = {},
): Promise<E2eUser> {
  const base = options.baseURL ?? '';
  const email = uniqueEmail('e2e');
  const firstName = options.firstName ?? 'Priya';
  const res = await request.post(`${base}/api/register`, {
    data: { firstName, lastName: 'Patel', businessName: '', email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  if (options.completeProfile ?? true) {
    const done = await request.post(`${base}/api/complete-profile`, {
      headers: { authorization: `Bearer ${token}` },
      data: { accountType: 'individual', firstName, lastName: 'Patel', postcode: 'M1 1AE', phoneNumber: '07123456789' },
    });
    expect(done.status()).toBe(200);
  }
  return { email, password: PASSWORD, token, firstName };
}

/** Starts the browser signed in, the way the app keeps its session: the token in localStorage. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('sparestock_token')) window.localStorage.setItem('sparestock_token', value);
  }, token);
}

/** The link in the newest mail sent to an address by the SMTP-mode app. */
export async function linkFromLatestMail(request: APIRequestContext, email: string, pathName: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${MAIL_CATCHER_URL}/mails?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as Array<{ text: string }>;
      const text = mails.at(-1)?.text ?? '';
      link = findAppLink(text, pathName);
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}
