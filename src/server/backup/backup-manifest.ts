import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * One backup is a folder `sparestock-<UTC time>` holding `manifest.json`, the database copy
 * (`database.sqlite` or `database.pgdump`), `photos.tsv` (key, bytes, SHA-256 per line) and
 * `photos/<key>`. It is written as `<name>.partial` and renamed when complete, so a folder without
 * that suffix and with a manifest is a whole backup.
 */
export const MANIFEST_FILE = 'manifest.json';
export const PHOTO_LIST_FILE = 'photos.tsv';
export const PHOTOS_DIR = 'photos';
export const PARTIAL_SUFFIX = '.partial';
const NAME_PATTERN = /^sparestock-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z$/;

export interface BackupManifest {
  format: 'sparestock-backup';
  version: 1;
  /** When the copy began; every write acknowledged before this is in it. */
  startedAt: string;
  /** The moment the database copy reflects (its snapshot). */
  snapshotAt: string;
  finishedAt: string;
  database: {
    dialect: 'sqlite' | 'postgres';
    file: string;
    bytes: number;
    /** The migrations applied in the copy (a restore is migrated forward on the next start). */
    migrations: string[];
    /** SQLite: PRAGMA integrity_check of the copy; PostgreSQL: pg_restore --list read the archive. */
    check: 'ok';
  };
  photos: {
    storage: 'local' | 's3';
    count: number;
    bytes: number;
    /** Keys the database copy names but the storage no longer had (deleted after the snapshot). */
    missing: string[];
  };
}

export interface PhotoEntry {
  key: string;
  bytes: number;
  sha256: string;
}

/** `sparestock-2026-11-25T10-40-00-123Z`: sorts by time, safe on every file system. */
export function backupName(at: Date): string {
  return `sparestock-${at.toISOString().replace(/:/g, '-').replace('.', '-')}`;
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await fsp.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Reads and checks a backup folder's manifest; throws a plain message when it is not a whole backup. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fsp.readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${dir} is not a complete SpareStock backup (no ${MANIFEST_FILE})`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 'sparestock-backup' || manifest.version !== 1) throw new Error(`${dir}: unknown backup format`);
  return manifest;
}

export async function readPhotoList(dir: string): Promise<PhotoEntry[]> {
  const text = await fsp.readFile(path.join(dir, PHOTO_LIST_FILE), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [key, bytes, sha256] = line.split('\t');
      return { key: key!, bytes: Number(bytes), sha256: sha256! };
    });
}

/** Complete backups in `backupDir`, oldest first. */
export function listBackups(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((name) => NAME_PATTERN.test(name) && fs.existsSync(path.join(backupDir, name, MANIFEST_FILE)))
    .sort();
}
