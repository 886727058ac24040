import type { Language } from '../../../shared/constants.js';
import { paths } from '../../../shared/pages.js';
import type { PlanCode } from '../../../shared/plans.js';
import type { UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { sendSms } from '../../integrations/sms/outbox.js';
import { message } from '../../lib/messages.js';
import { type PhoneOwner, verifiedPhone } from '../../lib/phone.js';
import { type Activated, activatePlan, confirmCheckout, recordPendingCheckout } from './plans.service.js';

type PlanDeps = Pick<AppDeps, 'db' | 'sms' | 'payments'>;

/** Tells the person by text that their consultation is booked, when their phone is verified. */
async function afterActivation({ db, sms }: PlanDeps, result: Activated, user: PhoneOwner, lang: Language) {
  const phone = verifiedPhone(user);
  if (result.consultationId && phone)
    await sendSms(db, sms, phone, message(lang, 'plans.consultationBookedSms'));
}

/**
 * Starts buying a plan: Stripe's hosted checkout to go to (the plan starts when it is paid), or,
 * with the simulated provider, the plan at once. `origin` is where the checkout sends the person
 * back to.
 */
export async function startPlanCheckout(
  deps: PlanDeps,
  input: { user: UserRow; plan: PlanCode; origin: string; lang: Language },
) {
  const { db, payments } = deps;
  const { user, plan, origin, lang } = input;
  const start = await payments.startCheckout({
    userId: user.id,
    email: user.email,
    plan,
    successUrl: `${origin}${paths.continuePlan}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}${paths.continuePlan}?checkout=cancel`,
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
    language: lang,
  });
  await afterActivation(deps, result, user, lang);
  return { status: 'active' as const, plan, provider: 'simulated' as const };
}

/** The person came back from Stripe's checkout: their plan starts once Stripe says it was paid. */
export async function confirmPlanCheckout(
  deps: PlanDeps,
  input: { user: UserRow; checkoutSessionId: string; lang: Language },
): Promise<void> {
  const { user, lang } = input;
  const result = await confirmCheckout(deps.db, deps.payments, user, input.checkoutSessionId, lang);
  await afterActivation(deps, result, user, lang);
}
