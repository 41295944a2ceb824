import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisConnections } from '../lib/redis.ts';

/** Background work another process may be told about: queued mail, listings to match against wanted lists. */
export type WakeTopic = 'mail' | 'wanted';

/**
 * "There is work now": sent after a commit by a process that does not run the background work
 * (an API node with RUN_BACKGROUND_JOBS=false) to those that do. Only a nudge: the work is in the
 * database and the loops also look every few seconds, so a lost signal delays it, never loses it.
 */
export interface WakeSignals {
  publish(topic: WakeTopic): void;
  /** Runs `wake` whenever any process publishes `topic`. */
  subscribe(topic: WakeTopic, wake: () => void): void;
  close(): Promise<void>;
}

/** One process: a publish calls this process's own subscribers. */
export function createLocalWakeSignals(): WakeSignals {
  const subscribers = new Map<WakeTopic, Array<() => void>>();
  return {
    publish: (topic) => subscribers.get(topic)?.forEach((wake) => wake()),
    subscribe: (topic, wake) => void subscribers.set(topic, [...(subscribers.get(topic) ?? []), wake]),
    close: async () => subscribers.clear(),
  };
}

/** Redis pub/sub on `{REDIS_KEY_PREFIX}:wake:{topic}`. */
export function createRedisWakeSignals(redis: RedisConnections, log: FastifyBaseLogger): WakeSignals {
  const channel = (topic: WakeTopic) => `${redis.keyPrefix}:wake:${topic}`;
  const subscribers = new Map<string, Array<() => void>>();
  let subscriber: Redis | undefined;
  let lastFailureLog = 0;

  return {
    publish(topic) {
      redis.commands.publish(channel(topic), '1').catch((error: unknown) => {
        // Once per 30 s at most: during an outage every queued mail would log it.
        if (Date.now() - lastFailureLog < 30_000) return;
        lastFailureLog = Date.now();
        log.warn(
          { event: 'wake.publish_failed', topic, err: error },
          'could not signal the workers; they will find the work on their next look',
        );
      });
    },
    subscribe(topic, wake) {
      if (!subscriber) {
        subscriber = redis.forSubscriber('wake');
        subscriber.on('message', (name: string) => subscribers.get(name)?.forEach((fn) => fn()));
      }
      const name = channel(topic);
      if (!subscribers.has(name)) {
        subscriber
          .subscribe(name)
          .catch((error: unknown) =>
            log.warn({ event: 'wake.subscribe_failed', topic, err: error }, 'could not subscribe to wake signals'),
          );
      }
      subscribers.set(name, [...(subscribers.get(name) ?? []), wake]);
    },
    async close() {
      subscribers.clear();
    },
  };
}
