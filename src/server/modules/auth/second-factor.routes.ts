import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../shared/errors.js';
import { authResponseSchema } from '../../../shared/schemas/auth.js';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import {
  addPasskeyBodySchema,
  disableSecondFactorBodySchema,
  loginPasskeyBodySchema,
  loginPasskeyOptionsBodySchema,
  loginSecondFactorBodySchema,
  passkeyIdParamsSchema,
  passkeyOptionsSchema,
  recoveryCodesResponseSchema,
  regenerateRecoveryBodySchema,
  secondFactorStatusSchema,
  totpConfirmBodySchema,
  totpSetupResponseSchema,
} from '../../../shared/schemas/second-factor.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { consume, giveBack } from '../../lib/rate-limit.js';
import { requireUser, setSessionCookie } from '../../plugins/auth.js';
import { actorOf, sourceOf } from '../audit/audit.service.js';
import { actorAt, refuseUnapprovedAttorney, signIn } from './auth.service.js';
import { deviceCookies } from './device-cookie.js';
import { LOGIN_WINDOW_MS } from './login-throttle.service.js';
import {
  addPasskey,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  secondStepOptions,
  signInOptions,
  verifyPasskey,
} from './passkeys.service.js';
import {
  type CurrentSession,
  confirmTotpSetup,
  disableSecondFactor,
  liveChallenge,
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
  const rp = relyingPartyOf(publicOrigin(env));
  /** Passkey sign-in tries from one address, counted as wrong passwords are (decision 0001). */
  const passkeyTries = (ip: string) => ({
    key: `passkey-sign-in:${ip}`,
    limit: env.LOGIN_FAILURES_PER_IP,
    windowMs: LOGIN_WINDOW_MS,
  });

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
      const passed = await passChallenge(db, rp, request.body, sourceOf(request));
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

  // Options for the second step with a passkey, for a sign-in whose first step passed.
  r.post(
    '/api/login/passkey-options',
    {
      config: { access: 'public' },
      schema: { body: loginPasskeyOptionsBodySchema, response: { 200: passkeyOptionsSchema } },
    },
    async (request, reply) => {
      const challenge = await liveChallenge(db, request.body.challengeId);
      await consume(db, passkeyTries(request.ip));
      reply.header('cache-control', 'no-store');
      return { ...(await secondStepOptions(db, rp, challenge.userId)) };
    },
  );

  // A passkey alone signs in: the browser offers whichever of its passkeys belong here.
  r.post(
    '/api/login/passkey/options',
    { config: { access: 'public' }, schema: { response: { 200: passkeyOptionsSchema } } },
    async (request, reply) => {
      await consume(db, passkeyTries(request.ip));
      reply.header('cache-control', 'no-store');
      return { ...(await signInOptions(db, rp)) };
    },
  );

  // Answers exactly what POST /api/login answers; the session counts as completed with a second factor.
  r.post(
    '/api/login/passkey',
    {
      config: { access: 'public' },
      schema: { body: loginPasskeyBodySchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      const counted = await consume(db, passkeyTries(request.ip));
      const found = await verifyPasskey(db, rp, request.body.passkey, { purpose: 'sign_in' });
      await giveBack(db, counted);
      if (found.role === 'attorney') await refuseUnapprovedAttorney(db, found.id);
      const { user, token } = await signIn(
        db,
        found,
        actorAt(found, sourceOf(request)),
        'passkey',
        'passkey',
      );
      setSessionCookie(reply, token, secure);
      await signedInHere(request, reply, user);
      return { token, user: await loadUserView(db, user), message: message(request.lang, 'LOGGED_IN') };
    },
  );

  r.post(
    '/api/auth/second-factor/passkeys/options',
    { config: { beforeSecondFactor: true }, schema: { response: { 200: passkeyOptionsSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { ...(await registrationOptions(db, rp, user)) };
    },
  );

  r.post(
    '/api/auth/second-factor/passkeys',
    {
      config: { beforeSecondFactor: true },
      schema: { body: addPasskeyBodySchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const session = await currentSession(request);
      await addPasskey(db, rp, user, request.body, session.id, actorOf(user, request));
      reply.status(201);
      return { message: message(request.lang, 'secondFactor.passkeyAdded') };
    },
  );

  r.delete(
    '/api/auth/second-factor/passkeys/:id',
    { schema: { params: passkeyIdParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const session = await currentSession(request);
      await removePasskey(db, user, request.params.id, session.id, actorOf(user, request));
      return { message: message(request.lang, 'secondFactor.passkeyRemoved') };
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
