import type { Language } from '../../../../shared/constants.js';
import { ownValue } from '../../../../shared/own.js';
import { stateName, US_STATES } from '../../../../shared/states.js';
import { PUBLIC_HOSPITALS } from '../../../law/public-hospitals.js';
import { CITIES_NAMED_LIKE_PEOPLE, CITIES_NAMED_LIKE_WORDS, CITY_STATES, TOWN_STATES } from './cities.js';
import { fold } from './text.js';

/** Longest city names first, so "north las vegas" wins over "las vegas". */
const CITY_ENTRIES = [...CITY_STATES].sort((a, b) => b[0].length - a[0].length);
/** Towns not among the cities, and not a state's own name, tried after every city. */
const STATE_NAMES_FOLDED = new Set(US_STATES.map(([, name]) => fold(name).trim()));
const TOWN_ENTRIES = [...TOWN_STATES]
  .filter(([town]) => !CITY_STATES.has(town) && !STATE_NAMES_FOLDED.has(town))
  .sort((a, b) => b[0].length - a[0].length);
/** Public hospitals by name (the law table's list), with their state. */
const HOSPITAL_STATES: [string, string][] = PUBLIC_HOSPITALS.flatMap((h) =>
  h.names.split(',').map((n) => [fold(n).trim(), h.state] as [string, string]),
)
  .filter(([n]) => n)
  .sort((a, b) => b[0].length - a[0].length);

/** Before a town: "in", "from", "near", "outside", never "to" or "of". */
const TOWN_BEFORE =
  /(?:^| )(?:in|en|from|near|cerca de|outside|outside of|around|desde|aqui en|here in|past|(?:north|south|east|west) of|al (?:norte|sur|este|oeste) de|(?:out|up|down|over) by|hospital de|clinica de|pueblo de|town of|city of|village of|visiting|visitando|a visitar|to visit) $/;

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
    ['new jersy', 'NJ'],
    ['nueva jersy', 'NJ'],
    ['nuevo jersey', 'NJ'],
    ['nueva yol', 'NY'],
    ['nueva yor', 'NY'],
    ['nueba york', 'NY'],
    ['new yourk', 'NY'],
    ['nuebo mexico', 'NM'],
    ['north carolia', 'NC'],
    ['carolina del nort', 'NC'],
    ['califonia', 'CA'],
    ['californa', 'CA'],
    ['florda', 'FL'],
    ['arisona', 'AZ'],
    ['ilinois', 'IL'],
    ['washington dc', 'DC'],
    ['mass', 'MA'],
    ['washington d c', 'DC'],
    ['distrito de columbia', 'DC'],
    ['district of columbia', 'DC'],
  );
  return pairs.sort((a, b) => b[0].length - a[0].length);
})();

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
/** The states' codes, and the District's, which people write as often as its name. */
const CODES = new Set<string>([...US_STATES.map(([c]) => c), 'DC']);

interface Found {
  code: string;
  /** Where the mention starts and ends in the folded text. */
  at: number;
  end: number;
  explicit: boolean;
}

/** Blanks out a matched span so a shorter name inside it ("kansas" in "kansas city") is not found again. */
function mask(text: string, at: number, length: number): string {
  return text.slice(0, at + 1) + '#'.repeat(length) + text.slice(at + 1 + length);
}

/**
 * Words before a place that make it a place: "in Charlotte", "en Mesa", "from Buffalo" (but not
 * "de la mesa").
 */
const PLACE_BEFORE =
  /(?:^| )(?:in|en|at|from|de|desde|near|cerca de|to|of|del|around|outside|por|aqui en|here in) $/;
/** A state name followed by one of these is a street ("Ohio Street", "Washington Ave"). */
const STREET_AFTER =
  /^ (?:st|street|ave|avenue|av|road|rd|blvd|boulevard|drive|dr|lane|ln|way|pkwy|parkway|river)\b/;
/**
 * Words before a state name that make it a street: "going down Vermont", "at 41st and Minnesota".
 */
const STREET_BEFORE =
  /(?:(?:going|driving|walking|heading|riding|headed) (?:down|up|along)|\d+(?:st|nd|rd|th) (?:and|y)) $/;

