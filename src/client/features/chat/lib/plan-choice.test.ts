import { describe, expect, it } from 'vitest';
import { FREE_AI_RESPONSES } from '../../../../shared/constants';
import type { PlanStatus } from '../../../../shared/schemas/plans';
import { checkoutReturn, continueHeading, planChoice, planHeld } from './plan-choice';

const status = (over: Partial<PlanStatus> = {}): PlanStatus => ({
  provider: 'simulated',
  aiAssistant: { active: false, currentPeriodEnd: null },
  consultations: [],
  plans: [],
  ...over,
});
const consultation = (s: PlanStatus['consultations'][number]['status']) => ({
  id: 1,
  status: s,
  durationMinutes: 30,
  priceCents: 4999,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('choosing a plan on /continue', () => {
  it('shows a plan already held instead of charging for it again', () => {
    expect(
      planChoice('ai_assistant', status({ aiAssistant: { active: true, currentPeriodEnd: null } })),
    ).toBe('show');
    expect(planChoice('attorney_consultation', status({ consultations: [consultation('scheduled')] }))).toBe(
      'show',
    );
  });
  it('books a new consultation once the last one is over', () => {
    expect(planHeld('attorney_consultation', status({ consultations: [consultation('completed')] }))).toBe(
      false,
    );
  });
  it('sends the person to Stripe when Stripe takes the payment, and asks to confirm otherwise', () => {
    expect(planChoice('ai_assistant', status({ provider: 'stripe' }))).toBe('stripe');
    expect(planChoice('ai_assistant', status())).toBe('confirm');
    expect(planChoice('ai_assistant', undefined)).toBe('confirm');
  });
});

describe('coming back from the checkout page', () => {
  it('reads a paid checkout with its session, a cancelled one, and nothing else', () => {
    expect(checkoutReturn(new URLSearchParams('checkout=success&session_id=cs_1'))).toEqual({
      outcome: 'paid',
      sessionId: 'cs_1',
    });
    expect(checkoutReturn(new URLSearchParams('checkout=cancel'))).toEqual({ outcome: 'cancelled' });
    expect(checkoutReturn(new URLSearchParams('checkout=success'))).toBeNull();
    expect(checkoutReturn(new URLSearchParams(''))).toBeNull();
  });
});

describe('the heading of /continue', () => {
  it('says a plan is active, the free answers are used up, or how many are left', () => {
    const user = { freeResponsesUsed: 1, hasReachedLimit: false };
    expect(continueHeading(status({ aiAssistant: { active: true, currentPeriodEnd: null } }), user)).toEqual({
      kind: 'active',
    });
    expect(continueHeading(status(), user)).toEqual({ kind: 'left', used: 1, left: FREE_AI_RESPONSES - 1 });
    expect(
      continueHeading(status(), { freeResponsesUsed: FREE_AI_RESPONSES + 2, hasReachedLimit: false }),
    ).toEqual({ kind: 'limit' });
    expect(continueHeading(status(), { freeResponsesUsed: 0, hasReachedLimit: true })).toEqual({
      kind: 'limit',
    });
    expect(continueHeading(undefined, null)).toEqual({ kind: 'limit' });
  });
});
