import { paths } from '../../../shared/pages.js';
import type { Env } from '../../env.js';
import { createOfflineAi } from './offline/index.js';
import { createOpenAiProvider } from './openai/provider.js';
import type { AiProvider } from './types.js';

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';

export interface AiOptions {
  /** Today, for the person's own dates; the real time when unset. */
  now?: () => Date;
}

/** The AI provider chosen by the environment: the offline engine unless AI_PROVIDER=openai. */
export function createAi(env: Env, options: AiOptions = {}): AiProvider {
  // Text messages need a full address to the state-law page; the web app a path of its own.
  const lawLink = env.PUBLIC_URL ? new URL(paths.stateLaw, env.PUBLIC_URL).toString() : paths.stateLaw;
  if (env.AI_PROVIDER !== 'openai') return createOfflineAi({ now: options.now, lawLink });
  if (!env.AI_BASE_URL && !env.AI_API_KEY) {
    throw new Error('AI_PROVIDER=openai needs AI_API_KEY (or an AI_BASE_URL of a server that needs no key).');
  }
  return createOpenAiProvider({
    baseUrl: env.AI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL,
    apiKey: env.AI_API_KEY || undefined,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    responseFormat: env.AI_RESPONSE_FORMAT,
    now: options.now,
    lawLink,
  });
}

export type { AiProvider } from './types.js';
