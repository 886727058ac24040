import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_PICTURE } from '../../../shared/directory.js';
import { AppError } from '../../../shared/errors.js';
import { changePasswordBodySchema } from '../../../shared/schemas/auth.js';
import { idParamSchema, messageResponseSchema } from '../../../shared/schemas/common.js';
import {
  directoryQuerySchema,
  directoryResponseSchema,
  liveStatusBodySchema,
  liveStatusResponseSchema,
  profilePictureResponseSchema,
} from '../../../shared/schemas/directory.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { changePassword } from '../auth/auth.service.js';
import { findVisiblePicture, removePicture, savePicture, setLiveStatus } from './attorney-account.service.js';
import { listDirectory } from './directory.service.js';

/** The attorney directory (any signed-in person) and the attorney's own profile settings. */
export async function directoryRoutes(app: FastifyInstance, { db }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  r.put(
    '/api/attorney/live-status',
    {
      config: { access: ['attorney'] },
      schema: { body: liveStatusBodySchema, response: { 200: liveStatusResponseSchema } },
    },
    async (request) => {
      const user = await requireRole(request, 'attorney');
      return { attorneyLiveNow: await setLiveStatus(db, user.id, request.body.liveNow) };
    },
  );

  r.put(
    '/api/attorney/change-password',
    {
      config: { access: ['attorney'] },
      schema: { body: changePasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const user = await requireRole(request, 'attorney');
      const { currentPassword, newPassword } = request.body;
      // Every other session of the account ends; the one making the change stays signed in.
      await changePassword(db, user, currentPassword, newPassword, request.sessionToken() ?? undefined);
      return { message: message(request.lang, 'attorney.passwordChanged') };
    },
  );

  r.delete(
    '/api/attorney/profile-picture',
    { config: { access: ['attorney'] }, schema: { response: { 200: profilePictureResponseSchema } } },
    async (request) => {
      const user = await requireRole(request, 'attorney');
      await removePicture(db, user.id);
      return { profileImageUrl: null };
    },
  );

  // The picture arrives as the raw bytes of the file (Content-Type image/*), not as multipart.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      /^image\/[\w.+-]+$/,
      { parseAs: 'buffer', bodyLimit: PROFILE_PICTURE.maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/api/attorney/profile-picture',
      {
        bodyLimit: PROFILE_PICTURE.maxBytes,
        // Checked when the request arrives: nobody else gets two megabytes read.
        config: { access: ['attorney'] },
        schema: { response: { 200: profilePictureResponseSchema } },
      },
      async (request) => {
        const user = await requireRole(request, 'attorney');
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_IMAGE', undefined, 'picture');
        return { profileImageUrl: await savePicture(db, user.id, body) };
      },
    );
  });
}
