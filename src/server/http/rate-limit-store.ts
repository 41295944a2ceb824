import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One counter per key for a fixed window: the count and how long the window has left (ms). */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

const MEMORY_KEYS = 10_000;
const FALLBACK_LOG_EVERY_MS = 30_000;

/** Fixed-window counters in this process's memory, the least recently counted keys dropped beyond MEMORY_KEYS. */
function createMemoryCounters() {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: MEMORY_KEYS });
  const count = (key: string, windowMs: number): { current: number; ttl: number } => {
    const now = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { count: 0, endsAt: now + windowMs };
      windows.set(key, entry);
    }
    entry.count++;
    return { current: entry.count, ttl: entry.endsAt - now };
  };
  return Object.assign(count, { forget: (key: string) => windows.delete(key) });
}

export interface RateLimitStoreOptions {
  /** Shared counters; none: this process's memory only (one instance). */
  redis?: Redis;
  /** The same on every instance, so that they count together: `{REDIS_KEY_PREFIX}:rate-limit:`. */
  nameSpace: string;
  log: FastifyBaseLogger;
}

/**
 * The rate-limit plugin's store. With Redis every instance counts in the same keys (one Lua
 * call: INCR, and the window's expiry on the first hit). When Redis does not answer, the count
 * is taken in this instance's memory instead: limits still hold per instance (N× across N
 * instances, as before Redis) rather than being lifted (`skipOnError: true`) or taking sign-in
 * down with Redis (`skipOnError: false` with a failing store). See docs/reliability.md.
 */
/** The store's class, which can also drop a count (a lock lifted by a password reset). */
export type RateLimitStoreCtor = FastifyRateLimitStoreCtor & {
  /** Drops the count of `key` (as given to createRateLimit's keyGenerator), here and in Redis. */
  forget(key: string): Promise<void>;
  /** Counts one hit of `key` (a limit a service applies itself): the count so far and the window's ms left. */
  hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
};

export function createRateLimitStore(options: RateLimitStoreOptions): RateLimitStoreCtor {
  const { redis, log } = options;
  const memory = createMemoryCounters();
  let lastFallbackLog = 0;

  function fallBack(key: string, windowMs: number, error: unknown): { current: number; ttl: number } {
    if (Date.now() - lastFallbackLog >= FALLBACK_LOG_EVERY_MS) {
      lastFallbackLog = Date.now();
      log.warn({ event: 'rate_limit.redis_unavailable', err: error }, 'rate limits counted in this instance only: Redis did not answer');
    }
    return memory(key, windowMs);
  }

  /** Counts one hit of `fullKey` in its window: in Redis, or in memory when Redis is absent or fails. */
  function increment(fullKey: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    if (!redis) return Promise.resolve(memory(fullKey, windowMs));
    return redis.eval(INCREMENT, 1, fullKey, String(windowMs)).then(
      (reply) => {
        const [current, ttl] = reply as [number, number];
        return { current, ttl };
      },
      (error: unknown) => fallBack(fullKey, windowMs, error),
    );
  }

  class Store implements FastifyRateLimitStore {
    constructor(private readonly prefix: string) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = this.prefix + key;
      if (!redis) {
        callback(null, memory(fullKey, timeWindow));
        return;
      }
      void increment(fullKey, timeWindow).then((result) => callback(null, result));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // Typed as route options, given the merged limit settings (routeInfo: the route, or {} for
      // createRateLimit). Route limits count per route like the plugin's own stores; createRateLimit's keys name their route.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      const suffix = typeof route.method === 'string' && typeof route.url === 'string' ? `${route.method}${route.url}-` : '';
      return new Store(this.prefix + suffix);
    }
  }

  // The plugin constructs the store itself (new Store(globalParams)): bind the namespace here.
  return class extends Store {
    constructor() {
      super(options.nameSpace);
    }

    static hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      return increment(options.nameSpace + key, windowMs);
    }

    static async forget(key: string): Promise<void> {
      const fullKey = options.nameSpace + key;
      memory.forget(fullKey);
      if (redis) await redis.del(fullKey).catch((error: unknown) => fallBack(fullKey, 1, error));
    }
  } as unknown as RateLimitStoreCtor;
}
