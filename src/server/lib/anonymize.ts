import type { Language } from '../../shared/constants.js';
import { STATE_NAMES } from '../../shared/states.js';
import { placeNames } from '../integrations/ai/offline/index.js';
import { lowerCaseNameSpans, PERSON_ROLES } from './anonymize/names.js';
import {
  removeBirthDates,
  removeIdNumbers,
  removePlates,
  removeSpelledEmails,
  removeSpelledPhones,
  removeZipCodes,
} from './anonymize/numbers.js';
import { bare, NAME_PARTICLES } from './anonymize/person-names.js';
import { escapeRegExp } from './anonymize/reg-exp.js';
import { tidyScrubbed, titleWithoutStandIns } from './anonymize/tidy.js';
import { message } from './messages.js';

/**
 * Removes what identifies a person from a text before it is shown to attorneys in the
 * marketplace: e-mail addresses and phone numbers (also spelled out in words), social security and
 * taxpayer numbers, dates of birth, licence plates, street addresses with their unit and ZIP code,
 * and names. Names are found from the account's own names, from cues ("my name is", "Mr.", "my
 * landlord John", "se llama", "patient maria lopez"), from given-name and surname lists, and from
 * runs of capitalised words that are not known places, agencies or everyday words. What is left is
 * tidied to read naturally ("the tenant", not "Tenant [name]"). The original text is kept
 * separately for the owner.
 */

/**
 * Raised whenever the rules below change: leads for sale whose text an older version wrote are
 * scrubbed again when a server starts (legal_cases.scrubbed_with). Scrubbing twice changes nothing.
 */
export const SCRUBBER_VERSION = 2;

export interface AnonymizeOptions {
  lang: Language;
  /** Names known to belong to the person (first and last name of the account). */
  knownNames?: (string | null | undefined)[];
}

/** What stands in for each kind of detail, from the catalog. */
function tokensFor(lang: Language) {
  return {
    email: message(lang, 'anonymize.email'),
    phone: message(lang, 'anonymize.phone'),
    address: message(lang, 'anonymize.address'),
    name: message(lang, 'anonymize.name'),
    id: message(lang, 'anonymize.id'),
    birthDate: message(lang, 'anonymize.birthDate'),
    plate: message(lang, 'anonymize.plate'),
  };
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[a-z]{2,}/giu;
const PHONE =
  /(?<![\w$])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?![\w])|(?<![\w$/.-])\d{3}-\d{4}(?![\w/.-])/g;

const SUFFIX =
  'street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|court|ct|way|place|pl|parkway|pkwy|highway|hwy|circle|cir|terrace|ter|trail|trl|loop|square|sq';
const UNIT = '(?:,?\\s*(?:apt|apartment|unit|suite|ste|#|apto|depto|interior|int)\\.?\\s*#?[\\w-]+)?';
const STREET_WORD =
  "(?!(?:the|a|an|and|down|up|of|to|on|in|at|for|my|near|by|from|off|across|de|la|el|mi|por|en|cerca)\\b)(?!\\d+\\b)[\\p{L}\\p{N}'.-]+";
const ADDRESSES: RegExp[] = [
  new RegExp(
    `\\b\\d{1,6}\\s+(?:[NSEW]\\.?\\s+|(?:north|south|east|west)\\s+)?(?:${STREET_WORD}\\s+){1,3}(?:${SUFFIX})\\b\\.?(?:\\s+(?:NE|NW|SE|SW|N|S|E|W)\\b)?${UNIT}`,
    'giu',
  ),
  new RegExp(
    `\\b\\d{1,6}\\s+(?:calle|camino|avenida|callej[oó]n)\\s+(?:${STREET_WORD}\\s*){1,3}${UNIT}`,
    'giu',
  ),
  new RegExp(
    `\\b(?:calle|avenida|av\\.|camino|callej[oó]n|carretera)\\s+(?:${STREET_WORD}\\s+){1,3}#?\\d{1,6}\\b${UNIT}`,
    'giu',
  ),
  /\bP\.?\s?O\.?\s+Box\s+\d+\b/gi,
];

