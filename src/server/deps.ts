import type { Db } from './db/open.js';
import type { Env } from './env.js';
import { createAi } from './integrations/ai/index.js';
import type { AiProvider } from './integrations/ai/types.js';
import { createDeliveries, type Deliveries } from './integrations/delivery/worker.js';
import { createMailer, createMailTransport, type Mailer } from './integrations/mail/index.js';
import { createPaymentProvider, type PaymentProvider } from './integrations/payments/index.js';
import { createSmsSender, type SmsSender } from './integrations/sms/index.js';

/** What every module receives from buildApp. Integrations join here as they arrive. */
export interface AppDeps {
  db: Db;
  env: Env;
  ai: AiProvider;
  /** Outbound texts: the console transport by default, Twilio when configured. */
  sms: SmsSender;
  /** E-mail: kept in the mail_outbox table by default, queued there and sent by SMTP when configured. */
  mail: Mailer;
  /** The worker that sends queued mail and texts (decision 0055); buildApp starts and stops it. */
  deliveries: Deliveries;
  /** Cards: Stripe when configured, else the simulated checkout where enabled, else none. */
  payments: PaymentProvider;
  /** The clock of time rules such as bidding deadlines; unset means the real time. Tests set it. */
  now?: () => Date;
  /**
   * Whether a person has a live page open on a channel (`consultation:12`, see docs/decisions/0054):
   * such a person is not notified of what they are watching. Unset: nobody is watching.
   */
  watching?: (userId: number, channel: string) => Promise<boolean>;
}

/**
 * The integrations the environment asks for, made once per app. `now` is the clock the AI reads
 * the person's own dates against ("14 months ago") and the delivery worker times retries by;
 * tests pass the app's movable clock.
 */
export function integrationsFor(
  env: Env,
  db: Db,
  now?: () => Date,
): Pick<AppDeps, 'ai' | 'sms' | 'mail' | 'payments' | 'deliveries'> {
  const clock = now ?? (() => new Date());
  const mailTransport = createMailTransport(env);
  const smsTransport = createSmsSender(env);
  const deliveries = createDeliveries(
    db,
    { mail: mailTransport, sms: smsTransport },
    {
      leaseMs: env.DELIVERY_LEASE_MS,
      pollMs: env.DELIVERY_POLL_MS,
      maxAttempts: env.DELIVERY_MAX_ATTEMPTS,
      retryBaseMs: env.DELIVERY_RETRY_MS,
    },
    clock,
  );
  return {
    ai: createAi(env, { now }),
    sms: { ...smsTransport, wake: deliveries.wake },
    mail: createMailer(db, mailTransport, { from: env.MAIL_FROM, now: clock, wake: deliveries.wake }),
    payments: createPaymentProvider(env),
    deliveries,
  };
}
