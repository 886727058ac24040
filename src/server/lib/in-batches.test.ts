import { describe, expect, it } from 'vitest';
import { InBatches } from './in-batches.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InBatches', () => {
  it('starts at once, batches what arrives meanwhile in order, and runs other keys at once', async () => {
    const log: string[] = [];
    const line = new InBatches<string, number, number>(
      async (key, items) => {
        log.push(`start ${key} ${items.join(',')}`);
        await pause(key === 'a' ? 20 : 5);
        log.push(`end ${key}`);
        return items.map((n) => ({ status: 'fulfilled', value: n * 10 }));
      },
      { maxBatch: 2 },
    );
    const results = await Promise.all([
      line.run('a', 1),
      line.run('a', 2),
      line.run('b', 3),
      line.run('a', 4),
      line.run('a', 5),
    ]);
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(log).toEqual([
      'start a 1',
      'start b 3',
      'end b',
      'end a',
      'start a 2,4',
      'end a',
      'start a 5',
      'end a',
    ]);
  });

  it('refuses items one by one or a whole failed batch; the next batch still runs; idle keys are forgotten', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const line = new InBatches<number, string, string>(
      async (_key, items) => {
        if (items.includes('boom')) throw new Error('failed batch');
        await gate;
        return items.map((item) =>
          item === 'no'
            ? { status: 'rejected', reason: new Error('refused') }
            : { status: 'fulfilled', value: item },
        );
      },
      { maxBatch: 10 },
    );
    const failed = line.run(1, 'boom');
    const refused = line.run(1, 'no');
    const next = line.run(1, 'yes');
    await expect(failed).rejects.toThrow('failed batch');
    await pause(0);
    // The key is busy while a batch of it runs.
    expect(line.busyKeys).toBe(1);
    open();
    await expect(refused).rejects.toThrow('refused');
    await expect(next).resolves.toBe('yes');
    await pause(0);
    expect(line.busyKeys).toBe(0);
  });
});
