import { describe, expect, it } from 'vitest';
import { isOneLine, toOneLine } from './one-line.js';

describe('one-line text', () => {
  it('accepts names in any script, with accents, apostrophes, hyphens and emoji', () => {
    for (const name of [
      'Rosa María',
      "O'Brien-Núñez",
      'Đặng Thị',
      'Łukasz',
      '山田 太郎',
      'Ana 🌻',
      'José\u200d',
    ]) {
      expect(isOneLine(name)).toBe(true);
    }
  });

  it('refuses line breaks, tabs, other control characters and the Unicode separators', () => {
    for (const text of [
      'Evil\nBcc: x@y',
      'Evil\r\nBcc',
      'a\tb',
      'a\u0000b',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
      'a\u2028b',
      'a\u2029b',
    ]) {
      expect(isOneLine(text)).toBe(false);
    }
    // The same answer twice in a row: the pattern keeps no position between calls.
    expect(isOneLine('a\nb')).toBe(false);
  });

  it('writes a text on one line, a space where each run of breaks was', () => {
    expect(toOneLine('Evil\r\n\r\nBcc: victim@example.com')).toBe('Evil Bcc: victim@example.com');
    expect(toOneLine('\nRosa\t')).toBe('Rosa');
  });
});