/** Words after which a place is where the person lives (not someone else): it decides between places. */
const HOME_BEFORE = new RegExp(
  '(?:(?:i|we) (?:live|reside)|living|based|located|vivo|vivimos|resido|residimos|radico|radicamos|' +
    'estoy|estamos|i m|im|i am|we re|were|we are|home is|mi casa esta|here|aqui)(?: now| here| currently|' +
    ' ahora| aqui| actualmente)? (?:in|en|at)(?: the| el| la| north| south| east| west| downtown)? $',
);

/**
 * Someone who only gives advice, named with where they live: "Uncle Ray in Baltimore says I have 3
 * years", "mi prima en Houston dice". That place is theirs, not the story's.
 */
const ADVISER_BEFORE = new RegExp(
  '(?:uncle|aunt|cousin|sister|brother|friend|neighbor|coworker|tio|tia|primo|prima|hermano|hermana|' +
    'amigo|amiga|compadre|comadre|cunado|cunada)(?: \\w+){0,4} (?:in|en|from|de) $',
);
const ADVISER_AFTER = /^(?: \w+){0,2} (?:says|said|thinks|told|tells|dice|dijo|cree|me dijo)(?= )/;

/**
 * Someone else's place, or the person's own from another time: "my mom is in Delaware", "my wife's
 * family in Kentucky", "my dad (lives in Idaho)", "a previous employer in Ohio", "cuando vivía con mi
 * tía en Yuma". When the story names another place, this one is not where it happened.
 */
const OTHERS_BEFORE = new RegExp(
  '(?:(?:my|mi|mis|su|sus|his|her|our|their) (?:\\w+ )?(?:mom|mother|dad|father|parents|family|familia|sister|brother|son|' +
    'daughter|wife|husband|girlfriend|boyfriend|cousin|aunt|uncle|grandma|grandmother|grandpa|in laws|roommate|suegra|' +
    'suegro|suegros|mama|papa|padres|hermana|hermano|hija|hijo|esposa|esposo|novia|novio|prima|primo|tia|tio|abuela|' +
    'abuelo)(?: s)?(?: family| parents| familia)?(?: (?:who )?(?:is|are|lives|live|living|moved|stays|vive|viven|esta|estan|' +
    'se mudo|se fue|que vive|que viven|se vino|vino|came|drove|flew|drove up|came up|came down|viajo))?(?: down| up| back| out| in)?' +
    '(?: home)? (?:in|en|to|a|from|de|desde)|(?:algo parecido|something similar|lo mismo|the same thing)(?: \\w+){0,6} (?:en|in)|' +
    '(?:visiting|visitando) (?:\\w+ ){1,3}(?:from|desde|de)|(?:previous|former|old|last|' +
    'anterior) (?:employer|job|boss|company|landlord|apartment|place|trabajo|patron)(?: \\w+){0,2} (?:in|en)|cuando vivia' +
    '(?: con (?:\\w+ ){1,2}?)? en|family in) $',
);
/** A place said inside an aside the person sets apart: "… in Arizona, pero ese ya se arregló". */
const ASIDE_AFTER =
  /^(?: \w+){0,20}? (?:pero|but) (?:that|ese|eso|esa|it|this)(?: \w+){0,3} (?:ya se arreglo|se arreglo|was resolved|is resolved|s sorted|is sorted|was sorted|se resolvio|no claim|healed|ya sano|is over|ya paso)(?= )/;
/** The person who writes lives elsewhere and came to help: their home is not where it happened. */
const VISITOR =
  / (?:vine|vinimos|came|flew|drove) (?:\w+ ){0,4}(?:a cuidar|a ayudar|to help|to take care|to care for|to be with)/;

/** Words before a place the person only travels to: "going back and forth to Oklahoma". */
const TRAVEL_BEFORE =
  /(?:^| )(?:back and forth|trips?|drove|driving|drive|flew|flying|fly|travel\w*|going|went|go|visit\w*|viaj\w*|ida y vuelta|iba|voy|fui)(?: \w+){0,2} (?:to|a|al|para) $/;

