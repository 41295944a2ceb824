import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { optionalUrl, SparebotEnvSchema, toSparebotConfig, type SparebotConfig } from './sparebot-config.ts';
import { readStorageConfig, type StorageConfig } from './storage-config.ts';
import { readScaleConfig, type ScaleConfig } from './scale-config.ts';
import { readLimitsConfig, type LimitsConfig } from './limits-config.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** An optional Stripe key or secret (blank counts as unset) with the prefix Stripe gives it. */
const stripeKey = (prefixes: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || prefixes.some((p) => v.startsWith(p)), { message: `must start with ${prefixes.join(' or ')}` });

const EnvSchema = SparebotEnvSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://', 'sqlite:', 'file:']),
  APP_URL: z.url().optional(),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('SpareStock <no-reply@sparestock.local>'),
  /** The mail outbox: longest wait between looks, first retry delay (doubling), its cap, attempts before giving up. */
  MAIL_OUTBOX_POLL_MS: positiveInt(5_000),
  MAIL_RETRY_BASE_MS: positiveInt(30_000),
  MAIL_RETRY_MAX_MS: positiveInt(30 * 60_000),
  MAIL_MAX_ATTEMPTS: positiveInt(50),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: positiveInt(10),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
  SUPPORT_EMAIL: z.email().default('support@sparestock.co.uk'),
  /** Signs the owner's private photo URLs (/uploads/…?sig=); unset: a secret of this process's own (one instance only). */
  PHOTO_URL_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  /** After SIGTERM: how long requests in flight may take before the remaining connections are cut. */
  SHUTDOWN_GRACE_MS: positiveInt(10_000),
  /** Photos decoded and resized at once, across all uploads (one CPU core each). */
  IMAGE_CONCURRENCY: positiveInt(os.availableParallelism()),
  /** The photo worker process exits after this long without a photo, handing its memory back. */
  IMAGE_WORKER_IDLE_MS: positiveInt(10_000),
  /** Item uploads (POST /api/listings) in progress at once; the next answers 503 with Retry-After. */
  UPLOAD_QUEUE_SIZE: positiveInt(16),
  /** Photos uploaded but not saved with an item are deleted (row and files) after this many hours. */
  DRAFT_PHOTO_TTL_HOURS: positiveInt(24),
  /** Safety limits per account on the marketplace's messages, tighter for accounts under NEW_ACCOUNT_DAYS old. */
  CONVERSATIONS_PER_DAY: positiveInt(20),
  MESSAGES_PER_HOUR: positiveInt(60),
  NEW_ACCOUNT_CONVERSATIONS_PER_DAY: positiveInt(5),
  NEW_ACCOUNT_MESSAGES_PER_HOUR: positiveInt(15),
  NEW_ACCOUNT_DAYS: z.coerce.number().int().min(0).default(7),
  /** Where `npm run backup` writes its timestamped folders (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** After a backup, complete backups older than this many days are removed (0 keeps them all). */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(0).default(30),
  /** Card payments through Stripe: all unset = payments off (payment between the parties on collection/delivery). */
  STRIPE_SECRET_KEY: stripeKey(['sk_', 'rk_']),
  /** The endpoint's signing secret; two endpoints (your account's events, connected accounts' events) give two, comma-separated. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.split(',').every((part) => part.trim().startsWith('whsec_')), {
      message: 'must be whsec_… (several comma-separated)',
    }),
  STRIPE_PUBLISHABLE_KEY: stripeKey(['pk_']),
  /** Where the Stripe SDK sends its calls (the SDK's host/port/protocol options): unset for Stripe itself; the test stand-in in tests. */
  STRIPE_API_HOST: z.string().trim().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** The platform's fee on each card payment, in basis points of the total (100 = 1 %), kept back from the transfer to the seller. */
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** How often the reconciliation job asks Stripe about payments, transfers and refunds left pending. */
  PAYMENTS_RECONCILE_EVERY_MS: positiveInt(5 * 60_000),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** `npm run backup` writes here (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /** Complete backups older than this are removed after each backup (0: never). */
  backupKeepMs: number;
  database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailOutbox: { pollMs: number; retryBaseMs: number; retryMaxMs: number; maxAttempts: number };
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  authRateLimit: { perIp: number; perAccount: number; windowMs: number };
  supportEmail: string;
  /** PHOTO_URL_SECRET: the same on every instance, so that a photo URL signed by one is good on all. */
  photoUrlSecret: string | undefined;
  shutdownGraceMs: number;
  uploads: { imageConcurrency: number; imageWorkerIdleMs: number; queueSize: number };
  photos: { draftTtlMs: number };
  /** Conversations started per day and messages sent per hour, per account; `newAccount` applies for `newAccountMs` after registering. */
  dealLimits: {
    conversationsPerDay: number;
    messagesPerHour: number;
    newAccount: { conversationsPerDay: number; messagesPerHour: number };
    newAccountMs: number;
  };
  /** Offers, reports and public reads (limits-config.ts). */
  limits: LimitsConfig;
  sparebot: SparebotConfig;
  /** Photos on local disk (DATA_DIR/uploads) or in an S3-compatible bucket (S3_*, storage-config.ts). */
  storage: StorageConfig;
  /** Redis (shared rate limits, SpareBot jobs), and whether this process runs the background work (scale-config.ts). */
  scale: ScaleConfig;
  /** Card payments through Stripe, or off (no STRIPE_SECRET_KEY): see PaymentsConfig. */
  payments: PaymentsConfig;
  /** Folder with the built SPA; absent in API-only runs. */
  clientDir: string;
}

