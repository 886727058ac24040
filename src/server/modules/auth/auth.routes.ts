import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '../../../shared/pages.js';
import {
  authResponseSchema,
  changePasswordBodySchema,
  loginBodySchema,
  loginNavigationQuerySchema,
  patchUserBodySchema,
  registerBodySchema,
  userSchema,
} from '../../../shared/schemas/auth.js';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import { loginResponseSchema } from '../../../shared/schemas/second-factor.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { sendCachedJson } from '../../lib/send-cached-json.js';
import { cachedRead, clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth.js';
import { sourceOf } from '../audit/audit.service.js';
import {
  acknowledgeBarGuidance,
  changePassword,
  loginUser,
  registerUser,
  revokeSession,
  updateUser,
} from './auth.service.js';
import { deviceCookies } from './device-cookie.js';
import { afterSignIn } from './sign-in-alert.js';
import { loadUserView } from './user.view.js';

export async function authRoutes(app: FastifyInstance, { db, env, mail }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = env.COOKIE_SECURE;
  const devices = deviceCookies(db, env.DEVICE_COOKIE_SECRET, secure);
  const signedInHere = afterSignIn({ env, mail }, devices);
  const loginLimits = {
    failuresPerIp: env.LOGIN_FAILURES_PER_IP,
    failuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
  };

  r.post(
    '/api/register',
    {
      config: { access: 'public' },
      schema: { body: registerBodySchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => {
      const { user, token } = await registerUser(db, request.body, request.lang, {
        ...sourceOf(request),
        perIp: env.REGISTRATIONS_PER_IP,
      });
      setSessionCookie(reply, token, secure);
      await devices.remember(request, reply, user.id);
      reply.status(201);
      return { token, user: await loadUserView(db, user), message: message(request.lang, 'REGISTERED') };
    },
  );

  r.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const known = await devices.entriesOf(request);
      const outcome = await loginUser(db, request.body, {
        ...sourceOf(request),
        devices: known,
        limits: loginLimits,
      });
      // The password was right, and the account asks for its second factor: no session yet.
      if ('pending' in outcome) return { secondFactorRequired: true as const, ...outcome.pending };
      const { user, token } = outcome;
      setSessionCookie(reply, token, secure);
      await signedInHere(request, reply, user);
      return { token, user: await loadUserView(db, user), message: message(request.lang, 'LOGGED_IN') };
    },
  );

  // Open before the second factor too: the client learns from it who is signed in (decision 0059).
  r.get(
    '/api/auth/user',
    { config: { beforeSecondFactor: true }, schema: { response: { 200: userSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      // Asked on every page load: the JSON is kept in the read cache between writes, like the chat
      // poll. loadUserView builds exactly userSchema, so the cached text is sent as it is.
      const body = await cachedRead(request, `user-view:${user.id}`, async () =>
        JSON.stringify(await loadUserView(db, user)),
      );
      return sendCachedJson(reply, body);
    },
  );

  r.patch(
    '/api/auth/user',
    { schema: { body: patchUserBodySchema, response: { 200: userSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return loadUserView(db, await updateUser(db, user.id, request.body));
    },
  );

  r.post(
    '/api/auth/acknowledge-california-bar-guidance',
    { schema: { response: { 200: userSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return loadUserView(db, await acknowledgeBarGuidance(db, user.id, request.lang));
    },
  );

  r.post(
    '/api/auth/change-password',
    { schema: { body: changePasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { currentPassword, newPassword } = request.body;
      await changePassword(db, user, currentPassword, newPassword, {
        ...sourceOf(request),
        keepToken: request.sessionToken() ?? undefined,
      });
      return { message: message(request.lang, 'auth.passwordChanged') };
    },
  );

  // Navigations: the browser is sent here by links, so these answer with redirects.
  r.get(
    '/api/login',
    { config: { access: 'public' }, schema: { querystring: loginNavigationQuerySchema } },
    async (request, reply) => {
      const ret = request.query.return;
      return reply.redirect(ret ? `${paths.login}?return=${encodeURIComponent(ret)}` : paths.login);
    },
  );

  r.get(
    '/api/logout',
    { config: { access: 'public' }, schema: { querystring: z.object({}).passthrough() } },
    async (request, reply) => {
      const token = request.sessionToken();
      if (token) await revokeSession(db, token);
      // A navigation, so a GET: empty the read caches here, as a write request would.
      await app.clearReadsEverywhere();
      clearSessionCookie(reply, secure);
      return reply.redirect('/');
    },
  );
}
