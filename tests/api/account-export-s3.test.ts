import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExportResponse } from '../../src/shared/schemas/account.ts';
import { makePhoto } from '../fixtures/images.ts';
import { createClient } from './helpers/api-client.ts';
import { readZip } from './helpers/account.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser } from './helpers/factories.ts';
import { createListing, download, photo } from './helpers/listings.ts';
import { startS3Server, type S3TestServer } from './helpers/s3-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let s3: S3TestServer;
let server: TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer(s3.env);
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('download my data with photos in an S3 bucket', () => {
  it('streams each photo from the bucket into the zip, byte for byte', async () => {
    const client = createClient(server.url);
    const user = await createCompleteUser(client);
    const item = await createListing(server.url, user.token, { title: 'Danfoss FC-102 drive' }, [
      photo(await makePhoto('jpeg', 400, 300)),
      photo(await makePhoto('png', 300, 200), 'b.png', 'image/png'),
    ]);
    const keys = await queryDb<{ image_key: string }>(server, 'SELECT image_key FROM photos WHERE listing_id = ? ORDER BY position', [
      item.id,
    ]);

    const link = await client.post<AccountExportResponse>('/api/account/export', undefined, { token: user.token });
    const res = await download(server.url, link.body.url);
    expect(res.status).toBe(200);
    const entries = await readZip(res.data);
    keys.forEach(({ image_key: key }, index) => {
      expect(entries.get(`photos/${item.id}/${index + 1}.jpg`)!.equals(s3.read(key)!)).toBe(true);
    });
  });
});
