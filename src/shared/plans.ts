/** The two paid plans of the plan screen. Money in integer cents. */
export const PLANS = {
  ai_assistant: { code: 'ai_assistant', priceCents: 999, interval: 'month', durationMinutes: null },
  attorney_consultation: {
    code: 'attorney_consultation',
    priceCents: 4999,
    interval: null,
    durationMinutes: 30,
  },
} as const;

export const PLAN_CODES = ['ai_assistant', 'attorney_consultation'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** "$9.99" from 999. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
