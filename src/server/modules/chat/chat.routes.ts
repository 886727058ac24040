import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  chatSessionIdParamSchema,
  chatSessionSchema,
  createChatSessionBodySchema,
  createChatSessionsBodySchema,
  postChatMessageBodySchema,
  postChatMessageResponseSchema,
  postChatMessagesBodySchema,
  sessionIdParamSchema,
} from '../../../shared/schemas/chat.js';
import type { Db } from '../../db/open.js';
import type { AppDeps } from '../../deps.js';
import { sendCachedJson } from '../../lib/send-cached-json.js';
import { cachedRead, requireUser } from '../../plugins/auth.js';
import { askRoutes } from './ask.routes.js';
import { createSession, deleteSession, listSessions, readConversation } from './chat.service.js';
import { toMessage, toSession } from './chat.view.js';
import { tellAttorney } from './client-message.service.js';
import { startConversation, writeMessage, writeText } from './conversation.service.js';

const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
type Routes = ReturnType<typeof typed>;

/** The person's conversations: sessions, messages and the AI's answers (admins read them in admin). */
export async function chatRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = typed(app);
  sessionRoutes(r, deps.db);
  messageRoutes(r, deps);
  await askRoutes(app, deps);
}

function sessionRoutes(r: Routes, db: Db) {
  r.post(
    '/api/user-chat-sessions',
    {
      schema: {
        body: createChatSessionsBodySchema,
        response: { 200: chatSessionSchema, 201: chatSessionSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { session, created } = await startConversation(db, user, request.body, request.lang);
      return reply.status(created ? 201 : 200).send(toSession(session));
    },
  );

  r.post(
    '/api/user-chat-session',
    { schema: { body: createChatSessionBodySchema, response: { 201: chatSessionSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const session = await createSession(db, user, { ...request.body, language: request.lang });
      return reply.status(201).send(toSession(session));
    },
  );

  r.get(
    '/api/user-chat-sessions',
    { schema: { response: { 200: z.array(chatSessionSchema) } } },
    async (request) => (await listSessions(db, await requireUser(request))).map(toSession),
  );

  r.delete(
    '/api/user-chat-sessions/:id',
    {
      schema: { params: chatSessionIdParamSchema, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request) => {
      await deleteSession(db, await requireUser(request), request.params.id);
      return { success: true as const };
    },
  );
}

function messageRoutes(r: Routes, deps: AppDeps) {
  const { db } = deps;
  r.get(
    '/api/user-chat-messages/:sessionId',
    { schema: { params: sessionIdParamSchema, response: { 200: z.array(chatMessageSchema) } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { sessionId } = request.params;
      // Polled every 5 s by every open chat: the JSON is kept in the read cache between writes.
      // toMessage builds exactly chatMessageSchema, so the cached text is sent as it is.
      const body = await cachedRead(request, `conversation:${user.id}:${sessionId}`, async () =>
        JSON.stringify((await readConversation(db, user, sessionId, { adminMayRead: true })).map(toMessage)),
      );
      return sendCachedJson(reply, body, { 'cache-control': 'no-store' });
    },
  );

  r.post(
    '/api/user-chat-messages',
    { schema: { body: postChatMessagesBodySchema, response: { 201: chatMessageSchema } } },
    async (request, reply) => {
      const { sessionId, ...input } = request.body;
      const user = await requireUser(request);
      const message = await writeMessage(db, user, sessionId, input);
      await tellAttorney(deps, user, sessionId, message.messageText, request.log);
      return reply.status(201).send(toMessage(message));
    },
  );

  r.post(
    '/api/user-chat-message',
    { schema: { body: postChatMessageBodySchema, response: { 201: postChatMessageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { session, message } = await writeText(db, user, request.body, request.lang);
      await tellAttorney(deps, user, session.id, message.messageText, request.log);
      return reply.status(201).send({ sessionId: session.id, message: toMessage(message) });
    },
  );
}
