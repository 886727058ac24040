import type { Language } from '../../../shared/constants.js';
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

/** What a new topic session asks first: the common questions people have on that topic. */
export function openingPrompt(legalTopic: string | null, language: Language): string {
  const title = legalTopic?.trim() || (language === 'es' ? 'un problema legal' : 'a legal problem');
  if (language === 'es') {
    const name = TOPIC_NAMES_ES[title] ?? title;
    return `¿Cuáles son las preguntas más comunes que tiene la gente sobre ${name}? Enumérelas para que pueda elegir una.`;
  }
  return `What are the most common questions people have about ${title}? List them so I can pick one.`;
}

/** The five-point preliminary analysis a situation session asks for. */
export function situationPrompt(situation: string, language: Language): string {
  if (language === 'es') {
    return [
      'Haga un análisis preliminar de mi situación con estos cinco puntos:',
      '1. Tipo de asunto legal',
      '2. Problemas legales clave',
      '3. Pasos inmediatos',
      '4. Información adicional que se necesita',
      '5. Si debo consultar a un abogado',
      '',
      `Mi situación: ${situation}`,
    ].join('\n');
  }
  return [
    'Give me a preliminary analysis of my situation with these five points:',
    '1. Type of legal matter',
    '2. Key legal issues',
    '3. Immediate steps',
    '4. Additional information needed',
    '5. Whether I should consult an attorney',
    '',
    `My situation: ${situation}`,
  ].join('\n');
}
