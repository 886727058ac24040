import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp } from '../../../../tests/factories/users.js';
import { startFakeServer } from '../../../../tests/fakes/http-fake.js';
import {
  type FakeStripe,
  signStripeEvent,
  startFakeStripe,
  TEST_STRIPE_KEY,
} from '../../../../tests/fakes/stripe.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import {
  consultationRequests,
  escalations,
  payments,
  planSubscriptions,
  users,
} from '../../db/schema/index.js';

const post = (t: TestContext, url: string, who: SignedIn | null, payload: unknown, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(who?.headers ?? {}), ...headers },
  });

describe('simulated checkout (no payment keys)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('lists the plans in cents and nothing active for a new person; guests get 401', async () => {
    const person = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/plans', headers: person.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'simulated',
      aiAssistant: { active: false, currentPeriodEnd: null },
      consultations: [],
      plans: [
        { code: 'ai_assistant', priceCents: 999, interval: 'month' },
        { code: 'attorney_consultation', priceCents: 4999, durationMinutes: 30 },
      ],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(401);
    expect((await post(t, '/api/plans/checkout', null, { plan: 'ai_assistant' })).statusCode).toBe(401);
  });

  it('activates the AI Assistant for a month and records a $9.99 payment', async () => {
    const person = await signUp(t.app);
    const res = await post(t, '/api/plans/checkout', person, {
      plan: 'ai_assistant',
      userId: 1,
      amountCents: 1,
    });
    expect(res.json()).toEqual({ status: 'active', plan: 'ai_assistant', provider: 'simulated' });
    const [sub] = await t.db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, person.id));
    expect(sub?.status).toBe('active');
    const days = ((sub?.currentPeriodEnd.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, person.id));
    expect(payment).toMatchObject({ plan: 'ai_assistant', amountCents: 999, status: 'succeeded' });
    const status = await t.app.inject({ method: 'GET', url: '/api/plans', headers: person.headers });
    expect(status.json().aiAssistant.active).toBe(true);
  });

  it('books a consultation with an escalation for admins', async () => {
    const person = await signUp(t.app);
    await post(t, '/api/plans/checkout', person, { plan: 'attorney_consultation' });
    const [request] = await t.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.userId, person.id));
    expect(request).toMatchObject({ status: 'pending', durationMinutes: 30, priceCents: 4999 });
    const [escalation] = await t.db
      .select()
      .from(escalations)
      .where(eq(escalations.consultationRequestId, request!.id));
    expect(escalation).toMatchObject({ status: 'open', kind: 'attorney_consultation', userId: person.id });
  });

  it('refuses an unknown plan and a confirmation, which only Stripe has', async () => {
    const person = await signUp(t.app);
    expect((await post(t, '/api/plans/checkout', person, { plan: 'platinum' })).statusCode).toBe(400);
    const res = await post(t, '/api/plans/checkout/confirm', person, { checkoutSessionId: 'cs_test_1' });
    expect(res.statusCode).toBe(404);
  });
});

describe('production with no payment provider', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => t?.close());

  it('activates nothing: checkout answers 503 in the person’s language and plans say why', async () => {
    const person = await signUp(t.app);
    const res = await post(
      t,
      '/api/plans/checkout',
      person,
      { plan: 'ai_assistant' },
      { 'x-language': 'es' },
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENTS_NOT_CONFIGURED' });
    expect(res.json().message).toMatch(/pagos aún no están configurados/);
    const subs = await t.db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, person.id));
    expect(subs).toHaveLength(0);
    expect(await t.db.select().from(payments).where(eq(payments.userId, person.id))).toHaveLength(0);
    const status = await t.app.inject({ method: 'GET', url: '/api/plans', headers: person.headers });
    expect(status.json()).toMatchObject({ provider: 'none', aiAssistant: { active: false } });
  });

  it('runs the simulated checkout when PAYMENTS_SIMULATED=true says so (a demo server)', async () => {
    const demo = await createTestApp({ NODE_ENV: 'production', PAYMENTS_SIMULATED: 'true' });
    try {
      const person = await signUp(demo.app);
      const res = await post(demo, '/api/plans/checkout', person, { plan: 'ai_assistant' });
      expect(res.json()).toEqual({ status: 'active', plan: 'ai_assistant', provider: 'simulated' });
    } finally {
      await demo.close();
    }
  });
});

