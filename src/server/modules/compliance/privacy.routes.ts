import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../shared/errors.js';
import {
  DELETE_CONFIRMATION_WORDS,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  isDeleteConfirmation,
  privacyExportSchema,
} from '../../../shared/schemas/compliance.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { consume } from '../../lib/rate-limit.js';
import { clearSessionCookie, requireUser } from '../../plugins/auth.js';
import { deleteAccount } from './account-deletion.service.js';
import { buildPrivacyExport, exportFileName } from './privacy-export.service.js';

const EXPORTS_PER_HOUR = 20;

export async function privacyRoutes(app: FastifyInstance, { db, env }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/privacy/export',
    { schema: { response: { 200: privacyExportSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await consume(db, { key: `privacy-export:${user.id}`, limit: EXPORTS_PER_HOUR, windowMs: 3_600_000 });
      reply
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store');
      return buildPrivacyExport(db, user, request.lang);
    },
  );

  r.post(
    '/api/privacy/delete-account',
    { schema: { body: deleteAccountBodySchema, response: { 200: deleteAccountResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!isDeleteConfirmation(request.body.confirmation)) {
        const word = DELETE_CONFIRMATION_WORDS[request.lang];
        throw new AppError(
          'VALIDATION',
          message(request.lang, 'privacy.typeToConfirm', { word }),
          'confirmation',
        );
      }
      await deleteAccount(db, user.id);
      clearSessionCookie(reply, env.COOKIE_SECURE);
      return { message: message(request.lang, 'privacy.accountDeleted') };
    },
  );
}
