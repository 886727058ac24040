import { STATE_NAMES } from '../../../shared/states.js';
import { escapeRegExp } from './reg-exp.js';

/**
 * Numbers and contacts that identify a person: social security and taxpayer numbers, dates of
 * birth, licence plates, e-mail addresses and phone numbers spelled out in words, and the ZIP code
 * left beside a removed address. Each takes the text and the stand-in from the catalog.
 */

/** 123-45-6789 or 123 45 6789 (an ITIN is written the same way), or nine digits after its name. */
const ID_NUMBER = /(?<![\w$.,/-])\d{3}([- ])\d{2}\1\d{4}(?![\w/-])/g;
const ID_AFTER_NAME =
  /\b((?:ssn|ss#|social security(?: number| no\.?)?|itin|tin|(?:n[uú]mero de )?seguro social)\s*(?:#|number|no\.?|is|es|:)?\s*)\d{9}\b/giu;

export function removeIdNumbers(text: string, token: string): string {
  return text.replace(ID_NUMBER, token).replace(ID_AFTER_NAME, (_, cue: string) => cue + token);
}

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|octubre|noviembre|diciembre';
const DATE = `(?:\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}-\\d{1,2}-\\d{1,2}|(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+(?:de\\s+)?(?:${MONTHS})\\s+(?:de(?:l)?\\s+)?\\d{4})`;
/** A date is a date of birth when it follows DOB, born, birthday, nací, fecha de nacimiento … */
const BIRTH_DATE = new RegExp(
  `\\b((?:d\\.?o\\.?b\\.?|date of birth|birth ?date|birthday|born(?: on)?|fecha de nacimiento|f\\. de nac\\.|cumpleaños|nac[ií](?:d[oa])?(?: el)?|naci[oó] el)(?![\\p{L}])[^\\d\\n.;]{0,12}?)${DATE}(?![\\d/])`,
  'giu',
);

export function removeBirthDates(text: string, token: string): string {
  return text.replace(BIRTH_DATE, (_, cue: string) => cue + token);
}

/**
 * A plate: after plate, tag, placa or matrícula (the value must hold a digit), or on its own as
 * the letters-and-digits shapes states issue (8ABC123, ABC1234), written in capitals.
 */
const PLATE_AFTER_NAME =
  /\b((?:license plate|licence plate|plates?|tag|placas?|matr[ií]cula)s?\s*(?:number|no\.?|n[uú]mero|#|:)?\s*)([A-Z0-9]{2,8})(?![\p{L}\p{N}])/giu;
const PLATE = /(?<![\w-])(?:\d[A-Z]{3}\d{3}|[A-Z]{3}-?\d{3,4}|\d{3}-?[A-Z]{3})(?![\w-])/g;

export function removePlates(text: string, token: string): string {
  return text
    .replace(PLATE_AFTER_NAME, (whole, cue: string, value: string) =>
      /\d/.test(value) ? cue + token : whole,
    )
    .replace(PLATE, token);
}

const AT = String.raw`(?:\s*[([]\s*(?:at|arroba)\s*[)\]]\s*|\s+(?:at|arroba)\s+)`;
const DOT = String.raw`(?:\s*[([]\s*(?:dot|punto)\s*[)\]]\s*|\s+(?:dot|punto)\s+|\.)`;
/** jdoe at gmail dot com, maria.lopez (at) yahoo (dot) com, jdoe arroba gmail punto com. */
const SPELLED_EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}._%+-])[\\p{L}\\p{N}._%+-]+${AT}[\\p{L}\\p{N}-]+(?:${DOT}[\\p{L}\\p{N}-]+)*?${DOT}(?:com|net|org|edu|gov|mx|es|us|co|io|info)\\b`,
  'giu',
);

export function removeSpelledEmails(text: string, token: string): string {
  return text.replace(SPELLED_EMAIL, token);
}

const DIGIT =
  '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|\\d)';
/** Seven or more digits in a row, in words or one by one: "five oh five, five five five …". */
const SPELLED_PHONE = new RegExp(
  `(?<![\\p{L}\\p{N}])${DIGIT}(?:[\\s,.-]+${DIGIT}){6,}(?![\\p{L}\\p{N}])`,
  'giu',
);

export function removeSpelledPhones(text: string, token: string): string {
  return text.replace(SPELLED_PHONE, token);
}

const ZIP = String.raw`\d{5}(?:-\d{4})?`;
const STATE_BEFORE_ZIP = new RegExp(
  `((?:,\\s*|\\s+)(?:[A-Z]{2}|${STATE_NAMES.join('|')}))\\s+${ZIP}\\b`,
  'gu',
);
const ZIP_AFTER_NAME = new RegExp(
  `(,\\s*)?\\b(zip(?: code)?|c[oó]digo postal|c\\.?p\\.?)\\s*:?\\s*${ZIP}\\b`,
  'giu',
);

/**
 * The ZIP code that identifies where someone lives, once the street is gone: after a state ("NM
 * 87102"), after its name ("zip 87110", "código postal 79901") or right after the address itself.
 */
export function removeZipCodes(text: string, addressToken: string): string {
  const afterAddress = new RegExp(`(${escapeRegExp(addressToken)}),?\\s*${ZIP}\\b`, 'gu');
  return text
    .replace(STATE_BEFORE_ZIP, '$1')
    .replace(ZIP_AFTER_NAME, (_, comma: string | undefined, cue: string) =>
      comma ? '' : `${cue} ${addressToken}`,
    )
    .replace(afterAddress, '$1');
}
