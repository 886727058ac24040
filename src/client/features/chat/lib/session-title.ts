import type { TFunction } from 'i18next';
import type { ChatSession } from '../../../../shared/schemas/chat';
import { topicByTitle } from './topics';

/** Titles stored in English by the app itself; shown in the person's language. */
export const STORED_TITLES = {
  newConversation: 'New Conversation',
  situation: 'Situation Analysis',
  freeConsultation: (attorney: string) => `Free Consultation with ${attorney}`,
} as const;

const CONSULTATION = /^Free Consultation with (.+)$/;

export function displayTitle(session: ChatSession, t: TFunction<'chat'>): string {
  const title = session.title?.trim();
  if (!title || title === STORED_TITLES.newConversation) return t('titles.newConversation');
  if (title === STORED_TITLES.situation) return t('titles.situation');
  const consultation = CONSULTATION.exec(title);
  if (consultation?.[1]) return t('titles.freeConsultation', { attorney: consultation[1] });
  const topic = topicByTitle(title);
  if (topic) return t(`topics.${topic.key}`);
  return title;
}

/** The topic of a session in the person's language (free text when it is not one of the eight). */
export function displayTopic(session: ChatSession, t: TFunction<'chat'>): string | null {
  if (!session.legalTopic) return null;
  const topic = topicByTitle(session.legalTopic);
  return topic ? t(`topics.${topic.key}`) : session.legalTopic;
}
