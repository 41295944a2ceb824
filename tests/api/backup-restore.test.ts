import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { makeNoisyJpeg } from '../fixtures/images.ts';
import { createClient } from './helpers/api-client.ts';
import { backupFolderFrom, createEmptyPlace, runCli, startServerOn, type EmptyPlace } from './helpers/backup.ts';
import { queryDb } from './helpers/db.ts';
import { createCompleteUser, logIn, type CreatedUser } from './helpers/factories.ts';
import { createListing, fetchImage, photo, uploadedFiles } from './helpers/listings.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let user: CreatedUser;
let listings: Listing[];
let place: EmptyPlace;
beforeAll(async () => {
  server = await startTestServer();
  user = await createCompleteUser(createClient(server.url));
  const jpeg = await makeNoisyJpeg(400, 300, 80);
  listings = [];
  for (let i = 0; i < 3; i++)
    listings.push(await createListing(server.url, user.token, { title: `Backed-up breaker ${i}` }, [photo(jpeg), photo(jpeg)]));
  place = await createEmptyPlace();
});
afterAll(async () => {
  await server.close();
  await place.remove();
});

const serverEnv = () => ({ DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl });

describe('npm run backup and npm run restore', () => {
  let folder: string;

  it('writes a timestamped folder with the database copy, the photos and a manifest, while the server runs', async () => {
    const res = await runCli('backup', [], serverEnv());
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    folder = backupFolderFrom(res.stdout);
    expect(path.dirname(folder)).toBe(path.join(server.dataDir, 'backups'));
    expect(path.basename(folder)).toMatch(/^sparestock-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'sparestock-backup',
      database: { dialect: server.dialect, file: server.dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump', check: 'ok' },
      photos: { storage: 'local', count: 12, missing: [] },
    });
    expect(manifest.database.migrations).toContain('013-moderation');
    // Every photo file of the server, and nothing else.
    const copied = fs.readdirSync(path.join(folder, 'photos'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(copied).toHaveLength(uploadedFiles(server).length);
  });

  it('refuses a target that is not empty, writing nothing', async () => {
    const res = await runCli('restore', [folder], serverEnv());
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/Refusing to restore: .*(already exists|already holds)/);
    expect((await runCli('restore', [path.join(server.dataDir, 'nothing')], place.env)).stderr).toMatch(/not a complete SpareStock backup/);
  });

  it('restores into an empty data folder and database: the same accounts, items and photos', async () => {
    const res = await runCli('restore', [folder], place.env);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const restored = await startServerOn(place);
    try {
      const client = createClient(restored.url);
      const token = await logIn(client, user.email, user.password);
      const mine = await client.get<Listing[]>('/api/user-listings', { token });
      expect(mine.body.map((l) => l.title).sort()).toEqual(listings.map((l) => l.title).sort());
      // The restored server signs photo URLs with its own secret (DATA_DIR/photo-url-secret is not
      // backed up), so it is asked for them afresh; every photo is there.
      expect(mine.body.flatMap((l) => l.images)).toHaveLength(listings.flatMap((l) => l.images).length);
      for (const item of mine.body) {
        for (const url of [...item.images, ...item.thumbnails]) expect((await fetchImage(restored.url, url)).status).toBe(200);
      }
      if (restored.dialect === 'sqlite') {
        expect(await queryDb(restored, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      }
    } finally {
      await restored.stop();
    }
    // A second restore into the same place is refused.
    expect((await runCli('restore', [folder], place.env)).code).toBe(3);
  });
});
