import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/messages/account-messages.ts';
import { hashPassword } from '../../src/server/auth/password-hash.ts';
import { createClient } from './helpers/api-client.ts';
import { queryDb } from './helpers/db.ts';
import { createUser, devResetToken, registrationBody, uniqueEmail } from './helpers/factories.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const GUESSABLE = { message: ACCOUNT_MESSAGES.guessablePassword };
const DECORATED = ['Football123!', 'Chelsea123!', 'Batman123!', 'Summer2023!', 'Winter2024!', 'Spring2025!'];
/** Found by the re-probe: look-alikes inside the word, and the service's own name. */
const DISGUISED = ['Footb@ll123!', 'Ch3ls3a2024!', 'Str@wberry2024', 'Sparestock2024!', 'Sp@rebot1!'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

describe('common words decorated with digits, years and symbols', () => {
  it.each(DECORATED)('POST /api/register refuses %s with the guessable message', async (password) => {
    const res = await createClient(server.url).post('/api/register', registrationBody({ password }));
    expect(res).toMatchObject({ status: 400, body: GUESSABLE });
  });

  it.each(DISGUISED)('POST /api/register refuses %s (look-alikes undone, the service’s name) with the same message', async (password) => {
    const res = await createClient(server.url).post('/api/register', registrationBody({ password }));
    expect(res).toMatchObject({ status: 400, body: GUESSABLE });
  });

  it.each([{ list: DECORATED }, { list: DISGUISED }])(
    'POST /api/reset-password and POST /api/account/password refuse $list.0 and the like',
    async ({ list }) => {
      const client = createClient(server.url);
      const user = await createUser(client, { email: uniqueEmail('decorated') });
      const token = await devResetToken(client, user.email);
      for (const newPassword of list) {
        expect(await client.post('/api/reset-password', { token, newPassword })).toMatchObject({ status: 400, body: GUESSABLE });
        const change = await createClient(server.url).post(
          '/api/account/password',
          { currentPassword: user.password, newPassword },
          { token: user.token },
        );
        expect(change).toMatchObject({ status: 400, body: GUESSABLE });
      }
    },
  );

  it('POST /api/login never applies the rule: a wrong decorated password is just wrong', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const res = await client.post('/api/login', { email: user.email, password: 'Football123!' });
    expect(res.status).toBe(401);
  });

  it('POST /api/login lets in an account whose password the rule would now refuse', async () => {
    const client = createClient(server.url);
    const user = await createUser(client);
    const old = 'Footb@ll123!';
    await queryDb(server, 'UPDATE users SET password_hash = ? WHERE id = ?', [await hashPassword(old), user.user.id]);
    expect((await client.post('/api/login', { email: user.email, password: old })).status).toBe(200);
  });
});
