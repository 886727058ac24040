import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../shared/errors.js';
import { paths } from '../../../shared/pages.js';
import { safeReturnTo, withToken } from '../../../shared/rules/return-to.js';
import {
  IDENTITY_ERROR_CODES,
  type IdentityErrorCode,
  identityCallbackQuerySchema,
  identityClientIdResponseSchema,
  identityStartQuerySchema,
  identityVerifyBodySchema,
  identityVerifyFailureSchema,
  identityVerifyResponseSchema,
} from '../../../shared/schemas/identity.js';
import type { AppDeps } from '../../deps.js';
import { createIdentityProvider, type IdentityProvider } from '../../integrations/identity/index.js';
import { message } from '../../lib/messages.js';
import { setSessionCookie } from '../../plugins/auth.js';
import { sourceOf } from '../audit/audit.service.js';
import { deviceCookies } from './device-cookie.js';
import { SIGN_IN_TTL_MS, signInWithIdentity, startSignIn, takeSignIn } from './identity.service.js';
import { afterSignIn } from './sign-in-alert.js';

/** Holds the key of the sign-in this browser started; sent back only to the callback. */
const SIGN_IN_COOKIE = 'amparo_oidc';
const SIGN_IN_COOKIE_PATH = '/api/auth/google';

const isIdentityError = (code: string): code is IdentityErrorCode =>
  (IDENTITY_ERROR_CODES as readonly string[]).includes(code);

/** Third-party sign-in (any OpenID Connect issuer; the paths are the spec's Google ones). */
export async function identityRoutes(app: FastifyInstance, { db, env, mail }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const identity = createIdentityProvider(env);
  const secure = env.COOKIE_SECURE;
  const perIp = env.REGISTRATIONS_PER_IP;
  const devices = deviceCookies(db, env.DEVICE_COOKIE_SECRET, secure);

  const signedInHere = afterSignIn({ env, mail }, devices);

  function configured(): IdentityProvider {
    if (!identity) throw new AppError('IDENTITY_NOT_CONFIGURED');
    return identity;
  }

  /** A browser navigation that failed goes back to the sign-in page, which words the code. */
  function toLogin(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    let code: IdentityErrorCode = 'IDENTITY_FAILED';
    if (error instanceof AppError && isIdentityError(error.code)) {
      code = error.code;
      // What the issuer or the library said, for whoever sets the client up (wrong secret, clock…).
      if (error.cause) request.log.warn({ err: error.cause, code }, 'third-party sign-in failed');
    } else {
      request.log.error({ err: error }, 'third-party sign-in failed');
    }
    return reply.redirect(`${paths.login}?error=${code}`);
  }

  // Not being configured is a setting, not a fault: a 200 every page can ask without a console error.
  r.get(
    '/api/auth/google/client-id',
    { config: { access: 'public' }, schema: { response: { 200: identityClientIdResponseSchema } } },
    async () => ({ clientId: identity?.clientId ?? null }),
  );

  r.get(
    '/api/auth/google',
    { config: { access: 'public' }, schema: { querystring: identityStartQuerySchema } },
    async (request, reply) => {
      try {
        const started = await startSignIn(db, configured(), {
          returnTo: request.query.returnTo,
          language: request.query.lang ?? request.lang,
          ip: request.ip,
          perIp: env.LOGIN_FAILURES_PER_IP,
        });
        reply.setCookie(SIGN_IN_COOKIE, started.key, {
          path: SIGN_IN_COOKIE_PATH,
          httpOnly: true,
          // Lax: the issuer sends the browser back with a top-level GET, which carries Lax cookies.
          sameSite: 'lax',
          secure,
          maxAge: SIGN_IN_TTL_MS / 1000,
        });
        return reply.redirect(started.url);
      } catch (error) {
        return toLogin(request, reply, error);
      }
    },
  );

  r.get(
    '/api/auth/google/callback',
    { config: { access: 'public' }, schema: { querystring: identityCallbackQuerySchema } },
    async (request, reply) => {
      const key = request.cookies[SIGN_IN_COOKIE];
      reply.clearCookie(SIGN_IN_COOKIE, {
        path: SIGN_IN_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
      try {
        const provider = configured();
        const pending = await takeSignIn(db, key);
        if (!pending) {
          throw new AppError(
            request.query.error === 'access_denied' ? 'IDENTITY_DENIED' : 'IDENTITY_EXPIRED',
          );
        }
        // The issuer's answer as it arrived, on the registered redirect URI (never the Host header).
        const callbackUrl = new URL(provider.redirectUri);
        callbackUrl.search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const claims = await provider.finishAuthorization(callbackUrl, pending);
        const outcome = await signInWithIdentity(db, claims, {
          language: pending.language,
          ...sourceOf(request),
          perIp,
        });
        // The sign-in page asks for the code and then goes where the person was going.
        if ('pending' in outcome) {
          const ask = new URLSearchParams({
            secondFactor: outcome.pending.challengeId,
            methods: outcome.pending.methods.join(','),
            return: pending.returnTo,
          });
          return reply.redirect(`${paths.login}?${ask}`);
        }
        const { user, token } = outcome;
        setSessionCookie(reply, token, secure);
        await signedInHere(request, reply, user);
        return reply.redirect(withToken(pending.returnTo, token));
      } catch (error) {
        return toLogin(request, reply, error);
      }
    },
  );

  r.post(
    '/api/auth/google/verify',
    {
      config: { access: 'public' },
      schema: {
        body: identityVerifyBodySchema,
        response: { 200: identityVerifyResponseSchema, 401: identityVerifyFailureSchema },
      },
    },
    async (request, reply) => {
      const provider = configured();
      try {
        const claims = await provider.verifyIdToken(request.body.credential);
        const outcome = await signInWithIdentity(db, claims, {
          language: request.lang,
          ...sourceOf(request),
          perIp,
        });
        const returnTo = safeReturnTo(request.body.returnTo);
        if ('pending' in outcome) {
          return {
            success: true as const,
            secondFactorRequired: true as const,
            ...outcome.pending,
            returnTo,
          };
        }
        const { user, token } = outcome;
        setSessionCookie(reply, token, secure);
        await signedInHere(request, reply, user);
        return { success: true as const, token, returnTo };
      } catch (error) {
        // Unreachable issuer (503) and throttling (429) keep their own answers.
        if (!(error instanceof AppError) || (error.status !== 401 && error.status !== 403)) throw error;
        if (error.cause) request.log.info({ err: error.cause }, 'ID token refused');
        return reply.status(401).send({ success: false as const, error: message(request.lang, error.code) });
      }
    },
  );
}
