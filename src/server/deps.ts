import type { Db } from './db/open.js';
import type { Env } from './env.js';
import type { AiProvider } from './integrations/ai/types.js';

/** What every module receives from buildApp. Integrations join here as they arrive. */
export interface AppDeps {
  db: Db;
  env: Env;
  ai: AiProvider;
}
