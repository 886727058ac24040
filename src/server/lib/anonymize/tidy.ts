import type { Language } from '../../../shared/constants.js';
import { bare } from './person-names.js';
import { escapeRegExp } from './reg-exp.js';

/**
 * Makes scrubbed text read like a person wrote it. A role followed by the name that was removed
 * keeps only the role ("Tenant [name] said" → "The tenant said"); a bracket that held nothing but
 * contact details goes ("(call [phone], [email])"); a title keeps no stand-in at all.
 */

const alternation = (tokens: string[]) => tokens.map(escapeRegExp).join('|');

const DETERMINERS = 'the|my|our|his|her|their|a|an|el|la|los|las|mi|mis|su|sus|nuestro|nuestra|tu';
/** Words that only introduce a contact: what is left of "(call [phone], [email])". */
const CONTACT_WORDS =
  /\b(?:call|text|phone|tel|cell|email|e-mail|contact|reach|at|or|and|llamar|llame|al|a|teléfono|telefono|cel|celular|correo|escribir|y|o)\b\.?/giu;

/**
 * "Tenant [name]" → "The tenant"; "my boss, [name], owes" → "my boss owes"; "el patrón Don
 * [nombre]" → "el patrón". A role that starts a sentence without an article gets one in the
 * text's language (in Spanish by the word's ending: -a takes la, anything else el).
 */
function absorbNames(text: string, roles: Set<string>, nameToken: string, lang: Language): string {
  const re = new RegExp(
    `(^|[^\\p{L}])((?:(?:${DETERMINERS})\\s+)?)([\\p{L}'’-]+)(\\s*,\\s*|\\s+)(?:(?:don|doña|mr\\.|mrs\\.|ms\\.)\\s+)?${escapeRegExp(nameToken)}(\\s*,(?=\\s))?`,
    'giu',
  );
  return text.replace(
    re,
    (
      match,
      lead: string,
      det: string,
      role: string,
      sep: string,
      after: string | undefined,
      offset: number,
      whole: string,
    ) => {
      if (!roles.has(bare(role))) return match;
      const trailing = sep.includes(',') ? '' : (after ?? '');
      const startsSentence = offset === 0 || /[.!?¡¿]\s*$/.test(whole.slice(0, offset) + lead);
      if (det || !startsSentence) return `${lead}${det}${role}${trailing}`;
      const article = lang === 'es' ? (/a$/i.test(role) ? 'La' : 'El') : 'The';
      return `${lead}${article} ${role.toLowerCase()}${trailing}`;
    },
  );
}

/** A bracket left holding only stand-ins and contact words goes, with the space before it. */
function dropContactBrackets(text: string, tokens: string[]): string {
  const anyToken = new RegExp(alternation(tokens), 'g');
  return text.replace(/\s*\(([^()]*)\)/g, (whole, inside: string) => {
    if (!anyToken.test(inside)) return whole;
    anyToken.lastIndex = 0;
    const rest = inside
      .replace(anyToken, '')
      .replace(CONTACT_WORDS, '')
      .replace(/[\s,;:./-]/g, '');
    return rest ? whole : '';
  });
}

export function tidyScrubbed(
  text: string,
  tokens: { name: string; all: string[] },
  roles: Set<string>,
  lang: Language,
): string {
  return dropContactBrackets(absorbNames(text, roles, tokens.name, lang), tokens.all);
}

/** A title keeps no stand-in: each goes with the little word that led to it ("landlord of [name]"). */
export function titleWithoutStandIns(title: string, tokens: string[]): string {
  const re = new RegExp(
    `\\s*(?:,\\s*)?(?:\\b(?:of|for|with|by|from|to|at|and|named|called|de|del|con|para|por|a|y|en|llamad[oa])\\s+)?(?:${alternation(tokens)})`,
    'giu',
  );
  return title
    .replace(re, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '');
}
