import type { Language } from '../../../shared/constants.js';
import { ownValue } from '../../../shared/own.js';
import { TOPICS, type TopicCode } from '../../../shared/topics.js';

/** The topic code of a session's topic, whether it was stored as a title or as a code. */
export function topicCodeOf(legalTopic: string | null | undefined): TopicCode | undefined {
  if (!legalTopic) return undefined;
  const wanted = legalTopic.trim().toLowerCase();
  const topic = TOPICS.find(
    (t) => t.title.toLowerCase() === wanted || t.code === wanted || t.key.toLowerCase() === wanted,
  );
  return topic?.code;
}

const TOPIC_NAMES_ES: Record<string, string> = {
  'Landlord/Tenant': 'arrendador e inquilino',
  'Mortgage Foreclosure': 'ejecución hipotecaria',
  'Employment Law': 'derecho laboral',
  'Family Law': 'derecho de familia',
  'Personal Injury': 'lesiones personales',
  'Contract Disputes': 'disputas de contratos',
  'Criminal Defense': 'defensa penal',
  'Immigration Law': 'derecho de inmigración',
};

/** The topic's name as the opening question says it, in the person's language. */
export function topicNameFor(legalTopic: string | null, language: Language): string {
  const title = legalTopic?.trim() || (language === 'es' ? 'un problema legal' : 'a legal problem');
  return language === 'es' ? (ownValue(TOPIC_NAMES_ES, title) ?? title) : title;
}
