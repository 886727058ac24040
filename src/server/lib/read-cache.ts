/**
 * Results of frequent reads (the signed-in user behind a token, a polled conversation), kept for a
 * moment so that each read does not cost a database round trip. Any write in this process empties
 * it, so a person always reads their own writes; other processes see a change within the time to
 * live. Keys carry a prefix per kind of read and everything that decides who may see the value.
 */
export class ReadCache<T = unknown> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  /** Bumped by every clear: a lookup that started before a clear must not store its result. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get<V extends T = T>(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as V;
  }

  /** Where a lookup starts: pass it back to set so a clear in between wins. */
  mark(): number {
    return this.generation;
  }

  set(key: string, value: T, startedAt: number, now = Date.now()): void {
    if (!this.enabled || startedAt !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
