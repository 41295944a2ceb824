import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'photo-url-secret';

/**
 * The secret that signs the owner's photo URLs: PHOTO_URL_SECRET when set (required for several
 * instances), else one kept in DATA_DIR, made on the first start (mode 600), so the URLs a browser
 * holds stay good across a restart of the one process.
 */
export function resolvePhotoUrlSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const made = randomBytes(32).toString('base64url');
  try {
    // 'wx': of two processes starting at once, the second reads what the first wrote.
    fs.writeFileSync(file, made, { mode: 0o600, flag: 'wx' });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}
