import type { Redis } from 'ioredis';

/**
 * The WAL position of each writer's last write (by a key of the writer's: a hash of their session
 * token), kept as long as a usable replica could still lack it. Shared through Redis when the app
 * has it (the writer's next read may reach another node), else in this process.
 */
export interface WriteMarks {
  note(key: string, lsn: string): Promise<void>;
  /** The position, or undefined when none is kept (then any usable replica has the writer's writes). */
  get(key: string): Promise<string | undefined>;
}

export function memoryWriteMarks(keepMs: number): WriteMarks {
  const marks = new Map<string, { lsn: string; until: number }>();
  return {
    async note(key, lsn) {
      const now = Date.now();
      // Forget the expired ones as we go: a map of the writers of the last few seconds.
      for (const [k, mark] of marks) {
        if (mark.until > now) break;
        marks.delete(k);
      }
      marks.delete(key);
      marks.set(key, { lsn, until: now + keepMs });
    },
    async get(key) {
      const mark = marks.get(key);
      return mark && mark.until > Date.now() ? mark.lsn : undefined;
    },
  };
}

export function redisWriteMarks(redis: Redis, prefix: string, keepMs: number): WriteMarks {
  return {
    async note(key, lsn) {
      await redis.set(`${prefix}${key}`, lsn, 'PX', keepMs);
    },
    async get(key) {
      return (await redis.get(`${prefix}${key}`)) ?? undefined;
    },
  };
}
