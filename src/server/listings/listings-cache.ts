import { createHash } from 'node:crypto';

export interface CachedList {
  version: string;
  /** UTF-8 JSON, kept as bytes so each hit is written without re-encoding. */
  body: Buffer;
  etag: string;
}

/**
 * The serialised inventory list per owner, valid for one listings_version. The version comes
 * from the users row that every authenticated request already reads, so a copy is never served
 * after a write, on this instance or any other. Bounded by entries and bytes (least recently used out).
 */
export function createListingsCache(maxEntries = 500, maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<number, CachedList>();
  let bytes = 0;

  function remove(ownerId: number): void {
    const old = entries.get(ownerId);
    if (!old) return;
    bytes -= old.body.length;
    entries.delete(ownerId);
  }

  return {
    get(ownerId: number, version: string): CachedList | undefined {
      const hit = entries.get(ownerId);
      if (!hit || hit.version !== version) return undefined;
      entries.delete(ownerId);
      entries.set(ownerId, hit);
      return hit;
    },

    set(ownerId: number, version: string, json: string): CachedList {
      remove(ownerId);
      const body = Buffer.from(json, 'utf8');
      const entry = { version, body, etag: `W/"${version}-${createHash('sha1').update(body).digest('base64url')}"` };
      if (body.length > maxBytes / 4) return entry; // too big to be worth holding
      entries.set(ownerId, entry);
      bytes += body.length;
      for (const key of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(key);
      }
      return entry;
    },
  };
}