/** The harm itself told just before the place: "slipped on a stairway … in East Lansing". */
const EVENT_BEFORE =
  / (?:slipped|fell|tripped|crashed|hit me|bit me|bit my|bitten|got hurt|was hurt|rear ended|t boned|me cai|se cayo|me resbale|se resbalo|me chocaron|me choco|me pego|me mordio|la mordio|lo mordio)(?: \w+){0,16} (?:in|at|en|near|outside|cerca de) (?:\w+ ){0,2}$/;

/** Words after which a place is where the thing happened. */
const HAPPENED_BEFORE = new RegExp(
  '(?:happened|occurred|took place|paso|sucedio|ocurrio|fue)(?: (?:all|right|out|aqui|alla))? ' +
    '(?:in|en|at)(?: the| el| la)? $',
);

/** State names that hold a city's name ("district of columbia" holds Columbia, South Carolina). */
const NAMES_HOLDING_CITIES: string[] = NAME_ALIASES.map(([alias]) => alias).filter((alias) =>
  CITY_ENTRIES.some(([city]) => city !== alias && ` ${alias} `.includes(` ${city} `)),
);

/** Whether the city at `at` is only a part of a state's name written around it. */
function insideStateName(city: string, at: number, folded: string): boolean {
  return NAMES_HOLDING_CITIES.some((alias) => {
    const offset = ` ${alias} `.indexOf(` ${city} `);
    return offset >= 0 && folded.startsWith(` ${alias} `, at - offset);
  });
}

function cityCounts(city: string, at: number, folded: string, original: string): boolean {
  if (insideStateName(city, at, folded)) return false;
  const before = folded.slice(Math.max(0, at - 24), at + 1);
  // "Montgomery County", "el condado de Jackson": counties of that name lie in many states.
  if (CITIES_NAMED_LIKE_PEOPLE.has(city))
    return (
      PLACE_BEFORE.test(before) &&
      !/ (?:condado|county) (?:de|of) $/.test(before) &&
      !folded.startsWith(' county ', at + city.length + 1)
    );
  // Spanish words first ("el pueblo de Millinocket"): only as written with the capital.
  if (city === 'pueblo') return /(?<![\p{L}])Pueblo(?![\p{L}])/u.test(original);
  if (CITIES_NAMED_LIKE_WORDS.has(city)) {
    const capital = new RegExp(`(?<![\\p{L}])${city[0]?.toUpperCase()}${city.slice(1)}(?![\\p{L}])`, 'u');
    return PLACE_BEFORE.test(before) || capital.test(original);
  }
  return true;
}

/**
 * One-word city and state names long enough that a one-letter slip still names them ("Pheonix",
 * "Chicaco").
 */
const FUZZY_MIN = 7;
const RISKY_FOR_TYPOS = new Set([
  'georgia',
  'virginia',
  'colorado',
  'nevada',
  'montana',
  'orlando',
  'florida',
]);
const TYPO_PLACES: Map<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  const names = [...CITY_ENTRIES, ...NAME_ALIASES].filter(
    ([name]) =>
      !name.includes(' ') &&
      name.length >= FUZZY_MIN &&
      !RISKY_FOR_TYPOS.has(name) &&
      !CITIES_NAMED_LIKE_PEOPLE.has(name) &&
      !CITIES_NAMED_LIKE_WORDS.has(name),
  );
  for (const [name, code] of names) {
    // Keyed with the first letter too: people rarely get the first letter wrong, and "montaña" is not
    // "Fontana".
    for (const variant of [name, ...deletions(name)]) {
      const key = `${name[0]}${variant}`;
      const list = map.get(key) ?? [];
      if (!list.includes(code)) list.push(code);
      map.set(key, list);
    }
  }
  return map;
})();

/** The state of a misspelled place name, when one letter missing, extra, changed or swapped explains it. */
function typoPlace(token: string): string | undefined {
  if (token.length < FUZZY_MIN - 1) return undefined;
  const codes = new Set<string>();
  for (const variant of [token, ...deletions(token)])
    for (const c of TYPO_PLACES.get(`${token[0]}${variant}`) ?? []) codes.add(c);
  return codes.size === 1 ? [...codes][0] : undefined;
}

function findTypos(masked: string): Found[] {
  const out: Found[] = [];
  for (const m of masked.matchAll(/ ([a-z]+)(?= )/g)) {
    const code = typoPlace(m[1] ?? '');
    if (code)
      out.push({ code, at: m.index ?? 0, end: (m.index ?? 0) + (m[1]?.length ?? 0) + 1, explicit: false });
  }
  return out;
}

