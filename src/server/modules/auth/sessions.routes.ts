import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInDevicesResponseSchema, signOutOthersResponseSchema } from '../../../shared/schemas/auth.js';
import { idParamSchema, messageResponseSchema } from '../../../shared/schemas/common.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { clearSessionCookie, requireUser } from '../../plugins/auth.js';
import { deviceCookies } from './device-cookie.js';
import { endSession, listSessions, sessionIdOf, signOutOthers } from './sessions.service.js';

/** The person's own signed-in devices: list them, end one, end all but this one (decision 0060). */
export async function sessionsRoutes(app: FastifyInstance, { db, env }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const devices = deviceCookies(db, env.DEVICE_COOKIE_SECRET, env.COOKIE_SECURE);

  // Not cached: "last seen" and the list change with every other device's sign-in.
  r.get(
    '/api/auth/sessions',
    { schema: { response: { 200: signedInDevicesResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const current = await sessionIdOf(db, user.id, request.sessionToken());
      return { sessions: await listSessions(db, user.id, current) };
    },
  );

  r.delete(
    '/api/auth/sessions/:id',
    { schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const current = await sessionIdOf(db, user.id, request.sessionToken());
      await endSession(db, user.id, request.params.id);
      // Ending the session in use is signing out here.
      if (current === request.params.id) clearSessionCookie(reply, env.COOKIE_SECURE);
      return { message: message(request.lang, 'sessions.ended') };
    },
  );

  r.post(
    '/api/auth/sessions/sign-out-others',
    { schema: { response: { 200: signOutOthersResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const current = await sessionIdOf(db, user.id, request.sessionToken());
      // The request passed the access check with a live session, so it has an id unless it ended
      // in between; then every session ends.
      const ended = await signOutOthers(db, user.id, current ?? 0);
      // The other browsers are forgotten; this one is remembered afresh, so it stays known.
      await devices.remember(request, reply, user.id);
      return { ended, message: message(request.lang, 'sessions.othersEnded', { count: ended }) };
    },
  );
}
