import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

describe('relativeTime', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it.each([
    ['2026-03-01T12:00:00Z', { unit: 'minutes', value: 0 }],
    ['2026-03-01T11:01:00Z', { unit: 'minutes', value: 59 }],
    ['2026-03-01T11:00:00Z', { unit: 'hours', value: 1 }],
    ['2026-02-28T12:00:01Z', { unit: 'hours', value: 23 }],
    ['2026-02-28T12:00:00Z', { unit: 'days', value: 1 }],
    ['2026-02-01T12:00:00Z', { unit: 'days', value: 28 }],
    ['2026-03-01T12:05:00Z', { unit: 'minutes', value: 0 }],
  ])('%s → %o', (then, expected) => {
    expect(relativeTime(then, now)).toEqual(expected);
  });
});
