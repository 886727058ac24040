import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../shared/errors.js';
import { idParamSchema, messageResponseSchema } from '../../../shared/schemas/common.js';
import {
  confirmPaymentBodySchema,
  confirmPaymentResponseSchema,
  importCsvResponseSchema,
  leadDetailSchema,
  leadListQuerySchema,
  leadListSchema,
  purchasedLeadListSchema,
  seedSamplesResponseSchema,
} from '../../../shared/schemas/leads.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { sendCachedJson } from '../../lib/send-cached-json.js';
import { cachedRead, requireRole } from '../../plugins/auth.js';
import { isUnsafeText } from '../../plugins/text-input.js';
import { CSV_MAX_BYTES, importLeadsCsv } from './lead-import.service.js';
import { findLead, listLeads, removeLead } from './marketplace.service.js';
import { confirmPurchase } from './purchase.service.js';
import { listPurchasedLeads } from './purchased.service.js';
import { seedSampleLeads } from './seed-samples.js';

/** The marketplace: attorneys and admins browse and buy; admins seed, import and remove. */
export async function marketplaceRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/legal-leads',
    {
      config: { access: ['attorney', 'admin'] },
      schema: { querystring: leadListQuerySchema, response: { 200: leadListSchema } },
    },
    async (request, reply) => {
      const user = await requireRole(request, 'attorney', 'admin');
      const q = request.query;
      // Leads for sale have no buyer, so a page is the same for every attorney: shared for the
      // read cache's short life (the page itself refreshes every 30 s). The cache keeps the JSON
      // as UTF-8 bytes, checked against the response schema once when they are made: a page of
      // 50 leads is some 25 kB, and a string would be encoded again for every answer.
      const key = `legal-leads:${q.state ?? ''}:${q.issue ?? ''}:${q.limit}:${q.offset}`;
      const body = await cachedRead(request, key, async () =>
        Buffer.from(JSON.stringify(leadListSchema.parse(await listLeads(db, q, user.id)))),
      );
      return sendCachedJson(reply, body);
    },
  );

  r.get(
    '/api/legal-leads/purchased',
    {
      config: { access: ['attorney', 'admin'] },
      schema: { response: { 200: purchasedLeadListSchema } },
    },
    async (request) => {
      const user = await requireRole(request, 'attorney', 'admin');
      return { leads: await listPurchasedLeads(db, user.id) };
    },
  );

  r.get(
    '/api/legal-leads/:id',
    {
      config: { access: ['attorney', 'admin'] },
      schema: { params: idParamSchema, response: { 200: leadDetailSchema } },
    },
    async (request) => {
      const user = await requireRole(request, 'attorney', 'admin');
      return findLead(db, request.params.id, user.id);
    },
  );

  r.post(
    '/api/legal-leads/confirm-payment',
    {
      config: { access: ['attorney', 'admin'] },
      schema: { body: confirmPaymentBodySchema, response: { 200: confirmPaymentResponseSchema } },
    },
    async (request) => {
      const user = await requireRole(request, 'attorney', 'admin');
      return confirmPurchase(deps, {
        paymentIntentId: request.body.paymentIntentId,
        attorneyId: user.id,
        lang: request.lang,
      });
    },
  );

  r.delete(
    '/api/legal-leads/:id',
    {
      config: { access: ['admin'] },
      schema: { params: idParamSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requireRole(request, 'admin');
      await removeLead(db, request.params.id, request.lang);
      return { message: message(request.lang, 'leads.removed') };
    },
  );

  r.post(
    '/api/legal-leads/seed-samples',
    { config: { access: ['admin'] }, schema: { response: { 200: seedSamplesResponseSchema } } },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      const created = await seedSampleLeads(db, admin.id, request.lang);
      return { created, message: message(request.lang, 'leads.seeded', { count: created }) };
    },
  );

  // Multipart parsing only for the upload, with its own size cap.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { files: 1, fileSize: CSV_MAX_BYTES, fields: 5, parts: 6 } });
    upload
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/legal-leads/import-csv',
        { config: { access: ['admin'] }, schema: { response: { 200: importCsvResponseSchema } } },
        async (request) => {
          const admin = await requireRole(request, 'admin');
          const csv = await uploadedCsv(request);
          const result = await importLeadsCsv(db, { csv, adminId: admin.id, lang: request.lang });
          return { ...result, message: message(request.lang, 'leads.imported', result) };
        },
      );
  });
}

/** The text of the csvFile part: a text/csv file of valid UTF-8, or a 4xx naming csvFile. */
async function uploadedCsv(request: FastifyRequest): Promise<string> {
  const missing = () => new AppError('VALIDATION', message(request.lang, 'leads.csvMissing'), 'csvFile');
  if (!request.isMultipart()) throw missing();
  const file = await request.file();
  if (file?.fieldname !== 'csvFile' || !file.filename) throw missing();
  const type = file.mimetype.split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/csv') {
    file.file.resume();
    throw new AppError('VALIDATION', message(request.lang, 'leads.csvWrongType'), 'csvFile');
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    throw new AppError('PAYLOAD_TOO_LARGE', undefined, 'csvFile', { cause: err });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = '\u0000';
  }
  if (isUnsafeText(text))
    throw new AppError('VALIDATION', message(request.lang, 'leads.csvInvalid'), 'csvFile');
  return text;
}
