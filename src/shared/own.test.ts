import { describe, expect, it } from 'vitest';
import { ownValue } from './own.js';

describe('ownValue', () => {
  const table: Record<string, string> = { home: 'house' };
  it('finds own entries and nothing inherited', () => {
    expect(ownValue(table, 'home')).toBe('house');
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '', null]) {
      expect(ownValue(table, key)).toBeUndefined();
    }
  });
});
