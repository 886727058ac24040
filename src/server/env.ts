import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A switch whose default depends on NODE_ENV: unset (or empty) stays undefined until resolved. */
const maybeBool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().default('./data/pglite'),
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Longest wait for a PostgreSQL connection (a new one, or a free one from a full pool). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** PostgreSQL cancels a longer statement; an answer that has not arrived 1 s after that drops the connection. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** An unused pooled connection is closed after this long. */
  DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(10_000),
  /**
   * Demo accounts (printed logins) in an empty database. 'auto' and 'never' are the older
   * spellings of unset and false.
   */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', '', 'auto', 'never'])
    .optional()
    .transform((v) => (v === 'never' ? 'false' : v === 'auto' ? undefined : v))
    .pipe(maybeBool),
  TRUST_PROXY: bool,
  COOKIE_SECURE: maybeBool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  AI_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** json_schema (strict structured output) or json_object for servers that lack it. */
  AI_RESPONSE_FORMAT: z.enum(['json_schema', 'json_object']).default('json_schema'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM_NUMBER: z.string().optional(),
  TWILIO_API_BASE_URL: z.string().url().default('https://api.twilio.com'),
  PUBLIC_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_API_BASE_URL: z.string().url().default('https://api.stripe.com'),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The checkout that activates plans without taking money, for development and demos. */
  PAYMENTS_SIMULATED: maybeBool,
  /**
   * How often each process looks for auctions to close (capture the winning bid's card hold). 0
   * turns it off; unset: every 30 s, and off in tests, which close auctions when they choose.
   */
  AUCTION_CLOSE_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /**
   * How often each process sends the notifications that are due (gathered bursts, daily digests).
   * 0 turns it off; unset: every 15 s, and off in tests, which flush when they choose.
   */
  NOTIFY_FLUSH_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /**
   * Lets /api/sms/inbound take unsigned posts in production when TWILIO_AUTH_TOKEN is unset, for
   * local trials only: anyone could then text as anyone.
   */
  SMS_ALLOW_UNSIGNED: bool,
  SMS_NUMBER: z.string().default('+1 (505) 555-0142'),
  SUPPORT_EMAIL: z.string().email().default('support@amparo.example'),
  /** smtp://user:pass@host:587 or smtps://…; unset, mail is kept in the mail_outbox table only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The forum the browser reads; only this host (and the OAuth API host below) is ever called. */
  FORUM_BASE_URL: z.string().url().default('https://www.reddit.com'),
  FORUM_OAUTH_BASE_URL: z.string().url().default('https://oauth.reddit.com'),
  FORUM_CLIENT_ID: z.string().optional(),
  FORUM_CLIENT_SECRET: z.string().optional(),
  FORUM_USER_AGENT: z
    .string()
    .min(5)
    .default('web:amparo-legal-help:1.0 (bilingual legal information service)'),
  FORUM_LIST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  FORUM_POST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** How long a forum answer is reused; concurrent identical requests always share one call. */
  FORUM_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  MAIL_FROM: z.string().min(3).default('Amparo <no-reply@amparo.example>'),
  /** Print each outbox message (with its links) to the log; on by default in development only. */
  MAIL_PRINT: maybeBool,
  /**
   * The delivery worker (decision 0055): how long a send in progress is its process's (well over
   * the transports' own timeouts), how often each process looks for due mail and texts, how many
   * attempts a temporary failure gets, and the first retry's wait (doubling each time).
   */
  DELIVERY_LEASE_MS: z.coerce
    .number()
    .int()
    .min(500)
    .max(3_600_000)
    .default(5 * 60_000),
  DELIVERY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  DELIVERY_RETRY_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Accounts one IP address may create per 10 minutes; raise it for a clinic behind one address. */
  REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(5),
  /**
   * Failed sign-ins one IP address may make per 15 minutes, over all accounts (right passwords are
   * not counted); also bounds third-party sign-ins started from one address.
   */
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  /**
   * Failed sign-ins on one account per 15 minutes from browsers that have never signed in to it,
   * all addresses together; past it only the account's own browsers (device cookie) may try.
   */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  /** The HMAC key of device cookies, at least 32 characters. Unset: a random key kept in the database. */
  DEVICE_COOKIE_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Third-party sign-in (OpenID Connect). The GOOGLE_ names are the spec's, but any issuer works;
   * OIDC_ISSUER defaults to Google's when GOOGLE_CLIENT_ID is set. No client id: no sign-in button.
   */
  OIDC_ISSUER: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Longest wait for the issuer's discovery document, keys or token endpoint. */
  OIDC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * The Ed25519 key that signs bid ledger blocks: PKCS#8 PEM (line breaks may be written as \n) or its
   * DER bytes in base64. Unset: one key is made on first use and kept in the database.
   */
  /**
   * Whether admins need a second factor (decision 0059): required, every admin route answers 403
   * SECOND_FACTOR_REQUIRED to a session not completed with one. Unset: required, except where
   * demo accounts are made (SEED_DEMO), whose printed admin password is the point of the demo.
   */
  ADMIN_2FA: z
    .enum(['required', 'optional', ''])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  LEDGER_SIGNING_KEY: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

type ParsedEnv = z.infer<typeof envSchema>;

/**
 * Production is safe unless told otherwise: the session cookie is Secure, no demo accounts with
 * printed passwords are created, and no plan is given away by the simulated checkout. Development
 * and tests keep the offline conveniences.
 */
function resolveDefaults(env: ParsedEnv) {
  const production = env.NODE_ENV === 'production';
  const seedDemo = env.SEED_DEMO ?? !production;
  return {
    ...env,
    SEED_DEMO: seedDemo,
    ADMIN_2FA: env.ADMIN_2FA ?? (seedDemo ? 'optional' : 'required'),
    COOKIE_SECURE: env.COOKIE_SECURE ?? production,
    PAYMENTS_SIMULATED: env.PAYMENTS_SIMULATED ?? !production,
    AUCTION_CLOSE_INTERVAL_MS: env.AUCTION_CLOSE_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 0 : 30_000),
    NOTIFY_FLUSH_INTERVAL_MS: env.NOTIFY_FLUSH_INTERVAL_MS ?? (env.NODE_ENV === 'test' ? 0 : 15_000),
    MAIL_PRINT: env.MAIL_PRINT ?? env.NODE_ENV === 'development',
  };
}

export type Env = ReturnType<typeof resolveDefaults>;

/**
 * Who may post texts to /api/sms/inbound: Twilio alone when its token is set ('signed'); anyone
 * in development and tests, or in production when SMS_ALLOW_UNSIGNED says so ('open'); otherwise
 * nobody ('closed'), since an open webhook lets anyone text as any number.
 */
export function inboundSmsAccess(env: Env): 'signed' | 'open' | 'closed' {
  if (env.TWILIO_AUTH_TOKEN) return 'signed';
  return env.NODE_ENV !== 'production' || env.SMS_ALLOW_UNSIGNED ? 'open' : 'closed';
}

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return resolveDefaults(parsed.data);
}
