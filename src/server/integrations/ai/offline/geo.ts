import type { Language } from '../../../../shared/constants.js';
import { ownValue } from '../../../../shared/own.js';
import { stateName, US_STATES } from '../../../../shared/states.js';
import { fold } from './text.js';

/** Spanish names in common use; the rest are written the same in both languages. */
const SPANISH_NAMES: Record<string, string> = {
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NJ: 'Nueva Jersey',
  NC: 'Carolina del Norte',
  SC: 'Carolina del Sur',
  ND: 'Dakota del Norte',
  SD: 'Dakota del Sur',
  PA: 'Pensilvania',
  LA: 'Luisiana',
  HI: 'Hawái',
  WV: 'Virginia Occidental',
  NH: 'Nuevo Hampshire',
  MS: 'Misisipi',
  OR: 'Oregón',
  MI: 'Míchigan',
  DC: 'Distrito de Columbia',
};

export function stateDisplayName(code: string, lang: Language): string {
  const spanish = lang === 'es' ? ownValue(SPANISH_NAMES, code) : undefined;
  if (spanish) return spanish;
  return stateName(code) ?? code;
}

/** Folded name → code, longest names first so "west virginia" wins over "virginia". */
const NAME_ALIASES: [string, string][] = (() => {
  const pairs: [string, string][] = US_STATES.map(([code, name]) => [fold(name).trim(), code]);
  for (const [code, name] of Object.entries(SPANISH_NAMES)) pairs.push([fold(name).trim(), code]);
  pairs.push(
    ['nuevo mejico', 'NM'],
    ['new mexcio', 'NM'],
    ['nueva mexico', 'NM'],
    ['tejas', 'TX'],
    ['califonia', 'CA'],
    ['californa', 'CA'],
    ['florda', 'FL'],
    ['arisona', 'AZ'],
    ['ilinois', 'IL'],
    ['washington dc', 'DC'],
    ['washington d c', 'DC'],
    ['distrito de columbia', 'DC'],
    ['district of columbia', 'DC'],
  );
  return pairs.sort((a, b) => b[0].length - a[0].length);
})();

/** Cities that point to one state without doubt. */
const CITY_HINTS: [string, string][] = `
  albuquerque=NM, las cruces=NM, santa fe=NM, rio rancho=NM, farmington=NM, los angeles=CA,
  san diego=CA, san francisco=CA, san jose=CA, fresno=CA, sacramento=CA, oakland=CA, bakersfield=CA,
  santa ana=CA, riverside=CA, houston=TX, dallas=TX, san antonio=TX, austin=TX, el paso=TX,
  fort worth=TX, mcallen=TX, brownsville=TX, laredo=TX, phoenix=AZ, tucson=AZ, mesa arizona=AZ,
  chicago=IL, miami=FL, orlando=FL, tampa=FL, jacksonville=FL, hialeah=FL, new york city=NY, nyc=NY,
  brooklyn=NY, bronx=NY, queens=NY, manhattan=NY, denver=CO, las vegas=NV, reno=NV, atlanta=GA,
  seattle=WA, newark=NJ, philadelphia=PA, filadelfia=PA, boston=MA, detroit=MI, raleigh=NC,
  nashville=TN, memphis=TN, salt lake city=UT, oklahoma city=OK, omaha=NE, minneapolis=MN,
  milwaukee=WI, baltimore=MD, cleveland=OH, indianapolis=IN, louisville=KY, new orleans=LA,
  nueva orleans=LA, birmingham alabama=AL, little rock=AR, honolulu=HI, anchorage=AK, boise=ID,
  des moines=IA, wichita=KS, providence=RI, hartford=CT
`
  .split(',')
  .map((pair) => pair.trim().split('=') as [string, string]);

/** Two-letter codes that are also everyday words ("IN", "OR", "ME", Spanish "LA", "DE", "MI" …). */
const AMBIGUOUS_CODES = new Set([
  'IN',
  'OR',
  'ME',
  'OK',
  'HI',
  'DE',
  'LA',
  'AL',
  'MA',
  'PA',
  'MI',
  'VA',
  'ID',
  'NE',
  'CO',
  'MO',
  'SD',
]);
const CODES = new Set<string>(US_STATES.map(([c]) => c));

interface Found {
  code: string;
  at: number;
}

