import { bare, GIVEN_NAMES, SURNAMES, WORDLIKE_SURNAMES } from './person-names.js';

/**
 * Names typed without capitals. Three honest rules, so that ordinary words are never guessed at:
 * a title or naming phrase ("mr.", "dr.", "named", "me llamo") is followed by a name, whatever the
 * word; a person's role ("patient", "my neighbor", "la inquilina", "soy") is followed by a name
 * only when the word is a known given name or surname; and a given name followed by a surname is a
 * name anywhere. Capitalised names are found by the caller's own rules.
 */

/** Titles and naming phrases, as words: after them comes a name unless the word is a common one. */
const STRONG_CUES = [
  'mr',
  'mrs',
  'ms',
  'dr',
  'dra',
  'sr',
  'sra',
  'srta',
  'lic',
  'don',
  'dona',
  'named',
  'llamado',
  'llamada',
  'my name is',
  'me llamo',
  'mi nombre es',
  'se llama',
].map((c) => c.split(' '));
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'dra', 'sr', 'sra', 'srta', 'lic']);

/** A person's role or relation: a known name may follow. */
const ROLE_CUES = `patient client tenant landlord landlady neighbor neighbour boss manager supervisor
  coworker co-worker husband wife ex ex-husband ex-wife son daughter brother sister friend cousin uncle
  aunt mother father mom dad adjuster defendant plaintiff contractor owner doctor teacher officer
  employer driver mechanic roommate partner am i'm soy paciente cliente inquilino inquilina casero
  casera vecino vecina jefe jefa patron patrona gerente supervisora companero companera esposo esposa
  exesposo exesposa ex-esposo ex-esposa hijo hija hermano hermana amigo amiga cunado cunada ajustador
  ajustadora contratista dueno duena doctor doctora maestro maestra mecanico mecanica chofer primo
  prima tio tia mama papa senor senora`;
const ROLES = new Set(ROLE_CUES.split(/\s+/));
/** The roles a removed name may be folded into ("the tenant"): all but "am", "i'm" and "soy". */
export const PERSON_ROLES = new Set([...ROLES].filter((r) => !['am', "i'm", 'soy'].includes(r)));

/** Words that are never a name, even after a title: "the tenant named in the suit", "el señor que". */
const COMMON = new Set(
  `a an the and or but nor of in on at to for with by from as into about after before than then
  is are was were be been am has have had do does did will would can could should may might must
  not never also just only very so too that this these those there here who whom whose which what
  when where why how all any some no yes it he she they we you i me him her them us my your his its
  our their said says told asked called came went got gets lives lived works worked paid owes
  y o u e ni de del la el los las lo un una unos unas al a en con por para sin sobre que quien cual
  es son era fue ser está esta estan están este ese esa eso esto muy más mas ya no si sí se me te le
  les nos mi mis tu tus su sus dijo dice vive vino tiene tenía debe pagó también tambien pero como
  cuando donde`.split(/\s+/),
);

interface Word {
  text: string;
  bare: string;
  start: number;
  end: number;
}

const isGiven = (w: Word) => GIVEN_NAMES.has(w.bare);
const isSurname = (w: Word) => SURNAMES.has(w.bare);
const isAnySurname = (w: Word) => SURNAMES.has(w.bare) || WORDLIKE_SURNAMES.has(w.bare);
const isKnownName = (w: Word) => isGiven(w) || isSurname(w);

/** The words of a text with where each is. */
function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}][\p{L}'’-]*/gu)].map((m) => ({
    text: m[0],
    bare: bare(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** What lies between two words: a name continues only across spaces (and a comma after a cue). */
function gap(text: string, a: Word, b: Word): string {
  return text.slice(a.end, b.start);
}

/** Does a cue end at word i? Returns its kind. */
function cueAt(words: Word[], i: number): 'strong' | 'role' | null {
  for (const cue of STRONG_CUES) {
    const first = i - cue.length + 1;
    if (first < 0) continue;
    if (cue.every((c, k) => words[first + k]?.bare === c)) return 'strong';
  }
  return ROLES.has((words[i] as Word).bare) ? 'role' : null;
}

/**
 * The index of the last word of the name that starts at word i, or null when there is none. A name
 * is one or more given names and surnames joined by spaces or "de", "del", "de la".
 */
function nameFrom(words: Word[], i: number, text: string, firstOk: (w: Word) => boolean): number | null {
  const first = words[i];
  if (!first || !firstOk(first)) return null;
  let last = i;
  for (let j = i + 1; j < words.length; j++) {
    const w = words[j] as Word;
    if (!/^\s+$/.test(gap(text, words[j - 1] as Word, w))) break;
    if (isGiven(w) || isAnySurname(w)) last = j;
    else if (!['de', 'del', 'la'].includes(w.bare)) break;
  }
  return last;
}

/**
 * Spans [start, end) of names typed without capitals (or with them: the rules do not care).
 * `notAName` holds the caller's words that are never names (places, agencies, companies), in the
 * case the caller writes them, so that "a company named Walmart" keeps the company.
 */
export function lowerCaseNameSpans(text: string, notAName: (word: string) => boolean): [number, number][] {
  const words = wordsOf(text);
  const spans: [number, number][] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as Word;
    const next = words[i + 1];
    if (!next) break;
    let start = i;
    let last: number | null = null;
    const cue = cueAt(words, i);
    const between = gap(text, w, next);
    if (cue && (ABBREVIATIONS.has(w.bare) ? /^\.?\s+$/ : /^,?\s+$/).test(between)) {
      const firstOk =
        cue === 'strong'
          ? (x: Word) => !COMMON.has(x.bare) && !ROLES.has(x.bare) && !notAName(x.text)
          : isKnownName;
      start = i + 1;
      last = nameFrom(words, start, text, firstOk);
    }
    if (last === null && isGiven(w) && isAnySurname(next) && /^\s+$/.test(between)) {
      start = i;
      last = nameFrom(words, i, text, isGiven);
    }
    if (last === null) continue;
    spans.push([(words[start] as Word).start, (words[last] as Word).end]);
    i = last;
  }
  return spans;
}
