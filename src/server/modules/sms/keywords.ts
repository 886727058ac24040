import type { Language } from '../../../shared/constants.js';
import { ownValue } from '../../../shared/own.js';

export type KeywordAction = 'stop' | 'start' | 'help' | 'human';

export interface Keyword {
  action: KeywordAction;
  word: string;
  language: Language;
}

/** Carrier keywords (CTIA) in English and their Spanish counterparts, and the words that ask for a person. */
const KEYWORDS: Record<string, { action: KeywordAction; language: Language }> = {
  STOP: { action: 'stop', language: 'en' },
  STOPALL: { action: 'stop', language: 'en' },
  UNSUBSCRIBE: { action: 'stop', language: 'en' },
  CANCEL: { action: 'stop', language: 'en' },
  END: { action: 'stop', language: 'en' },
  QUIT: { action: 'stop', language: 'en' },
  ALTO: { action: 'stop', language: 'es' },
  PARAR: { action: 'stop', language: 'es' },
  START: { action: 'start', language: 'en' },
  UNSTOP: { action: 'start', language: 'en' },
  INICIO: { action: 'start', language: 'es' },
  HELP: { action: 'help', language: 'en' },
  INFO: { action: 'help', language: 'en' },
  AYUDA: { action: 'help', language: 'es' },
  // Asking for a person: the conversation goes to the admins' escalations.
  HUMAN: { action: 'human', language: 'en' },
  PERSON: { action: 'human', language: 'en' },
  AGENT: { action: 'human', language: 'en' },
  ATTORNEY: { action: 'human', language: 'en' },
  LAWYER: { action: 'human', language: 'en' },
  PERSONA: { action: 'human', language: 'es' },
  HUMANO: { action: 'human', language: 'es' },
  ABOGADO: { action: 'human', language: 'es' },
  ABOGADA: { action: 'human', language: 'es' },
};

/** A message that is exactly one keyword (any letter case, surrounding spaces and punctuation ignored). */
export function parseKeyword(body: string): Keyword | null {
  const word = body
    .trim()
    .replace(/^[\s.!¡?¿"']+|[\s.!¡?¿"']+$/g, '')
    .toUpperCase();
  const hit = ownValue(KEYWORDS, word);
  return hit ? { ...hit, word } : null;
}
