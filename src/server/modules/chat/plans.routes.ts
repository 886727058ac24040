import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import {
  checkoutBodySchema,
  checkoutResponseSchema,
  confirmCheckoutBodySchema,
  planStatusSchema,
} from '../../../shared/schemas/plans.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth.js';
import { confirmPlanCheckout, startPlanCheckout } from './plan-checkout.service.js';
import { planStatus } from './plans.service.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export async function plansRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, env, payments } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/plans', { schema: { response: { 200: planStatusSchema } } }, async (request) => {
    const user = await requireUser(request);
    return planStatus(db, user.id, payments.name);
  });

  r.post(
    '/api/plans/checkout',
    { schema: { body: checkoutBodySchema, response: { 200: checkoutResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const origin = originOf(request, env.PUBLIC_URL);
      return startPlanCheckout(deps, { user, plan: request.body.plan, origin, lang: request.lang });
    },
  );

  r.post(
    '/api/plans/checkout/confirm',
    { schema: { body: confirmCheckoutBodySchema, response: { 200: planStatusSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { checkoutSessionId } = request.body;
      await confirmPlanCheckout(deps, { user, checkoutSessionId, lang: request.lang });
      return planStatus(db, user.id, payments.name);
    },
  );

  if (env.STRIPE_WEBHOOK_SECRET && payments.name === 'stripe') {
    await app.register(async (scope) => stripeWebhookRoutes(scope, db, env.STRIPE_WEBHOOK_SECRET as string));
  } else {
    r.post('/api/payments/stripe/webhook', { schema: { body: z.unknown() } }, async () => {
      throw new AppError('NOT_FOUND');
    });
  }
}