describe('Stripe checkout (against a local server speaking Stripe’s API)', () => {
  let t: TestContext;
  let stripe: FakeStripe;
  const webhookSecret = 'whsec_test_amparo';
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
      STRIPE_API_BASE_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      PUBLIC_URL: 'https://amparo.example',
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('starts a subscription checkout and activates only after Stripe says it is paid', async () => {
    const person = await signUp(t.app);
    await t.db
      .update(users)
      .set({ freeResponsesUsed: 3, hasReachedLimit: true })
      .where(eq(users.id, person.id));
    const res = await post(t, '/api/plans/checkout', person, { plan: 'ai_assistant' });
    expect(res.statusCode).toBe(200);
    const { status, checkoutUrl } = res.json();
    expect(status).toBe('redirect');
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(checkoutUrl).toBe(session.url);
    expect(session.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(person.id),
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][recurring][interval]': 'month',
      success_url: 'https://amparo.example/continue?checkout=success&session_id={CHECKOUT_SESSION_ID}',
    });
    const [pending] = await t.db.select().from(payments).where(eq(payments.providerRef, session.id));
    expect(pending?.status).toBe('pending');

    const early = await post(t, '/api/plans/checkout/confirm', person, { checkoutSessionId: session.id });
    expect(early.statusCode).toBe(402);
    expect(early.json().code).toBe('PAYMENT_INCOMPLETE');

    stripe.pay(session.id);
    const stranger = await signUp(t.app);
    expect(
      (await post(t, '/api/plans/checkout/confirm', stranger, { checkoutSessionId: session.id })).statusCode,
    ).toBe(404);
    const done = await post(t, '/api/plans/checkout/confirm', person, { checkoutSessionId: session.id });
    expect(done.statusCode).toBe(200);
    expect(done.json().aiAssistant.active).toBe(true);
    // Confirming twice, or the webhook arriving too, records the payment once.
    await post(t, '/api/plans/checkout/confirm', person, { checkoutSessionId: session.id });
    const subs = await t.db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, person.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]?.providerRef).toBe(session.subscription);
    const [paid] = await t.db.select().from(payments).where(eq(payments.providerRef, session.id));
    expect(paid).toMatchObject({ status: 'succeeded', amountCents: 999, provider: 'stripe' });
  });

  it('a consultation paid on Stripe is booked by the signed webhook; a bad signature is refused', async () => {
    const person = await signUp(t.app);
    await post(t, '/api/plans/checkout', person, { plan: 'attorney_consultation' });
    const session = [...stripe.sessions.values()].at(-1)!;
    expect(session.form.mode).toBe('payment');
    expect(session.form['line_items[0][price_data][unit_amount]']).toBe('4999');
    const paid = stripe.pay(session.id);
    const payload = JSON.stringify({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: paid },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripeEvent('wrong', payload),
      },
      payload,
    });
    expect(bad.statusCode).toBe(403);
    for (let i = 0; i < 2; i++) {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripeEvent(webhookSecret, payload),
        },
        payload,
      });
      expect(ok.statusCode).toBe(200);
    }
    const requests = await t.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.userId, person.id));
    expect(requests).toHaveLength(1);
  });

  it('refuses an unsigned, stale or forged webhook with 403 and a signed body that is not JSON with 400', async () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      type: 'customer.subscription.deleted',
      data: { object: {} },
    });
    const hook = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: body,
      });
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await hook(payload)).statusCode).toBe(403);
    expect((await hook(payload, signStripeEvent(webhookSecret, payload, tenMinutesAgo))).statusCode).toBe(
      403,
    );
    expect((await hook(payload, 't=1,v1=00')).statusCode).toBe(403);
    const other = payload.replace('evt_2', 'evt_3');
    expect((await hook(other, signStripeEvent(webhookSecret, payload))).statusCode).toBe(403);
    const notJson = await hook('not json', signStripeEvent(webhookSecret, 'not json'));
    expect(notJson.statusCode).toBe(400);
    expect(notJson.body).not.toMatch(/SyntaxError|Unexpected token/);
  });

  it('answers 503 when Stripe cannot be reached, or fails, after one attempt', async () => {
    const failing = await startFakeServer(() => ({ status: 500, json: { error: { type: 'api_error' } } }));
    for (const url of ['http://127.0.0.1:9', failing.url]) {
      const down = await createTestApp({ STRIPE_SECRET_KEY: TEST_STRIPE_KEY, STRIPE_API_BASE_URL: url });
      try {
        const person = await signUp(down.app);
        const res = await post(down, '/api/plans/checkout', person, { plan: 'ai_assistant' });
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('PAYMENT_UNAVAILABLE');
      } finally {
        await down.close();
      }
    }
    // The person can press again; a silent retry would only keep them waiting.
    expect(failing.requests).toHaveLength(1);
    await failing.close();
  });
});
