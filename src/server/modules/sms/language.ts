import type { Language } from '../../../shared/constants.js';

const SPANISH_WORDS = new Set(
  'el la los las de del que y en un una por para con mi mis me se es no su al lo le como pero porque está estoy tengo tiene hay qué cómo cuándo dónde puedo necesito ayuda casero arrendador trabajo jefe abogado casa renta desalojo hijos esposo esposa divorcio accidente policía visa hola gracias sí'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the a an of and to in is it my me i you for with on at be that this have has what how when where can do not your am are was landlord boss lawyer rent eviction job kids divorce accident police hello thanks yes'.split(
    ' ',
  ),
);

/** A text message's language, for replying in kind. Ties keep the fallback. */
export function detectLanguage(text: string, fallback: Language = 'en'): Language {
  if (/[ñ¿¡]/i.test(text)) return 'es';
  let es = 0;
  let en = 0;
  for (const word of text.toLowerCase().split(/[^a-záéíóúüñ]+/)) {
    if (SPANISH_WORDS.has(word)) es += 1;
    if (ENGLISH_WORDS.has(word)) en += 1;
  }
  if (/[áéíóú]/i.test(text)) es += 1;
  if (es > en) return 'es';
  if (en > es) return 'en';
  return fallback;
}
