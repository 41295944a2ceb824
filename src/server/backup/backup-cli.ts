import { ConfigError, loadConfig } from '../config.ts';
import { runBackup } from './backup.ts';

// `npm run backup`: a consistent copy of the database and photos into BACKUP_DIR (see docs/deploy.md).
try {
  const { dir, manifest, pruned } = await runBackup(loadConfig());
  const mb = (manifest.database.bytes / 1e6).toFixed(1);
  console.log(`Backup written to ${dir}`);
  console.log(`  database: ${manifest.database.dialect}, ${mb} MB, as of ${manifest.snapshotAt}`);
  console.log(
    `  photos: ${manifest.photos.count} files, ${(manifest.photos.bytes / 1e6).toFixed(1)} MB from ${manifest.photos.storage} storage`,
  );
  if (manifest.photos.missing.length) console.log(`  ${manifest.photos.missing.length} photo(s) deleted during the copy were left out`);
  if (pruned.length) console.log(`  removed ${pruned.length} backup(s) older than BACKUP_KEEP_DAYS: ${pruned.join(', ')}`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
