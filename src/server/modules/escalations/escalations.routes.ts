import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  escalationPageSchema,
  escalationQuerySchema,
  escalationSchema,
  resolveEscalationBodySchema,
} from '../../../shared/schemas/admin.js';
import { idParamSchema } from '../../../shared/schemas/common.js';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../plugins/auth.js';
import { actorOf } from '../audit/audit.service.js';
import { listEscalations, resolveEscalation } from './escalations.service.js';

/** The admins' queue of conversations that asked for a person; every route is for admins only. */
export async function escalationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/escalations',
    {
      config: { access: ['admin'] },
      schema: { querystring: escalationQuerySchema, response: { 200: escalationPageSchema } },
    },
    async (request) => {
      await requireRole(request, 'admin');
      return listEscalations(db, request.query, request.lang);
    },
  );

  r.post(
    '/api/escalations/:id/resolve',
    {
      config: { access: ['admin'] },
      schema: {
        params: idParamSchema,
        body: resolveEscalationBodySchema,
        response: { 200: escalationSchema },
      },
    },
    async (request) => {
      const me = await requireRole(request, 'admin');
      return resolveEscalation(db, request.params.id, actorOf(me, request), request.body.note, request.lang);
    },
  );
}
