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
import type { Db } from '../../db/open.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { consume } from '../../lib/rate-limit.js';
import { cachedRead, requireUser } from '../../plugins/auth.js';
import { answerInSession, generateTitle } from './answer.service.js';
import {
  addMessage,
  createSession,
  deleteSession,
  findVisibleSession,
  lastMessage,
  listSessions,
  readConversation,
} from './chat.service.js';
import { toMessage, toSession } from './chat.views.js';
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
    { schema: { body: createChatSessionsBodySchema, response: { 201: chatSessionSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const session = await createSession(db, user, { ...request.body, language: request.lang });
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
      await throttleAi(db, user.id);
      let question = body.question;
      if (body.purpose !== 'opening') {
        const last = await lastMessage(db, session.id, 'outbound');
        if (!question && body.purpose === 'situation') question = last?.messageText ?? '';
        if (!question)
          throw new AppError('VALIDATION', message(request.lang, 'chat.questionRequired'), 'question');
        // The client normally stores the question first; store it here when it did not.
        if (last?.messageText.trim() !== question) {
          await addMessage(db, session.id, {
            direction: 'outbound',
            messageType: 'text',
            messageText: question,
          });
        }
      }
      const { message: answer, claim } = await answerInSession(db, ai, {
        session,
        owner: { kind: 'user', userId: user.id },
        language: body.userLanguage ?? request.lang,
        purpose: body.purpose,
        question,
        topic: body.specializedTopic,
        state: body.userState ?? user.state ?? undefined,
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
