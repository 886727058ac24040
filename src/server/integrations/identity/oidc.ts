import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { AppError } from '../../../shared/errors.js';
import { toOneLine } from '../../../shared/rules/one-line.js';
import type { AuthorizationStart, IdentityClaims, IdentityProvider } from './types.js';

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  timeoutMs: number;
  allowHttp: boolean;
}

interface Discovered {
  config: client.Configuration;
  keys: ReturnType<typeof createRemoteJWKSet>;
  issuers: string[];
  algorithms: string[];
}

const SCOPE = 'openid email profile';

/** Google also writes its issuer without the scheme in tokens it hands to browsers. */
const ISSUER_ALIASES: Record<string, string[]> = {
  'https://accounts.google.com': ['accounts.google.com'],
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
/** A name as the issuer sent it, on one line: an account is not refused over how a name is written. */
const name = (value: unknown) => toOneLine(text(value) ?? '').slice(0, 100) || null;

function claimsOf(issuer: string, claims: Record<string, unknown>): IdentityClaims {
  const subject = text(claims.sub);
  if (!subject) throw new AppError('IDENTITY_FAILED');
  return {
    issuer,
    subject,
    email: text(claims.email)?.toLowerCase() ?? null,
    // Some issuers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: name(claims.given_name),
    familyName: name(claims.family_name),
  };
}

/** The issuer's failure as one of our codes: unreachable, declined, or not verifiable. */
function identityError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const cause = { cause: error };
  if (error instanceof client.AuthorizationResponseError) {
    return new AppError(
      error.error === 'access_denied' ? 'IDENTITY_DENIED' : 'IDENTITY_FAILED',
      undefined,
      undefined,
      cause,
    );
  }
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown })?.code;
  const serverTrouble =
    error instanceof TypeError ||
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    error instanceof joseErrors.JWKSTimeout ||
    code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
    (error instanceof client.ResponseBodyError && error.status >= 500);
  return new AppError(
    serverTrouble ? 'IDENTITY_UNAVAILABLE' : 'IDENTITY_FAILED',
    undefined,
    undefined,
    cause,
  );
}

/** Signature algorithms the issuer says it signs ID tokens with, never 'none' or a shared secret. */
function signingAlgorithms(metadata: client.ServerMetadata): string[] {
  const listed = metadata.id_token_signing_alg_values_supported ?? ['RS256'];
  const usable = listed.filter((alg) => alg !== 'none' && !alg.startsWith('HS'));
  return usable.length ? usable : ['RS256'];
}

export function createOidcIdentity(settings: OidcSettings): IdentityProvider {
  const { issuer, clientId, clientSecret, redirectUri, timeoutMs } = settings;
  let pending: Promise<Discovered> | null = null;

  async function discover(): Promise<Discovered> {
    const insecure = settings.allowHttp && issuer.protocol === 'http:';
    const config = await client.discovery(
      issuer,
      clientId,
      clientSecret ? { client_secret: clientSecret } : undefined,
      clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
      {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: Math.max(1, Math.ceil(timeoutMs / 1000)),
      },
    );
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw new Error('the issuer publishes no jwks_uri');
    return {
      config,
      keys: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: timeoutMs }),
      issuers: [metadata.issuer, ...(ISSUER_ALIASES[metadata.issuer] ?? [])],
      algorithms: signingAlgorithms(metadata),
    };
  }

  /** Discovery once per process, on first use; a failure is not kept, so the next sign-in tries again. */
  function discovered(): Promise<Discovered> {
    if (!pending) {
      pending = discover().catch((error: unknown) => {
        pending = null;
        throw new AppError('IDENTITY_UNAVAILABLE', undefined, undefined, { cause: error });
      });
    }
    return pending;
  }

  return {
    clientId,
    redirectUri,

    async startAuthorization(): Promise<AuthorizationStart> {
      const { config } = await discovered();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finishAuthorization(callbackUrl, expected): Promise<IdentityClaims> {
      const { config } = await discovered();
      try {
        const tokens = await client.authorizationCodeGrant(
          config,
          callbackUrl,
          {
            pkceCodeVerifier: expected.codeVerifier,
            expectedState: expected.state,
            expectedNonce: expected.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: redirectUri },
        );
        const idClaims = tokens.claims();
        if (!idClaims) throw new AppError('IDENTITY_FAILED');
        let claims: Record<string, unknown> = idClaims;
        // Some issuers keep the e-mail out of the ID token of a code flow: ask userinfo for it.
        if (!idClaims.email && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...info, sub: idClaims.sub };
        }
        return claimsOf(config.serverMetadata().issuer, claims);
      } catch (error) {
        throw identityError(error);
      }
    },

    async verifyIdToken(idToken: string): Promise<IdentityClaims> {
      const { keys, issuers, algorithms, config } = await discovered();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: issuers,
          audience: clientId,
          algorithms,
          requiredClaims: ['sub', 'iat', 'exp'],
        }));
      } catch (error) {
        throw identityError(error);
      }
      // OpenID Connect Core 3.1.3.7: a token for several audiences must name us as its authorized party.
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
        throw new AppError('IDENTITY_FAILED');
      }
      return claimsOf(config.serverMetadata().issuer, payload);
    },
  };
}
