import type { Language } from '../../../shared/constants.js';
import { TOPICS, type TopicCode } from '../../../shared/topics.js';
import { message } from '../../lib/messages.js';

/** The topic code of a session's topic, whether it was stored as a title or as a code. */
export function topicCodeOf(legalTopic: string | null | undefined): TopicCode | undefined {
  if (!legalTopic) return undefined;
  const wanted = legalTopic.trim().toLowerCase();
  const topic = TOPICS.find(
    (t) => t.title.toLowerCase() === wanted || t.code === wanted || t.key.toLowerCase() === wanted,
  );
  return topic?.code;
}

/** The topic's name as the opening question says it, in the person's language; an unknown one as given. */
export function topicNameFor(legalTopic: string | null, language: Language): string {
  const title = legalTopic?.trim();
  if (!title) return message(language, 'topic.none');
  const topic = TOPICS.find((t) => t.title === title);
  return topic ? message(language, `topic.${topic.key}`) : title;
}
