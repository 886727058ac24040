import type { Language } from '../../../../shared/constants.js';
import { ownValue } from '../../../../shared/own.js';
import { detectLanguage } from '../../../lib/text-language.js';
import { SHORTHAND_ANY, SHORTHAND_EN, SHORTHAND_ES, SPELLING_EN, SPELLING_ES } from './enhance-data.js';
import { capitalizePlaces } from './geo.js';
import { capitalize } from './text.js';

/**
 * Rewrites a situation as a clearer first-person statement without adding or removing facts:
 * texting shorthand is spelled out, common misspellings and missing accents are fixed, spacing and
 * punctuation are tidied, run-on text is split into sentences, and a short framing sentence that
 * states no fact is put in front. Numbers, names and amounts are never changed.
 */

export const FRAMING: Record<Language, string> = {
  en: 'I would like help with the following situation.',
  es: 'Quisiera ayuda con la siguiente situación.',
};

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;
const LONG_SENTENCE_WORDS = 20;
const MIN_PART_WORDS = 4;

const CONNECTORS: Record<Language, [RegExp, string][]> = {
  en: [
    [/\s+and then\s+/i, 'Then'],
    [/\s+and now\s+/i, 'Now'],
    [/\s+so now\s+/i, 'Now'],
    [/\s+after that\s+/i, 'After that'],
    [/\s+but\s+/i, 'But'],
    [/\s+then\s+/i, 'Then'],
  ],
  es: [
    [/\s+y luego\s+/i, 'Luego'],
    [/\s+y despu[eé]s\s+/i, 'Después'],
    [/\s+y ahora\s+/i, 'Ahora'],
    [/\s+pero\s+/i, 'Pero'],
    [/\s+entonces\s+/i, 'Entonces'],
    [/\s+luego\s+/i, 'Luego'],
  ],
};

function keepCase(original: string, fixed: string): string {
  if (original.length > 1 && original === original.toUpperCase() && /\p{L}/u.test(original)) return original;
  return /^\p{Lu}/u.test(original) ? capitalize(fixed) : fixed;
}

function fixWord(word: string, lang: Language): string {
  const lower = word.toLowerCase().replace('’', "'");
  const table =
    lang === 'es' ? [SHORTHAND_ANY, SHORTHAND_ES, SPELLING_ES] : [SHORTHAND_ANY, SHORTHAND_EN, SPELLING_EN];
  for (const t of table) {
    const hit = ownValue(t, lower);
    if (hit !== undefined) return lower === 'i' || lower.startsWith("i'") ? hit : keepCase(word, hit);
  }
  if (lang === 'es' && /[a-zñ]{3,}(cion|sion)$/i.test(word) && word === word.toLowerCase()) {
    return word.replace(/(c|s)ion$/, '$1ión');
  }
  return word;
}

/** Spanish "a"/"e"/"an" before a participle is "ha"/"he"/"han" ("no me a pagado" → "no me ha pagado"). */
function fixHaber(text: string): string {
  const before =
    '(me|te|le|nos|les|se|lo|la|los|las|no|ya|nunca|siempre|también|todavía|aún|él|ella|usted|quien|que)';
  return text
    .replace(new RegExp(`\\b${before}\\s+a\\s+(\\p{L}+(?:ado|ido))\\b`, 'giu'), '$1 ha $2')
    .replace(/(^|[^\p{L}])e\s+(\p{L}+(?:ado|ido))\b/giu, '$1he $2')
    .replace(new RegExp(`\\b${before}\\s+an\\s+(\\p{L}+(?:ado|ido))\\b`, 'giu'), '$1 han $2');
}

function tidyPunctuation(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([!?])\1+/g, '$1')
    .replace(/\.{4,}/g, '...')
    .replace(/,{2,}/g, ',')
    .replace(/([,;:])(?=[^\s\d/])/g, '$1 ')
    .replace(/([!?])(?=[\p{L}¿¡])/gu, '$1 ')
    .replace(/(\.)(?=\p{L})/gu, (m, p, offset: number, s: string) => {
      // Leave "e.g.", "U.S." and web addresses alone: only split after a word of 3+ letters.
      const before = s.slice(Math.max(0, offset - 3), offset);
      return /\p{L}{3}$/u.test(before) && !/\.(com|org|gov|net|edu)$/i.test(s.slice(offset, offset + 4))
        ? `${p} `
        : m;
    })
    .trim();
}

function splitLong(sentence: string, lang: Language): string[] {
  const words = sentence.split(/\s+/).length;
  if (words <= LONG_SENTENCE_WORDS) return [sentence];
  for (const [re, replacement] of CONNECTORS[lang]) {
    const m = re.exec(sentence);
    if (!m || m.index === undefined) continue;
    const left = sentence.slice(0, m.index).replace(/[,;]$/, '');
    const right = sentence.slice(m.index + m[0].length);
    if (left.split(/\s+/).length < MIN_PART_WORDS || right.split(/\s+/).length < MIN_PART_WORDS) continue;
    return [...splitLong(left, lang), ...splitLong(`${replacement} ${right}`, lang)];
  }
  return [sentence];
}

function finishSentence(sentence: string, lang: Language): string {
  let s = sentence.trim().replace(/^[,;:\-–—\s]+/, '');
  if (!s) return s;
  if (!/[.!?…:)"”»]$/.test(s)) s += '.';
  s = capitalize(s);
  if (lang === 'es' && s.endsWith('?') && !s.includes('¿')) s = `¿${s}`;
  return s;
}

function enhanceParagraph(paragraph: string, lang: Language): string {
  let text = paragraph.replace(/\s*\n\s*/g, (_m, offset: number) =>
    /[.!?,;:]$/.test(paragraph.slice(0, offset)) ? ' ' : '. ',
  );
  text = capitalizePlaces(text).replace(WORD, (w) => fixWord(w, lang));
  if (lang === 'es') text = fixHaber(text);
  text = tidyPunctuation(text);
  const sentences = text.split(/(?<=[.!?…])\s+/).flatMap((s) => splitLong(s, lang));
  return sentences
    .map((s) => finishSentence(s, lang))
    .filter(Boolean)
    .join(' ');
}

export function enhanceText(situation: string, requested: Language): string {
  const source = situation.replace(/\r\n?/g, '\n').trim();
  const lang = source ? detectLanguage(source) : requested;
  const framing = FRAMING[lang];
  const body = source.startsWith(framing) ? source.slice(framing.length).trim() : source;
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => enhanceParagraph(p, lang))
    .filter(Boolean);
  return [`${framing} ${paragraphs[0] ?? ''}`.trim(), ...paragraphs.slice(1)].join('\n\n');
}
