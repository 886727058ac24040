import { type Language, LOCALES } from './constants.js';

/** The 50 US states plus DC: code and English name (the Spanish ones that differ are below). */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

export const DC: readonly ['DC', 'District of Columbia'] = ['DC', 'District of Columbia'];

/** The 50 states (the intake form and marketplace filters). */
export const STATE_CODES = US_STATES.map(([code]) => code);
/** The 50 states plus DC (registration). */
export const STATE_CODES_WITH_DC: string[] = [...STATE_CODES, DC[0]];
export const STATE_NAMES = US_STATES.map(([, name]) => name);

/** The names Spanish gives differently from English; every other state keeps its English name. */
const SPANISH_NAMES: Readonly<Record<string, string>> = {
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MS: 'Misisipi',
  MO: 'Misuri',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
};

/** A state's name in the reader's language (English by default); undefined for an unknown code. */
export function stateName(code: string, lang: Language = 'en'): string | undefined {
  const english = code === DC[0] ? DC[1] : US_STATES.find(([c]) => c === code)?.[1];
  if (!english || lang === 'en') return english;
  return SPANISH_NAMES[code] ?? english;
}

/** Code and name of every state (and DC when asked), in the reader's language and alphabetical order. */
export function stateOptions(lang: Language, { withDc = false } = {}): [code: string, name: string][] {
  return (withDc ? STATE_CODES_WITH_DC : STATE_CODES)
    .map((code): [string, string] => [code, stateName(code, lang) ?? code])
    .sort((a, b) => a[1].localeCompare(b[1], LOCALES[lang]));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/**
 * The state code for a code or a name in English or Spanish, in any letter case and with or without
 * accents ("NM", "new mexico", "Nuevo Mexico"); undefined when it is none of them.
 */
export function stateCodeOf(input: string): string | undefined {
  const value = input.trim();
  const upper = value.toUpperCase();
  if (upper === DC[0] || STATE_CODES.includes(upper as (typeof STATE_CODES)[number])) return upper;
  const folded = fold(value);
  return STATE_CODES_WITH_DC.find(
    (code) => fold(stateName(code) ?? '') === folded || fold(SPANISH_NAMES[code] ?? '') === folded,
  );
}
