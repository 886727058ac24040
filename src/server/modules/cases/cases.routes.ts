import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LegalCase } from '../../../shared/schemas/cases.js';
import {
  caseOfferListSchema,
  legalCaseListSchema,
  legalCaseSchema,
  patchLegalCaseBodySchema,
} from '../../../shared/schemas/cases.js';
import { idParamSchema, messageResponseSchema } from '../../../shared/schemas/common.js';
import { logFailure } from '../../db/unavailable.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { ownedOr404, requireUser } from '../../plugins/auth.js';
import { offersOn } from '../leads/case-offers.service.js';
import { announceNewLead } from '../leads/lead-notices.service.js';
import { toLegalCase } from './case.view.js';
import {
  changeableBy,
  deleteCase,
  editCase,
  findCaseById,
  listUserCases,
  viewCases,
} from './cases.service.js';

export async function casesRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/user/legal-cases', { schema: { response: { 200: legalCaseListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return viewCases(db, await listUserCases(db, user.id));
  });

  r.get(
    '/api/legal-cases/:id',
    { schema: { params: idParamSchema, response: { 200: legalCaseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const row = await findCaseById(db, request.params.id);
      const [view] = await viewCases(db, [ownedOr404(row, user, { adminMayRead: true })]);
      return view as LegalCase;
    },
  );

  r.get(
    '/api/legal-cases/:id/bids',
    { schema: { params: idParamSchema, response: { 200: caseOfferListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const row = ownedOr404(await findCaseById(db, request.params.id), user, { adminMayRead: true });
      return offersOn(db, row.id, request.lang);
    },
  );

  r.patch(
    '/api/legal-cases/:id',
    { schema: { params: idParamSchema, body: patchLegalCaseBodySchema, response: { 200: legalCaseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const row = await editCase(db, {
        caseId: request.params.id,
        user,
        body: request.body,
        lang: request.lang,
      });
      if (request.body.listedForAttorneys === true && row.listedForAttorneys) {
        // Attorneys in its field hear of it after the answer; each once per lead (its dedupe key).
        app.background.run(
          () => announceNewLead(deps, row),
          (err) => logFailure(request.log, err, 'announcing a new lead failed'),
        );
      }
      return toLegalCase(row);
    },
  );

  r.delete(
    '/api/legal-cases/:id',
    { schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const row = changeableBy(await findCaseById(db, request.params.id), user, request.lang);
      await deleteCase(db, row, request.lang);
      return { message: message(request.lang, 'cases.deleted') };
    },
  );
}
