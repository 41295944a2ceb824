import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './helpers/api-client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let offline: TestServer;
let outside: TestServer;
let named: TestServer;
beforeAll(async () => {
  [offline, outside, named] = await Promise.all([
    startTestServer(),
    startTestServer({ SPAREBOT_PROVIDER: 'openai', SPAREBOT_BASE_URL: 'https://api.openai.com/v1', SPAREBOT_COMBINE_LOCAL: 'false' }),
    startTestServer({
      SPAREBOT_PROVIDER: 'openai',
      SPAREBOT_BASE_URL: 'https://vision.example.net/v1',
      SPAREBOT_PROCESSOR_NAME: 'Example Vision Ltd',
      SPAREBOT_COMBINE_LOCAL: 'false',
    }),
  ]);
});
afterAll(async () => Promise.all([offline.close(), outside.close(), named.close()]));

describe('GET /api/privacy/processors', () => {
  it('names the AI processor from the config: the setting, else SPAREBOT_BASE_URL’s host; null when SpareBot runs offline', async () => {
    expect((await createClient(offline.url).get('/api/privacy/processors')).body).toEqual({ aiProcessor: null });
    expect((await createClient(outside.url).get('/api/privacy/processors')).body).toEqual({ aiProcessor: 'api.openai.com' });
    expect((await createClient(named.url).get('/api/privacy/processors')).body).toEqual({ aiProcessor: 'Example Vision Ltd' });
  });
});
