import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common.js';
import {
  caseDocumentParamSchema,
  documentPreviewSchema,
  documentRequestSchema,
  offeredDocumentsSchema,
  offeredQuerySchema,
  saveDocumentBodySchema,
  savedDocumentListSchema,
  savedDocumentSchema,
} from '../../../shared/schemas/documents.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth.js';
import {
  countUse,
  deleteDocument,
  fileNameOf,
  findDocument,
  listDocuments,
  makeDocument,
  offeredDocuments,
  previewDocument,
  saveDocument,
} from './documents.service.js';

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type('application/pdf')
    .send(pdf);
}

/** Self-help documents (decision 0056): made for anyone, saved to a signed-in person's own case. */
export async function documentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // Read at each request: tests move the app's clock after the routes are registered.
  const now = () => deps.now?.() ?? new Date();

  r.post(
    '/api/documents',
    { config: { access: 'public' }, schema: { body: documentRequestSchema } },
    async (request, reply) => {
      const user = await request.currentUser();
      await countUse(db, 'pdf', { user, ip: request.ip });
      const at = now();
      const { pdf } = await makeDocument(db, user, request.body, request.lang, at);
      return sendPdf(reply, pdf, fileNameOf(request.body.kind, request.body.language, at));
    },
  );

  r.post(
    '/api/documents/preview',
    {
      config: { access: 'public' },
      schema: { body: documentRequestSchema, response: { 200: documentPreviewSchema } },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      await countUse(db, 'preview', { user, ip: request.ip });
      reply.header('cache-control', 'private, no-store');
      return previewDocument(db, user, request.body, now());
    },
  );

  r.get(
    '/api/documents/offered',
    {
      config: { access: 'public' },
      schema: { querystring: offeredQuerySchema, response: { 200: offeredDocumentsSchema } },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      reply.header('cache-control', 'private, no-store');
      return offeredDocuments(db, user, request.query, request.lang);
    },
  );

  r.post(
    '/api/legal-cases/:id/documents',
    {
      schema: { params: idParamSchema, body: saveDocumentBodySchema, response: { 201: savedDocumentSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await countUse(db, 'pdf', { user, ip: request.ip });
      const saved = await saveDocument(db, user, request.params.id, request.body, request.lang, now());
      return reply.code(201).send(saved);
    },
  );

  r.get(
    '/api/legal-cases/:id/documents',
    { schema: { params: idParamSchema, response: { 200: savedDocumentListSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return listDocuments(db, user, request.params.id);
    },
  );

  r.get(
    '/api/legal-cases/:id/documents/:documentId',
    { schema: { params: caseDocumentParamSchema } },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await findDocument(db, user, request.params.id, request.params.documentId);
      return sendPdf(reply, row.pdf, fileNameOf(row.kind, row.language, row.createdAt));
    },
  );

  r.delete(
    '/api/legal-cases/:id/documents/:documentId',
    { schema: { params: caseDocumentParamSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteDocument(db, user, request.params.id, request.params.documentId);
      return reply.code(204).send();
    },
  );
}
