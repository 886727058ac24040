import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '../../../../shared/schemas/auth';
import type { ChatSession } from '../../../../shared/schemas/chat';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { STORED_TITLES } from './session-title';
import { TOPIC_LOOK, topicByTitle } from './topics';
import type { useChatFlow } from './use-chat-flow';
import type { useNewSession } from './use-new-session';

export interface AttorneySessionInfo {
  attorneyName: string;
  cost: number | string | null;
}

interface Options {
  user: User | null;
  sessions: ChatSession[] | undefined;
  flow: ReturnType<typeof useChatFlow>;
  newSession: ReturnType<typeof useNewSession>;
  select: (id: number) => void;
}

/**
 * What /messages does once on arrival: mode=attorney, topic, situation or session (with
 * answer=waiting when a plan was just bought for its question) in the address,
 * then a stored pendingQuestion. The address is reset to /messages so a reload does not repeat it.
 */
export function useEntryActions({ user, sessions, flow, newSession, select }: Options) {
  const [params, setParams] = useSearchParams();
  const ran = useRef(false);
  const [attorney, setAttorney] = useState<AttorneySessionInfo | null>(null);

  useEffect(() => {
    if (!user || !sessions || ran.current) return;
    ran.current = true;
    const mode = params.get('mode');
    const topic = params.get('topic');
    const situation = params.has('situation');
    const sessionParam = Number(params.get('session'));
    const waitingAnswered = params.get('answer') === 'waiting';
    if (mode || topic || situation) setParams({}, { replace: true });
    else if (waitingAnswered) setParams({ session: String(sessionParam) }, { replace: true });

    void (async () => {
      if (mode === 'attorney') {
        const stored = storage.getJson<Partial<AttorneySessionInfo>>(STORAGE_KEYS.attorneySession);
        const name = (stored?.attorneyName ?? params.get('attorney') ?? '').trim();
        if (name) {
          setAttorney({ attorneyName: name, cost: stored?.cost ?? null });
          const existing = sessions.find((s) => s.sessionType === 'attorney' && s.attorneyName === name);
          const session =
            existing ??
            (await newSession.start({
              sessionType: 'attorney',
              attorneyName: name,
              title: STORED_TITLES.freeConsultation(name),
            }));
          if (session) select(session.id);
        }
      } else if (topic) {
        const known = topicByTitle(topic);
        const title = known?.title ?? topic.trim().slice(0, 80);
        const look = known ? TOPIC_LOOK[known.key] : undefined;
        const session = await newSession.start({
          sessionType: 'ai',
          legalTopic: title,
          topicColor: look?.color,
          topicIcon: look?.icon,
          title,
        });
        if (session) {
          select(session.id);
          await flow.openTopic(session);
        }
      } else if (situation) {
        const text = storage.get(STORAGE_KEYS.userSituation)?.trim();
        storage.remove(STORAGE_KEYS.userSituation);
        if (text) {
          const session = await newSession.start({ sessionType: 'ai', title: STORED_TITLES.situation });
          if (session) {
            select(session.id);
            await flow.send(session, text, 'situation');
          }
        }
      } else if (Number.isInteger(sessionParam) && sessionParam > 0) {
        if (waitingAnswered) flow.resume(sessionParam);
        select(sessionParam);
      }

      const pending = storage.get(STORAGE_KEYS.pendingQuestion)?.trim();
      if (pending) {
        storage.remove(STORAGE_KEYS.pendingQuestion);
        const id = await flow.sendNew(pending).catch((error) => {
          console.error('Pending question failed', error);
          return null;
        });
        if (id) select(id);
      }
    })();
  }, [user, sessions, params, setParams, flow, newSession, select]);

  const dismissAttorney = () => {
    storage.remove(STORAGE_KEYS.attorneySession);
    setAttorney(null);
  };

  return { attorney, dismissAttorney };
}
