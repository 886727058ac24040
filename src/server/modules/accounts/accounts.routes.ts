import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PASSWORD_RESET } from '../../../shared/constants.js';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '../../../shared/schemas/accounts.js';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { sourceOf } from '../audit/audit.service.js';
import { mailResetLink, resetPassword, throttleResetRequests } from './password-reset.service.js';

export async function accountsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/forgot-password',
    {
      config: { access: 'public' },
      schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { body } = request;
      await throttleResetRequests(db, body.email, request.ip, request.lang);
      // The reply comes at the same moment whether or not the account exists: the lookup and
      // the mail run alongside a fixed wait, and the reply never waits longer than that.
      const floor = sleep(PASSWORD_RESET.replyFloorMs);
      app.background.run(
        () => mailResetLink(deps, body, new Date()),
        (err) => request.log.error({ err }, 'password reset link not sent'),
      );
      await floor;
      return { message: message(request.lang, 'reset.sent') };
    },
  );

  r.post(
    '/api/reset-password',
    {
      config: { access: 'public' },
      schema: { body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resetPassword(db, request.body, new Date(), sourceOf(request));
      return { message: message(request.lang, 'reset.done') };
    },
  );
}
