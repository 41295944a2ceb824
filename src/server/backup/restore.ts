import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createImageStorage } from '../images/create-image-storage.ts';
import type { ImageStorage } from '../images/image-storage.ts';
import { PHOTOS_DIR, readManifest, readPhotoList, type BackupManifest } from './backup-manifest.ts';
import { databaseTargetProblem, restoreDatabase } from './database-copy.ts';
import { restorePhotos } from './photo-copy.ts';

/** Thrown when the target is not empty or the backup does not fit it: nothing has been written. */
export class RestoreRefused extends Error {}

/** Whether a folder holds any file at any depth. */
function holdsFiles(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).some((entry) => entry.isFile());
}

async function storageTargetProblem(config: AppConfig, uploadsDir: string, storage: () => ImageStorage): Promise<string | undefined> {
  if (config.storage.kind === 'local')
    return holdsFiles(uploadsDir) ? `${uploadsDir} already holds files: restore only into an empty data folder` : undefined;
  const quiet = { removed: () => undefined, failed: () => undefined };
  for await (const key of storage().listStaleKeys(Number.POSITIVE_INFINITY, quiet)) {
    return `the bucket ${config.storage.s3.bucket} already holds photos (${key}): restore only into an empty bucket`;
  }
  return undefined;
}

/**
 * `npm run restore -- <folder>`: the backup's database into the configured database, and its photos
 * into the configured storage (disk or bucket). Refuses, having written nothing, unless both are
 * empty and the backup is of the same database engine. Run it with the server stopped; the next
 * start migrates the copy forward if it is older than the code.
 */
export async function runRestore(config: AppConfig, folder: string): Promise<BackupManifest> {
  const dir = path.resolve(folder);
  const manifest = await readManifest(dir).catch((error: Error) => {
    throw new RestoreRefused(error.message);
  });
  if (manifest.database.dialect !== config.database.dialect) {
    throw new RestoreRefused(
      `This backup is of a ${manifest.database.dialect} database; DATABASE_URL names a ${config.database.dialect} one`,
    );
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  let storage: ImageStorage | undefined;
  const openStorage = () => (storage ??= createImageStorage(config.storage, uploadsDir));
  try {
    const problems = [await databaseTargetProblem(config.database), await storageTargetProblem(config, uploadsDir, openStorage)].filter(
      Boolean,
    );
    if (problems.length) throw new RestoreRefused(`Refusing to restore: ${problems.join('; ')}`);
    const photos = await readPhotoList(dir);
    await restoreDatabase(config.database, path.join(dir, manifest.database.file));
    await restorePhotos(openStorage(), photos, path.join(dir, PHOTOS_DIR), path.join(config.dataDir, 'tmp'));
    return manifest;
  } finally {
    storage?.close?.();
  }
}
