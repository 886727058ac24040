import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { attorneyReviewSchema, attorneyStatusBodySchema } from '../../../shared/schemas/accounts.js';
import {
  adminAttorneyPageSchema,
  adminAttorneyQuerySchema,
  adminAttorneySchema,
  attorneyImportBodySchema,
  bulkDeleteBodySchema,
  deletedResponseSchema,
  importResultSchema,
  legalCaseImportBodySchema,
  makeAttorneyBodySchema,
} from '../../../shared/schemas/admin.js';
import { idParamSchema } from '../../../shared/schemas/common.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { requireRole, requireUser } from '../../plugins/auth.js';
import { reviewAndNotify } from '../accounts/attorney-review.service.js';
import { actorOf } from '../audit/audit.service.js';
import { deleteAttorneys, listAttorneys, makeAttorney } from './attorneys.service.js';
import { importAttorneys, importLegalCases } from './import.service.js';

/** Up to 5,000 rows of a few hundred bytes each. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** Attorney management, the review of an attorney's application and the two CSV imports; admins only. */
export async function adminAttorneysRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/attorneys',
    {
      config: { access: ['admin'] },
      schema: { querystring: adminAttorneyQuerySchema, response: { 200: adminAttorneyPageSchema } },
    },
    async (request) => {
      await requireRole(request, 'admin');
      return listAttorneys(db, request.query);
    },
  );

  r.post(
    '/api/admin/make-attorney',
    {
      config: { access: ['admin'] },
      schema: { body: makeAttorneyBodySchema, response: { 201: adminAttorneySchema } },
    },
    async (request, reply) => {
      const me = await requireRole(request, 'admin');
      return reply.status(201).send(await makeAttorney(db, actorOf(me, request), request.body));
    },
  );

  r.delete(
    '/api/admin/attorneys/bulk',
    {
      config: { access: ['admin'] },
      schema: { body: bulkDeleteBodySchema, response: { 200: deletedResponseSchema } },
    },
    async (request) => {
      const me = await requireRole(request, 'admin');
      return { deleted: await deleteAttorneys(db, actorOf(me, request), request.body.attorneyIds) };
    },
  );

  r.delete(
    '/api/admin/attorneys/:id',
    {
      config: { access: ['admin'] },
      schema: {
        params: idParamSchema,
        response: { 200: deletedResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const me = await requireRole(request, 'admin');
      const deleted = await deleteAttorneys(db, actorOf(me, request), [request.params.id]);
      if (deleted === 0) throw new AppError('NOT_FOUND');
      return { deleted, message: message(request.lang, 'admin.attorneyDeleted') };
    },
  );

  r.post(
    '/api/admin/bulk-import-attorneys',
    {
      config: { access: ['admin'] },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: attorneyImportBodySchema, response: { 200: importResultSchema } },
    },
    async (request) => {
      const me = await requireRole(request, 'admin');
      return importAttorneys(db, actorOf(me, request), request.body, request.lang);
    },
  );

  r.post(
    '/api/admin/bulk-import-legal-cases',
    {
      config: { access: ['admin'] },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: legalCaseImportBodySchema, response: { 200: importResultSchema } },
    },
    async (request) => {
      const me = await requireRole(request, 'admin');
      return importLegalCases(db, actorOf(me, request), request.body, request.lang);
    },
  );

  r.patch(
    '/api/admin/attorneys/:id/status',
    {
      config: { access: ['admin'] },
      // A guest is told to sign in before anything about the request is judged.
      preValidation: async (request: FastifyRequest) => {
        await requireUser(request);
      },
      schema: {
        params: idParamSchema,
        body: attorneyStatusBodySchema,
        response: { 200: attorneyReviewSchema },
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      const { attorney, profile, mail } = await reviewAndNotify(
        deps,
        actorOf(admin, request),
        request.params.id,
        request.body,
        new Date(),
      );
      return {
        id: attorney.id,
        attorneyStatus: profile.status,
        reviewedAt: profile.reviewedAt?.toISOString() ?? null,
        reviewedById: profile.reviewedById,
        reviewReason: profile.reviewReason,
        mail,
        message: message(request.lang, profile.status === 'approved' ? 'review.approved' : 'review.rejected'),
      };
    },
  );
}
