import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createUser, STRONG_PASSWORD, uniqueEmail, type CreatedUser } from './helpers/factories.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let account: CreatedUser;
beforeAll(async () => {
  server = await startTestServer();
  account = await createUser(createClient(server.url));
});
afterAll(async () => server.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('POST /api/login', () => {
  it('answers 200 with a new session token, the user, a message and requiresVerification false', async () => {
    const client = createClient(server.url);
    const res = await client.post('/api/login', { email: account.email, password: account.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: expect.objectContaining({
        id: account.user.id,
        email: account.email,
        firstName: 'Dave',
        lastName: 'Sparks',
        isEmailVerified: true,
      }),
      message: 'Login successful',
      requiresVerification: false,
    });
    expect(Object.keys(res.body.user as object).sort()).toEqual(
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'businessName',
        'accountType',
        'phoneNumber',
        'postcode',
        'bio',
        'profileImageUrl',
        'isEmailVerified',
        'isProfileComplete',
        'messageEmails',
        'isAdmin',
        'createdAt',
      ].sort(),
    );
    expect(res.body.token).not.toBe(account.token);
    const me = await client.get('/api/user', { token: res.body.token as string });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(account.user.id);
  });

  it('keeps earlier sessions alive when the same user logs in again', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const again = await client.post('/api/login', { email: user.email, password: user.password });
    expect(again.status).toBe(200);
    expect((await client.get('/api/user', { token: user.token })).status).toBe(200);
    expect((await client.get('/api/user', { token: again.body.token as string })).status).toBe(200);
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const client = createClient(server.url);
    const upper = await client.post('/api/login', { email: account.email.toUpperCase(), password: account.password });
    expect(upper.status).toBe(200);
    expect((upper.body.user as { email: string }).email).toBe(account.email);
    const spaced = await client.post('/api/login', { email: `  ${account.email}  `, password: account.password });
    expect(spaced.status).toBe(200);
  });

  it('does not treat the password case-insensitively', async () => {
    const res = await createClient(server.url).post('/api/login', { email: account.email, password: account.password.toUpperCase() });
    expect(res.status).toBe(401);
  });

  it.each([
    [{ password: STRONG_PASSWORD }, 'Please enter a valid email address'],
    [{ email: '', password: STRONG_PASSWORD }, 'Please enter a valid email address'],
    [{ email: 'not-an-email', password: STRONG_PASSWORD }, 'Please enter a valid email address'],
    [{ email: 'dave@', password: STRONG_PASSWORD }, 'Please enter a valid email address'],
    [{ email: 42, password: STRONG_PASSWORD }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.co.uk`, password: STRONG_PASSWORD }, 'Email must be at most 254 characters'],
    [{ email: 'dave@example.co.uk' }, 'Password must be at least 6 characters'],
    [{ email: 'dave@example.co.uk', password: '' }, 'Password must be at least 6 characters'],
    [{ email: 'dave@example.co.uk', password: 'abc12' }, 'Password must be at least 6 characters'],
    [{ email: 'dave@example.co.uk', password: 123456 }, 'Password must be at least 6 characters'],
    [{ email: 'dave@example.co.uk', password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ email: 'dave@example.co.uk', password: STRONG_PASSWORD, rememberMe: true }, 'Unknown field: rememberMe'],
  ])('rejects %j with 400 and the spec message', async (body, message) => {
    const res = await createClient(server.url).post('/api/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('does not apply the registration strength rule to login (old accounts must still sign in)', async () => {
    const res = await createClient(server.url).post('/api/login', { email: account.email, password: 'abcdef' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid email or password' });
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const client = createClient(server.url);
    const wrong = await client.post('/api/login', { email: account.email, password: 'Wrong#Password1' });
    const unknown = await client.post('/api/login', { email: uniqueEmail('nobody'), password: 'Wrong#Password1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).not.toHaveProperty('token');
  });

  it('takes about as long for an unknown email as for a wrong password (argon2 on both paths)', async () => {
    // Each attempt from its own client and address, so the per-IP and per-account limits never interfere.
    const attempt = async (email: string) => {
      const client = createClient(server.url);
      const start = performance.now();
      const res = await client.post('/api/login', { email, password: 'Wrong#Password1' });
      const elapsed = performance.now() - start;
      expect(res.status).toBe(401);
      return elapsed;
    };
    // Its own account: the per-account limit (10 by default) must not be reached by 6 attempts.
    const target = await createUser(createClient(server.url));
    // Warm both paths (the dummy hash is computed on first use).
    await attempt(uniqueEmail('warm'));
    await attempt(target.email);
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await attempt(uniqueEmail('timing')));
      wrong.push(await attempt(target.email));
    }
    const ratio = median(unknown) / median(wrong);
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms vs wrong ${median(wrong).toFixed(1)} ms`).toBeGreaterThan(1 / 3);
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms vs wrong ${median(wrong).toFixed(1)} ms`).toBeLessThan(3);
  });
});