/** Cities and areas ("Queens", "Columbus"), matched before state names so "kansas city" is one place. */
function findCities(folded: string, original: string): { found: Found[]; masked: string } {
  const found: Found[] = [];
  let masked = folded;
  // A public hospital by its own name is in its state ("Harbor-UCLA"), and no town within it counts.
  for (const [name, code] of HOSPITAL_STATES) {
    for (let at = masked.indexOf(` ${name} `); at >= 0; at = masked.indexOf(` ${name} `, at + 1)) {
      found.push({ code, at, end: at + name.length + 1, explicit: false });
      masked = mask(masked, at, name.length);
    }
  }
  for (const [city, code] of CITY_ENTRIES) {
    for (let at = masked.indexOf(` ${city} `); at >= 0; at = masked.indexOf(` ${city} `, at + 1)) {
      if (!cityCounts(city, at, folded, original)) continue;
      // "Washington DC" names the District itself, as a state's name would.
      found.push({ code, at, end: at + city.length + 1, explicit: code === 'DC' });
      masked = mask(masked, at, city.length);
    }
  }
  // Towns too: a story may name a city only as someone else's ("my cousin drove up from Savannah")
  // and the town where it happened after it.
  for (const [town, code] of TOWN_ENTRIES) {
    for (let at = masked.indexOf(` ${town} `); at >= 0; at = masked.indexOf(` ${town} `, at + 1)) {
      if (!townCounts(town, at, folded, original, found.length > 0)) continue;
      found.push({ code, at, end: at + town.length + 1, explicit: false });
      masked = mask(masked, at, town.length);
    }
  }
  return { found, masked };
}

/** A town counts after "in", "from", "near"; a one-word town only when written with a capital. */
/** After a town's name, words that make it a building or a street named for someone ("Zimmerman Library"). */
const FACILITY_AFTER =
  /^ (?:library|hall|building|center|centre|stadium|arena|field|gym|auditorium|dorm|house|street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|school|elementary|middle|high|college|university|memorial|hospital|clinic|park|plaza|tower|mall)(?= )/;

function townCounts(town: string, at: number, folded: string, original: string, besideCity = false): boolean {
  if (insideStateName(town, at, folded)) return false;
  if (FACILITY_AFTER.test(folded.slice(at + town.length + 1, at + town.length + 16))) return false;
  if (!TOWN_BEFORE.test(folded.slice(Math.max(0, at - 24), at + 1))) return false;
  // A name of several words counts as written; beside a city named too, or when it reads as Spanish
  // words ("el centro", "el verano"), only with its capital.
  if (town.includes(' ') && !besideCity && !/^(?:el|la|los|las|del|de) /.test(town)) return true;
  const written = new RegExp(`(?<![\\p{L}])${town.replace(/ /g, "['’.\\s-]+")}(?![\\p{L}])`, 'giu');
  return [...original.matchAll(written)].some((m) => /^\p{Lu}/u.test(m[0]));
}

function findNames(folded: string, original: string, masked: string): Found[] {
  const out: Found[] = [];
  for (const [alias, code] of NAME_ALIASES) {
    let from = 0;
    for (;;) {
      const at = masked.indexOf(` ${alias} `, from);
      if (at < 0) break;
      from = at + alias.length;
      const end = at + alias.length + 1;
      // "Montaña" folds to "montana" and "Nevada" is also a snowfall: keep those only when capitalised.
      if (
        (alias === 'montana' && /montaña/i.test(original)) ||
        (alias === 'nevada' && !/Nevada/.test(original)) ||
        // "Mass" is Massachusetts only as a place: "in Mass", "Mass General".
        (alias === 'mass' && !/\b(?:in|en|here in|from|de) Mass\b|\bMass General\b/.test(original)) ||
        STREET_AFTER.test(folded.slice(end, end + 12)) ||
        STREET_BEFORE.test(folded.slice(Math.max(0, at - 30), at + 1)) ||
        / (?:calle|avenida|street) $/.test(folded.slice(Math.max(0, at - 10), at + 1))
      ) {
        continue;
      }
      out.push({ code, at, end, explicit: true });
      masked = mask(masked, at, alias.length);
    }
  }
  return out;
}

