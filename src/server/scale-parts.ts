import type { FastifyInstance } from 'fastify';
import { createRateLimitStore, type RateLimitStoreCtor } from './http/rate-limit-store.ts';
import type { ReadinessCheck } from './http/readiness.ts';
import { createLocalWakeSignals, createRedisWakeSignals, type WakeSignals } from './jobs/wake-signals.ts';
import { openRedis, type RedisConnections } from './lib/redis.ts';
import type { ScaleConfig } from './scale-config.ts';

/** How long start-up waits for Redis before going on without it (degraded, and not ready). */
const REDIS_START_WAIT_MS = 5_000;

/** The parts that are in memory on one machine and in Redis with REDIS_URL, picked once at start-up. */
export interface ScaleParts {
  redis: RedisConnections | undefined;
  /** Nudges from processes that queue background work to those that run it. */
  signals: WakeSignals;
  rateLimitStore: RateLimitStoreCtor;
  /** GET /api/ready's `redis` entry when Redis is configured. */
  readinessChecks: ReadinessCheck[];
}

/**
 * Opens Redis (when configured) for this process and builds the parts on it. Closed with the app,
 * after everything registered later (onClose hooks run last-registered first): the job queues
 * and workers stop before their connections do.
 */
export async function openScaleParts(app: FastifyInstance, config: ScaleConfig, processName: string): Promise<ScaleParts> {
  if (!config.redis) {
    return {
      redis: undefined,
      signals: createLocalWakeSignals(),
      rateLimitStore: createRateLimitStore({ nameSpace: '', log: app.log }),
      readinessChecks: [],
    };
  }
  const redis = openRedis(config.redis, app.log, processName);
  const signals = createRedisWakeSignals(redis, app.log);
  app.addHook('onClose', async () => {
    await signals.close();
    await redis.close();
  });
  if (!(await redis.whenReady(REDIS_START_WAIT_MS))) {
    app.log.warn(
      { event: 'redis.unavailable' },
      'Redis is not answering: rate limits count per instance and SpareBot answers 429 until it does',
    );
  }
  return {
    redis,
    signals,
    rateLimitStore: createRateLimitStore({ redis: redis.commands, nameSpace: `${redis.keyPrefix}:rate-limit:`, log: app.log }),
    readinessChecks: [{ name: 'redis', check: () => redis.ping() }],
  };
}
