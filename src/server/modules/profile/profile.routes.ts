import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactInfoSchema } from '../../../shared/schemas/profile.js';
import type { AppDeps } from '../../deps.js';

export async function profileRoutes(app: FastifyInstance, { env }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the same numbers are printed on the landing page and in texts the service sends.
  r.get(
    '/api/contact-info',
    { schema: { response: { 200: contactInfoSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { smsNumber: env.SMS_NUMBER, supportEmail: env.SUPPORT_EMAIL };
    },
  );
}
