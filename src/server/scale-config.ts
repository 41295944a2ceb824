import { z } from 'zod';

/** Redis, the job queues and which process runs the background work (REDIS_URL, RUN_BACKGROUND_JOBS, SPAREBOT_JOB_*). */
export interface ScaleConfig {
  /** Unset: rate limits in this process's memory, SpareBot in this process (one machine, as `npm start`). */
  redis: RedisSettings | undefined;
  /**
   * This process also does the worker's part: the mail outbox, wanted-list matching and digests,
   * the storage sweep, and (with Redis) SpareBot jobs. `false` on API nodes when `npm run worker` runs.
   */
  runBackgroundJobs: boolean;
  sparebotJobs: SparebotJobSettings;
  /** PostgreSQL streaming replicas for public reads (DATABASE_REPLICA_URLS, REPLICA_MAX_LAG_MS; db/read-routing.ts). */
  replicas: ReplicaSettings;
  /** Changed listings one search catch-up reads at most; a node further behind reads every live listing's facts again. */
  searchCatchUpMaxChanges: number;
}

export interface ReplicaSettings {
  /** Empty: every read goes to the primary (DATABASE_URL). */
  urls: string[];
  /** A replica further behind the primary than this is skipped until it catches up. */
  maxLagMs: number;
}

export interface RedisSettings {
  url: string;
  /** Every key, queue and channel starts with this: several deployments (or test servers) can share one Redis. */
  keyPrefix: string;
}

export interface SparebotJobSettings {
  /** Tries of one analysis job (1 = no retry); the waits between them double from 1 s. */
  attempts: number;
  /** How long POST /api/analyze-image waits for its job (queue wait, analysis, retries) before answering 429. */
  waitMs: number;
  /** A job whose worker stopped renewing its lock (killed, frozen, cut off) is handed to another after about this long. */
  stallMs: number;
}

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const int = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);

const ScaleEnvSchema = z.object({
  REDIS_URL: optional.refine((v) => v === undefined || /^rediss?:\/\/./.test(v), { message: 'must start with redis:// or rediss://' }),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits, _ . : or -')
    .default('sparestock'),
  RUN_BACKGROUND_JOBS: z.enum(['true', 'false']).default('true'),
  SPAREBOT_JOB_ATTEMPTS: int(3).pipe(z.number().max(10)),
  SPAREBOT_JOB_WAIT_MS: int(60_000, 1_000),
  SPAREBOT_JOB_STALL_MS: int(30_000, 1_000),
  // Comma-separated; each a postgres:// URL (checked below: the list is one variable).
  DATABASE_REPLICA_URLS: optional
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((u) => u.trim())
            .filter(Boolean)
        : [],
    )
    .refine((urls) => urls.every((u) => /^postgres(ql)?:\/\/./.test(u)), { message: 'must be postgres:// URLs, separated by commas' }),
  REPLICA_MAX_LAG_MS: int(5_000, 100),
  SEARCH_CATCH_UP_MAX_CHANGES: int(2_000, 10),
});

/**
 * The REDIS_* / RUN_BACKGROUND_JOBS / SPAREBOT_JOB_* / DATABASE_REPLICA_URLS / REPLICA_MAX_LAG_MS
 * variables. Returns the problems as `NAME: message` lines without values (URLs may carry a password).
 */
export function readScaleConfig(source: Record<string, string | undefined>): { config: ScaleConfig; problems: string[] } {
  const parsed = ScaleEnvSchema.safeParse(source);
  if (!parsed.success) {
    const config: ScaleConfig = {
      redis: undefined,
      runBackgroundJobs: true,
      sparebotJobs: { attempts: 3, waitMs: 60_000, stallMs: 30_000 },
      replicas: { urls: [], maxLagMs: 5_000 },
      searchCatchUpMaxChanges: 2_000,
    };
    return { config, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const env = parsed.data;
  return {
    config: {
      redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
      runBackgroundJobs: env.RUN_BACKGROUND_JOBS === 'true',
      sparebotJobs: { attempts: env.SPAREBOT_JOB_ATTEMPTS, waitMs: env.SPAREBOT_JOB_WAIT_MS, stallMs: env.SPAREBOT_JOB_STALL_MS },
      replicas: { urls: env.DATABASE_REPLICA_URLS, maxLagMs: env.REPLICA_MAX_LAG_MS },
      searchCatchUpMaxChanges: env.SEARCH_CATCH_UP_MAX_CHANGES,
    },
    problems: [],
  };
}
