import { z } from 'zod';

/** Where photos are stored: the local disk (DATA_DIR/uploads), or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

export interface S3Settings {
  bucket: string;
  region: string;
  /** For R2, B2, MinIO, s3rver…; unset for AWS itself. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's default chain (an instance or task role, AWS_* variables, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** `proxy`: the app streams photos; `signed`: the app answers 302 to a short-lived presigned GET. */
  publicUrls: 'proxy' | 'signed';
}

/** An optional setting; blank counts as unset. */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const S3_NAMES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URLS',
] as const;

const S3EnvSchema = z
  .object({
    S3_BUCKET: optional.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
      message: 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    }),
    S3_REGION: optional.refine((v) => v === undefined || /^[a-z0-9-]{2,40}$/.test(v), {
      message: 'must be a region name such as eu-west-2 (auto for Cloudflare R2)',
    }),
    S3_ENDPOINT: optional.refine((v) => v === undefined || (URL.canParse(v) && /^https?:$/.test(new URL(v).protocol)), {
      message: 'must be an http:// or https:// URL, e.g. https://<account>.r2.cloudflarestorage.com',
    }),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    S3_PUBLIC_URLS: z.enum(['proxy', 'signed']).default('proxy'),
  })
  .superRefine((env, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!env.S3_BUCKET) {
      const given = S3_NAMES.filter((name) => name !== 'S3_BUCKET' && name !== 'S3_PUBLIC_URLS' && env[name] !== undefined);
      if (given.length)
        problem(
          'S3_BUCKET',
          `required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (without S3_BUCKET photos stay on local disk)`,
        );
      return;
    }
    if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) problem('S3_SECRET_ACCESS_KEY', 'required with S3_ACCESS_KEY_ID');
    if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) problem('S3_ACCESS_KEY_ID', 'required with S3_SECRET_ACCESS_KEY');
    if (env.S3_ENDPOINT && !env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
      problem(
        'S3_ACCESS_KEY_ID',
        'required with S3_ENDPOINT, as is S3_SECRET_ACCESS_KEY (only AWS itself lends credentials through a role)',
      );
    }
  });

/**
 * The S3_* variables: none set (or only S3_PUBLIC_URLS) stores photos on local disk; S3_BUCKET
 * set switches to the bucket, and then the others must make a whole configuration. Returns the
 * problems as `NAME: message` lines (never a value: two of these are secrets).
 */
export function readStorageConfig(source: Record<string, string | undefined>): { config: StorageConfig; problems: string[] } {
  const parsed = S3EnvSchema.safeParse(source);
  if (!parsed.success) return { config: { kind: 'local' }, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  const env = parsed.data;
  if (!env.S3_BUCKET) return { config: { kind: 'local' }, problems: [] };
  return {
    config: {
      kind: 's3',
      s3: {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? 'us-east-1',
        endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
        // MinIO and most self-hosted servers need path-style URLs; AWS prefers virtual-hosted ones.
        forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? 'true' : 'false')) === 'true',
        publicUrls: env.S3_PUBLIC_URLS,
      },
    },
    problems: [],
  };
}
