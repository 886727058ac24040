import { describe, expect, it } from 'vitest';
import { personName } from './person-name.js';

describe('personName', () => {
  it('joins first and last name with one space', () => {
    expect(personName({ firstName: 'Rosa', lastName: 'Núñez' })).toBe('Rosa Núñez');
  });

  it('uses whichever part is set', () => {
    expect(personName({ firstName: 'Rosa', lastName: null })).toBe('Rosa');
    expect(personName({ firstName: '', lastName: 'Núñez' })).toBe('Núñez');
  });

  it('falls back when no part is set', () => {
    expect(personName({ firstName: null, lastName: null }, 'rosa@example.com')).toBe('rosa@example.com');
    expect(personName({ firstName: '', lastName: '' }, 'User')).toBe('User');
    expect(personName(null, 'User')).toBe('User');
  });

  it('gives an empty name when there is no fallback', () => {
    expect(personName({ firstName: null, lastName: null })).toBe('');
    expect(personName(undefined)).toBe('');
  });
});
