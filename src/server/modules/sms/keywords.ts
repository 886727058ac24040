import type { Language } from '../../../shared/constants.js';
import { ownValue } from '../../../shared/own.js';

export type KeywordAction = 'stop' | 'start' | 'help';

export interface Keyword {
  action: KeywordAction;
  word: string;
  language: Language;
}

/** Carrier keywords (CTIA) in English and their Spanish counterparts. */
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
