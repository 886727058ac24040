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
});
