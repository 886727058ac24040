/**
 * Handles what is given under one key in batches, one batch at a time per key and in the order it
 * was given, while keys differ run at once. A batch starts as soon as the key's previous one is
 * done and takes everything that arrived meanwhile (at most `maxBatch`), so nothing waits for a
 * batch to fill. The handler answers each item of its batch; if it throws, every item of the batch
 * is refused with its error, and the next batch still runs. Keys with nothing running or waiting
 * are forgotten.
 */
export class InBatches<K, I, R> {
  private readonly waiting = new Map<K, Waiting<I, R>[]>();

  constructor(
    private readonly handle: (key: K, items: I[]) => Promise<PromiseSettledResult<R>[]>,
    private readonly options: { maxBatch: number },
  ) {}

  run(key: K, item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const line = this.waiting.get(key);
      if (line) {
        line.push({ item, resolve, reject });
        return;
      }
      const started: Waiting<I, R>[] = [{ item, resolve, reject }];
      this.waiting.set(key, started);
      void this.drain(key, started);
    });
  }

  /** How many keys have a batch running or items waiting. */
  get busyKeys(): number {
    return this.waiting.size;
  }

  private async drain(key: K, line: Waiting<I, R>[]): Promise<void> {
    while (line.length > 0) {
      const batch = line.splice(0, this.options.maxBatch);
      try {
        const results = await this.handle(
          key,
          batch.map((w) => w.item),
        );
        batch.forEach((w, i) => {
          const result = results[i];
          if (result?.status === 'fulfilled') w.resolve(result.value);
          else w.reject(result ? result.reason : new Error('no answer for a batched item'));
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.waiting.delete(key);
  }
}

interface Waiting<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (reason: unknown) => void;
}
