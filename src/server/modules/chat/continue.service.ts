import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { PlanCode } from '../../../shared/plans.js';
import type { Db } from '../../db/open.js';
import { consultationRequests, consultations } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import type { AiProvider } from '../../integrations/ai/types.js';
import { message } from '../../lib/messages.js';
import { addMessage } from './chat.service.js';
import { claimAiAnswer, hasActiveAiPlan } from './free-limit.js';

async function openConsultation(db: Db, userId: number) {
  const [row] = await db
    .select({ id: consultationRequests.id })
    .from(consultationRequests)
    .where(
      and(
        eq(consultationRequests.userId, userId),
        inArray(consultationRequests.status, ['pending', 'scheduled']),
      ),
    )
    .orderBy(desc(consultationRequests.id))
    .limit(1);
  return row;
}

/**
 * The plan screen's chat. With the AI Assistant plan the AI answers; with a paid consultation the
 * message goes to the attorney request; with neither the free limit decides (402 when used up).
 */
export async function continueMessage(
  db: Db,
  ai: AiProvider,
  user: UserRow,
  input: { message: string; plan?: PlanCode },
  language: Language,
): Promise<string> {
  let plan = input.plan;
  if (!plan) {
    if (await hasActiveAiPlan(db, user.id)) plan = 'ai_assistant';
    else if (await openConsultation(db, user.id)) plan = 'attorney_consultation';
  }
  if (plan === 'attorney_consultation') {
    const consultation = await openConsultation(db, user.id);
    if (!consultation) throw new AppError('FREE_LIMIT_REACHED');
    await db
      .update(consultationRequests)
      .set({
        notes: sql`case when ${consultationRequests.notes} is null then ${input.message} else ${consultationRequests.notes} || E'\n\n' || ${input.message} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(consultationRequests.id, consultation.id));
    // The attorney reads it in the consultation's conversation, where the client sees it too.
    const [held] = await db
      .select({ sessionId: consultations.sessionId })
      .from(consultations)
      .where(
        and(eq(consultations.consultationRequestId, consultation.id), ne(consultations.status, 'closed')),
      );
    if (held)
      await addMessage(db, held.sessionId, {
        direction: 'outbound',
        messageType: 'text',
        messageText: input.message,
      });
    return message(language, 'chat.consultationNoted');
  }
  const claim = await claimAiAnswer(db, { kind: 'user', userId: user.id });
  try {
    const text = await ai.chatReply({
      language,
      question: input.message,
      history: [],
      state: user.state ?? undefined,
    });
    if (!text.trim()) throw new AppError('AI_UNAVAILABLE');
    return text.trim();
  } catch (err) {
    await claim.release();
    throw err instanceof AppError ? err : new AppError('AI_UNAVAILABLE');
  }
}
