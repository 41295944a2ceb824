import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/messages/account-messages.ts';
import { createClient, randomIp } from './helpers/api-client.ts';
import { createUser, devResetToken, logIn, registrationBody, STRONG_PASSWORD, uniqueEmail } from './helpers/factories.ts';
import { outboxRows } from './helpers/outbox.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { waitFor } from '../support/wait-for.ts';

const NEW_PASSWORD = 'Lorry-Gasket#77';
const GUESSABLE = { message: ACCOUNT_MESSAGES.guessablePassword };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('POST /api/account/password', () => {
  it('answers 400 for a wrong current password and changes nothing', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const res = await client.post(
      '/api/account/password',
      { currentPassword: 'Not#MyPassword9', newPassword: NEW_PASSWORD },
      { token: user.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.wrongCurrentPassword });
    expect(await logIn(createClient(server.url), user.email, user.password)).toBeTruthy();
  });

  it('answers 429 after as many wrong current passwords as login allows per account, from any address', async () => {
    const user = await createUser(createClient(server.url));
    const attempt = () =>
      createClient(server.url, randomIp()).post(
        '/api/account/password',
        { currentPassword: 'Not#MyPassword9', newPassword: NEW_PASSWORD },
        { token: user.token },
      );
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 401 without a session', async () => {
    const res = await createClient(server.url).post('/api/account/password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });

  it.each([
    ['a top-10,000 password dressed up for the rule', 'Password1!'],
    ['a keyboard walk', 'Qwerty123!'],
    ['a common password with swapped letters', 'P@ssw0rd!'],
    ['the user’s own name', 'DaveSparks1!'],
    ['the user’s name with swapped letters', 'D4ve$parks!'],
    ['the user’s business name', 'SparksElectrical1!'],
  ])('refuses %s with the guessable message', async (_name, newPassword) => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const res = await client.post('/api/account/password', { currentPassword: user.password, newPassword }, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(GUESSABLE);
  });

  it('refuses a password built from the email address', async () => {
    const client = createClient(server.url);
    const user = await createUser(client, { email: `quillfeather.${Date.now()}@example.co.uk` });
    const res = await client.post(
      '/api/account/password',
      { currentPassword: user.password, newPassword: 'Quillfeather#1' },
      { token: user.token },
    );
    expect(res.body).toEqual(GUESSABLE);
  });

  it('applies the spec’s rule first, in its words', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const res = await client.post(
      '/api/account/password',
      { currentPassword: user.password, newPassword: 'lorrygasket' },
      { token: user.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Password must include: one uppercase letter, one special character/);
  });

  it('changes the password, ends every other session, keeps the current one and mails the user', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const other = await logIn(createClient(server.url), user.email, user.password);
    const third = await logIn(createClient(server.url), user.email, user.password);

    const res = await client.post(
      '/api/account/password',
      { currentPassword: user.password, newPassword: NEW_PASSWORD },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });

    expect((await client.get('/api/user', { token: user.token })).status).toBe(200);
    expect((await client.get('/api/user', { token: other })).status).toBe(401);
    expect((await client.get('/api/user', { token: third })).status).toBe(401);
    expect((await createClient(server.url).post('/api/login', { email: user.email, password: user.password })).status).toBe(401);
    expect(await logIn(createClient(server.url), user.email, NEW_PASSWORD)).toBeTruthy();

    await waitFor(
      async () => (await outboxRows(server, user.email)).some((row) => row.kind === 'password_changed' && row.status === 'sent'),
      'the notice is sent',
    );
    const notice = (await outboxRows(server, user.email)).find((row) => row.kind === 'password_changed')!;
    expect(notice.subject).toBe('Your SpareStock password was changed');
  });

  it('refuses the current password as the new one', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const res = await client.post(
      '/api/account/password',
      { currentPassword: user.password, newPassword: user.password },
      { token: user.token },
    );
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.samePassword });
  });

  it('retires a reset link mailed before the change', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const resetToken = await devResetToken(client, user.email);
    expect(
      (await client.post('/api/account/password', { currentPassword: user.password, newPassword: NEW_PASSWORD }, { token: user.token }))
        .status,
    ).toBe(200);
    const reset = await client.post('/api/reset-password', { token: resetToken, newPassword: 'Valve-Copper#88' });
    expect(reset.status).toBe(400);
  });
});

describe('the guessability rule at registration and reset', () => {
  it('POST /api/register refuses a common password and one built from the name', async () => {
    const client = createClient(server.url);
    for (const password of ['Password1!', 'Welcome123!', 'DaveSparks1!']) {
      const res = await client.post('/api/register', registrationBody({ password }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(GUESSABLE);
    }
    expect((await client.post('/api/register', registrationBody({ password: NEW_PASSWORD }))).status).toBe(201);
  });

  it('POST /api/reset-password refuses them too, and the link still works for a good one', async () => {
    const client = createClient(server.url);
    const user = await createUser(client, { email: uniqueEmail('reset') });
    const token = await devResetToken(client, user.email);
    const weak = await client.post('/api/reset-password', { token, newPassword: 'Qwerty123!' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual(GUESSABLE);
    const named = await client.post('/api/reset-password', { token, newPassword: 'Sparks#2024' });
    expect(named.body).toEqual(GUESSABLE);
    expect((await client.post('/api/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });
});
