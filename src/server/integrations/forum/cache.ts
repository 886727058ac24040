/**
 * Answers of the forum kept for a short while, and one upstream call shared by every request that
 * asks for the same thing while it is under way. Failures are shared too but never kept. The forum
 * is public and read-only, so a per-process copy is safe: processes may differ by at most the TTL.
 */
export class SharedFetches<T> {
  private readonly kept = new Map<string, { value: T; expires: number }>();
  private readonly inflight = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  async get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.kept.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.kept.delete(key);
    const running = this.inflight.get(key);
    if (running) return running;
    const call = load()
      .then((value) => {
        this.keep(key, value);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, call);
    return call;
  }

  private keep(key: string, value: T): void {
    if (this.ttlMs <= 0) return;
    if (this.kept.size >= this.maxEntries) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
    this.kept.set(key, { value, expires: Date.now() + this.ttlMs });
  }
}
