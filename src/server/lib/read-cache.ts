/**
 * Results of frequent reads (the signed-in user behind a token, a polled conversation), kept for a
 * moment so that each read does not cost a database round trip. Any write in this process empties
 * it, so a person always reads their own writes; other processes see a change within the time to
 * live. Keys carry a prefix per kind of read and everything that decides who may see the value.
 */
export class ReadCache<T = unknown> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  /** Lookups under way that started after the last clear, so later askers can share them. */
  private readonly loading = new Map<string, Promise<T>>();
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

  /**
   * The kept value, or the result of `load`, kept when `keep` allows it. Those who ask while a
   * lookup of the key is under way share it instead of starting their own, unless a clear came
   * in between: when the time to live runs out under load, one lookup goes to the database, not
   * one per waiting request. A failed lookup fails everyone who shared it and is not kept.
   */
  getOrLoad<V extends T>(
    key: string,
    load: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const hit = this.get<V>(key);
    if (hit !== undefined) return Promise.resolve(hit);
    if (!this.enabled) return load();
    const shared = this.loading.get(key) as Promise<V> | undefined;
    if (shared) return shared;
    const started = this.generation;
    const lookup = load().then(
      (value) => {
        if (keep(value)) this.set(key, value, started);
        this.forget(key, lookup);
        return value;
      },
      (error: unknown) => {
        this.forget(key, lookup);
        throw error;
      },
    );
    this.loading.set(key, lookup);
    return lookup;
  }

  private forget(key: string, lookup: Promise<T>): void {
    if (this.loading.get(key) === lookup) this.loading.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
