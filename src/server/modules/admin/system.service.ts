import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import type { SystemCheck } from '../../../shared/schemas/admin.js';
import type { AppDeps } from '../../deps.js';
import { fetchStripeBalanceCurrencies } from '../../integrations/payments/stripe.js';
import { fetchTwilioAccountStatus } from '../../integrations/sms/twilio.js';
import { message } from '../../lib/messages.js';

/** Each check gets this long; a slower answer counts as down. */
export const CHECK_TIMEOUT_MS = 5_000;

type Outcome = { status: SystemCheck['status']; detail: string };

class TimedOut extends Error {}

async function timed(
  name: SystemCheck['name'],
  run: () => Promise<Outcome>,
  lang: Language,
): Promise<SystemCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), CHECK_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([run(), late]);
    return { name, ...outcome, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    const detail =
      err instanceof TimedOut
        ? message(lang, 'admin.systemTimeout', { ms: CHECK_TIMEOUT_MS })
        : safeDetail(err);
    return { name, status: 'down', detail, latencyMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/** An error's class and HTTP status only: provider messages may echo keys or account ids. */
function safeDetail(err: unknown): string {
  const status =
    (err as { status?: unknown; statusCode?: unknown }).status ??
    (err as { statusCode?: unknown }).statusCode;
  const kind = err instanceof Error ? err.name : 'Error';
  return typeof status === 'number' ? `${kind} (HTTP ${status})` : kind;
}

/** Real checks of the database and every outside service the server is configured with. */
export async function systemChecks(deps: AppDeps, lang: Language): Promise<SystemCheck[]> {
  const { db, env, ai, sms, mail } = deps;
  return Promise.all([
    timed(
      'database',
      async () => {
        await db.execute(sql`select 1`);
        return { status: 'ok', detail: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite' };
      },
      lang,
    ),
    timed(
      'ai',
      async () => {
        const title = await ai.conversationTitle(['Hello'], 'en');
        return { status: title.trim() ? 'ok' : 'degraded', detail: ai.name };
      },
      lang,
    ),
    timed(
      'sms',
      async () => {
        if (sms.name === 'console') return { status: 'ok', detail: 'console' };
        const status = await fetchTwilioAccountStatus({
          accountSid: env.TWILIO_ACCOUNT_SID ?? '',
          authToken: env.TWILIO_AUTH_TOKEN ?? '',
          baseUrl: env.TWILIO_API_BASE_URL,
          timeoutMs: CHECK_TIMEOUT_MS,
        });
        return { status: status === 'active' ? 'ok' : 'degraded', detail: `twilio: ${status}` };
      },
      lang,
    ),
    timed(
      'mail',
      async () => {
        // The outbox always accepts; SMTP connects and authenticates.
        await mail.verify();
        return { status: 'ok', detail: mail.transport };
      },
      lang,
    ),
    timed(
      'payments',
      async () => {
        if (env.STRIPE_SECRET_KEY) {
          const currencies = await fetchStripeBalanceCurrencies({
            secretKey: env.STRIPE_SECRET_KEY,
            baseUrl: env.STRIPE_API_BASE_URL,
            timeoutMs: CHECK_TIMEOUT_MS,
          });
          return { status: 'ok', detail: `stripe: ${currencies.join(', ') || 'usd'}` };
        }
        if (env.PAYMENTS_SIMULATED) return { status: 'ok', detail: 'simulated' };
        return { status: 'degraded', detail: message(lang, 'admin.systemNotConfigured') };
      },
      lang,
    ),
  ]);
}
