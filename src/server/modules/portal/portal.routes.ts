import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_PICTURE } from '../../../shared/directory.js';
import { AppError } from '../../../shared/errors.js';
import { changePasswordBodySchema } from '../../../shared/schemas/auth.js';
import { chatMessageSchema } from '../../../shared/schemas/chat.js';
import { idParamSchema, messageResponseSchema } from '../../../shared/schemas/common.js';
import {
  attorneyPortalProfileSchema,
  attorneyProfileUpdateSchema,
  consultationDetailSchema,
  consultationMessageBodySchema,
  consultationSummarySchema,
} from '../../../shared/schemas/consultations.js';
import {
  liveStatusBodySchema,
  liveStatusResponseSchema,
  profilePictureResponseSchema,
} from '../../../shared/schemas/directory.js';
import { logFailure } from '../../db/unavailable.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { requireRole } from '../../plugins/auth.js';
import { sourceOf } from '../audit/audit.service.js';
import { changePassword } from '../auth/auth.service.js';
import { toMessage } from '../chat/chat.view.js';
import {
  answerConsultation,
  closeConsultation,
  consultationDetail,
  listForAttorney,
} from '../chat/consultations.service.js';
import { removePicture, savePicture, setLiveStatus } from '../directory/attorney-account.service.js';
import { excerpt, notify } from '../notifications/notify.service.js';
import { readAttorneyProfile, updateAttorneyProfile } from './attorney-profile.service.js';

const consultationStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'active', 'closed']),
});

/** The attorney portal (all of /api/attorney): consultations, profile, live status, password, picture. Admins may read, never write. */
export async function portalRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/attorney/consultations',
    { config: { access: ['attorney'] }, schema: { response: { 200: z.array(consultationSummarySchema) } } },
    async (request, reply) => {
      const user = await requireRole(request, 'attorney');
      reply.header('cache-control', 'no-store');
      return listForAttorney(db, user.id);
    },
  );

  r.get(
    '/api/attorney/consultations/:id',
    {
      config: { access: ['attorney', 'admin'] },
      schema: { params: idParamSchema, response: { 200: consultationDetailSchema } },
    },
    async (request, reply) => {
      const user = await requireRole(request, 'attorney', 'admin');
      const detail = await consultationDetail(db, user, request.params.id);
      reply.header('cache-control', 'no-store');
      return { ...detail, messages: detail.messages.map(toMessage) };
    },
  );

  r.post(
    '/api/attorney/consultations/:id/messages',
    {
      config: { access: ['attorney'] },
      schema: {
        params: idParamSchema,
        body: consultationMessageBodySchema,
        response: { 201: z.object({ message: chatMessageSchema, consultation: consultationStatusSchema }) },
      },
    },
    async (request, reply) => {
      const user = await requireRole(request, 'attorney');
      const text = request.body.message;
      const { message: row, consultation } = await answerConsultation(db, user, request.params.id, text);
      // The client hears of it by mail and text as they chose, unless they are reading the thread.
      await notify(deps, [
        {
          kind: 'consultation_reply',
          userId: consultation.clientUserId,
          thread: String(consultation.id),
          payload: {
            attorney: row.senderName ?? '',
            message: excerpt(text, 600),
            sessionId: consultation.sessionId,
          },
          watch: [`chat:${consultation.sessionId}`, `consultation:${consultation.id}`],
        },
      ]).catch((err: unknown) => logFailure(request.log, err, 'notifying the client failed'));
      return reply.status(201).send({
        message: toMessage(row),
        consultation: { id: consultation.id, status: consultation.status },
      });
    },
  );

  r.post(
    '/api/attorney/consultations/:id/close',
    {
      config: { access: ['attorney'] },
      schema: { params: idParamSchema, response: { 200: consultationStatusSchema } },
    },
    async (request) => {
      const user = await requireRole(request, 'attorney');
      const closed = await closeConsultation(db, user.id, request.params.id);
      return { id: closed.id, status: closed.status };
    },
  );

  r.get(
    '/api/attorney/profile',
    { config: { access: ['attorney'] }, schema: { response: { 200: attorneyPortalProfileSchema } } },
    async (request) => readAttorneyProfile(db, await requireRole(request, 'attorney')),
  );

  r.put(
    '/api/attorney/profile',
    {
      config: { access: ['attorney'] },
      schema: { body: attorneyProfileUpdateSchema, response: { 200: attorneyPortalProfileSchema } },
    },
    async (request) => {
      const user = await requireRole(request, 'attorney');
      return updateAttorneyProfile(db, user, request.body);
    },
  );

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
      await changePassword(db, user, currentPassword, newPassword, {
        ...sourceOf(request),
        keepToken: request.sessionToken() ?? undefined,
      });
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
