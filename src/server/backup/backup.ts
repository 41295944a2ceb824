import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createImageStorage } from '../images/create-image-storage.ts';
import {
  backupName,
  listBackups,
  PARTIAL_SUFFIX,
  PHOTO_LIST_FILE,
  PHOTOS_DIR,
  writeManifest,
  type BackupManifest,
} from './backup-manifest.ts';
import { databaseFileName, snapshotDatabase } from './database-copy.ts';
import { backupPhotos } from './photo-copy.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
  /** Older backups removed (BACKUP_KEEP_DAYS). */
  pruned: string[];
}

/**
 * `npm run backup`: a consistent copy of the database (taken while the server runs), then every
 * photo that copy names, into a new folder of `config.backupDir`. The folder is named `.partial`
 * until everything is written; then complete backups older than BACKUP_KEEP_DAYS are removed.
 */
export async function runBackup(config: AppConfig, now: () => Date = () => new Date()): Promise<BackupResult> {
  const started = now();
  const name = backupName(started);
  const partial = path.join(config.backupDir, `${name}${PARTIAL_SUFFIX}`);
  const dir = path.join(config.backupDir, name);
  await fsp.mkdir(partial, { recursive: true });
  try {
    const dbFile = databaseFileName(config.database);
    const snapshot = await snapshotDatabase(config.database, path.join(partial, dbFile));
    const storage = createImageStorage(config.storage, path.join(config.dataDir, 'uploads'));
    let photos: Awaited<ReturnType<typeof backupPhotos>>;
    try {
      photos = await backupPhotos(storage, snapshot.keys, path.join(partial, PHOTOS_DIR));
    } finally {
      storage.close?.();
    }
    await fsp.writeFile(path.join(partial, PHOTO_LIST_FILE), photos.entries.map((e) => `${e.key}\t${e.bytes}\t${e.sha256}\n`).join(''));
    const manifest: BackupManifest = {
      format: 'sparestock-backup',
      version: 1,
      startedAt: started.toISOString(),
      snapshotAt: snapshot.snapshotAt,
      finishedAt: now().toISOString(),
      database: {
        dialect: config.database.dialect,
        file: dbFile,
        bytes: (await fsp.stat(path.join(partial, dbFile))).size,
        migrations: snapshot.migrations,
        check: 'ok',
      },
      photos: {
        storage: config.storage.kind,
        count: photos.entries.length,
        bytes: photos.entries.reduce((sum, e) => sum + e.bytes, 0),
        missing: photos.missing,
      },
    };
    await writeManifest(partial, manifest);
    await fsp.rename(partial, dir);
    return { dir, manifest, pruned: await pruneBackups(config, name, started.getTime()) };
  } catch (error) {
    await fsp.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Removes complete backups older than the keep time (never `keep`), and `.partial` leftovers over a day old. */
async function pruneBackups(config: AppConfig, keep: string, nowMs: number): Promise<string[]> {
  const removed: string[] = [];
  if (config.backupKeepMs > 0) {
    for (const name of listBackups(config.backupDir)) {
      if (name === keep) continue;
      const { mtimeMs } = await fsp.stat(path.join(config.backupDir, name));
      if (nowMs - mtimeMs > config.backupKeepMs) {
        await fsp.rm(path.join(config.backupDir, name), { recursive: true, force: true });
        removed.push(name);
      }
    }
  }
  for (const name of await fsp.readdir(config.backupDir)) {
    if (!name.endsWith(PARTIAL_SUFFIX)) continue;
    const { mtimeMs } = await fsp.stat(path.join(config.backupDir, name));
    if (nowMs - mtimeMs > DAY_MS) await fsp.rm(path.join(config.backupDir, name), { recursive: true, force: true });
  }
  return removed;
}
