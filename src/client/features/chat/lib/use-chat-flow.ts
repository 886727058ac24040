import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { TIMINGS } from '../../../../shared/constants';
import type { User } from '../../../../shared/schemas/auth';
import type { ChatSession } from '../../../../shared/schemas/chat';
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
      const stored = await sendChatMessage({
        phoneNumber: user?.phoneNumber ?? undefined,
        message,
        sessionId: session.id,
      });
      appendMessage(session.id, stored.message);
      void refreshSessions();
      void nameLater(session.id);
      if (session.sessionType !== 'ai') return;
      await sleep(TIMINGS.aiCallDelayMs);
      await askAi(session, message, purpose);
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
      appendMessage(stored.sessionId, stored.message);
      await refreshSessions();
      void nameLater(stored.sessionId);
      void (async () => {
        await sleep(TIMINGS.aiCallDelayMs);
        await askAi({ id: stored.sessionId, legalTopic: null }, message, 'question');
      })();
      return stored.sessionId;
    },
    [askAi, nameLater, user],
  );

  return { thinking, send, sendNew, openTopic };
}