function findNames(folded: string, original: string): Found[] {
  const out: Found[] = [];
  let masked = folded;
  for (const [alias, code] of NAME_ALIASES) {
    let from = 0;
    for (;;) {
      const at = masked.indexOf(` ${alias} `, from);
      if (at < 0) break;
      from = at + alias.length;
      // "Montaña" folds to "montana" and "Nevada" is also a snowfall: keep those only when capitalised.
      if (
        (alias === 'montana' && /montaña/i.test(original)) ||
        (alias === 'nevada' && !/Nevada/.test(original))
      ) {
        continue;
      }
      if (
        alias === 'washington' &&
        / (dc|d c) /.test(masked.slice(at + alias.length, at + alias.length + 6))
      ) {
        continue;
      }
      out.push({ code, at });
      masked = masked.slice(0, at + 1) + '#'.repeat(alias.length) + masked.slice(at + 1 + alias.length);
    }
  }
  return out;
}

function findCodes(original: string): Found[] {
  const out: Found[] = [];
  const re = /(^|[^A-Za-z])([A-Z]{2})(?![A-Za-z])/g;
  for (const m of original.matchAll(re)) {
    const code = m[2] ?? '';
    if (!CODES.has(code)) continue;
    const at = (m.index ?? 0) + (m[1]?.length ?? 0);
    if (AMBIGUOUS_CODES.has(code)) {
      // Only "City, XX" or "XX 87102" count for a code that is also a word.
      const before = original.slice(Math.max(0, at - 2), at);
      const after = original.slice(at + 2, at + 9);
      if (!/,\s?$/.test(before) && !/^\s\d{5}/.test(after)) continue;
    }
    out.push({ code, at: Math.round((at / Math.max(1, original.length)) * 1000) });
  }
  return out;
}

/** Every state named in the text, first mention first, each once. */
export function findStates(original: string, folded = fold(original)): string[] {
  let found = findNames(folded, original);
  if (found.length === 0) found = findCodes(original);
  if (found.length === 0) {
    for (const [city, code] of CITY_HINTS) {
      const at = folded.indexOf(` ${city} `);
      if (at >= 0) found.push({ code, at });
    }
  }
  const ordered = found.sort((a, b) => a.at - b.at).map((f) => f.code);
  return [...new Set(ordered)];
}

/** Words that are place names but also everyday words in English or Spanish, left as written. */
const NOT_ALWAYS_PLACES = new Set([
  'nevada',
  'montana',
  'colorado',
  'reno',
  'queens',
  'providence',
  'el paso',
  'mesa arizona',
]);
const SPECIAL_CASE: Record<string, string> = { mcallen: 'McAllen', nyc: 'NYC' };

function titleCase(folded: string): string {
  return (
    ownValue(SPECIAL_CASE, folded) ??
    folded.replace(/\b\p{L}/gu, (c) => c.toUpperCase()).replace(/\bDe\b|\bDel\b/g, (w) => w.toLowerCase())
  );
}

/** Canonical spellings of states and cities, keyed by their folded form. */
const PLACE_SPELLINGS: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [, name] of US_STATES) map.set(fold(name).trim(), name);
  for (const name of Object.values(SPANISH_NAMES)) map.set(fold(name).trim(), name);
  for (const [city] of CITY_HINTS) if (!map.has(city)) map.set(city, titleCase(city));
  for (const word of NOT_ALWAYS_PLACES) map.delete(word);
  return map;
})();
const PLACE_PATTERN = new RegExp(
  `(?<![\\p{L}])(${[...PLACE_SPELLINGS.keys()]
    .sort((a, b) => b.length - a.length)
    .map((k) => k.replace(/ /g, '\\s+').replace(/[aeiou]/g, (v) => `[${v}${'áéíóú'['aeiou'.indexOf(v)]}]`))
    .join('|')})(?![\\p{L}])`,
  'giu',
);

/** Writes state and city names written all in lower case with their capitals and accents. */
export function capitalizePlaces(text: string): string {
  return text.replace(PLACE_PATTERN, (m) => {
    if (m !== m.toLowerCase()) return m;
    return PLACE_SPELLINGS.get(fold(m).trim()) ?? m;
  });
}

/** Every word of the state and city names the engine knows, capitalised ("Las", "Cruces", "México" …). */
export function placeWords(): string[] {
  return [...PLACE_SPELLINGS.values()].flatMap((name) => name.split(' '));
}
