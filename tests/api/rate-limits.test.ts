import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiResponse } from './helpers/api-client.ts';
import { createUser, registrationBody, uniqueEmail, unknownToken } from './helpers/factories.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const PER_IP = 3;
const PER_ACCOUNT = 2;
const WINDOW_MINUTES = 15;
const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    AUTH_RATE_LIMIT_WINDOW_MINUTES: String(WINDOW_MINUTES),
  });
});
afterAll(async () => server.close());

function expectLimited(res: ApiResponse) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual(TOO_MANY);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
}

/** One limited route: how to build a request body for an "account" (email or reset token). */
interface LimitedRoute {
  path: string;
  /** A fresh account key: an email, or a reset token. */
  account: () => string;
  /** Spellings of one account that must count as the same account. */
  variants: (account: string) => string[];
  body: (account: string) => Record<string, unknown>;
  /** The status a request answers before any limit applies. */
  allowed: number[];
}

const emailVariants = (email: string) => [email, email.toUpperCase(), `  ${email}  `];

const ROUTES: LimitedRoute[] = [
  {
    path: '/api/login',
    account: () => uniqueEmail('login'),
    variants: emailVariants,
    body: (email) => ({ email, password: 'Wrong#Password1' }),
    allowed: [401],
  },
  {
    path: '/api/register',
    account: () => uniqueEmail('register'),
    variants: emailVariants,
    body: (email) => registrationBody({ email }),
    allowed: [201, 409],
  },
  {
    path: '/api/forgot-password',
    account: () => uniqueEmail('forgot'),
    variants: emailVariants,
    body: (email) => ({ email }),
    allowed: [200],
  },
  {
    path: '/api/resend-verification',
    account: () => uniqueEmail('resend'),
    variants: emailVariants,
    body: (email) => ({ email }),
    allowed: [200],
  },
  {
    path: '/api/reset-password',
    account: () => unknownToken(),
    variants: (token) => [token, ` ${token}`, `${token} `],
    body: (token) => ({ token, newPassword: 'Fuses&Breakers9' }),
    allowed: [400],
  },
];

describe.each(ROUTES.map((route) => [route.path, route] as const))('POST %s rate limits', (_path, route) => {
  it(`allows ${PER_IP} requests per IP across different accounts, then answers 429 with Retry-After`, async () => {
    const client = createClient(server.url);
    for (let i = 0; i < PER_IP; i++) {
      const res = await client.post(route.path, route.body(route.account()));
      expect(route.allowed).toContain(res.status);
    }
    expectLimited(await client.post(route.path, route.body(route.account())));
    // Another address is not affected.
    const other = await createClient(server.url).post(route.path, route.body(route.account()));
    expect(route.allowed).toContain(other.status);
  });

  it(`allows ${PER_ACCOUNT} requests per account across different IPs (however the account is spelt), then answers 429`, async () => {
    const account = route.account();
    const spellings = route.variants(account);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const res = await createClient(server.url).post(route.path, route.body(spellings[i % spellings.length]!));
      expect(route.allowed).toContain(res.status);
    }
    const blockedClient = createClient(server.url);
    expectLimited(await blockedClient.post(route.path, route.body(spellings[PER_ACCOUNT % spellings.length]!)));
    // Other accounts are not affected, even from the address that was just refused.
    const other = await blockedClient.post(route.path, route.body(route.account()));
    expect(route.allowed).toContain(other.status);
  });
});

describe('POST /api/login rate limits', () => {
  it('refuses even the right password once the account is locked, while other routes for it still work', async () => {
    const user = await createUser(createClient(server.url));
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await createClient(server.url).post('/api/login', { email: user.email, password: 'Wrong#Password1' })).status).toBe(401);
    }
    const client = createClient(server.url);
    expectLimited(await client.post('/api/login', { email: user.email, password: user.password }));
    // The session from registration is untouched, and the per-account limits are per route.
    expect((await client.get('/api/user', { token: user.token })).status).toBe(200);
    expect((await client.post('/api/forgot-password', { email: user.email })).status).toBe(200);
  });
});

describe('GET /api/verify-email rate limits', () => {
  it(`allows ${PER_IP} requests per IP, then answers 429 with Retry-After`, async () => {
    const client = createClient(server.url);
    for (let i = 0; i < PER_IP; i++) {
      expect((await client.get(`/api/verify-email?token=${unknownToken()}`)).status).toBe(400);
    }
    expectLimited(await client.get(`/api/verify-email?token=${unknownToken()}`));
  });
});
