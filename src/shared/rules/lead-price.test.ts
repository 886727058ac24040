import { describe, expect, it } from 'vitest';
import { leadPriceCents, leadPriceDollars, priorityColour, viabilityBand } from './lead-price.js';

describe('lead price from the viability score', () => {
  it.each([
    [-5, 25],
    [0, 25],
    [20, 25],
    [30.4, 30],
    [44, 44],
    [45, 45],
    [46, 47],
    [60, 80],
    [100, 222],
  ])('score %s costs $%s', (score, dollars) => {
    expect(leadPriceDollars(score)).toBe(dollars);
  });

  it('never goes under 25 dollars and is whole dollars in cents', () => {
    for (let s = -10; s <= 120; s += 0.5) {
      const price = leadPriceDollars(s);
      expect(price).toBeGreaterThanOrEqual(25);
      expect(Number.isInteger(price)).toBe(true);
    }
    expect(leadPriceCents(100)).toBe(22_200);
    expect(leadPriceDollars(Number.NaN)).toBe(25);
  });
});

describe('colour bands', () => {
  it.each([
    [0, 'red'],
    [59, 'red'],
    [60, 'yellow'],
    [79, 'yellow'],
    [80, 'green'],
    [100, 'green'],
  ])('viability %s is %s', (score, band) => {
    expect(viabilityBand(score)).toBe(band);
  });

  it('colours priorities HIGH red, MEDIUM yellow, LOW green', () => {
    expect(priorityColour('HIGH')).toBe('red');
    expect(priorityColour('MEDIUM')).toBe('yellow');
    expect(priorityColour('LOW')).toBe('green');
  });
});
