import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('OneAtATime', () => {
  it('runs the tasks of one key one after another, in order, and those of other keys at once', async () => {
    const queue = new OneAtATime<string>();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await pause(ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      queue.run('a', task('a1', 20)),
      queue.run('a', task('a2', 1)),
      queue.run('b', task('b1', 5)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2', 'end a2']);
  });

  it('a failed task gives its error to its caller and the next one still runs; idle keys are forgotten', async () => {
    const idle: number[] = [];
    const queue = new OneAtATime<number>((key) => idle.push(key));
    const failed = queue.run(1, async () => {
      throw new Error('refused');
    });
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const next = queue.run(1, async () => {
      await gate;
      return 'ran';
    });
    await expect(failed).rejects.toThrow('refused');
    await pause(0);
    // The key is busy while a task of it waits or runs.
    expect(idle).toEqual([]);
    open();
    await expect(next).resolves.toBe('ran');
    await pause(0);
    expect(queue.busyKeys).toBe(0);
    expect(idle).toEqual([1]);
  });
});
