import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '../../../shared/constants.js';
import { MANUAL_PATH, manualInfoSchema, manualQuerySchema } from '../../../shared/schemas/manual.js';
import type { AppDeps } from '../../deps.js';
import { loadManual, MANUAL_FILES, type Manual } from './manual.service.js';

/** The operating manual in each language, read once per process: public, like the page that offers it. */
export async function manualRoutes(app: FastifyInstance, { env }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manuals: Partial<Record<Language, Manual>> = {};
  const current = (lang: Language) => {
    manuals[lang] ??= loadManual(MANUAL_FILES[lang]);
    return manuals[lang];
  };

  r.get(MANUAL_PATH, { schema: { querystring: manualQuerySchema } }, async (request, reply) => {
    const m = current(request.query.lang);
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
    {
      config: { access: 'public' },
      schema: { querystring: manualQuerySchema, response: { 200: manualInfoSchema } },
    },
    async (request) => {
      const m = current(request.query.lang);
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
