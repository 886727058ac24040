import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stateLawSchema } from '../../../shared/schemas/state-law.js';
import { sendCachedJson } from '../../lib/send-cached-json.js';
import { stateLawBytes } from './state-law.service.js';

/** The state-law table, public like the page that shows it, and the same until the next release. */
export async function stateLawRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/state-law',
    {
      config: { access: 'public' },
      schema: { response: { 200: stateLawSchema, 304: z.undefined() } },
    },
    async (request, reply) => {
      const { body, etag } = stateLawBytes();
      const headers = { 'cache-control': 'public, max-age=3600', etag };
      if (request.headers['if-none-match'] === etag) return reply.headers(headers).code(304).send();
      // The bytes were shaped by stateLawSchema when they were made.
      return sendCachedJson(reply, body, headers);
    },
  );
}