// Two letters at least, and a hyphen only inside a word: "Form I-130" and "W-2" name no one.
const NAME_WORD = "\\p{Lu}(?:\\p{Ll}|['’-](?=\\p{Ll}))+(?:['’-]\\p{Lu}\\p{Ll}+)?|\\p{Lu}['’]\\p{Lu}\\p{Ll}+";
const NAME_RUN = `(?:${NAME_WORD})(?:\\s+(?:de|del|de la|van|von|y)?\\s*(?:${NAME_WORD})){0,3}`;
const CUED: RegExp[] = [
  new RegExp(
    `\\b(?:my name is|i am|i'm|me llamo|mi nombre es|soy|se llama|named|called|llamad[oa])\\s+(${NAME_RUN})`,
    'gu',
  ),
  new RegExp(
    `\\b(?:Mr|Mrs|Ms|Miss|Dr|Sr|Sra|Srta|Don|Doña|Lic|Licenciad[oa]|Officer|Judge|Juez|Jueza|Oficial)\\.?\\s+(${NAME_RUN})`,
    'gu',
  ),
  new RegExp(
    `\\b(?:landlord|landlady|boss|manager|supervisor|husband|wife|ex|son|daughter|neighbor|brother|sister|friend|coworker|casero|casera|jefe|jefa|patr[oó]n|esposo|esposa|vecin[oa]|hij[oa]|herman[oa]|amig[oa]|compañer[oa]|dueñ[oa])\\s*,?\\s+(${NAME_RUN})`,
    'gu',
  ),
];

/** Capitalised words that are not names: places, agencies, companies, calendar and sentence words. */
const NOT_NAMES = new Set(
  `I I'm I've I'll The A An My Our We He She They It This That These Those When After Before Then But And So Now
  If Also Please Thanks Hello Hi Dear On In At For From To With About During While Until Just Only Is Was Are Can Do Does Did Has Have Had Will Would Should Could Not Any Some Every All One Two Three
  En Con Para Sin Sobre Durante Mientras Hasta Al Del De Ese Esa Este Esta Eso Esto Todo Todos Ayúdenme Ayuda Buenas Buenos Tardes Noches Días Señor Señora Yes No Today Yesterday Tomorrow Last Next Since Because What How Why Where Who
  El La Los Las Mi Mis Yo Nosotros Él Ella Ellos Cuando Después Luego Pero Y Hace Hola Gracias Por Favor Ayer Hoy
  Mañana Desde Porque Que Qué Como Cómo Donde Dónde Sí Ya Entonces Ahora Tengo Estoy Necesito Quiero Me Le Nos Un Una
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday Lunes Martes Miércoles Jueves Viernes Sábado Domingo
  January February March April May June July August September October November December Enero Febrero Marzo Abril
  Mayo Junio Julio Agosto Septiembre Setiembre Octubre Noviembre Diciembre Christmas Navidad Thanksgiving Easter
  God Dios English Spanish Español Inglés Mexican Mexicano Mexicana Latino Latina Hispanic American Americans
  Mexico México Guatemala Honduras Salvador El Nicaragua Cuba Venezuela Colombia Perú Peru Ecuador Dominican
  United States Estados Unidos America América US USA Nuevo Nueva New North South West Carolina Dakota Virginia
  Act Law Fair Housing Court Corte Labor Department Departamento Office Oficina Services Servicios Center Centro
  Authority Commission Section Sección Security Social Seguro Federal State Estado City Ciudad County Condado
  District Distrito Supreme Superior Municipal Magistrate Family Familia Legal Aid Immigration Inmigración Customs
  Enforcement Border Patrol Homeland Apartments Apartment Apartamentos Hospital Medical Clinic Clínica School
  Escuela University College Church Iglesia Insurance Company Compañía Inc LLC Corp Bank Banco Credit Union Card
  Visa Green Notice Appear Medicaid Medicare Walmart Target Home Depot McDonald's Amazon Uber Lyft Geico Farm
  Progressive Allstate Wells Fargo Chase Facebook WhatsApp Google Zelle Venmo Cash App Covid Ford Toyota Honda
  Chevy Chevrolet Nissan Dodge Street Avenue Road Calle Avenida Highway Interstate Police Policía Sheriff Judge
  Juez Officer Oficial Mr Mrs Ms Dr Sr Sra Srta Don Doña Lawyer Attorney Abogado Abogada Landlord Casero Jefe Boss
  Form Forma Formulario Case Caso Title Chapter Capítulo Rule Regla Exhibit`
    .split(/\s+/)
    .concat(STATE_NAMES.flatMap((n) => n.split(' '))),
);

/**
 * Cities, kept only when named as a place ("in Henderson", "de Santa Rosa"): many are also people's
 * names (Henderson, Maria, Rosa, Jackson), and a name must never be kept because a town shares it.
 */
const CITY_NAMES = new Set(placeNames());
// Named as a place: after "in", "de" … or after an address; or followed by its state ("Henderson, NV").
const PLACE_BEFORE =
  /(?:(?:^|[^\p{L}])(?:in|en|from|de|desde|near|cerca de|to|a|at|of|outside|around)\s+|\]\s*,\s*)$/iu;
