/**
 * A small cache of what one version of the data gave (versions only grow): emptied when a newer
 * version is stored, so it never answers with anything a fresh read would not; what an older
 * version gave is not kept. Least recently used entries go first.
 */
export class VersionedCache<V> {
  private version = -1;
  private readonly entries = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(version: number, key: string): V | undefined {
    if (version !== this.version) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(version: number, key: string, value: V): void {
    if (version < this.version) return;
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.delete(key);
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }
}
