/** The 50 US states plus DC: code and English name (names are proper nouns, same in Spanish). */
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

export function stateName(code: string): string | undefined {
  if (code === DC[0]) return DC[1];
  return US_STATES.find(([c]) => c === code)?.[1];
}

/**
 * The state code for a code or an English name in any letter case and with or without accents
 * ("NM", "new mexico", "New México"); undefined when it is neither.
 */
export function stateCodeOf(input: string): string | undefined {
  const value = input.trim();
  const upper = value.toUpperCase();
  if (upper === DC[0] || STATE_CODES.includes(upper as (typeof STATE_CODES)[number])) return upper;
  const folded = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (folded === DC[1].toLowerCase()) return DC[0];
  return US_STATES.find(([, name]) => name.toLowerCase() === folded)?.[0];
}
