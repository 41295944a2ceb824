import type { Redis } from 'ioredis';

/**
 * Takes a place if fewer than ARGV[3] are taken: places older than ARGV[2] (callers that crashed
 * without leaving) are dropped first. A place is named by its job id, so callers joining one job share it.
 */
const ENTER = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
local taken = redis.call('ZCARD', KEYS[1])
if redis.call('ZSCORE', KEYS[1], ARGV[4]) then return {1, taken} end
if taken >= tonumber(ARGV[3]) then return {0, taken} end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {1, taken + 1}`;

export interface JobAdmission {
  /** Whether the job may be queued, and how many places are taken (itself included when admitted). */
  enter(jobId: string, capacity: number): Promise<{ admitted: boolean; taken: number }>;
  /** Gives the place back (its job finished, failed, or the caller stopped waiting). Never throws. */
  leave(jobId: string): Promise<void>;
}

/**
 * Admission to a queue shared by many API processes. A count of the queue followed by an add
 * lets N callers at once all pass the same check; one Lua call that counts and takes a place
 * does not. Places are held for at most `holdMs` (the longest a caller waits).
 */
export function createJobAdmission(redis: Redis, key: string, holdMs: number): JobAdmission {
  return {
    async enter(jobId, capacity) {
      const now = Date.now();
      const reply = (await redis.eval(ENTER, 1, key, String(now), String(now - holdMs), String(capacity), jobId, String(holdMs * 2))) as [
        number,
        number,
      ];
      return { admitted: reply[0] === 1, taken: reply[1] };
    },
    async leave(jobId) {
      await redis.zrem(key, jobId).catch(() => undefined);
    },
  };
}
