import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { TopicCode } from '../../../shared/topics.js';
import type { Db } from '../../db/open.js';
import { chatMessages, chatSessions } from '../../db/schema/index.js';
import { preliminaryAnalysisPrompt, topicOpeningPrompt } from '../../integrations/ai/prompts.js';
import type { AiProvider, ChatIntent, ChatTurn } from '../../integrations/ai/types.js';
import { openEscalation } from '../escalations/escalations.service.js';
import { addMessage, addMessageOnce, listMessages } from './chat.service.js';
import type { MessageRow, SessionRow } from './chat.view.js';
import { type Claim, claimAiAnswer, freeOfCharge, type LimitOwner } from './free-limit.js';
import { topicCodeOf, topicNameFor } from './prompts.js';

const HISTORY_TURNS = 20;

export interface AnswerRequest {
  session: SessionRow;
  owner: LimitOwner;
  language: Language;
  purpose: 'question' | 'opening' | 'situation';
  /** The person's question (already stored as their message), or the situation text. */
  question: string;
  topic?: TopicCode;
  state?: string;
  messageType?: 'ai_response' | 'sms';
  /** Runs once the answer is allowed, before the AI is asked (e.g. storing the question). */
  whenAllowed?: () => Promise<void>;
}

export interface Answer {
  message: MessageRow;
  claim: Claim;
}

async function historyBefore(db: Db, sessionId: number, question: string): Promise<ChatTurn[]> {
  const rows = await listMessages(db, sessionId, HISTORY_TURNS + 1);
  const last = rows[rows.length - 1];
  // The question itself is normally the last stored message; it is sent as the question, not history.
  if (last && last.direction === 'outbound' && last.messageText.trim() === question.trim()) rows.pop();
  return rows
    .filter((m) => m.messageType !== 'system')
    .slice(-HISTORY_TURNS)
    .map((m) => ({ role: m.direction === 'outbound' ? 'user' : 'assistant', text: m.messageText }));
}

async function firstAiMessage(db: Db, sessionId: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.messageType, 'ai_response')))
    .orderBy(asc(chatMessages.id))
    .limit(1);
  return row;
}

async function storedOpening(db: Db, sessionId: number): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.opening, true)));
  if (!row) throw new Error('opening not found after conflict');
  return row;
}

async function callAi(ai: AiProvider, input: Parameters<AiProvider['chatReply']>[0]): Promise<string> {
  try {
    const text = (await ai.chatReply(input)).trim();
    if (!text) throw new AppError('AI_UNAVAILABLE');
    return text;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('AI_UNAVAILABLE');
  }
}

/**
 * One AI answer in a session: permission first (plan or an atomically claimed free answer), then
 * the AI layer, then the stored reply. A failed AI call gives the free answer back.
 */
export async function answerInSession(db: Db, ai: AiProvider, req: AnswerRequest): Promise<Answer> {
  const { session, language } = req;
  const topic = req.topic ?? topicCodeOf(session.legalTopic);
  let claim: Claim;
  if (req.purpose === 'opening') {
    // Opening a topic is free and happens once; a second call (a re-render) gets the same answer.
    const existing = await firstAiMessage(db, session.id);
    if (existing) return { message: existing, claim: await freeOfCharge(db, req.owner) };
    claim = await freeOfCharge(db, req.owner);
  } else {
    claim = await claimAiAnswer(db, req.owner);
  }
  try {
    await req.whenAllowed?.();
    const { question, intent, history } = await promptFor(db, req);
    const text = await callAi(ai, { language, question, history, topic, state: req.state, intent });
    const reply = {
      direction: 'inbound' as const,
      messageType: req.messageType ?? 'ai_response',
      messageText: text,
    };
    if (req.purpose !== 'opening') {
      const message = await addMessage(db, session.id, reply);
      await escalateIfUrgent(db, ai, req);
      return { message, claim };
    }
    // Requests racing past the check above store one opening between them; the others answer it.
    const stored = await addMessageOnce(db, session.id, { ...reply, opening: true });
    return { message: stored ?? (await storedOpening(db, session.id)), claim };
  } catch (err) {
    await claim.release();
    throw err;
  }
}

/**
 * The AI layer's reading of the person's words flags signs of urgency (a court date, a lockout, a
 * detention …): such a conversation goes to the admins' escalations, once while one is open.
 */
async function escalateIfUrgent(db: Db, ai: AiProvider, req: AnswerRequest): Promise<void> {
  const facts = await ai.classify(req.question).catch(() => null);
  if (!facts?.urgent) return;
  const userId = req.owner.kind === 'user' ? req.owner.userId : (req.session.userId ?? null);
  const phone = req.owner.kind === 'phone' ? req.owner.phone : null;
  await openEscalation(db, {
    kind: 'urgent_answer',
    userId,
    sessionId: req.session.id,
    phone: phone ?? (req.session.channel === 'sms' ? req.session.customerPhoneNumber : null),
    summary: 'Urgent signs in the conversation.',
  });
}

/**
 * What the AI is asked. A question goes as itself after the earlier turns; the opening asks for the
 * topic's common questions; a situation session asks for the five-point analysis of what the
 * person wrote, which stays in the history.
 */
async function promptFor(
  db: Db,
  req: AnswerRequest,
): Promise<{ question: string; intent: ChatIntent; history: ChatTurn[] }> {
  const { session, language } = req;
  if (req.purpose === 'opening') {
    return {
      question: topicOpeningPrompt(topicNameFor(session.legalTopic, language), language),
      intent: 'topicOpening',
      history: [],
    };
  }
  if (req.purpose === 'situation') {
    const history = await historyBefore(db, session.id, '');
    if (!history.some((turn) => turn.role === 'user' && turn.text.trim() === req.question.trim())) {
      history.push({ role: 'user', text: req.question });
    }
    return { question: preliminaryAnalysisPrompt(language), intent: 'preliminaryAnalysis', history };
  }
  return {
    question: req.question,
    intent: 'question',
    history: await historyBefore(db, session.id, req.question),
  };
}

/**
 * Names the conversation from its first messages, once. Attorney sessions keep the title they were
 * opened with.
 */
export async function generateTitle(
  db: Db,
  ai: AiProvider,
  session: SessionRow,
  language: Language,
): Promise<string> {
  if (session.titleGenerated || (session.sessionType === 'attorney' && session.title)) {
    return session.title ?? '';
  }
  const rows = await listMessages(db, session.id, 50);
  const firstWords = rows
    .filter((m) => m.direction === 'outbound')
    .slice(0, 3)
    .map((m) => m.messageText);
  if (firstWords.length === 0) return session.title ?? '';
  let title: string;
  try {
    title = (await ai.conversationTitle(firstWords, language)).trim().slice(0, 120);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('AI_UNAVAILABLE');
  }
  if (!title) return session.title ?? '';
  const [updated] = await db
    .update(chatSessions)
    .set({ title, titleGenerated: true })
    .where(and(eq(chatSessions.id, session.id), eq(chatSessions.titleGenerated, false)))
    .returning({ title: chatSessions.title });
  if (updated) return updated.title ?? title;
  const [current] = await db
    .select({ title: chatSessions.title })
    .from(chatSessions)
    .where(eq(chatSessions.id, session.id));
  return current?.title ?? title;
}
