import { FREE_AI_RESPONSES, YELLOW_STATUS_AT } from '../../../../shared/constants';

export type AccountStatus = 'planActive' | 'limitReached' | 'active' | 'activeWarning' | 'unknown';

/**
 * The profile's status badge (spec §4): 'Limit Reached' (red) when the limit is reached;
 * otherwise 'Active', green, or yellow from 2 responses used; 'Unknown' (gray) with no user record.
 * A person with the AI Assistant plan has no limit to reach: the badge names the plan (green).
 */
export function accountStatus(
  user: { hasReachedLimit: boolean; freeResponsesUsed: number } | null | undefined,
  aiPlanActive = false,
): AccountStatus {
  if (!user) return 'unknown';
  if (aiPlanActive) return 'planActive';
  if (user.hasReachedLimit) return 'limitReached';
  return user.freeResponsesUsed >= YELLOW_STATUS_AT ? 'activeWarning' : 'active';
}

export const STATUS_TONE = {
  planActive: 'green',
  limitReached: 'red',
  active: 'green',
  activeWarning: 'yellow',
  unknown: 'neutral',
} as const satisfies Record<AccountStatus, string>;

/** "n/3": never above the allowance, never negative. */
export function usedOfFree(used: number | undefined): string {
  const n = Math.max(0, Math.min(used ?? 0, FREE_AI_RESPONSES));
  return `${n}/${FREE_AI_RESPONSES}`;
}
