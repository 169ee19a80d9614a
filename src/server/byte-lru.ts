// A least-recently-used map bounded by the total bytes of its values (plus an entry count cap), for the
// preview server's file and compression caches: a long session over a large site keeps memory bounded.

export class ByteLru<K, V> {
  private readonly map = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  /** Stores the value unless it alone is larger than the bound; evicts the least recently used to fit. */
  set(key: K, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.map.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.map) {
      if (this.total <= this.maxBytes && this.map.size <= this.maxEntries) break;
      this.map.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: K): void {
    const hit = this.map.get(key);
    if (!hit) return;
    this.map.delete(key);
    this.total -= hit.bytes;
  }

  /** Total bytes held, as counted on `set`. */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.map.size;
  }
}
