import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TIMINGS } from '../../../../shared/constants';
import type { User } from '../../../../shared/schemas/auth';
import type { ChatMessage, ChatSession } from '../../../../shared/schemas/chat';
import { TOPICS } from '../../../../shared/topics';
import { errorStatus } from '../../../lib/api-client';
import { reloadUser } from '../../../lib/auth';
import { currentLanguage } from '../../../lib/i18n';
import { requestAiResponse } from '../api/ai-response';
import { generateConversationTitle } from '../api/conversation-title';
import { appendMessage } from '../api/messages';
import { sendChatMessage } from '../api/send-message';
import { refreshSessions } from '../api/sessions';
import { topicByTitle } from './topics';

/** How recent an unanswered question must be to be answered when its conversation opens. */
const PENDING_ANSWER_WINDOW_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type AiPurpose = 'question' | 'opening' | 'situation';

/**
 * The spec's send sequence: store the person's message, ask the AI about 500 ms later (AI sessions
 * only), name the conversation about 2 s after the message. A 402 means the free answers are used:
 * the person is taken to the plan screen. Other failures are only logged, as the spec says.
 */
export function useChatFlow(user: User | null) {
  const navigate = useNavigate();
  const [thinking, setThinking] = useState<ReadonlySet<number>>(new Set());
  const answered = useRef(new Set<number>());
  /** Sessions with a send in progress: their new question is answered by that send. */
  const sending = useRef(new Set<number>());

  const setThinkingFor = useCallback((sessionId: number, on: boolean) => {
    setThinking((prev) => {
      const next = new Set(prev);
      if (on) next.add(sessionId);
      else next.delete(sessionId);
      return next;
    });
  }, []);

  const askAi = useCallback(
    async (session: Pick<ChatSession, 'id' | 'legalTopic'>, question: string, purpose: AiPurpose) => {
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
        if (purpose !== 'opening') void reloadUser();
      } catch (error) {
        if (errorStatus(error) === 402) {
          void reloadUser();
          navigate('/continue');
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
   * A question stored without an answer (the landing search and the attorney directory store the
   * first message and then open Messages) is answered once when its conversation is opened, while
   * it is fresh.
   */
  const answerIfPending = useCallback(
    (session: ChatSession, messages: ChatMessage[]) => {
      const last = messages[messages.length - 1];
      if (session.sessionType !== 'ai' || !last || last.direction !== 'outbound') return;
      if (sending.current.has(session.id)) return;
      if (Date.now() - new Date(last.createdAt).getTime() > PENDING_ANSWER_WINDOW_MS) return;
      if (answered.current.has(last.id)) return;
      answered.current.add(last.id);
      void askAi(session, last.messageText, 'question');
    },
    [askAi],
  );

  return { thinking, send, sendNew, openTopic, answerIfPending };
}
