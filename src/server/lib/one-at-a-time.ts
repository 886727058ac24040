/**
 * Runs tasks that share a key one after another, in the order they were given, while tasks of
 * different keys run at once. A task that fails does not stop the ones behind it. Keys with
 * nothing queued are forgotten, so the map holds only keys in use; `onIdle` hears of each, so
 * whatever the tasks keep per key can be forgotten with it.
 */
export class OneAtATime<K> {
  private readonly tails = new Map<K, Promise<void>>();

  constructor(private readonly onIdle?: (key: K) => void) {}

  run<T>(key: K, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(task);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) !== tail) return;
      this.tails.delete(key);
      this.onIdle?.(key);
    });
    return result;
  }

  /** How many keys have a task running or waiting. */
  get busyKeys(): number {
    return this.tails.size;
  }
}
