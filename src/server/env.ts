import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

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
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  TRUST_PROXY: bool,
  COOKIE_SECURE: bool,
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
  /**
   * Lets /api/sms/inbound take unsigned posts in production when TWILIO_AUTH_TOKEN is unset, for
   * local trials only: anyone could then text as anyone.
   */
  SMS_ALLOW_UNSIGNED: bool,
  SMS_NUMBER: z.string().default('+1 (505) 555-0142'),
  SUPPORT_EMAIL: z.string().email().default('support@amparo.example'),
  /** Accounts one IP address may create per 10 minutes; raise it for a clinic behind one address. */
  REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(5),
});

export type Env = z.infer<typeof envSchema>;

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
  return parsed.data;
}
