import { LRUCache } from 'lru-cache';
import type { SessionUser } from './user-mapper.ts';

interface Entry {
  user: SessionUser;
  expiresAtMs: number;
  generation: number;
}

/**
 * The user behind a session token hash, kept in memory between requests. Only for SQLite, whose
 * change counter (`writeGeneration` in db/database.ts) moves at every write to the file, this
 * process's or another's: an entry is served only while the counter still equals the value read
 * before the lookup, so a logout, a password reset, a profile change or any listing write is seen
 * by the very next request. It also lapses at the session's own expiry. Bounded; least recently
 * used out.
 */
export function createSessionCache(writeGeneration: () => number, maxEntries = 10_000) {
  const entries = new LRUCache<string, Entry>({ max: maxEntries });

  return {
    /** Read this before the database lookup whose result you will `set`. */
    generation: writeGeneration,

    get(tokenHash: string, nowMs = Date.now()): SessionUser | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.generation !== writeGeneration() || entry.expiresAtMs <= nowMs) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.user;
    },

    set(tokenHash: string, user: SessionUser, expiresAt: string, generation: number): void {
      const expiresAtMs = Date.parse(expiresAt);
      if (generation !== writeGeneration() || !Number.isFinite(expiresAtMs)) return;
      // Shared by every request of this session: frozen, so a handler that wrote to it would throw.
      entries.set(tokenHash, { user: Object.freeze(user), expiresAtMs, generation });
    },

    get size(): number {
      return entries.size;
    },
  };
}
