import type { Language } from '../../shared/constants.js';

// Very common words that belong to one of the two languages only, written without accents.
const SPANISH_WORDS = new Set(
  'que de la el los las mi mis y en por para con se un una es pero porque muy su sus lo le les nos yo tengo esta estoy hace q xq pq ya casa dinero trabajo del al como cuando donde tiene quiere dijo ahora mes meses dias semana sin hay fue era son van puedo necesito ayuda casero arrendador jefe abogado renta desalojo hijos esposo esposa divorcio accidente policia hola gracias'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the and my i to of in is it was for he she they that with not but have has on at we you this be are do did didnt dont im what when said now days week months will can cant would there their an your am how where landlord boss lawyer rent eviction job kids divorce accident police hello thanks yes'.split(
    ' ',
  ),
);

/**
 * Which of our languages a text is mostly written in, by counting very common words (ñ, ¿ and ¡
 * settle it for Spanish, an accented vowel counts for it). A tie gives the fallback.
 */
export function detectLanguage(text: string, fallback: Language = 'en'): Language {
  if (/[ñ¿¡]/i.test(text)) return 'es';
  let es = /[áéíóú]/i.test(text) ? 1 : 0;
  let en = 0;
  const flat = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (const word of flat.split(/[^a-z]+/)) {
    if (SPANISH_WORDS.has(word)) es += 1;
    else if (ENGLISH_WORDS.has(word)) en += 1;
  }
  if (es > en) return 'es';
  if (en > es) return 'en';
  return fallback;
}
