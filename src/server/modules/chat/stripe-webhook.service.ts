import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { users } from '../../db/schema/index.js';
import { type StripeEvent, toCheckoutResult } from '../../integrations/payments/stripe.js';
import { activateStripeCheckout, cancelSubscriptionByRef, renewSubscriptionByRef } from './plans.service.js';

/**
 * Acts on one verified Stripe event: a checkout the person never came back from starts their
 * plan, a deleted subscription ends it, a monthly renewal moves its period on. Other events, and
 * events naming nobody we know, change nothing (Stripe still gets its 200, so it stops retrying).
 */
export async function handleStripeEvent(db: Db, event: StripeEvent): Promise<void> {
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
