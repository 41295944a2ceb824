import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { copyLocalPhotosToS3 } from './copy-to-s3.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

/**
 * `npm run storage:copy-to-s3`: copies the photos of DATA_DIR/uploads into the bucket the S3_*
 * variables name (the same settings the server reads), skipping those already there with the
 * same size, and prints what it did. Exit code 0 when nothing failed, 1 when some photos could
 * not be copied (run it again), 2 when the configuration is wrong.
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 2;
  }
  if (config.storage.kind !== 's3') {
    console.error(
      'Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) to the bucket to copy the photos into.',
    );
    return 2;
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const storage = createS3ImageStorage(config.storage.s3);
  console.log(`Copying the photos of ${uploadsDir} into the bucket ${config.storage.s3.bucket}…`);
  let reported = 0;
  const result = await copyLocalPhotosToS3(uploadsDir, storage, {
    onCopied: () => {
      if (++reported % 1000 === 0) console.log(`  ${reported} copied so far`);
    },
  });
  storage.close?.();
  for (const failure of result.failures) console.error(`  failed: ${failure.key} (${failure.error})`);
  console.log(`${result.copied} copied, ${result.skipped} skipped (already in the bucket with the same size), ${result.failed} failed`);
  return result.failed ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
