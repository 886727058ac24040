import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TIMINGS } from '../../../../shared/constants';
import { paths } from '../../../../shared/pages';
import type { User } from '../../../../shared/schemas/auth';
import type { ChatMessage, ChatSession } from '../../../../shared/schemas/chat';
import { TOPICS } from '../../../../shared/topics';
import { generateConversationTitle, requestAiResponse, sendChatMessage } from '../../../api/chat';
import { ApiError } from '../../../lib/api-client';
import { reloadUser } from '../../../lib/auth';
import { currentLanguage } from '../../../lib/i18n';
import { appendMessage } from '../hooks/messages';
import { refreshSessions } from '../hooks/sessions';
import { topicByTitle } from './topics';
import { keepWaitingQuestion } from './waiting-question';

/** How recent an unanswered question must be to be answered when its conversation opens. */
const PENDING_ANSWER_WINDOW_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type AiPurpose = 'question' | 'opening' | 'situation';

const withOne = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * The spec's send sequence: store the person's message, ask the AI about 500 ms later (AI sessions
 * only), name the conversation about 2 s after the message. A 402 means the free answers are used:
 * a new question takes the person to the plan screen; a question found unanswered when a
 * conversation is opened only shows that it is waiting, so reading is never blocked. Either way
 * the question is answered once a plan is active. Other failures are only logged, as the spec says.
 */
export function useChatFlow(user: User | null) {
  const navigate = useNavigate();
  const [thinking, setThinking] = useState<ReadonlySet<number>>(new Set());
  /** Sessions whose last question waits for a plan. */
  const [waiting, setWaiting] = useState<ReadonlySet<number>>(new Set());
  /** Sessions whose unanswered question is answered whatever its age (back from buying a plan). */
  const resumed = useRef(new Set<number>());
  const answered = useRef(new Set<number>());
  /** Sessions with a send in progress: their new question is answered by that send. */
  const sending = useRef(new Set<number>());

  const setThinkingFor = useCallback(
    (sessionId: number, on: boolean) => setThinking((prev) => withOne(prev, sessionId, on)),
    [],
  );

  const askAi = useCallback(
    async (
      session: Pick<ChatSession, 'id' | 'legalTopic'>,
      question: string,
      purpose: AiPurpose,
      atLimit: 'plans' | 'wait' = 'plans',
    ) => {
      setThinkingFor(session.id, true);
      try {
        const topic = topicByTitle(session.legalTopic);
        const reply = await requestAiResponse({
          phoneNumber: user?.phoneNumber ?? undefined,
          question,
          sessionId: session.id,
          userLanguage: currentLanguage(),
          specializedTopic: topic ? TOPICS.find((t) => t.key === topic.key)?.code : undefined,
          userState: user?.state ?? undefined,
          purpose,
        });
        appendMessage(session.id, reply.message);
        setWaiting((prev) => withOne(prev, session.id, false));
        if (purpose !== 'opening') void reloadUser();
      } catch (error) {
        if (error instanceof ApiError && error.status === 402) {
          void reloadUser();
          if (purpose === 'opening') return;
          keepWaitingQuestion(session.id);
          if (atLimit === 'wait') setWaiting((prev) => withOne(prev, session.id, true));
          else navigate(paths.continuePlan);
          return;
        }
        console.error('AI response failed', error);
      } finally {
        setThinkingFor(session.id, false);
      }
    },
    [navigate, setThinkingFor, user],
  );

  const nameLater = useCallback(async (sessionId: number) => {
    await sleep(TIMINGS.titleDelayMs);
    try {
      await generateConversationTitle(sessionId);
      await refreshSessions();
    } catch (error) {
      console.error('Title generation failed', error);
    }
  }, []);

  /** Sends what the person wrote in a session and, in an AI session, gets the answer. */
  const send = useCallback(
    async (session: ChatSession, text: string, purpose: AiPurpose = 'question') => {
      const message = text.trim();
      if (!message) return;
      sending.current.add(session.id);
      try {
        const stored = await sendChatMessage({
          phoneNumber: user?.phoneNumber ?? undefined,
          message,
          sessionId: session.id,
        });
        answered.current.add(stored.message.id);
        appendMessage(session.id, stored.message);
        void refreshSessions();
        void nameLater(session.id);
        if (session.sessionType !== 'ai') return;
        await sleep(TIMINGS.aiCallDelayMs);
        await askAi(session, message, purpose);
      } finally {
        sending.current.delete(session.id);
      }
    },
    [askAi, nameLater, user],
  );

  /** A new topic session opens with the AI's list of common questions. */
  const openTopic = useCallback((session: ChatSession) => askAi(session, '', 'opening'), [askAi]);

  /** A question with no conversation yet (the stored pendingQuestion): the server opens one. */
  const sendNew = useCallback(
    async (text: string): Promise<number | null> => {
      const message = text.trim();
      if (!message) return null;
      const stored = await sendChatMessage({ phoneNumber: user?.phoneNumber ?? undefined, message });
      answered.current.add(stored.message.id);
      sending.current.add(stored.sessionId);
      appendMessage(stored.sessionId, stored.message);
      await refreshSessions();
      void nameLater(stored.sessionId);
      void (async () => {
        await sleep(TIMINGS.aiCallDelayMs);
        await askAi({ id: stored.sessionId, legalTopic: null }, message, 'question');
        sending.current.delete(stored.sessionId);
      })();
      return stored.sessionId;
    },
    [askAi, nameLater, user],
  );

  /**
   * A question stored without an answer (the dashboard search and the attorney directory store the
   * first message and then open Messages) is answered once when its conversation is opened, while
   * it is fresh, or whatever its age when the person comes back from buying a plan for it. A
   * conversation that has no title yet gets one.
   */
  const answerIfPending = useCallback(
    (session: ChatSession, messages: ChatMessage[]) => {
      const last = messages[messages.length - 1];
      if (session.sessionType !== 'ai' || !last || last.direction !== 'outbound') return;
      if (sending.current.has(session.id)) return;
      const fresh = Date.now() - new Date(last.createdAt).getTime() <= PENDING_ANSWER_WINDOW_MS;
      if (!fresh && !resumed.current.has(session.id)) return;
      if (answered.current.has(last.id)) return;
      answered.current.add(last.id);
      resumed.current.delete(session.id);
      void askAi(session, last.messageText, 'question', 'wait');
      if (!session.title) void nameLater(session.id);
    },
    [askAi, nameLater],
  );

  /** Back from buying a plan: the waiting question of this conversation is answered when it opens. */
  const resume = useCallback((sessionId: number) => {
    resumed.current.add(sessionId);
  }, []);

  return { thinking, waiting, send, sendNew, openTopic, answerIfPending, resume };
}
