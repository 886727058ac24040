import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiResponseBodySchema,
  aiResponseResponseSchema,
  continueMessageBodySchema,
  continueMessageResponseSchema,
  titleBodySchema,
  titleResponseSchema,
} from '../../../shared/schemas/chat.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth.js';
import { askInSession, throttleAi, titleOf } from './ask.service.js';
import { toMessage } from './chat.view.js';
import { continueMessage } from './continue.service.js';

/** The routes that call the AI: answers, conversation titles and the /continue assistant. */
export async function askRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, ai } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/ai-response',
    { schema: { body: aiResponseBodySchema, response: { 200: aiResponseResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { message, claim } = await askInSession(db, ai, user, request.body, request.lang);
      return {
        response: message.messageText,
        message: toMessage(message),
        freeResponsesUsed: claim.freeResponsesUsed,
        hasReachedLimit: claim.hasReachedLimit,
      };
    },
  );

  r.post(
    '/api/generate-conversation-title',
    { schema: { body: titleBodySchema, response: { 200: titleResponseSchema } } },
    async (request) => titleOf(db, ai, await requireUser(request), request.body.sessionId, request.lang),
  );

  r.post(
    '/api/continue/message',
    { schema: { body: continueMessageBodySchema, response: { 200: continueMessageResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await throttleAi(db, user.id);
      const { message, plan } = request.body;
      return { response: await continueMessage(db, ai, user, { message, plan }, request.lang) };
    },
  );
}