function findCodes(original: string): Found[] {
  const out: Found[] = [];
  const re = /(^|[^A-Za-z])([A-Z]{2})(?![A-Za-z])/g;
  for (const m of original.matchAll(re)) {
    let code = m[2] ?? '';
    const index = (m.index ?? 0) + (m[1]?.length ?? 0);
    const before = original.slice(Math.max(0, index - 24), index);
    // "in LA" is Los Angeles; Louisiana is written "Baton Rouge, LA" or spelled out.
    const after = original.slice(index + 2, index + 10);
    if (
      code === 'LA' &&
      (/\b(?:in|en|from|de|to|a|near)\s$/i.test(before) || /^\s(?:county|area)\b/i.test(after))
    )
      code = 'CA';
    else if (!CODES.has(code)) continue;
    // "CT scan", "MD" after a doctor's name: medical words, not Connecticut or Maryland.
    else if (
      /^[\s-](?:scans?|exam|images?|results?|report|showed|shows|found|said|came)\b/i.test(after) ||
      (code === 'UT' &&
        /^[\s-](?:Austin|Dallas|Arlington|El Paso|San Antonio|Southwestern|Health|Medical|Tyler|Permian|Rio)\b/.test(
          after,
        )) ||
      (code === 'CT' &&
        (/\b(?:a|the|an?other|my|his|her|un|una|el|la|that|this|first|second|new|repeat|otra|esa|primera)\s$/i.test(
          before,
        ) ||
          /^\s(?:of|de)\b/i.test(after))) ||
      (code === 'MD' && /,\s?$/.test(before) && /\b(?:Dr|[A-Z][a-z]+)\.?\s+[A-Z][a-z]+,\s?$/.test(before))
    )
      continue;
    else if (AMBIGUOUS_CODES.has(code)) {
      // Only "City, XX", "Dover DE" (a capitalised name before it) or "XX 87102" count for a code that
      // is also a word.
      // After a capitalised name, a lower-case word may follow ("Bethlehem PA where we work") unless
      // the code is also an English word in capitals ("Mom OR dad").
      const named =
        /(?:^|[^.!?]\s)[A-Z][a-z]{2,}\s$/.test(before) &&
        (!/^\s[a-z]/.test(after) || !/^(?:OR|ME|IN|OK|HI|OH)$/.test(code));
      if (!/,\s?$/.test(before) && !/^\s\d{5}/.test(after) && !named) continue;
    }
    const at = fold(original.slice(0, index)).length - 1;
    out.push({ code, at, end: at + 3, explicit: true });
  }
  // Typed on a phone without capitals: "springfield mo", "austin, tx". Only codes that are no word
  // in either language, right after a place's name.
  for (const m of original.matchAll(LOWER_CODE)) {
    const code = (m[2] ?? '').toUpperCase();
    const index = (m.index ?? 0) + (m[1]?.length ?? 0);
    const at = fold(original.slice(0, index)).length - 1;
    out.push({ code, at, end: at + 3, explicit: true });
  }
  return out;
}

const LOWER_CODE =
  /([a-z]{3,},?\s)(ak|az|fl|ga|ks|ky|mn|mo|nc|nd|nh|nj|nm|nv|ny|ri|sc|sd|tn|tx|ut|vt|wv|wy)(?=[\s.,;:!?)]|$)/g;

/**
 * Every state named in the text, each once: the one the person lives in first ("we married in Las
 * Vegas but live in Houston"), else the first state named outright, else the first city.
 */
