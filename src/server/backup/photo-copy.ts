import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImageStorage } from '../images/image-storage.ts';
import type { PhotoEntry } from './backup-manifest.ts';

/** Photos copied at once (each a stream from disk or the bucket). */
const CONCURRENCY = 8;

/** Runs `work` over `items`, `CONCURRENCY` at a time. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/** A pass-through stream that counts and hashes what flows through it. */
function measuring() {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/**
 * Copies the photos the database copy names from the storage (disk or bucket, through the app's own
 * ImageStorage) into `dir/<key>`. Photos never change once stored, so a copy made after the
 * database snapshot is the one the snapshot meant; a key the storage no longer has was deleted
 * after the snapshot and is reported as missing.
 */
export async function backupPhotos(
  storage: ImageStorage,
  keys: string[],
  dir: string,
): Promise<{ entries: PhotoEntry[]; missing: string[] }> {
  const entries: PhotoEntry[] = [];
  const missing: string[] = [];
  await eachLimited([...new Set(keys)].sort(), async (key) => {
    const stored = await storage.get(key);
    if (!stored) {
      missing.push(key);
      return;
    }
    const target = path.join(dir, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const measure = measuring();
    await pipeline(stored.stream, measure.stream, fs.createWriteStream(target));
    entries.push({ key, ...measure.result() });
  });
  return { entries: entries.sort((a, b) => a.key.localeCompare(b.key)), missing: missing.sort() };
}

/**
 * Puts each backed-up photo into the storage under its key, after checking its size and SHA-256
 * against the list. `putFile` moves its source, so each goes through a temp copy in `tmpDir`.
 */
export async function restorePhotos(storage: ImageStorage, entries: PhotoEntry[], dir: string, tmpDir: string): Promise<void> {
  await fsp.mkdir(tmpDir, { recursive: true });
  await eachLimited(entries, async (entry) => {
    const temp = path.join(tmpDir, `restore-${process.pid}-${entry.sha256.slice(0, 16)}-${path.basename(entry.key)}.tmp`);
    const measure = measuring();
    await pipeline(fs.createReadStream(path.join(dir, entry.key)), measure.stream, fs.createWriteStream(temp));
    const seen = measure.result();
    if (seen.bytes !== entry.bytes || seen.sha256 !== entry.sha256) {
      await fsp.rm(temp, { force: true });
      throw new Error(`photos/${entry.key} does not match the backup's list (damaged copy)`);
    }
    await storage.putFile(entry.key, temp, 'image/jpeg');
  });
}
