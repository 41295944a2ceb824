import { LRUCache } from 'lru-cache';

/**
 * A small cache of what one version of the data gave (versions only grow): emptied when a newer
 * version is stored, so it never answers with anything a fresh read would not; what an older
 * version gave is not kept. Least recently used entries go first.
 */
export class VersionedCache<V extends NonNullable<unknown>> {
  private version = -1;
  private readonly entries: LRUCache<string, V>;

  constructor(size: number) {
    this.entries = new LRUCache<string, V>({ max: size });
  }

  get(version: number, key: string): V | undefined {
    if (version !== this.version) return undefined;
    return this.entries.get(key);
  }

  set(version: number, key: string, value: V): void {
    if (version < this.version) return;
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.set(key, value);
  }
}
