import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserSchema,
  auditPageSchema,
  auditQuerySchema,
  auditVerifySchema,
  chartsSchema,
  conversationPageSchema,
  pageQuerySchema,
  statsSchema,
  systemSchema,
} from '../../../shared/schemas/admin.js';
import { chatSessionSchema } from '../../../shared/schemas/chat.js';
import { idParamSchema } from '../../../shared/schemas/common.js';
import type { AppDeps } from '../../deps.js';
import { deliveryStatus } from '../../integrations/delivery/status.js';
import { requireRole } from '../../plugins/auth.js';
import { actorOf, listAudit, signAuditCheckpoint, verifyAudit } from '../audit/audit.service.js';
import { findVisibleSession, listSessionsOf } from '../chat/chat.service.js';
import { toSession } from '../chat/chat.view.js';
import { listConversations, loadCharts, loadStats } from './admin.service.js';
import { systemChecks } from './system.service.js';
import { banUser, listUsers, resetFreeResponses, unbanUser } from './users.service.js';

/** The admin dashboard's reads (a person's conversations among them) and the user actions; admins only. */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'admin');
  const noStore = { 'cache-control': 'no-store' };

  r.get(
    '/api/stats',
    { config: { access: ['admin'] }, schema: { response: { 200: statsSchema } } },
    async (request, reply) => {
      await admin(request);
      reply.headers(noStore);
      return loadStats(db);
    },
  );

  r.get(
    '/api/conversations',
    {
      config: { access: ['admin'] },
      schema: { querystring: pageQuerySchema, response: { 200: conversationPageSchema } },
    },
    async (request) => {
      await admin(request);
      return listConversations(db, request.query);
    },
  );

  r.get(
    '/api/admin/users',
    {
      config: { access: ['admin'] },
      schema: { querystring: adminUserQuerySchema, response: { 200: adminUserPageSchema } },
    },
    async (request) => {
      await admin(request);
      return listUsers(db, request.query);
    },
  );

  const userActions = {
    'reset-free-responses': resetFreeResponses,
    ban: banUser,
    unban: unbanUser,
  } as const;
  for (const [path, act] of Object.entries(userActions)) {
    r.post(
      `/api/admin/users/:id/${path}`,
      {
        config: { access: ['admin'] },
        schema: { params: idParamSchema, response: { 200: adminUserSchema } },
      },
      async (request) => {
        const me = await admin(request);
        return act(db, actorOf(me, request), request.params.id);
      },
    );
  }

  r.get(
    '/api/admin/audit-log',
    {
      config: { access: ['admin'] },
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request, reply) => {
      await admin(request);
      reply.headers(noStore);
      return listAudit(db, request.query);
    },
  );

  r.get(
    '/api/admin/audit-log/verify',
    { config: { access: ['admin'] }, schema: { response: { 200: auditVerifySchema } } },
    async (request, reply) => {
      await admin(request);
      reply.headers(noStore);
      // What is there now is signed first, so a later cut of it shows even if the head row is redone.
      const keys = await app.ledgerKeys();
      await signAuditCheckpoint(db, keys.privateKey, deps.now?.() ?? new Date());
      return verifyAudit(db, request.lang, keys.publicKey);
    },
  );

  r.get(
    '/api/admin/charts',
    { config: { access: ['admin'] }, schema: { response: { 200: chartsSchema } } },
    async (request) => {
      await admin(request);
      return loadCharts(db);
    },
  );

  r.get(
    '/api/admin/system',
    { config: { access: ['admin'] }, schema: { response: { 200: systemSchema } } },
    async (request, reply) => {
      await admin(request);
      reply.headers(noStore);
      const [checks, deliveries] = await Promise.all([
        systemChecks(deps, request.lang),
        deliveryStatus(deps.db),
      ]);
      return { checks, deliveries };
    },
  );

  // Admins read any person's conversations (read-only: posting still needs the owner).
  r.get(
    '/api/admin/users/:id/chat-sessions',
    {
      config: { access: ['admin'] },
      schema: { params: idParamSchema, response: { 200: z.array(chatSessionSchema) } },
    },
    async (request) => {
      await admin(request);
      return (await listSessionsOf(db, request.params.id)).map(toSession);
    },
  );

  r.get(
    '/api/admin/chat-sessions/:id',
    {
      config: { access: ['admin'] },
      schema: { params: idParamSchema, response: { 200: chatSessionSchema } },
    },
    async (request) => {
      const me = await admin(request);
      return toSession(await findVisibleSession(db, me, request.params.id, { adminMayRead: true }));
    },
  );
}
