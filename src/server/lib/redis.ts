import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** How often one connection may log that Redis is unreachable (it retries every second or two). */
const ERROR_LOG_EVERY_MS = 30_000;
/** Commands that must answer quickly (rate limits, publishes, the readiness ping). */
const COMMAND_TIMEOUT_MS = 1_000;

export interface RedisConnections {
  /** Every key, queue and channel name starts with this (REDIS_KEY_PREFIX). */
  readonly keyPrefix: string;
  /**
   * This process's connection for short commands (rate-limit counters, publishes). It fails fast
   * while Redis is away (no offline queue, 1 s timeout) instead of holding requests.
   */
  readonly commands: Redis;
  /** A new connection for BullMQ (blocking reads, retried for ever); closed with the others. */
  forQueue(role: string): Redis;
  /** A new connection in subscriber mode (pub/sub); closed with the others. */
  forSubscriber(role: string): Redis;
  /** Resolves when Redis answers PING; rejects with why not (GET /api/ready). */
  ping(): Promise<void>;
  /** Waits (at most `timeoutMs`) for the command connection; says whether it is up. */
  whenReady(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Every ioredis client gets an `error` listener (without one, a refused connection is an
 * unhandled 'error' event that kills the process). Errors are logged once, then at most every
 * 30 s per connection, and the recovery is logged too.
 */
function watch(client: Redis, role: string, log: FastifyBaseLogger): Redis {
  let lastLoggedAt = 0;
  let failing = false;
  client.on('error', (error: Error & { code?: string }) => {
    failing = true;
    if (Date.now() - lastLoggedAt < ERROR_LOG_EVERY_MS) return;
    lastLoggedAt = Date.now();
    log.warn({ event: 'redis.error', role, code: error.code, err: error }, 'Redis connection failed; retrying');
  });
  client.on('ready', () => {
    if (!failing) return;
    failing = false;
    lastLoggedAt = 0;
    log.info({ event: 'redis.reconnected', role }, 'Redis connection back');
  });
  return client;
}

/** Opens this process's Redis connections (lazily: nothing connects before the first command). */
export function openRedis(settings: { url: string; keyPrefix: string }, log: FastifyBaseLogger, processName: string): RedisConnections {
  const opened: Redis[] = [];
  const open = (role: string, options: RedisOptions): Redis => {
    const client = watch(new Redis(settings.url, { connectionName: `${processName}:${role}`, lazyConnect: true, ...options }), role, log);
    opened.push(client);
    return client;
  };
  const commands = open('commands', {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    lazyConnect: false,
  });

  return {
    keyPrefix: settings.keyPrefix,
    commands,
    // BullMQ requires maxRetriesPerRequest: null (its blocking reads wait for as long as they must).
    forQueue: (role) => open(role, { maxRetriesPerRequest: null, lazyConnect: false }),
    forSubscriber: (role) => open(role, { maxRetriesPerRequest: null, lazyConnect: false }),
    async ping() {
      if (commands.status !== 'ready') throw new Error(`not connected (${commands.status})`);
      await commands.ping();
    },
    whenReady(timeoutMs) {
      if (commands.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (up: boolean) => {
          clearTimeout(timer);
          commands.off('ready', onReady);
          resolve(up);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        commands.on('ready', onReady);
      });
    },
    async close() {
      await Promise.all(
        opened.map(async (client) => {
          if (client.status === 'end') return;
          // quit() sends QUIT and waits for pending replies; a client that cannot reach Redis is cut.
          await (client.status === 'ready' ? client.quit().then(() => undefined) : Promise.resolve(client.disconnect())).catch(() =>
            client.disconnect(),
          );
        }),
      );
    },
  };
}
