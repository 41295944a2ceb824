import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiResponse } from './helpers/api-client.ts';
import { createUser } from './helpers/factories.ts';
import { queryDb } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function directives(res: ApiResponse): Map<string, string[]> {
  const csp = res.headers.get('content-security-policy');
  expect(csp, 'content-security-policy header').toBeTruthy();
  return new Map(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(res: ApiResponse) {
  const csp = directives(res);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-powered-by')).toBeNull();
  expect(res.headers.get('x-request-id')).toBeTruthy();
}

describe('security headers', () => {
  it('are set on an API answer (POST /api/init)', async () => {
    const res = await createClient(server.url).post('/api/init');
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('are set on an authenticated answer and on a 401', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    expectSecurityHeaders(await client.get('/api/user', { token: user.token }));
    const denied = await client.get('/api/user');
    expect(denied.status).toBe(401);
    expectSecurityHeaders(denied);
  });

  it('are set on a 400 validation answer', async () => {
    const res = await createClient(server.url).post('/api/login', { email: 'nope', password: 'x' });
    expect(res.status).toBe(400);
    expectSecurityHeaders(res);
  });

  it('are set on the answer to a malformed URL, which no hook sees', async () => {
    const res = await createClient(server.url).get('/api/listings/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request URL is not valid' });
    expectSecurityHeaders(res);
  });

  it('are set on a 404 for an unknown route, which answers JSON', async () => {
    const res = await createClient(server.url).get('/api/no-such-route?secret=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No route for GET /api/no-such-route' });
    expectSecurityHeaders(res);
  });
});

describe('x-request-id', () => {
  it('echoes a well-formed request id', async () => {
    const res = await createClient(server.url).post('/api/init', undefined, { headers: { 'x-request-id': 'trace-abc_123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-abc_123');
  });

  it('echoes the id on errors too', async () => {
    const res = await createClient(server.url).get('/api/nowhere', { headers: { 'x-request-id': 'err-trace-1' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBe('err-trace-1');
  });

  it('echoes the id on a 401, a 400 and a malformed URL', async () => {
    const client = createClient(server.url);
    const headers = { 'x-request-id': 'err-trace-2' };
    const unauthorised = await client.get('/api/user-listings', { headers });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('x-request-id')).toBe('err-trace-2');
    const invalid = await client.post('/api/login', { email: 'not-an-email' }, { headers });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('x-request-id')).toBe('err-trace-2');
    const badUrl = await client.get('/api/listings/%E0%A4%A', { headers });
    expect(badUrl.status).toBe(400);
    expect(badUrl.headers.get('x-request-id')).toBe('err-trace-2');
  });

  it('makes up its own id when none, or a malformed one, is given', async () => {
    const client = createClient(server.url);
    const none = await client.post('/api/init');
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const other = await client.post('/api/init');
    expect(other.headers.get('x-request-id')).not.toBe(none.headers.get('x-request-id'));
    for (const bad of ['has spaces in it', 'x'.repeat(65), '<script>']) {
      const res = await client.post('/api/init', undefined, { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('server errors', () => {
  it('answer 500 with a generic message and no internals when the database fails', async () => {
    // A real failure, on a server of its own: its sessions table disappears under it.
    const broken = await startTestServer();
    try {
      const client = createClient(broken.url);
      const user = await createUser(client);
      await queryDb(broken, 'DROP TABLE sessions');
      const res = await client.get('/api/user', { token: user.token, headers: { 'x-request-id': 'db-down-1' } });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(res.text).not.toMatch(/sessions|sqlite|postgres|relation|table|stack|Error|at /i);
      expect(res.headers.get('x-request-id')).toBe('db-down-1');
      expectSecurityHeaders(res);
    } finally {
      await broken.close();
    }
  });
});
