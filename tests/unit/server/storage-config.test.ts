import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const KEYS = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY', S3_SECRET_ACCESS_KEY: 'very-secret-value' };

describe('loadConfig: photo storage (S3_*)', () => {
  it('stores photos on local disk when no S3 variable is set, or only blank ones', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: ' ' }).storage).toEqual({ kind: 'local' });
  });

  it('uses AWS S3 with the default credential chain for a bucket alone: region us-east-1, virtual-hosted URLs, photos through the app', () => {
    expect(loadConfig({ S3_BUCKET: 'sparestock-photos' }).storage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'sparestock-photos',
        region: 'us-east-1',
        endpoint: undefined,
        credentials: undefined,
        forcePathStyle: false,
        publicUrls: 'proxy',
      },
    });
  });

  it('reads a whole S3-compatible configuration (R2, B2, MinIO), path-style by default with an endpoint', () => {
    const config = loadConfig({
      S3_BUCKET: 'photos',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com/',
      S3_PUBLIC_URLS: 'signed',
      ...KEYS,
    });
    expect(config.storage).toEqual({
      kind: 's3',
      s3: {
        bucket: 'photos',
        region: 'auto',
        endpoint: 'https://acc.r2.cloudflarestorage.com',
        credentials: { accessKeyId: 'AKIAEXAMPLEKEY', secretAccessKey: 'very-secret-value' },
        forcePathStyle: true,
        publicUrls: 'signed',
      },
    });
    expect(
      loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false', ...KEYS }).storage,
    ).toMatchObject({
      s3: { forcePathStyle: false },
    });
  });

  it('stops on a half-given configuration, naming what is missing', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-2' })).toEqual([
      'S3_BUCKET: required when S3_REGION, S3_ENDPOINT are set (without S3_BUCKET photos stay on local disk)',
    ]);
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY' })).toEqual([
      expect.stringMatching(/^S3_BUCKET: required when S3_ACCESS_KEY_ID is set/),
    ]);
    expect(problemsOf({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY' })).toEqual([
      'S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID',
    ]);
    expect(problemsOf({ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'x' })).toEqual([
      'S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY',
    ]);
    expect(problemsOf({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID: required with S3_ENDPOINT, as is S3_SECRET_ACCESS_KEY/),
    ]);
  });

  it('stops on bad values with every problem listed, never echoing a secret', () => {
    const problems = problemsOf({
      S3_BUCKET: 'My_Bucket',
      S3_ENDPOINT: 'ftp://x',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_PUBLIC_URLS: 'public',
      S3_REGION: 'EU West',
      PORT: 'x',
      ...KEYS,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^S3_BUCKET: must be a bucket name/),
        expect.stringMatching(/^S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/),
        expect.stringMatching(/^S3_REGION: must be a region name/),
        expect.stringMatching(/^S3_FORCE_PATH_STYLE: /),
        expect.stringMatching(/^S3_PUBLIC_URLS: /),
      ]),
    );
    expect(problems.join('\n')).not.toContain(KEYS.S3_SECRET_ACCESS_KEY);
    expect(problems.join('\n')).not.toContain(KEYS.S3_ACCESS_KEY_ID);
  });
});
