import { ConfigError, loadConfig } from '../config.ts';
import { RestoreRefused, runRestore } from './restore.ts';

// `npm run restore -- <backup folder>`: into an empty data folder / database only (see docs/deploy.md).
const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exitCode = 2;
} else {
  try {
    const manifest = await runRestore(loadConfig(), folder);
    console.log(
      `Restored the backup of ${manifest.snapshotAt}: the ${manifest.database.dialect} database and ${manifest.photos.count} photo files.`,
    );
    console.log('Start the server: it migrates the copy forward if the code is newer.');
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exitCode = error instanceof RestoreRefused ? 3 : 1;
  }
}
