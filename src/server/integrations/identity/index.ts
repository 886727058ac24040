import type { Env } from '../../env.js';
import { createOidcIdentity } from './oidc.js';
import type { IdentityProvider } from './types.js';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The configured issuer, or null when no client id is set (then there is no third-party sign-in:
 * the routes answer 404 and the client shows no button). Nothing is fetched here: discovery waits
 * for the first sign-in, so a server starts even while the issuer is unreachable.
 */
export function createIdentityProvider(env: Env): IdentityProvider | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  if (!clientId) return null;
  const issuer = new URL(env.OIDC_ISSUER ?? GOOGLE_ISSUER);
  // The redirect URI must be the one registered at the issuer: from settings, never a Host header.
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return createOidcIdentity({
    issuer,
    clientId,
    clientSecret: env.GOOGLE_CLIENT_SECRET?.trim() || undefined,
    redirectUri: `${publicUrl}/api/auth/google/callback`,
    timeoutMs: env.OIDC_TIMEOUT_MS,
    // Plain HTTP only for an issuer on this machine or outside production (a local test provider).
    allowHttp: env.NODE_ENV !== 'production' || LOOPBACK.has(issuer.hostname),
  });
}

export type { IdentityClaims, IdentityProvider } from './types.js';
