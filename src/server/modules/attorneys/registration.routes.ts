import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attorneyRegistrationResponseSchema,
  attorneyRegistrationSchema,
} from '../../../shared/schemas/attorney-registration.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { registerAttorney } from './registration.service.js';

export async function attorneyRegistrationRoutes(app: FastifyInstance, { db, env }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: anyone may apply. No token in the answer: the account cannot sign in until approved.
  r.post(
    '/api/register-attorney',
    {
      config: { access: 'public' },
      schema: { body: attorneyRegistrationSchema, response: { 201: attorneyRegistrationResponseSchema } },
    },
    async (request, reply) => {
      await registerAttorney(db, request.body, request.lang, {
        ip: request.ip,
        perIp: env.REGISTRATIONS_PER_IP,
      });
      reply.status(201);
      return {
        message: message(request.lang, 'attorneySignup.submitted'),
        attorneyStatus: 'pending' as const,
      };
    },
  );
}
