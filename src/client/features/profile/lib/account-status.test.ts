import { describe, expect, it } from 'vitest';
import { accountStatus, usedOfFree } from './account-status';

describe('account status badge', () => {
  it.each([
    [null, 'unknown'],
    [{ hasReachedLimit: true, freeResponsesUsed: 3 }, 'limitReached'],
    [{ hasReachedLimit: false, freeResponsesUsed: 0 }, 'active'],
    [{ hasReachedLimit: false, freeResponsesUsed: 1 }, 'active'],
    [{ hasReachedLimit: false, freeResponsesUsed: 2 }, 'activeWarning'],
    [{ hasReachedLimit: true, freeResponsesUsed: 0 }, 'limitReached'],
  ] as const)('%o → %s', (user, expected) => {
    expect(accountStatus(user)).toBe(expected);
  });

  it('names the AI Assistant plan instead of a limit the person no longer has', () => {
    expect(accountStatus({ hasReachedLimit: true, freeResponsesUsed: 3 }, true)).toBe('planActive');
    expect(accountStatus({ hasReachedLimit: false, freeResponsesUsed: 1 }, true)).toBe('planActive');
    expect(accountStatus(null, true)).toBe('unknown');
  });

  it('shows the counter as n/3', () => {
    expect(usedOfFree(0)).toBe('0/3');
    expect(usedOfFree(2)).toBe('2/3');
    expect(usedOfFree(7)).toBe('3/3');
    expect(usedOfFree(undefined)).toBe('0/3');
  });
});
