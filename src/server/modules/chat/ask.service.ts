import type { z } from 'zod';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { aiResponseBodySchema } from '../../../shared/schemas/chat.js';
import type { Db } from '../../db/open.js';
import type { UserRow } from '../../db/types.js';
import type { AiProvider } from '../../integrations/ai/types.js';
import { message } from '../../lib/messages.js';
import { consume } from '../../lib/rate-limit.js';
import { type Answer, answerInSession, generateTitle } from './answer.service.js';
import { addMessage, findVisibleSession, lastMessage } from './chat.service.js';
import type { SessionRow } from './chat.view.js';

/** AI calls a person may make per minute, plan or not: protects the AI budget from a runaway client. */
const AI_CALLS_PER_MINUTE = 30;

export async function throttleAi(db: Db, userId: number): Promise<void> {
  await consume(db, { key: `ai:user:${userId}`, limit: AI_CALLS_PER_MINUTE, windowMs: 60_000 });
}

export type AskBody = z.output<typeof aiResponseBodySchema>;

/** The question an answer is for: the one asked, else (for an analysis) the person's last message. */
async function questionOf(db: Db, session: SessionRow, body: AskBody, lang: Language): Promise<string> {
  let question = body.question;
  if (body.purpose === 'opening') return question;
  const last = await lastMessage(db, session.id, 'outbound');
  if (!question && body.purpose === 'situation') question = last?.messageText ?? '';
  if (!question) throw new AppError('VALIDATION', message(lang, 'chat.questionRequired'), 'question');
  return question;
}

/**
 * The client normally stores the question first; this stores it when it did not, once the answer
 * is allowed, so a refused request (no free answers left) stores nothing.
 */
async function storeQuestionOnce(db: Db, sessionId: number, question: string): Promise<void> {
  const last = await lastMessage(db, sessionId, 'outbound');
  if (last?.messageText.trim() === question) return;
  await addMessage(db, sessionId, { direction: 'outbound', messageType: 'text', messageText: question });
}

/** POST /api/ai-response: an AI answer in one of the person's own AI conversations. */
export async function askInSession(
  db: Db,
  ai: AiProvider,
  user: UserRow,
  body: AskBody,
  lang: Language,
): Promise<Answer> {
  const session = await findVisibleSession(db, user, body.sessionId);
  // An attorney answers their conversations; the AI never does, and no free answer is used.
  if (session.sessionType === 'attorney') throw new AppError('CONSULTATION_NOT_AI');
  await throttleAi(db, user.id);
  const question = await questionOf(db, session, body, lang);
  return answerInSession(db, ai, {
    session,
    owner: { kind: 'user', userId: user.id },
    language: body.userLanguage ?? lang,
    purpose: body.purpose,
    question,
    topic: body.specializedTopic,
    state: body.userState ?? user.state ?? undefined,
    whenAllowed: body.purpose === 'opening' ? undefined : () => storeQuestionOnce(db, session.id, question),
  });
}

/** A conversation's title: the one already made, else one the AI writes now. */
export async function titleOf(
  db: Db,
  ai: AiProvider,
  user: UserRow,
  sessionId: number,
  lang: Language,
): Promise<{ sessionId: number; title: string }> {
  const session = await findVisibleSession(db, user, sessionId);
  if (session.titleGenerated) return { sessionId: session.id, title: session.title ?? '' };
  await throttleAi(db, user.id);
  return { sessionId: session.id, title: await generateTitle(db, ai, session, lang) };
}
