import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MANUAL_PATH, manualInfoSchema } from '../../../shared/schemas/manual.js';
import type { AppDeps } from '../../deps.js';
import { loadManual, type Manual } from './manual.service.js';

/** The operating manual, read once per process: public, like the page that offers it. */
export async function manualRoutes(app: FastifyInstance, { env }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let manual: Manual | null = null;
  const current = () => {
    manual ??= loadManual();
    return manual;
  };

  r.get(MANUAL_PATH, async (request, reply) => {
    const m = current();
    reply
      .header('content-type', 'text/markdown; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('etag', m.etag)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === m.etag) return reply.code(304).send();
    return m.text;
  });

  r.get(
    '/api/manual',
    { config: { access: 'public' }, schema: { response: { 200: manualInfoSchema } } },
    async () => {
      const m = current();
      return {
        title: m.title,
        version: m.version,
        date: m.date,
        sizeBytes: Buffer.byteLength(m.text),
        supportEmail: env.SUPPORT_EMAIL,
      };
    },
  );
}
