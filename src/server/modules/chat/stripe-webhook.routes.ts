import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import type { Db } from '../../db/open.js';
import { stripeEventFrom } from '../../integrations/payments/stripe.js';
import { handleStripeEvent } from './stripe-webhook.service.js';

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
      // The signature is the only proof of who is calling.
      if (!event) throw new AppError('FORBIDDEN');
      await handleStripeEvent(db, event);
      return { received: true };
    },
  );
}
