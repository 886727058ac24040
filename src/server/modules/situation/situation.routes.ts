import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/schemas/common.js';
import {
  analysisSessionListSchema,
  analysisSessionSchema,
  analyzeBodySchema,
  analyzeResponseSchema,
  createLegalCaseBodySchema,
  createLegalCaseResponseSchema,
  enhanceBodySchema,
  enhanceResponseSchema,
  saveAnalysisSessionBodySchema,
} from '../../../shared/schemas/situation.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth.js';
import {
  countAiCall,
  createLegalCase,
  findAnalysisSession,
  listAnalysisSessions,
  saveAnalysisSession,
} from './situation.service.js';

export async function situationRoutes(app: FastifyInstance, { db, ai }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/enhance-situation',
    {
      config: { access: 'public' },
      schema: { body: enhanceBodySchema, response: { 200: enhanceResponseSchema } },
    },
    async (request) => {
      const { situation, language } = request.body;
      await countAiCall(db, 'enhance', { user: await request.currentUser(), ip: request.ip });
      return { enhancedSituation: await ai.enhance(situation, language), notice: ai.notice(language) };
    },
  );

  r.post(
    '/api/analyze-situation',
    {
      config: { access: 'public' },
      schema: { body: analyzeBodySchema, response: { 200: analyzeResponseSchema } },
    },
    async (request) => {
      const { situation, language } = request.body;
      await countAiCall(db, 'analyze', { user: await request.currentUser(), ip: request.ip });
      return ai.analyze(situation, language);
    },
  );

  r.post(
    '/api/create-legal-case',
    {
      schema: { body: createLegalCaseBodySchema, response: { 201: createLegalCaseResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await countAiCall(db, 'case', { user, ip: request.ip });
      const caseId = await createLegalCase(db, ai, user, request.body);
      reply.status(201);
      return { caseId };
    },
  );

  r.post(
    '/api/analysis-sessions',
    {
      schema: {
        body: saveAnalysisSessionBodySchema,
        response: { 200: analysisSessionSchema, 201: analysisSessionSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { session, created } = await saveAnalysisSession(db, user.id, request.body, request.lang);
      reply.status(created ? 201 : 200);
      return session;
    },
  );

  r.get(
    '/api/analysis-sessions',
    { schema: { response: { 200: analysisSessionListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return listAnalysisSessions(db, user.id);
    },
  );

  r.get(
    '/api/analysis-sessions/:id',
    { schema: { params: idParamSchema, response: { 200: analysisSessionSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return findAnalysisSession(db, user.id, request.params.id);
    },
  );
}