export function findStates(original: string, folded = fold(original)): string[] {
  const cities = findCities(folded, original);
  const explicit = [...findNames(folded, original, cities.masked), ...findCodes(original)];
  // "Portland, Maine" and "Columbus, Georgia": a state right after a city settles which one.
  const typos = explicit.length + cities.found.length === 0 ? findTypos(cities.masked) : [];
  const kept = [...cities.found, ...typos].filter(
    (c) => !explicit.some((e) => e.at >= c.end - 1 && e.at <= c.end + 2),
  );
  const placed = [...explicit, ...kept].sort((a, b) => a.at - b.at);
  // "Elmhurst in Queens": a neighbourhood named before the city it is in is that city's.
  const nameOf = (f: Found) => folded.slice(f.at, f.end);
  const neighbourhoods = new Set(
    placed
      .filter(
        (f) =>
          !f.explicit && placed.some((g) => g !== f && /^ (?:in|en) $/.test(folded.slice(f.end, g.at + 1))),
      )
      .map(nameOf),
  );
  const before = (f: Found) => folded.slice(Math.max(0, f.at - 40), f.at + 1);
  const all = placed.filter(
    (f) =>
      (f.explicit || !neighbourhoods.has(nameOf(f))) &&
      !(ADVISER_BEFORE.test(before(f)) && ADVISER_AFTER.test(folded.slice(f.end, f.end + 30))),
  );
  // Where it happened decides, not where the person lives now ("it happened in Montana, I live in
  // Washington now").
  // The words before a place, and before the town a state's name or code follows ("Toledo, Ohio").
  const withoutTown = (b: string) => [b, b.replace(/\w+ $/, ''), b.replace(/(?:\w+ ){2}$/, '')];
  const others = (f: Found) =>
    // "family in Chester PA": the code comes after the town's own name.
    withoutTown(before(f)).some((b) => OTHERS_BEFORE.test(b)) ||
    ASIDE_AFTER.test(folded.slice(f.end, f.end + 200)) ||
    (HOME_BEFORE.test(before(f)) && VISITOR.test(folded.slice(f.end, f.end + 120)));
  const travel = (f: Found) => TRAVEL_BEFORE.test(before(f));
  // "We live in Toledo, Ohio": a state named right after the home town is the home too.
  const atHome = (f: Found) => withoutTown(before(f)).some((b) => HOME_BEFORE.test(b));
  // The place told with the harm itself decides over the home, but not over a state named elsewhere.
  const event = all.find(
    (f) => EVENT_BEFORE.test(folded.slice(Math.max(0, f.at - 100), f.at + 1)) && !others(f),
  );
  const named = all.filter((f) => f.explicit && !others(f) && !atHome(f) && !travel(f));
  const eventDecides = event && (event.explicit || named.every((f) => f.code === event.code));
  const happened =
    all.find((f) => HAPPENED_BEFORE.test(before(f)) && !others(f)) ?? (eventDecides ? event : undefined);
  const lives = all.find(
    (f) => HOME_BEFORE.test(before(f)) && !others(f) && !VISITOR.test(folded.slice(f.end, f.end + 120)),
  );
  // "Now I live in Houston" after a place the story names: the person moved, and the story's place
  // is where it happened.
  const movedSince =
    lives && / (?:now|ahora|actualmente|currently|these days) /.test(before(lives)) ? lives : undefined;
  const home = happened ?? (movedSince ? all.find((f) => f !== movedSince) : lives);
  const own = (f: Found) => !travel(f) && !others(f);
  // Someone who came from a place, or a past event there, never places the story; a relative who
  // lives somewhere may be where it happened when the story names nothing else.
  const elsewhere = (f: Found) =>
    others(f) &&
    / (?:came|drove|flew|vino|viajo|desde|from|back|moved|mudo|fue|hace|ago|previous|former|old|last|anterior|vivia|parecido|similar|same thing|mismo)\b/.test(
      before(f),
    );
  const first =
    home ??
    all.find((f) => f.explicit && own(f)) ??
    all.find(own) ??
    all.find((f) => !travel(f) && !elsewhere(f));
  const ordered = first ? [first, ...all.filter((f) => f !== first)] : all.filter((f) => !elsewhere(f));
  return [...new Set(ordered.map((f) => f.code))];
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
  for (const city of CITY_STATES.keys()) if (!map.has(city)) map.set(city, titleCase(city));
  for (const word of [...NOT_ALWAYS_PLACES, ...CITIES_NAMED_LIKE_PEOPLE, ...CITIES_NAMED_LIKE_WORDS]) {
    map.delete(word);
  }
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
/** Every state and city name the engine knows, spelled as written ("Santa Maria", "Nuevo México"). */
export function placeNames(): string[] {
  return [...PLACE_SPELLINGS.values()];
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}
