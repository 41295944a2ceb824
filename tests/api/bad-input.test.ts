import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createCompleteUser, createUser, devResetToken, profileBody, registrationBody, type CreatedUser } from './helpers/factories.ts';
import { queryDb } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let member: CreatedUser;
beforeAll(async () => {
  server = await startTestServer();
  member = await createCompleteUser(createClient(server.url));
});
afterAll(async () => server.close());

const OVERSIZE = JSON.stringify({ email: 'dave@example.co.uk', padding: 'x'.repeat(70 * 1024) });

interface BodyRoute {
  method: 'POST' | 'PATCH';
  path: string;
  auth: boolean;
  /** A body with a field of the wrong type, and the message it must give. */
  wrongTypes: Record<string, unknown>;
  wrongTypesMessage: string;
}

const ROUTES: BodyRoute[] = [
  {
    method: 'POST',
    path: '/api/login',
    auth: false,
    wrongTypes: { email: ['dave@example.co.uk'], password: 'Sparks#2024' },
    wrongTypesMessage: 'Please enter a valid email address',
  },
  {
    method: 'POST',
    path: '/api/register',
    auth: false,
    wrongTypes: { ...registrationBody(), firstName: 42 },
    wrongTypesMessage: 'First name is required',
  },
  {
    method: 'POST',
    path: '/api/forgot-password',
    auth: false,
    wrongTypes: { email: 5 },
    wrongTypesMessage: 'Please enter your email address',
  },
  {
    method: 'POST',
    path: '/api/resend-verification',
    auth: false,
    wrongTypes: { email: { address: 'dave@example.co.uk' } },
    wrongTypesMessage: 'Please enter your email address',
  },
  {
    method: 'POST',
    path: '/api/reset-password',
    auth: false,
    wrongTypes: { token: ['a'.repeat(64)], newPassword: 'Fuses&Breakers9' },
    wrongTypesMessage: 'Invalid or expired reset token. Please request a new password reset link.',
  },
  {
    method: 'POST',
    path: '/api/complete-profile',
    auth: true,
    wrongTypes: { ...profileBody(), accountType: true },
    wrongTypesMessage: 'Account type must be individual or business',
  },
  { method: 'PATCH', path: '/api/profile', auth: true, wrongTypes: { firstName: 7 }, wrongTypesMessage: 'First name is required' },
];

describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s with bad input', (_name, route) => {
  const send = (options: { raw?: string; contentType?: string; body?: unknown }) =>
    createClient(server.url).request(route.method, route.path, options.body, {
      raw: options.raw,
      contentType: options.contentType,
      token: route.auth ? member.token : undefined,
    });

  it('answers 400 "Request body is not valid JSON" for malformed JSON', async () => {
    const res = await send({ raw: '{"email": "dave@example.co.uk",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers 400 for an empty JSON body', async () => {
    const res = await send({ raw: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is empty' });
  });

  it.each([['[]'], ['"x"'], ['42'], ['true'], ['null'], ['[{"email":"dave@example.co.uk"}]']])(
    'answers 400 "Request body must be a JSON object" for the body %s',
    async (raw) => {
      const res = await send({ raw });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body must be a JSON object' });
    },
  );

  it('answers 400 with a message for a field of the wrong type', async () => {
    const res = await send({ body: route.wrongTypes });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: route.wrongTypesMessage });
  });

  it('answers 400 for text containing a NUL character (PostgreSQL cannot store it)', async () => {
    const withNul = Object.fromEntries(
      Object.entries(route.wrongTypes).map(([k, v]) => [k, typeof v === 'string' ? `${v}\u0000` : 'a\u0000b']),
    );
    const res = await send({ body: withNul });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Text must not contain NUL characters' });
  });

  it('answers 413 "Request body is too large" for an oversize body', async () => {
    const res = await send({ raw: OVERSIZE });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
  });

  it('answers 415 for a form-encoded body', async () => {
    const res = await send({ raw: 'email=dave%40example.co.uk', contentType: 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Unsupported content type' });
  });
});

describe('POST without any body', () => {
  it('is validated as an empty object: the first missing field is named', async () => {
    const client = createClient(server.url);
    expect((await client.post('/api/login')).body).toEqual({ message: 'Please enter a valid email address' });
    expect((await client.post('/api/register')).body).toEqual({ message: 'First name is required' });
    expect((await client.post('/api/forgot-password')).body).toEqual({ message: 'Please enter your email address' });
    const reset = await client.post('/api/reset-password');
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual({ message: 'Invalid or expired reset token. Please request a new password reset link.' });
  });
});

describe('bad input writes nothing', () => {
  it('POST /api/register: no account exists after any rejected registration', async () => {
    const client = createClient(server.url);
    const body = registrationBody();
    const attempts = [
      await client.post('/api/register', undefined, { raw: JSON.stringify(body).slice(0, -1) }),
      await client.post('/api/register', undefined, { raw: JSON.stringify([body]) }),
      await client.post('/api/register', { ...body, lastName: 99 }),
      await client.post('/api/register', { ...body, isEmailVerified: true }),
      await client.post('/api/register', undefined, { raw: JSON.stringify({ ...body, businessName: 'x'.repeat(70 * 1024) }) }),
      await client.post('/api/register', { ...body, businessName: 'x'.repeat(121) }),
      await client.post('/api/register', { ...body, firstName: 'Da\u0000ve' }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([400, 400, 400, 400, 413, 400, 400]);
    expect(await queryDb(server, 'SELECT id FROM users WHERE email = ?', [body.email])).toHaveLength(0);
    const login = await createClient(server.url).post('/api/login', { email: body.email, password: body.password });
    expect(login.status).toBe(401);
    // The address is still free.
    expect((await createClient(server.url).post('/api/register', body)).status).toBe(201);
  });

  it('POST /api/complete-profile and PATCH /api/profile: the profile stays as it was', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const token = user.token;
    await client.post('/api/complete-profile', undefined, { raw: '{"accountType":', token });
    await client.post('/api/complete-profile', { ...profileBody(), postcode: 12 }, { token });
    await client.post('/api/complete-profile', { ...profileBody(), bio: 'x'.repeat(1001) }, { token });
    await client.post('/api/complete-profile', { ...profileBody(), bio: 'nul\u0000byte' }, { token });
    await client.patch('/api/profile', { firstName: 'Changed', bio: 'nul\u0000byte' }, { token });
    const me = await client.get('/api/user', { token });
    expect(me.body).toEqual(user.user);
  });

  it('POST /api/reset-password: a rejected request leaves the link usable and the password unchanged', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const token = await devResetToken(client, user.email);
    expect((await client.post('/api/reset-password', undefined, { raw: `{"token":"${token}",` })).status).toBe(400);
    expect((await client.post('/api/reset-password', { token, newPassword: 12345678 })).status).toBe(400);
    expect((await client.post('/api/reset-password', { token, newPassword: 'Fuses&Breakers9', extra: 1 })).status).toBe(400);
    expect((await client.get('/api/user', { token: user.token })).status).toBe(200);
    expect((await createClient(server.url).post('/api/login', { email: user.email, password: user.password })).status).toBe(200);
    expect((await client.post('/api/reset-password', { token, newPassword: 'Fuses&Breakers9' })).status).toBe(200);
  });
});