/** Stripe: `off` without a secret key; the SDK's host/port/protocol only when set (tests point them at the stand-in). */
export type PaymentsConfig =
  | { provider: 'off'; reconcileEveryMs: number }
  | {
      provider: 'stripe';
      secretKey: string;
      /** Every endpoint's signing secret (an event verifies against any of them). */
      webhookSecrets: string[];
      publishableKey: string | undefined;
      api: { host?: string; port?: number; protocol?: 'http' | 'https' };
      /** Basis points of the total kept by the platform (0-10,000). */
      feeBps: number;
      reconcileEveryMs: number;
    };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function resolveDatabase(url: string | undefined, dataDir: string): AppConfig['database'] {
  if (url?.startsWith('postgres')) return { dialect: 'postgres', url };
  if (url) return { dialect: 'sqlite', file: path.resolve(url.replace(/^(sqlite:|file:)(\/\/)?/, '')) };
  return { dialect: 'sqlite', file: path.join(dataDir, 'sparestock.db') };
}

/** The built SPA sits beside the compiled server (dist/client), whether we run from dist or src. */
function resolveClientDir(): string {
  const here = import.meta.dirname;
  const fromDist = here.split(path.sep).includes('dist');
  return path.resolve(here, fromDist ? '../../client' : '../../dist/client');
}

/** Payments are on with a secret key, and then the webhook secret is needed too (payments are confirmed only by webhooks and reconciliation). */
function readPayments(env: Env): { config?: PaymentsConfig; problems: string[] } {
  const reconcileEveryMs = env.PAYMENTS_RECONCILE_EVERY_MS;
  if (!env.STRIPE_SECRET_KEY) {
    const given = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const).filter((name) => env[name] !== undefined);
    return given.length
      ? {
          problems: [
            `STRIPE_SECRET_KEY: required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (without it card payments are off)`,
          ],
        }
      : { config: { provider: 'off', reconcileEveryMs }, problems: [] };
  }
  if (!env.STRIPE_WEBHOOK_SECRET)
    return { problems: ['STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint, whsec_…)'] };
  const api = {
    ...(env.STRIPE_API_HOST && { host: env.STRIPE_API_HOST }),
    ...(env.STRIPE_API_PORT && { port: env.STRIPE_API_PORT }),
    ...(env.STRIPE_API_PROTOCOL && { protocol: env.STRIPE_API_PROTOCOL }),
  };
  return {
    config: {
      provider: 'stripe',
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecrets: env.STRIPE_WEBHOOK_SECRET.split(',').map((part) => part.trim()),
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      api,
      feeBps: env.PLATFORM_FEE_BPS,
      reconcileEveryMs,
    },
    problems: [],
  };
}

/** Reads the environment once; a bad value throws a ConfigError naming every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  const storage = readStorageConfig(source);
  const scale = readScaleConfig(source);
  const limits = readLimitsConfig(source);
  const payments = parsed.success ? readPayments(parsed.data) : { problems: [] };
  if (!parsed.success || storage.problems.length || scale.problems.length || limits.problems.length || payments.problems.length) {
    throw new ConfigError([
      ...(parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []),
      ...storage.problems,
      ...scale.problems,
      ...limits.problems,
      ...payments.problems,
    ]);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    backupKeepMs: env.BACKUP_KEEP_DAYS * 24 * 60 * 60_000,
    database: resolveDatabase(env.DATABASE_URL, dataDir),
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailOutbox: {
      pollMs: env.MAIL_OUTBOX_POLL_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: Math.max(env.MAIL_RETRY_MAX_MS, env.MAIL_RETRY_BASE_MS),
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'true',
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perAccount: env.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60_000,
    },
    supportEmail: env.SUPPORT_EMAIL,
    photoUrlSecret: env.PHOTO_URL_SECRET,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    uploads: { imageConcurrency: env.IMAGE_CONCURRENCY, imageWorkerIdleMs: env.IMAGE_WORKER_IDLE_MS, queueSize: env.UPLOAD_QUEUE_SIZE },
    photos: { draftTtlMs: env.DRAFT_PHOTO_TTL_HOURS * 60 * 60_000 },
    dealLimits: {
      conversationsPerDay: env.CONVERSATIONS_PER_DAY,
      messagesPerHour: env.MESSAGES_PER_HOUR,
      // Never looser than an established account's.
      newAccount: {
        conversationsPerDay: Math.min(env.NEW_ACCOUNT_CONVERSATIONS_PER_DAY, env.CONVERSATIONS_PER_DAY),
        messagesPerHour: Math.min(env.NEW_ACCOUNT_MESSAGES_PER_HOUR, env.MESSAGES_PER_HOUR),
      },
      newAccountMs: env.NEW_ACCOUNT_DAYS * 24 * 60 * 60_000,
    },
    limits: limits.config,
    sparebot: toSparebotConfig(env),
    storage: storage.config,
    scale: scale.config,
    payments: payments.config!,
    clientDir: resolveClientDir(),
  };
}
