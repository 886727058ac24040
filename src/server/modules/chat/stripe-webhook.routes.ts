import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import type { Db } from '../../db/open.js';
import { users } from '../../db/schema/index.js';
import { type StripeEvent, stripeEventFrom, toCheckoutResult } from '../../integrations/payments/stripe.js';
import { activateStripeCheckout, cancelSubscriptionByRef, renewSubscriptionByRef } from './plans.service.js';

/**
 * Stripe's events, for payments the person never came back from and for monthly renewals and
 * cancellations. The body is read raw because the signature covers the exact bytes.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, db: Db, secret: string) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook',
    { config: { access: 'public' }, schema: { body: z.string() } },
    async (request) => {
      const header = request.headers['stripe-signature'];
      const event = await stripeEventFrom(
        secret,
        request.body as string,
        typeof header === 'string' ? header : undefined,
      );
      if (!event) throw new AppError('FORBIDDEN');
      await handleEvent(db, event);
      return { received: true };
    },
  );
}

async function handleEvent(db: Db, event: StripeEvent): Promise<void> {
  const object = event.data?.object ?? {};
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const result = toCheckoutResult(object as unknown as Parameters<typeof toCheckoutResult>[0]);
    if (!result.paid || !result.userId || !result.plan) return;
    const [user] = await db.select().from(users).where(eq(users.id, result.userId));
    if (!user) return;
    await activateStripeCheckout(db, result, result.plan, user, user.preferredLanguage);
    return;
  }
  if (event.type === 'customer.subscription.deleted' && typeof object.id === 'string') {
    await cancelSubscriptionByRef(db, object.id);
    return;
  }
  if (event.type === 'invoice.paid' && object.billing_reason === 'subscription_cycle') {
    const sub = typeof object.subscription === 'string' ? object.subscription : null;
    const lines = (object.lines as { data?: { period?: { end?: number } }[] } | undefined)?.data;
    const end = lines?.[0]?.period?.end;
    if (sub && end) await renewSubscriptionByRef(db, sub, new Date(end * 1000));
  }
}
