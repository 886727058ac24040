import { stateCodeOf } from '../states.js';

/**
 * Words that say what kind of business a firm is rather than who it is (spec §2: the firm name is
 * shown without company suffixes and words such as LLC, Inc., Law Firm, Attorney). Order matters:
 * the longer phrases go before the single words they contain.
 */
const FIRM_NOISE: RegExp[] = [
  /\battorneys?\s+(?:and|&)\s+counselors?\s+at\s+law\b/giu,
  /\battorneys?\s+at\s+law\b/giu,
  /\b(?:the\s+)?law\s+(?:firm|offices?)(?:\s+of)?\b/giu,
  /\battorneys?\b/giu,
  // Company forms, with or without dots and spaces between the letters: LLC, L.L.C., P.L.L.C., P.C.
  /(?<=^|[\s,])(?:p\.?\s?l\.?\s?l\.?\s?c|l\.?\s?l\.?\s?c|l\.?\s?l\.?\s?p|p\.?\s?c|p\.?\s?a|inc|ltd|corp|co)\.?(?=$|[\s,])/giu,
];

/** Punctuation left dangling at either end once the noise words are gone. */
const LOOSE_ENDS = /^[\s,&.\-–—]+|[\s,&\-–—]+$/gu;

/** The firm name as a person says it: "Law Offices of Soto & Vega, PLLC" → "Soto & Vega". */
export function cleanFirmName(firm: string | null | undefined): string {
  if (!firm) return '';
  let name = firm.normalize('NFC');
  for (const pattern of FIRM_NOISE) name = name.replace(pattern, ' ');
  name = name.replace(/\s*,\s*(?=,|$)/gu, '');
  return name.replace(/\s+/gu, ' ').replace(LOOSE_ENDS, '').replace(/\s+,/gu, ',').trim();
}

const ZIP = /\s*\d{5}(?:-\d{4})?$/u;
const COUNTRY = /^(?:usa|u\.s\.a\.?|us|united states(?: of america)?)$/iu;
const STREETISH = /^\d|\b(?:suite|ste|unit|apt|floor|fl|room|rm|p\.?o\.? box)\b|#/iu;

/** The state code at the end of one part of an address ("Albuquerque NM 87102" → NM), with what precedes it. */
function stateAtEnd(part: string): { code: string; before: string } | null {
  const words = part.replace(ZIP, '').trim().split(/\s+/u);
  // Try the longest ending first so "New Mexico" wins over "Mexico".
  for (let take = Math.min(3, words.length); take >= 1; take--) {
    const code = stateCodeOf(words.slice(-take).join(' '));
    if (code) return { code, before: words.slice(0, -take).join(' ') };
  }
  return null;
}

/**
 * An office address shortened to "City, ST" (spec §2). Parts are split at commas and line breaks;
 * the city is the text before the state in the same part, else the part before it. Without a
 * recognisable state the last part that is not a street, a zip or a country is kept as it is.
 */
export function cityAndState(address: string | null | undefined): string {
  if (!address) return '';
  const parts = address
    .split(/[,\n;]+/u)
    .map((p) => p.trim())
    .filter((p) => p && !COUNTRY.test(p));
  for (let i = parts.length - 1; i >= 0; i--) {
    const found = stateAtEnd(parts[i] as string);
    if (!found) continue;
    const sameLine = found.before && !STREETISH.test(found.before) ? found.before : '';
    const previous = parts[i - 1];
    const city = sameLine || (previous && !STREETISH.test(previous) ? previous : '');
    return city ? `${city}, ${found.code}` : found.code;
  }
  const plain = parts.filter((p) => !STREETISH.test(p) && !/^\d+$/u.test(p.replace(ZIP, '')));
  return plain.at(-1)?.replace(ZIP, '').trim() ?? '';
}

/** Up to two capital initials for an avatar drawn from a name ("maría  de la cruz" → "MC"). */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const first = (firstName ?? '').trim();
  const lastWords = (lastName ?? '').trim().split(/\s+/u).filter(Boolean);
  const last = lastWords.at(-1) ?? '';
  const letters = [first, last]
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return letters || '?';
}

/** Lower case without accents, "law" and punctuation: "Immigration Law" and "immigration" compare equal. */
function specialtyWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/\blaw\b/gu, ' ')
    .replace(/[^a-z]+/gu, ' ')
    .trim();
}

/**
 * Whether an attorney's specialties answer a directory filter. The filter list (spec §3) and the
 * signup list name the same fields differently ("Immigration Law" / "Immigration", "Bankruptcy Law"
 * / "Bankruptcy"), so either may contain the other once "law" and accents are set aside.
 */
export function matchesSpecialty(specialties: readonly string[], filter: string): boolean {
  const wanted = specialtyWords(filter);
  if (!wanted) return true;
  return specialties.some((s) => {
    const have = specialtyWords(s);
    return have !== '' && (have.includes(wanted) || wanted.includes(have));
  });
}
