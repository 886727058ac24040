import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/constants';
import { formatNumber } from './format-number';

const intl = (value: number, language: 'en' | 'es', fractionDigits?: number) =>
  new Intl.NumberFormat(
    LOCALES[language],
    fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
  ).format(value);

describe('formatNumber', () => {
  it('writes numbers as people read them in both languages', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'es')).toBe('1,234,567');
    expect(formatNumber(4.75, 'es', 1)).toBe('4.8');
    expect(formatNumber(4, 'en', 1)).toBe('4.0');
    expect(formatNumber(-1234.5, 'en')).toBe('-1,234.5');
    expect(formatNumber(0.1 + 0.2, 'en')).toBe('0.3');
    expect(formatNumber(999.9996, 'en')).toBe('1,000');
    expect(formatNumber(0, 'en')).toBe('0');
  });

  it('writes exactly what Intl.NumberFormat writes in the app’s locales', () => {
    const edges = [
      0,
      -0,
      1,
      -1,
      999,
      1000,
      1.005,
      2.5,
      -2.5,
      0.0005,
      1e-7,
      -3e-9,
      1e15,
      2 ** 53,
      1e21,
      -1e22,
    ];
    for (const value of edges) {
      for (const language of ['en', 'es'] as const) {
        for (const digits of [undefined, 0, 1, 2]) {
          expect(formatNumber(value, language, digits), `${value} ${language} ${digits}`).toBe(
            intl(value, language, digits),
          );
        }
      }
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e9 }),
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 1000),
          fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 200),
        ),
        fc.constantFrom('en' as const, 'es' as const),
        fc.constantFrom(undefined, 0, 1, 2),
        (value, language, digits) => formatNumber(value, language, digits) === intl(value, language, digits),
      ),
      { numRuns: 5000 },
    );
  });
});
