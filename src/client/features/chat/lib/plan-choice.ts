import { FREE_AI_RESPONSES } from '../../../../shared/constants';
import type { PlanCode } from '../../../../shared/plans';
import type { User } from '../../../../shared/schemas/auth';
import type { PlanStatus } from '../../../../shared/schemas/plans';

/** Whether the person already holds a plan: an active assistant, or a consultation still to happen. */
export function planHeld(plan: PlanCode, status: PlanStatus | undefined): boolean {
  if (!status) return false;
  return plan === 'ai_assistant'
    ? status.aiAssistant.active
    : status.consultations.some((c) => c.status === 'pending' || c.status === 'scheduled');
}

/**
 * What choosing a plan does: show the one already held, send the person to Stripe's checkout page,
 * or ask them to confirm the simulated payment.
 */
export function planChoice(plan: PlanCode, status: PlanStatus | undefined): 'show' | 'stripe' | 'confirm' {
  if (planHeld(plan, status)) return 'show';
  return status?.provider === 'stripe' ? 'stripe' : 'confirm';
}

/** What the address says after Stripe's checkout page, once: paid (with its session), cancelled, or nothing. */
export function checkoutReturn(
  params: URLSearchParams,
): { outcome: 'paid'; sessionId: string } | { outcome: 'cancelled' } | null {
  const outcome = params.get('checkout');
  const sessionId = params.get('session_id');
  if (outcome === 'success' && sessionId) return { outcome: 'paid', sessionId };
  if (outcome === 'cancel') return { outcome: 'cancelled' };
  return null;
}

/** The page's heading: a plan already active, the free answers used up, or how many are left. */
export function continueHeading(
  status: PlanStatus | undefined,
  user: Pick<User, 'freeResponsesUsed' | 'hasReachedLimit'> | null | undefined,
): { kind: 'active' } | { kind: 'limit' } | { kind: 'left'; used: number; left: number } {
  if (status?.aiAssistant.active) return { kind: 'active' };
  const used = Math.min(user?.freeResponsesUsed ?? 0, FREE_AI_RESPONSES);
  if (!user || user.hasReachedLimit || used >= FREE_AI_RESPONSES) return { kind: 'limit' };
  return { kind: 'left', used, left: FREE_AI_RESPONSES - used };
}
