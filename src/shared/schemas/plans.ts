import { z } from 'zod';
import { PLAN_CODES } from '../plans.js';

export const checkoutBodySchema = z.object({ plan: z.enum(PLAN_CODES) });

/** Simulated checkout activates at once; Stripe answers a hosted checkout page to go to. */
export const checkoutResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('active'), plan: z.enum(PLAN_CODES), provider: z.literal('simulated') }),
  z.object({ status: z.literal('redirect'), plan: z.enum(PLAN_CODES), checkoutUrl: z.string() }),
]);

export const confirmCheckoutBodySchema = z.object({
  checkoutSessionId: z
    .string()
    .trim()
    .regex(/^cs_[A-Za-z0-9_]{1,250}$/),
});

/** 'none': this server takes no payments (no Stripe key, simulated checkout not enabled). */
export const PAYMENT_PROVIDERS = ['simulated', 'stripe', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const planStatusSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  aiAssistant: z.object({ active: z.boolean(), currentPeriodEnd: z.string().nullable() }),
  consultations: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(['pending', 'scheduled', 'completed', 'canceled']),
      durationMinutes: z.number().int(),
      priceCents: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  plans: z.array(
    z.object({
      code: z.enum(PLAN_CODES),
      priceCents: z.number().int(),
      interval: z.enum(['month']).nullable(),
      durationMinutes: z.number().int().nullable(),
    }),
  ),
});
export type PlanStatus = z.infer<typeof planStatusSchema>;