const STATE_AFTER = new RegExp(`^,?\\s+(?:[A-Z]{2}\\b|${STATE_NAMES.join('|')})`, 'u');

function replaceNameRun(run: string, token: string, before = '', after = ''): string {
  const words = run.split(/\s+/);
  if (words.every((w) => NOT_NAMES.has(w) || /^(?:de|del|la|van|von|y)$/.test(w))) return run;
  if (CITY_NAMES.has(run) && (PLACE_BEFORE.test(before) || STATE_AFTER.test(after))) return run;
  return token;
}

/** The small words of a full name, but not "y": "Rosa y Carlos" are two people. */
const JOINING_PARTICLES = [...NAME_PARTICLES].filter((w) => w !== 'y' && w !== 'e').join('|');

/** Replaces the given [start, end) spans, which do not overlap and come in order. */
function replaceSpans(text: string, spans: [number, number][], token: string): string {
  let out = text;
  for (const [start, end] of [...spans].reverse()) out = out.slice(0, start) + token + out.slice(end);
  return out;
}

function removeNumbersAndContacts(text: string, t: ReturnType<typeof tokensFor>): string {
  let out = removeSpelledEmails(text.replace(EMAIL, t.email), t.email);
  out = removeBirthDates(removeIdNumbers(out, t.id), t.birthDate);
  out = removePlates(removeSpelledPhones(out.replace(PHONE, t.phone), t.phone), t.plate);
  for (const re of ADDRESSES) out = out.replace(re, t.address);
  return removeZipCodes(out, t.address);
}

export function anonymize(text: string, options: AnonymizeOptions): string {
  const t = tokensFor(options.lang);
  let out = removeNumbersAndContacts(text, t);
  for (const name of options.knownNames ?? []) {
    const clean = name?.trim();
    if (!clean || clean.length < 2) continue;
    for (const part of clean.split(/\s+/).filter((p) => p.length >= 2 && !NAME_PARTICLES.has(bare(p)))) {
      out = out.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(part)}(?![\\p{L}])`, 'giu'), t.name);
    }
  }
  for (const re of CUED)
    out = out.replace(re, (m, name: string) => m.replace(name, replaceNameRun(name, t.name)));
  out = replaceSpans(
    out,
    lowerCaseNameSpans(out, (word) => NOT_NAMES.has(word)),
    t.name,
  );
  out = out.replace(new RegExp(NAME_RUN, 'gu'), (run: string, offset: number, whole: string) => {
    const words = run.split(/\s+/);
    // "Tenant Rosa Martinez": the role stays, so the tidying can write "the tenant".
    if (words.length > 1 && PERSON_ROLES.has(bare(words[0] ?? '')))
      return `${words[0]} ${replaceNameRun(words.slice(1).join(' '), t.name)}`;
    // A sentence's first word is capitalised anyway, so alone it says nothing; judge the words after it.
    if (/(?:^|[.!?¿¡:]\s*|\n\s*)$/.test(whole.slice(0, offset))) {
      if (words.length === 1) return run;
      if (NOT_NAMES.has(words[0] ?? ''))
        return `${words[0]} ${replaceNameRun(words.slice(1).join(' '), t.name)}`;
    }
    const before = whole.slice(Math.max(0, offset - 16), offset);
    return replaceNameRun(run, t.name, before, whole.slice(offset + run.length, offset + run.length + 24));
  });
  const all = Object.values(t);
  // One stand-in for one person: "[name] de la [name]" was one name.
  const repeated = `(${all.map(escapeRegExp).join('|')})(?:\\s+(?:(?:${JOINING_PARTICLES})\\s+)*\\1)+`;
  out = out.replace(new RegExp(repeated, 'gi'), '$1');
  return tidyScrubbed(out, { name: t.name, all }, PERSON_ROLES, options.lang);
}

/**
 * A listed case's title: scrubbed like any text, then with no stand-in left in it ("Deposit kept
 * by landlord of [name]" → "Deposit kept by landlord"); a title that held nothing else is named
 * by the catalog's plain "Legal case".
 */
export function anonymizeTitle(text: string, options: AnonymizeOptions): string {
  const title = titleWithoutStandIns(anonymize(text, options), Object.values(tokensFor(options.lang)));
  if (!/\p{L}/u.test(title)) return message(options.lang, 'anonymize.untitledCase');
  return title.charAt(0).toUpperCase() + title.slice(1);
}
