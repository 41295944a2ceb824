import type { StorageConfig } from '../storage-config.ts';
import type { ImageStorage } from './image-storage.ts';
import { createLocalImageStorage } from './local-image-storage.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

/** The app's one photo storage, chosen from config at start-up: the bucket when S3_BUCKET is set, else `uploadsDir`. */
export function createImageStorage(config: StorageConfig, uploadsDir: string): ImageStorage {
  switch (config.kind) {
    case 's3':
      return createS3ImageStorage(config.s3);
    case 'local':
      return createLocalImageStorage(uploadsDir);
  }
}

/**
 * Where signed photo URLs point (the bucket's origin), for the CSP's img-src and connect-src;
 * none when photos are served by the app itself.
 */
export async function signedUrlOrigins(storage: ImageStorage): Promise<string[]> {
  if (!storage.signedUrl) return [];
  const { url } = await storage.signedUrl('users/1/00000000-0000-0000-0000-000000000000.jpg', 'private, max-age=0');
  return [new URL(url).origin];
}
