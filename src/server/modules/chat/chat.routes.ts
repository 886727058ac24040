import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import {
  aiResponseBodySchema,
  aiResponseResponseSchema,
  chatMessageSchema,
  chatSessionIdParamSchema,
  chatSessionSchema,
  continueMessageBodySchema,
  continueMessageResponseSchema,
  createChatSessionBodySchema,
  createChatSessionsBodySchema,
  postChatMessageBodySchema,
  postChatMessageResponseSchema,
  postChatMessagesBodySchema,
  sessionIdParamSchema,
  titleBodySchema,
  titleResponseSchema,
} from '../../../shared/schemas/chat.js';
import { idParamSchema } from '../../../shared/schemas/common.js';
import type { Db } from '../../db/open.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { consume } from '../../lib/rate-limit.js';
import { cachedRead, requireRole, requireUser } from '../../plugins/auth.js';
import { answerInSession, generateTitle } from './answer.service.js';
import {
  addMessage,
  createSession,
  deleteSession,
  findVisibleSession,
  lastMessage,
  listSessions,
  listSessionsOf,
  readConversation,
} from './chat.service.js';
import { toMessage, toSession } from './chat.views.js';
import { assertOpenForClient, openConsultation } from './consultations.service.js';
import { continueMessage } from './continue.service.js';

/** AI calls a person may make per minute, plan or not: protects the AI budget from a runaway client. */
const AI_CALLS_PER_MINUTE = 30;

async function throttleAi(db: Db, userId: number) {
  await consume(db, { key: `ai:user:${userId}`, limit: AI_CALLS_PER_MINUTE, windowMs: 60_000 });
}

export async function chatRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, ai } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      const { attorneyId, ...body } = request.body;
      if (body.sessionType === 'attorney' && attorneyId !== undefined) {
        // Texting an attorney from the directory opens a consultation with them (or the open one).
        if (attorneyId === user.id) throw new AppError('NOT_FOUND');
        const opened = await openConsultation(db, {
          clientUserId: user.id,
          attorneyUserId: attorneyId,
          source: 'directory',
        });
        const session = { ...opened.session, consultationStatus: opened.consultation.status };
        return reply.status(opened.created ? 201 : 200).send(toSession(session));
      }
      const session = await createSession(db, user, { ...body, language: request.lang });
      return reply.status(201).send(toSession(session));
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
    async (request) => {
      const user = await requireUser(request);
      return (await listSessions(db, user)).map(toSession);
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
      await requireRole(request, 'admin');
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
      const admin = await requireRole(request, 'admin');
      return toSession(await findVisibleSession(db, admin, request.params.id, { adminMayRead: true }));
    },
  );

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
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
      // A string payload skips serialization; its type is the schema's, built by toMessage above.
      return reply.send(body as never);
    },
  );

  r.post(
    '/api/user-chat-messages',
    { schema: { body: postChatMessagesBodySchema, response: { 201: chatMessageSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { sessionId, messageText, direction, messageType } = request.body;
      const session = await findVisibleSession(db, user, sessionId);
      if (session.sessionType === 'attorney') await assertOpenForClient(db, session.id);
      const message = await addMessage(db, session.id, { direction, messageType, messageText });
      return reply.status(201).send(toMessage(message));
    },
  );

  r.post(
    '/api/user-chat-message',
    { schema: { body: postChatMessageBodySchema, response: { 201: postChatMessageResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { sessionId, message, phoneNumber } = request.body;
      const session = sessionId
        ? await findVisibleSession(db, user, sessionId)
        : await createSession(db, user, { phoneNumber, sessionType: 'ai', language: request.lang });
      if (session.sessionType === 'attorney') await assertOpenForClient(db, session.id);
      const row = await addMessage(db, session.id, {
        direction: 'outbound',
        messageType: 'text',
        messageText: message,
      });
      return reply.status(201).send({ sessionId: session.id, message: toMessage(row) });
    },
  );

  r.post(
    '/api/ai-response',
    { schema: { body: aiResponseBodySchema, response: { 200: aiResponseResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const body = request.body;
      const session = await findVisibleSession(db, user, body.sessionId);
      // An attorney answers their conversations; the AI never does, and no free answer is used.
      if (session.sessionType === 'attorney') throw new AppError('CONSULTATION_NOT_AI');
      await throttleAi(db, user.id);
      let question = body.question;
      if (body.purpose !== 'opening') {
        const last = await lastMessage(db, session.id, 'outbound');
        if (!question && body.purpose === 'situation') question = last?.messageText ?? '';
        if (!question)
          throw new AppError('VALIDATION', message(request.lang, 'chat.questionRequired'), 'question');
      }
      // The client normally stores the question first; store it here when it did not, once the
      // answer is allowed, so a refused request (no free answers left) stores nothing.
      const storeQuestion = async () => {
        if (body.purpose === 'opening') return;
        const last = await lastMessage(db, session.id, 'outbound');
        if (last?.messageText.trim() === question) return;
        await addMessage(db, session.id, {
          direction: 'outbound',
          messageType: 'text',
          messageText: question,
        });
      };
      const { message: answer, claim } = await answerInSession(db, ai, {
        session,
        owner: { kind: 'user', userId: user.id },
        language: body.userLanguage ?? request.lang,
        purpose: body.purpose,
        question,
        topic: body.specializedTopic,
        state: body.userState ?? user.state ?? undefined,
        whenAllowed: storeQuestion,
      });
      return {
        response: answer.messageText,
        message: toMessage(answer),
        freeResponsesUsed: claim.freeResponsesUsed,
        hasReachedLimit: claim.hasReachedLimit,
      };
    },
  );

  r.post(
    '/api/generate-conversation-title',
    { schema: { body: titleBodySchema, response: { 200: titleResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const session = await findVisibleSession(db, user, request.body.sessionId);
      if (session.titleGenerated) return { sessionId: session.id, title: session.title ?? '' };
      await throttleAi(db, user.id);
      const title = await generateTitle(db, ai, session, request.lang);
      return { sessionId: session.id, title };
    },
  );

  r.delete(
    '/api/user-chat-sessions/:id',
    {
      schema: { params: chatSessionIdParamSchema, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request) => {
      const user = await requireUser(request);
      await deleteSession(db, user, request.params.id);
      return { success: true as const };
    },
  );

  r.post(
    '/api/continue/message',
    { schema: { body: continueMessageBodySchema, response: { 200: continueMessageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await throttleAi(db, user.id);
      const { message, plan } = request.body;
      const response = await continueMessage(db, ai, user, { message, plan }, request.lang);
      return { response };
    },
  );
}
