import type { Env } from '../env.js';

/** Where links in mails and texts point: PUBLIC_URL, never the Host header of whoever asked. */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
