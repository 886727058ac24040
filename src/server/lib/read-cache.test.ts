import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.js';

describe('ReadCache', () => {
  it('answers within its time to live and forgets after it', () => {
    const cache = new ReadCache<string>(1000);
    cache.set('a', 'Rosa', cache.mark(), 0);
    expect(cache.get('a', 999)).toBe('Rosa');
    expect(cache.get('a', 1000)).toBeUndefined();
  });

  it('does not keep what a lookup read before a clear', () => {
    const cache = new ReadCache<string>(1000);
    const started = cache.mark();
    cache.clear();
    cache.set('a', 'stale', started, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('keeps nothing when turned off and drops the oldest when full', () => {
    const off = new ReadCache<string>(0);
    off.set('a', 'x', off.mark(), 0);
    expect(off.get('a', 0)).toBeUndefined();
    const small = new ReadCache<string>(1000, 2);
    for (const k of ['a', 'b', 'c']) small.set(k, k, small.mark(), 0);
    expect([small.get('a', 1), small.get('b', 1), small.get('c', 1)]).toEqual([undefined, 'b', 'c']);
  });

  it('askers during a lookup share it, and its result is kept', async () => {
    const cache = new ReadCache<string>(60_000);
    let loads = 0;
    let finish: (value: string) => void = () => {};
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.getOrLoad('page', load);
    const second = cache.getOrLoad('page', load);
    finish('rows');
    expect(await Promise.all([first, second])).toEqual(['rows', 'rows']);
    expect(await cache.getOrLoad('page', load)).toBe('rows');
    expect(loads).toBe(1);
  });

  it('after a clear an asker starts its own lookup, and the one from before is not kept', async () => {
    const cache = new ReadCache<string>(60_000);
    const finishers: Array<(value: string) => void> = [];
    const load = () =>
      new Promise<string>((resolve) => {
        finishers.push(resolve);
      });
    const before = cache.getOrLoad('page', load);
    cache.clear();
    const after = cache.getOrLoad('page', load);
    expect(finishers).toHaveLength(2);
    finishers[0]?.('old');
    finishers[1]?.('new');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(cache.get('page')).toBe('new');
  });

  it('keeps no value its caller refuses, no failure, and nothing when turned off', async () => {
    const cache = new ReadCache<string | null>(60_000);
    await cache.getOrLoad(
      'session',
      async () => null,
      (user) => user !== null,
    );
    expect(cache.get('session')).toBeUndefined();
    await expect(
      cache.getOrLoad('page', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.getOrLoad('page', async () => 'rows')).toBe('rows');
    const off = new ReadCache<number>(0);
    let loads = 0;
    const load = async () => ++loads;
    await Promise.all([off.getOrLoad('n', load), off.getOrLoad('n', load)]);
    expect(loads).toBe(2);
  });
});
