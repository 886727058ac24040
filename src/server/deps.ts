import type { Db } from './db/open.js';
import type { Env } from './env.js';
import { createAi } from './integrations/ai/index.js';
import type { AiProvider } from './integrations/ai/types.js';
import { createSmsSender, type SmsSender } from './integrations/sms/index.js';

/** What every module receives from buildApp. Integrations join here as they arrive. */
export interface AppDeps {
  db: Db;
  env: Env;
  ai: AiProvider;
  /** Outbound texts: the console transport by default, Twilio when configured. */
  sms: SmsSender;
}

/** The integrations the environment asks for, made once per app. */
export function integrationsFor(env: Env): Pick<AppDeps, 'ai' | 'sms'> {
  return { ai: createAi(env), sms: createSmsSender(env) };
}
