import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveCountResponseSchema } from '../../../shared/schemas/attorneys.js';
import { idParamSchema } from '../../../shared/schemas/common.js';
import { directoryQuerySchema, directoryResponseSchema } from '../../../shared/schemas/directory.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth.js';
import { findVisiblePicture } from './attorney-account.service.js';
import { countLiveAttorneys, listDirectory } from './directory.service.js';

/** All of /api/attorneys: the directory (any signed-in person), a listed attorney's photo, the live count. */
export async function directoryRoutes(app: FastifyInstance, { db }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the landing dashboard shows the badge to everyone.
  r.get(
    '/api/attorneys/live-count',
    { config: { access: 'public' }, schema: { response: { 200: liveCountResponseSchema } } },
    async () => ({
      count: await countLiveAttorneys(db),
    }),
  );

  r.get(
    '/api/attorneys',
    { schema: { querystring: directoryQuerySchema, response: { 200: directoryResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'private, no-cache');
      return listDirectory(db, request.query, user.state);
    },
  );

  r.get('/api/attorneys/:id/photo', { schema: { params: idParamSchema } }, async (request, reply) => {
    const user = await requireUser(request);
    const photo = await findVisiblePicture(db, user, request.params.id);
    const etag = `"${photo.etag}"`;
    // The address carries the picture's version, so a day in the browser's cache is safe.
    reply
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=86400')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(photo.contentType).send(photo.bytes);
  });
}
