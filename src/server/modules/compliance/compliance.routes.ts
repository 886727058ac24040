import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consentRecordsResponseSchema, recordConsentBodySchema } from '../../../shared/schemas/compliance.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth.js';
import { listConsents, recordConsent } from './compliance.service.js';

export async function complianceRoutes(app: FastifyInstance, { db }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/compliance/consent',
    {
      schema: { body: recordConsentBodySchema, response: { 201: consentRecordsResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const records = await recordConsent(db, user, request.body, {
        lang: request.lang,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.status(201);
      return { records };
    },
  );

  r.get(
    '/api/compliance/consent',
    { schema: { response: { 200: consentRecordsResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return { records: await listConsents(db, user.id) };
    },
  );
}
