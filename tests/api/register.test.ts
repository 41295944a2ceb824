import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { createUser, registrationBody } from './helpers/factories.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('POST /api/register (dev mode)', () => {
  it('creates a verified account with a session and devMode: true', async () => {
    const client = createClient(server.url);
    const body = registrationBody();
    const res = await client.post('/api/register', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ devMode: true, requiresVerification: false });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({ email: body.email, firstName: 'Dave', isEmailVerified: true, isProfileComplete: false });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    const me = await client.get('/api/user', { token: res.body.token as string });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(body.email);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'Different#1' }, "Passwords don't match"],
    [{ password: 'sparks#2024', confirmPassword: 'sparks#2024' }, 'Password must include: one uppercase letter'],
    [{ password: 'Sparks2024x', confirmPassword: 'Sparks2024x' }, 'Password must include: one special character'],
  ])('rejects %j with the spec message', async (overrides, message) => {
    const res = await createClient(server.url).post('/api/register', registrationBody(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const client = createClient(server.url);
    const first = await createUser(client);
    const res = await client.post('/api/register', registrationBody({ email: first.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it('rejects unknown fields, malformed JSON and oversize bodies without creating anything', async () => {
    const client = createClient(server.url);
    const body = registrationBody();
    const unknown = await client.post('/api/register', { ...body, isAdmin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field: isAdmin');
    const bad = await client.post('/api/register', undefined, { raw: '{"email":' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Request body is not valid JSON');
    const huge = await client.post('/api/register', undefined, { raw: JSON.stringify({ ...body, firstName: 'x'.repeat(200_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Request body is too large');
    const login = await client.post('/api/login', { email: body.email, password: body.password });
    expect(login.status).toBe(401);
  });
});
