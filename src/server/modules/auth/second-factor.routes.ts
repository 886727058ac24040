import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../shared/errors.js';
import { authResponseSchema } from '../../../shared/schemas/auth.js';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import {
  disableSecondFactorBodySchema,
  loginSecondFactorBodySchema,
  recoveryCodesResponseSchema,
  regenerateRecoveryBodySchema,
  secondFactorStatusSchema,
  totpConfirmBodySchema,
  totpSetupResponseSchema,
} from '../../../shared/schemas/second-factor.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { requireUser, setSessionCookie } from '../../plugins/auth.js';
import { actorOf, sourceOf } from '../audit/audit.service.js';
import { actorAt, signIn } from './auth.service.js';
import { deviceCookies } from './device-cookie.js';
import {
  type CurrentSession,
  confirmTotpSetup,
  disableSecondFactor,
  passChallenge,
  regenerateRecoveryCodes,
  secondFactorStatus,
  sessionOf,
  startTotpSetup,
} from './second-factor.service.js';
import { afterSignIn } from './sign-in-alert.js';
import { loadUserView } from './user.view.js';

/** The second step of signing in, and the signed-in person's own second factor (decision 0059). */
export async function secondFactorRoutes(app: FastifyInstance, { db, env, mail }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = env.COOKIE_SECURE;
  const signedInHere = afterSignIn({ env, mail }, deviceCookies(db, env.DEVICE_COOKIE_SECRET, secure));
  const adminRequired = env.ADMIN_2FA === 'required';

  async function currentSession(request: FastifyRequest): Promise<CurrentSession> {
    const session = await sessionOf(db, request.sessionToken());
    if (!session) throw new AppError('UNAUTHENTICATED');
    return session;
  }

  // Answers exactly what POST /api/login answers to an account without a second factor.
  r.post(
    '/api/login/second-factor',
    {
      config: { access: 'public' },
      schema: { body: loginSecondFactorBodySchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      const passed = await passChallenge(db, request.body, sourceOf(request));
      const { user, token } = await signIn(
        db,
        passed.user,
        actorAt(passed.user, sourceOf(request)),
        passed.firstStep,
        passed.method,
      );
      setSessionCookie(reply, token, secure);
      await signedInHere(request, reply, user);
      return { token, user: await loadUserView(db, user), message: message(request.lang, 'LOGGED_IN') };
    },
  );

  r.get(
    '/api/auth/second-factor',
    { config: { beforeSecondFactor: true }, schema: { response: { 200: secondFactorStatusSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return secondFactorStatus(db, user, await currentSession(request), adminRequired);
    },
  );

  r.post(
    '/api/auth/second-factor/totp',
    { config: { beforeSecondFactor: true }, schema: { response: { 200: totpSetupResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return startTotpSetup(db, user);
    },
  );

  r.post(
    '/api/auth/second-factor/totp/confirm',
    {
      config: { beforeSecondFactor: true },
      schema: { body: totpConfirmBodySchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const session = await currentSession(request);
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await confirmTotpSetup(
        db,
        user,
        request.body.code,
        session,
        actorOf(user, request),
      );
      return { recoveryCodes };
    },
  );

  r.post(
    '/api/auth/second-factor/recovery-codes',
    { schema: { body: regenerateRecoveryBodySchema, response: { 200: recoveryCodesResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const session = await currentSession(request);
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await regenerateRecoveryCodes(
        db,
        user,
        request.body.code,
        session,
        actorOf(user, request),
      );
      return { recoveryCodes };
    },
  );

  r.post(
    '/api/auth/second-factor/off',
    { schema: { body: disableSecondFactorBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const session = await currentSession(request);
      await disableSecondFactor(db, user, request.body, session, actorOf(user, request));
      return { message: message(request.lang, 'secondFactor.off') };
    },
  );
}
