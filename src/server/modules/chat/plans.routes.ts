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
import { createPaymentProvider } from '../../integrations/payments/index.js';
import { sendSms } from '../../integrations/sms/outbox.js';
import { message } from '../../lib/messages.js';
import { type PhoneOwner, verifiedPhone } from '../../lib/phone.js';
import { requireUser } from '../../plugins/auth.js';
import {
  type Activated,
  activatePlan,
  confirmCheckout,
  planStatus,
  recordPendingCheckout,
} from './plans.service.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export async function plansRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, env, sms } = deps;
  const payments = createPaymentProvider(env);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Tells the person by text that their consultation is booked, when their phone is verified. */
  async function afterActivation(result: Activated, user: PhoneOwner, lang: 'en' | 'es') {
    const phone = verifiedPhone(user);
    if (result.consultationId && phone)
      await sendSms(db, sms, phone, message(lang, 'plans.consultationBookedSms'));
  }

  r.get('/api/plans', { schema: { response: { 200: planStatusSchema } } }, async (request) => {
    const user = await requireUser(request);
    return planStatus(db, user.id, payments.name);
  });

  r.post(
    '/api/plans/checkout',
    { schema: { body: checkoutBodySchema, response: { 200: checkoutResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { plan } = request.body;
      const origin = originOf(request, env.PUBLIC_URL);
      const start = await payments.startCheckout({
        userId: user.id,
        email: user.email,
        plan,
        successUrl: `${origin}/continue?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/continue?checkout=cancel`,
      });
      if (start.kind === 'redirect') {
        await recordPendingCheckout(db, user.id, plan, start.ref);
        return { status: 'redirect' as const, plan, checkoutUrl: start.url };
      }
      const result = await activatePlan(db, {
        userId: user.id,
        plan,
        provider: 'simulated',
        phoneNumber: user.phoneNumber,
        language: request.lang,
      });
      await afterActivation(result, user, request.lang);
      return { status: 'active' as const, plan, provider: 'simulated' as const };
    },
  );

  r.post(
    '/api/plans/checkout/confirm',
    { schema: { body: confirmCheckoutBodySchema, response: { 200: planStatusSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const result = await confirmCheckout(db, payments, user, request.body.checkoutSessionId, request.lang);
      await afterActivation(result, user, request.lang);
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
