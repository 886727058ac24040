/**
 * The person's own dates read against today: "14 months ago", "in June 2024", "last night", "el 1 de
 * octubre", "anoche". Each becomes a span of days (a month named without a day could be any of its
 * days), so a deadline counted from it can be given as its earliest and latest possible day.
 */

export interface Moment {
  /** First and last day the words can mean (UTC midnight). */
  from: Date;
  to: Date;
  /** Where the words are in the text, and the words themselves. */
  at: number;
  phrase: string;
}

const DAY_MS = 86_400_000;

const MONTHS: [RegExp, number][] = [
  [/^(?:jan(?:uary)?|enero)$/, 0],
  [/^(?:feb(?:ruary)?|febrero)$/, 1],
  [/^(?:mar(?:ch)?|marzo)$/, 2],
  [/^(?:apr(?:il)?|abril)$/, 3],
  [/^(?:may|mayo)$/, 4],
  [/^(?:june?|junio)$/, 5],
  [/^(?:july?|julio)$/, 6],
  [/^(?:aug(?:ust)?|agosto)$/, 7],
  [/^(?:sept?(?:ember)?|sept?iembre)$/, 8],
  [/^(?:oct(?:ober)?|octubre)$/, 9],
  [/^(?:nov(?:ember)?|noviembre)$/, 10],
  [/^(?:dec(?:ember)?|diciembre)$/, 11],
];
const MONTH_WORDS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|' +
  'apr|jun|jul|aug|sept|sep|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|' +
  'setiembre|octubre|noviembre|diciembre';
const WEEKDAYS: [RegExp, number][] = [
  [/^(?:sunday|domingo)$/, 0],
  [/^(?:monday|lunes)$/, 1],
  [/^(?:tuesday|martes)$/, 2],
  [/^(?:wednesday|miercoles)$/, 3],
  [/^(?:thursday|jueves)$/, 4],
  [/^(?:friday|viernes)$/, 5],
  [/^(?:saturday|sabado)$/, 6],
];
/** Counts written as words, in both languages ("two", "catorce", "a few"). */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  un: 1,
  una: 1,
  uno: 1,
  two: 2,
  dos: 2,
  three: 3,
  tres: 3,
  four: 4,
  cuatro: 4,
  five: 5,
  cinco: 5,
  six: 6,
  seis: 6,
  seven: 7,
  siete: 7,
  eight: 8,
  ocho: 8,
  nine: 9,
  nueve: 9,
  ten: 10,
  diez: 10,
  eleven: 11,
  once: 11,
  twelve: 12,
  doce: 12,
  fourteen: 14,
  catorce: 14,
  eighteen: 18,
  dieciocho: 18,
  few: 3,
  couple: 2,
  par: 2,
};

const monthOf = (word: string) => MONTHS.find(([re]) => re.test(word))?.[1];
const weekdayOf = (word: string) => WEEKDAYS.find(([re]) => re.test(word))?.[1];

/** The last such weekday before today (m[1] names it): "on Tuesday", "el viernes pasado". */
function lastWeekday(m: RegExpMatchArray, t: Date) {
  const wd = weekdayOf(m[1] ?? '');
  if (wd === undefined) return undefined;
  const back = (t.getUTCDay() - wd + 7) % 7 || 7;
  return { from: addDays(t, -back), to: addDays(t, -back) };
}

export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);
const monthSpan = (y: number, m: number) => ({
  from: new Date(Date.UTC(y, m, 1)),
  to: new Date(Date.UTC(y, m + 1, 0)),
});

/** Adds whole months, keeping the day where the month has it (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(d: Date, months: number): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last)));
}

/** The most recent time a month (and day) came round, today included. */
function lastMonth(today: Date, month: number, day?: number) {
  let y = today.getUTCFullYear();
  const past =
    month < today.getUTCMonth() || (month === today.getUTCMonth() && (day ?? 1) <= today.getUTCDate());
  if (!past) y -= 1;
  return day
    ? { from: new Date(Date.UTC(y, month, day)), to: new Date(Date.UTC(y, month, day)) }
    : monthSpan(y, month);
}

function countOf(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}

/** How many days an amount of time is, as a span (a month is 28 to 31 days). */
function backBy(today: Date, n: number, unit: string): { from: Date; to: Date } | undefined {
  if (/^(?:day|dia)/.test(unit)) return { from: addDays(today, -n), to: addDays(today, -n) };
  if (/^(?:week|semana)/.test(unit)) return { from: addDays(today, -7 * n), to: addDays(today, -7 * n) };
  if (/^(?:month|mes)/.test(unit)) {
    const d = addMonths(today, -n);
    return { from: addDays(d, -15), to: addDays(d, 15) };
  }
  if (/^(?:year|ano)/.test(unit)) {
    const d = addMonths(today, -Math.round(n * 12));
    return { from: addMonths(d, -1), to: addMonths(d, 1) };
  }
  return undefined;
}

interface Pattern {
  re: RegExp;
  read: (m: RegExpMatchArray, today: Date) => { from: Date; to: Date } | undefined;
}

type Span = { from: Date; to: Date };
const oneDay = (d: Date): Span => ({ from: d, to: d });

/** Easter Sunday of a year (the Gregorian computus). */
function easter(y: number): Date {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31) - 1;
  return new Date(Date.UTC(y, month, ((h + l - 7 * m + 114) % 31) + 1));
}

/** Holidays people date things by, each as its day (or week) in a given year. */
const HOLIDAYS: [RegExp, (y: number) => Span][] = [
  [/^halloween$/, (y) => oneDay(new Date(Date.UTC(y, 9, 31)))],
  [/^(?:christmas eve|nochebuena)$/, (y) => oneDay(new Date(Date.UTC(y, 11, 24)))],
  [/^(?:christmas|xmas|navidad)$/, (y) => oneDay(new Date(Date.UTC(y, 11, 25)))],
  [
    /^(?:new year s eve|new years eve|noche de ano nuevo|nochevieja|vispera de ano nuevo)$/,
    (y) => oneDay(new Date(Date.UTC(y, 11, 31))),
  ],
  [/^(?:new year s(?: day)?|new years(?: day)?|ano nuevo)$/, (y) => oneDay(new Date(Date.UTC(y, 0, 1)))],
  [/^(?:fourth of july|4th of july|independence day)$/, (y) => oneDay(new Date(Date.UTC(y, 6, 4)))],
  [
    /^(?:valentine s day|valentines day|dia de san valentin|dia del amor y la amistad|dia de los enamorados)$/,
    (y) => oneDay(new Date(Date.UTC(y, 1, 14))),
  ],
  // Mother's Day in the US is the second Sunday of May; "el día de las madres" is the 10th, as in Mexico.
  [/^mothers? s? ?day$/, (y) => oneDay(nthWeekday(y, 4, 0, 2))],
  [/^dia de (?:las madres|la madre)$/, (y) => oneDay(new Date(Date.UTC(y, 4, 10)))],
  [/^(?:fathers? s? ?day|dia del padre)$/, (y) => oneDay(nthWeekday(y, 5, 0, 3))],
  [/^(?:veterans? s? ?day|dia de los veteranos)$/, (y) => oneDay(new Date(Date.UTC(y, 10, 11)))],
  [/^black friday$/, (y) => oneDay(addDays(nthWeekday(y, 10, 4, 4), 1))],
  [/^super bowl(?: sunday)?$/, (y) => oneDay(nthWeekday(y, 1, 0, 2))],
  [/^cinco de mayo$/, (y) => oneDay(new Date(Date.UTC(y, 4, 5)))],
  [/^(?:juneteenth)$/, (y) => oneDay(new Date(Date.UTC(y, 5, 19)))],
  [/^(?:mlk day|martin luther king (?:jr )?day)$/, (y) => oneDay(nthWeekday(y, 0, 1, 3))],
  [/^(?:presidents? s? ?day)$/, (y) => oneDay(nthWeekday(y, 1, 1, 3))],
  [/^(?:columbus day|indigenous peoples? s? ?day)$/, (y) => oneDay(nthWeekday(y, 9, 1, 2))],
  [/^dia de (?:los )?muertos$/, (y) => oneDay(new Date(Date.UTC(y, 10, 2)))],
  [
    /^puente de (?:los )?muertos$/,
    (y) => ({ from: new Date(Date.UTC(y, 10, 1)), to: new Date(Date.UTC(y, 10, 2)) }),
  ],
  [/^(?:thanksgiving|(?:dia de )?accion de gracias)$/, (y) => oneDay(nthWeekday(y, 10, 4, 4))],
  [/^labor day$/, (y) => oneDay(nthWeekday(y, 8, 1, 1))],
  [/^memorial day$/, (y) => oneDay(nthWeekday(y, 4, 1, -1))],
  [/^(?:easter|pascua)$/, (y) => oneDay(easter(y))],
  [/^(?:semana santa|holy week)$/, (y) => ({ from: addDays(easter(y), -7), to: easter(y) })],
  [/^(?:good friday|viernes santo)$/, (y) => oneDay(addDays(easter(y), -2))],
  [/^(?:mardi gras(?: day)?|fat tuesday|martes de carnaval)$/, (y) => oneDay(addDays(easter(y), -47))],
  [
    /^(?:st patrick s day|saint patrick s day|st patricks day|st paddy s day|dia de san patricio)$/,
    (y) => oneDay(new Date(Date.UTC(y, 2, 17))),
  ],
  [/^(?:dia de (?:los )?reyes(?: magos)?|three kings day)$/, (y) => oneDay(new Date(Date.UTC(y, 0, 6)))],
  // Spring break falls in March at most schools: the month, not a day.
  [/^spring break$/, (y) => ({ from: new Date(Date.UTC(y, 2, 1)), to: new Date(Date.UTC(y, 2, 31)) })],
];
const HOLIDAY_NAMES =
  'halloween|christmas eve|nochebuena|christmas|xmas|navidad|new year s eve|new years eve|noche de ano nuevo|nochevieja|' +
  'vispera de ano nuevo|new year s day|new year s|valentines day|dia del amor y la amistad|dia de los enamorados|' +
  'new years day|new years|ano nuevo|puente de (?:los )?muertos|accion de gracias|fourth of july|4th of july|independence day|valentine s day|dia de san valentin|' +
  'dia de (?:los )?muertos|thanksgiving|dia de accion de gracias|labor day|memorial day|easter|pascua|' +
  'mother s day|mothers day|dia de las madres|dia de la madre|father s day|fathers day|dia del padre|' +
  'veterans day|veteran s day|dia de los veteranos|black friday|cinco de mayo|juneteenth|mlk day|' +
  'super bowl sunday|super bowl|' +
  'martin luther king (?:jr )?day|presidents day|president s day|columbus day|indigenous peoples day|' +
  'semana santa|holy week|good friday|viernes santo|mardi gras day|mardi gras|fat tuesday|' +
  'martes de carnaval|st patrick s day|saint patrick s day|st patricks day|st paddy s day|' +
  'dia de san patricio|dia de los reyes magos|dia de reyes magos|dia de los reyes|dia de reyes|' +
  'three kings day|spring break';

/** The nth given weekday of a month (n = -1: the last one). */
function nthWeekday(y: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = new Date(Date.UTC(y, month + 1, 0));
    return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(y, month, 1));
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

/**
 * A holiday as written: of a year named ("navidad de 2023"), of last year ("semana santa del año
 * pasado"), else the last time it came round, today included.
 */
function holidayOf(today: Date, name: string, whole: string, year?: string): Span | undefined {
  const span = HOLIDAYS.find(([re]) => re.test(name))?.[1];
  if (!span) return undefined;
  const y = today.getUTCFullYear();
  if (year) return span(Number(year));
  if (/last year|ano pasado/.test(whole)) return span(y - 1);
  const thisYear = span(y);
  // "last Thanksgiving" said on Thanksgiving is the one a year before.
  const passed = /^(?:last|this past) /.test(whole) ? thisYear.to < today : thisYear.from <= today;
  return passed ? thisYear : span(y - 1);
}

const COUNT =
  '\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|eighteen|few|' +
  'couple|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|catorce|dieciocho|par';
const UNIT = 'days?|weeks?|months?|years?|dias?|semanas?|mes|meses|anos?';

/**
 * Patterns over folded text (lower case, no accents, single spaces). Longer and more precise ones
 * come first; a span read by one is not read again by a later one.
 */
/** Things counted after a number ("friday 2 toes broke"): the number is not a day of the month. */
const THINGS =
  'toes|fingers|ribs|bones|teeth|days|weeks|hours|months|years|people|guys|kids|cars|times|stitches|dedos|' +
  'costillas|huesos|dientes|dias|semanas|horas|meses|anos|veces|puntos|personas';
const WEEKDAY_DATE_AFTER = `(?! (?:\\d{1,2}(?! (?:\\w+ )?(?:${THINGS}))|${MONTH_WORDS}))`;
const WEEKDAY_WORDS =
  'sunday|monday|tuesday|wednesday|thursday|friday|saturday|domingo|lunes|martes|miercoles|jueves|viernes|sabado';
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  last: -1,
  primer: 1,
  segundo: 2,
  tercer: 3,
  cuarto: 4,
  ultimo: -1,
};

const PATTERNS: Pattern[] = [
  // "the Monday after Veterans Day", "the Friday before Christmas 2024": counted from the holiday
  {
    re: new RegExp(
      `\\b(?:the |el )?(${WEEKDAY_WORDS}) (?:right |just |justo )?(after|before|despues de|antes de)(?: the| el| la)? ` +
        `(${HOLIDAY_NAMES})(?: (?:del ano pasado|of last year|last year|(?:de |del |of )?(20\\d\\d)))?\\b`,
      'g',
    ),
    read: (m, t) => {
      const wd = weekdayOf(m[1] ?? '');
      const day = holidayOf(t, m[3] ?? '', m[0], m[4]);
      if (wd === undefined || !day) return undefined;
      const after = /after|despues/.test(m[2] ?? '');
      const base = after ? day.to : day.from;
      const step = after ? (wd - base.getUTCDay() + 7) % 7 || 7 : -((base.getUTCDay() - wd + 7) % 7 || 7);
      return oneDay(addDays(base, step));
    },
  },
  // "the first Friday of March 2026", "el primer lunes de octubre"
  {
    re: new RegExp(
      `\\b(first|second|third|fourth|last|primer|segundo|tercer|cuarto|ultimo) (${WEEKDAY_WORDS}) (?:of|in|de|del mes de) ` +
        `(${MONTH_WORDS})(?: (?:de |del |of )?(20\\d\\d))?\\b`,
      'g',
    ),
    read: (m, t) => {
      const wd = weekdayOf(m[2] ?? '');
      const month = monthOf(m[3] ?? '');
      const n = ORDINALS[m[1] ?? ''];
      if (wd === undefined || month === undefined || n === undefined) return undefined;
      const y = m[4] ? Number(m[4]) : lastMonth(t, month).from.getUTCFullYear();
      return oneDay(nthWeekday(y, month, wd, n));
    },
  },
  // "two Fridays ago", "three Saturdays ago", "hace dos viernes"
  {
    re: new RegExp(
      `\\b(?:(${COUNT}) (sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays) (?:ago|back)|hace (${COUNT}) ` +
        `(${WEEKDAY_WORDS})s?)\\b`,
      'g',
    ),
    read: (m, t) => {
      const n = countOf(m[1] ?? m[3] ?? '');
      const last = lastWeekday(
        [m[0], (m[2] ?? m[4] ?? '').replace(/s$/, '')] as unknown as RegExpMatchArray,
        t,
      );
      if (!n || n > 8 || !last) return undefined;
      return { from: addDays(last.from, -7 * (n - 1)), to: addDays(last.to, -7 * (n - 1)) };
    },
  },
  // "her last day was this Monday", "handed me papers this Monday", "fue este lunes": a weekday of
  // this week already past (one still to come this week is not a date past)
  {
    re: new RegExp(`\\b(?:this|este) (${WEEKDAY_WORDS})\\b(?! (?:coming|que viene|next))`, 'g'),
    read: (m, t) => {
      const wd = weekdayOf(m[1] ?? '');
      if (wd === undefined) return undefined;
      const sinceMonday = (t.getUTCDay() + 6) % 7;
      const back = sinceMonday - ((wd + 6) % 7);
      return back > 0 ? oneDay(addDays(t, -back)) : undefined;
    },
  },
  // "a mediados del mes pasado", "at the end of last month": a third of last month
  {
    re: /\b(?:(?:a|at|in|around) )?(?:(principios|beginning|start|early)|(mediados|middle|mid)|(finales|fines|end|late))(?: of| del| de)? (?:last month|el mes pasado|mes pasado)\b/g,
    read: (m, t) => {
      const d = addMonths(t, -1);
      const { from, to } = monthSpan(d.getUTCFullYear(), d.getUTCMonth());
      if (m[1]) return { from, to: addDays(from, 9) };
      if (m[2]) return { from: addDays(from, 9), to: addDays(from, 20) };
      return { from: addDays(to, -10), to };
    },
  },
  // "the weekend before last", "el fin de semana antepasado"
  {
    re: /\b(?:the weekend before last|el fin de semana antepasado)\b/g,
    read: (_m, t) => {
      const saturday = (t.getUTCDay() - 6 + 7) % 7 || 7;
      return { from: addDays(t, -saturday - 7), to: addDays(t, -saturday - 6) };
    },
  },
  // "the week before last", "la semana antepasada"
  {
    re: /\b(?:the week before last|la semana antepasada|la antepasada semana)\b/g,
    read: (_m, t) => ({ from: addDays(t, -20), to: addDays(t, -8) }),
  },
  // "2 and a half years ago", "two and a half years ago", "hace dos anos y medio"
  {
    re: new RegExp(`\\b(${COUNT}) and a half (years?|months?) ago\\b`, 'g'),
    read: (m, t) => {
      const n = countOf(m[1] ?? '');
      return n === undefined ? undefined : backBy(t, n + 0.5, m[2] ?? '');
    },
  },
  {
    re: new RegExp(`\\bhace (${COUNT}) (anos?|meses) y medio\\b`, 'g'),
    read: (m, t) => {
      const n = countOf(m[1] ?? '');
      return n === undefined ? undefined : backBy(t, n + 0.5, m[2] ?? '');
    },
  },
  // "hace como 8 o 9 meses", "8 or 9 months ago": the earlier end counts first
  {
    re: new RegExp(
      `\\bhace (?:como |unos |unas )?(${COUNT}) (?:o|u|a) (${COUNT}) (${UNIT})\\b|` +
        `\\b(${COUNT}) (?:or|to) (${COUNT}) (${UNIT}) ago\\b`,
      'g',
    ),
    read: (m, t) => {
      const a = countOf(m[1] ?? m[4] ?? '');
      const b = countOf(m[2] ?? m[5] ?? '');
      const unit = m[3] ?? m[6] ?? '';
      if (a === undefined || b === undefined) return undefined;
      const far = backBy(t, Math.max(a, b), unit);
      const near = backBy(t, Math.min(a, b), unit);
      return far && near ? { from: far.from, to: near.to } : undefined;
    },
  },
  // "on the 3rd", "back on the 12th", "el dia 5": the last time that day of the month came round
  {
    re: new RegExp(
      '\\b(?:on|since|from|back on) the (\\d{1,2})(?:st|nd|rd|th)\\b' +
        `(?! (?:of )?(?:${MONTH_WORDS}|last month))|\\bel dia (\\d{1,2})\\b(?! de)`,
      'g',
    ),
    read: (m, t) => {
      const day = Number(m[1] ?? m[2]);
      if (!(day >= 1 && day <= 31)) return undefined;
      const month = day <= t.getUTCDate() ? t.getUTCMonth() : t.getUTCMonth() - 1;
      const d = new Date(Date.UTC(t.getUTCFullYear(), month, day));
      return { from: d, to: d };
    },
  },
  // "el 2 del mes pasado", "on the 2nd of last month"
  {
    re: /\bel (\d{1,2}) del mes pasado\b|\bthe (\d{1,2})(?:st|nd|rd|th) of last month\b/g,
    read: (m, t) => {
      const d = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() - 1, Number(m[1] ?? m[2])));
      return { from: d, to: d };
    },
  },
  // "a principios de año", "early this year"; "early 2024", "late 2023", "mid 2025"
  {
    re: new RegExp(
      '\\b(?:a principios del? ano|early this year|early in the year|' +
        'at the (?:beginning|start) of (?:the|this) year)\\b',
      'g',
    ),
    read: (_m, t) => ({
      from: new Date(Date.UTC(t.getUTCFullYear(), 0, 1)),
      to: new Date(Date.UTC(t.getUTCFullYear(), 2, 0)),
    }),
  },
  {
    re: /\b(early|late|mid|a principios de|a finales de|a mediados de) (20\d\d)\b/g,
    read: (m) => {
      const y = Number(m[2]);
      const part = m[1] ?? '';
      const [from, to] = /early|principios/.test(part)
        ? [0, 4]
        : /late|finales/.test(part)
          ? [8, 12]
          : [4, 8];
      return { from: new Date(Date.UTC(y, from, 1)), to: new Date(Date.UTC(y, to, 0)) };
    },
  },
  // "14 months ago", "a week ago", "a few days ago"
  {
    re: new RegExp(
      `\\b(?:about |around |like |almost |over |more than )?(?:a )?(${COUNT}) (${UNIT}) ago\\b`,
      'g',
    ),
    read: (m, t) => {
      const n = countOf(m[1] ?? '');
      return n === undefined ? undefined : backBy(t, n, m[2] ?? '');
    },
  },
  // "it has been 7 weeks since", "3 months since"
  {
    re: new RegExp(`\\b(?:about |around |almost |over )?(${COUNT}) (${UNIT}) since\\b`, 'g'),
    read: (m, t) => {
      const n = countOf(m[1] ?? '');
      return n === undefined ? undefined : backBy(t, n, m[2] ?? '');
    },
  },
  // "ya pasaron 2 meses", "it's been 3 weeks": that long ago
  {
    re: new RegExp(
      '\\b(?:ya pasaron|han pasado|ya paso|ya van|it s been|its been|it has been) ' +
        `(?:about |almost |over |como |casi |mas de )?(${COUNT}) (${UNIT})\\b`,
      'g',
    ),
    read: (m, t) => {
      const n = countOf(m[1] ?? '');
      return n === undefined ? undefined : backBy(t, n, m[2] ?? '');
    },
  },
  // "hace mes y medio", "a month and a half ago", "hace año y medio"
  {
    re: /\b(?:hace (?:un |como |casi )?(mes|ano) y medio|(?:a|one) (month|year) and a half ago)\b/g,
    read: (m, t) =>
      /^(?:mes|month)/.test(m[1] ?? m[2] ?? '')
        ? { from: addDays(t, -55), to: addDays(t, -38) }
        : backBy(t, 1.5, 'year'),
  },
  // "hace 14 meses", "hace un mes", "hace unos dias"
  {
    re: new RegExp(`\\bhace (?:como |unos |unas |mas de |casi )?(${COUNT}|unos|unas) (${UNIT})\\b`, 'g'),
    read: (m, t) => {
      const w = m[1] ?? '';
      const n = w === 'unos' || w === 'unas' ? 3 : countOf(w);
      return n === undefined ? undefined : backBy(t, n, m[2] ?? '');
    },
  },
  // "December 12 last year", "el 12 de diciembre del año pasado", "octubre del año pasado"
  {
    re: new RegExp(
      `\\b(${MONTH_WORDS}) (\\d{1,2})(?:st|nd|rd|th)?,? (?:of )?last year\\b|` +
        `\\b(\\d{1,2}) de (${MONTH_WORDS}) del? ano pasado\\b|` +
        `\\b(${MONTH_WORDS}) (?:del ano pasado|de el ano pasado|of last year|last year)\\b`,
      'g',
    ),
    read: (m, t) => {
      const y = t.getUTCFullYear() - 1;
      const month = monthOf(m[1] ?? m[4] ?? m[5] ?? '');
      if (month === undefined) return undefined;
      const dayWord = m[2] ?? m[3];
      if (!dayWord) return monthSpan(y, month);
      const day = Number(dayWord);
      return day >= 1 && day <= 31 ? oneDay(new Date(Date.UTC(y, month, day))) : undefined;
    },
  },
  // "March 3, 2025", "march 3rd" (not a day to come: "the payday which is December 11")
  {
    re: new RegExp(
      `(?<!\\b(?:which is|that is|will be|will come|comes|come on|is on|is due|next) (?:on )?)\\b(${MONTH_WORDS}) (\\d{1,2})(?:st|nd|rd|th)?(?: (20\\d\\d|19\\d\\d))?\\b`,
      'g',
    ),
    read: (m, t) => dayOf(t, m[1], m[2], m[3]),
  },
  // "3 de marzo de 2025", "el 1 de octubre", "3rd of march", "el 1ro de noviembre", "el primero de mayo"
  {
    re: new RegExp(
      `\\b(\\d{1,2}|primero)(?:st|nd|rd|th|ro|ero|er|o)? (?:de |of )?(${MONTH_WORDS})(?: (?:de |del )?(20\\d\\d|19\\d\\d))?\\b`,
      'g',
    ),
    read: (m, t) => dayOf(t, m[2], m[1] === 'primero' ? '1' : m[1], m[3]),
  },
  // "by Christmas 2023", "la noche de año nuevo del 2024", "memorial day weekend 2023": a holiday
  // with its year, read
  // before the year alone
  {
    re: new RegExp(`\\b(${HOLIDAY_NAMES})(?: (?:long )?weekend)? (?:de |del |of )?(20\\d\\d)\\b`, 'g'),
    read: (m, t) => holidayOf(t, m[1] ?? '', m[0], m[2]),
  },
  // "two Christmases ago", "hace 2 navidades": the nth Christmas that has passed
  {
    re: new RegExp(
      `\\b(?:(${COUNT}) (?:christmases|xmases) ago|hace (?:como |unas )?(${COUNT}) navidades)\\b`,
      'g',
    ),
    read: (m, t) => {
      const n = countOf(m[1] ?? m[2] ?? '');
      if (!n || n > 20) return undefined;
      let y = t.getUTCFullYear();
      if (new Date(Date.UTC(y, 11, 25)) > t) y--;
      const d = new Date(Date.UTC(y - (n - 1), 11, 25));
      return { from: d, to: d };
    },
  },
  // "spring 2024", "in the summer of 2022", "el verano de 2023"
  {
    re: /\b(spring|summer|fall|autumn|winter|primavera|verano|otono|invierno) (?:of |de |del )?(20\d\d)\b/g,
    read: (m) => {
      const start = seasonStart(m[1] ?? '');
      const y = Number(m[2]);
      return { from: new Date(Date.UTC(y, start, 1)), to: new Date(Date.UTC(y, start + 3, 0)) };
    },
  },
  // "two summers ago", "hace como dos veranos": the nth season of that name that has ended
  {
    re: new RegExp(
      `\\b(?:(${COUNT}) (summers|winters|springs|falls|autumns) ago|hace (?:como |unos |unas )?(${COUNT}) ` +
        '(veranos|inviernos|primaveras|otonos))\\b',
      'g',
    ),
    read: (m, t) => {
      const n = countOf(m[1] ?? m[3] ?? '');
      const start = seasonStart((m[2] ?? m[4] ?? '').replace(/e?s$/, '').replace(/^autumn$/, 'fall'));
      if (!n || n > 20) return undefined;
      // The last one that has ended, then n − 1 years before it.
      let y = t.getUTCFullYear();
      if (new Date(Date.UTC(y, start + 3, 0)) >= t) y--;
      y -= n - 1;
      return { from: new Date(Date.UTC(y, start, 1)), to: new Date(Date.UTC(y, start + 3, 0)) };
    },
  },
  // "june 2024", "junio de 2024", "in june of 2024"
  {
    re: new RegExp(`\\b(${MONTH_WORDS}) (?:de |del |of )?(20\\d\\d|19\\d\\d)\\b`, 'g'),
    read: (m) => {
      const month = monthOf(m[1] ?? '');
      return month === undefined ? undefined : monthSpan(Number(m[2]), month);
    },
  },
  // "last November", "in August", "en julio", "since January", "back in January"
  {
    re: new RegExp(
      '\\b(?:end of|beginning of|start of|middle of|mid|a mediados de|a fines de|' +
        `in|on|for|last|since|back in|early|late|en|el|de|desde|a principios de|a finales de|el ` +
        `mes de|this past) (${MONTH_WORDS})\\b`,
      'g',
    ),
    read: (m, t) => {
      const month = monthOf(m[1] ?? '');
      if (month === undefined) return undefined;
      const span = lastMonth(t, month);
      // "last November" said in November means the one a year ago.
      if (/^last /.test(m[0]) && month === t.getUTCMonth()) return monthSpan(t.getUTCFullYear() - 1, month);
      return span;
    },
  },
  // "in 2025", "en 2024", "since 2019", "back in 2023"
  {
    re: /\b(?:in|en|en el|el|since|desde|desde el|del|back in|around|year|para el|por el) (20\d\d|19\d\d)\b/g,
    read: (m) => {
      const y = Number(m[1]);
      return { from: new Date(Date.UTC(y, 0, 1)), to: new Date(Date.UTC(y, 11, 31)) };
    },
  },
  // "on Halloween", "since Thanksgiving", "en navidad": the last one, today included
  {
    re: new RegExp(
      `\\b(?:(last|this past) )?(${HOLIDAY_NAMES})(?: (?:long )?weekend)?` +
        '(?: (?:del ano pasado|of last year|last year|(?:de |del |of )?(20\\d\\d)))?\\b',
      'g',
    ),
    read: (m, t) => holidayOf(t, m[2] ?? '', m[0], m[3]),
  },
  // "last night", "yesterday", "anoche", "ayer", "antier"
  {
    re: /\b(?:last night|yesterday|anoche|ayer|antenoche)\b/g,
    read: (_m, t) => ({ from: addDays(t, -1), to: addDays(t, -1) }),
  },
  {
    re: /\b(?:antier|anteayer|the day before yesterday)\b/g,
    read: (_m, t) => ({ from: addDays(t, -2), to: addDays(t, -2) }),
  },
  {
    re: /\b(?:today|this morning|this afternoon|this evening|tonight|hoy|esta manana|esta tarde)\b/g,
    read: (_m, t) => ({ from: t, to: t }),
  },
  // "last week", "la semana pasada", "last month", "el mes pasado", "last year", "el ano pasado"
  {
    re: /\b(?:last week|la semana pasada|the other week)\b/g,
    read: (_m, t) => ({ from: addDays(t, -13), to: addDays(t, -1) }),
  },
  {
    re: /\b(?:el mes antepasado|the month before last)\b/g,
    read: (_m, t) => {
      const d = addMonths(t, -2);
      return monthSpan(d.getUTCFullYear(), d.getUTCMonth());
    },
  },
  {
    re: /\b(?:last month|el mes pasado)\b/g,
    read: (_m, t) => {
      const d = addMonths(t, -1);
      return monthSpan(d.getUTCFullYear(), d.getUTCMonth());
    },
  },
  {
    re: /\b(?:last year|el ano pasado)\b/g,
    read: (_m, t) => {
      const y = t.getUTCFullYear() - 1;
      return { from: new Date(Date.UTC(y, 0, 1)), to: new Date(Date.UTC(y, 11, 31)) };
    },
  },
  // "two summers ago", "hace dos veranos": the last one that ended, and as many years before
  {
    re: new RegExp(
      `\\b(${COUNT}) (summers|winters|springs|falls|autumns) ago\\b|` +
        `\\bhace (${COUNT}) (veranos|inviernos|primaveras|otonos)\\b`,
      'g',
    ),
    read: (m, t) => {
      const n = countOf(m[1] ?? m[3] ?? '');
      if (n === undefined) return undefined;
      const last = seasonOf(t, (m[2] ?? m[4] ?? '').replace(/e?s$/, ''));
      const back = (d: Date) =>
        new Date(Date.UTC(d.getUTCFullYear() - (n - 1), d.getUTCMonth(), d.getUTCDate()));
      return { from: back(last.from), to: back(last.to) };
    },
  },
  // "last spring", "last winter", "el invierno pasado"
  {
    re: new RegExp(
      '\\b(?:last|this past|in the|this) (spring|summer|fall|autumn|winter)\\b|\\b(?:la|el|en la|en el) ' +
        '(primavera|verano|otono|invierno)(?: pasad[oa])?\\b',
      'g',
    ),
    read: (m, t) => seasonOf(t, m[1] ?? m[2] ?? ''),
  },
  // "worked there until August", "trabajé hasta agosto": a job or a stay that ended then (not "tengo
  // hasta enero", a time still to come)
  {
    re: new RegExp(
      `\\b(?:worked|work|trabaje|trabajaba|labore|estuve|stayed|lived|vivi|rented|rente)\\b(?: \\w+){0,6} ` +
        `(?:hasta|until|till|through|thru) (${MONTH_WORDS})\\b`,
      'g',
    ),
    read: (m, t) => {
      const month = monthOf(m[1] ?? '');
      return month === undefined ? undefined : lastMonth(t, month);
    },
  },
  // "el lunes 23", "on Friday the 13th": the last day of that number that fell on that weekday
  {
    re: new RegExp(
      '\\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday|domingo|lunes|martes|miercoles|jueves|' +
        `viernes|sabado)(?: the)? (\\d{1,2})(?:st|nd|rd|th)?\\b(?! (?:de |of )?(?:\\d|${MONTH_WORDS}))` +
        // "last friday 2 toes broke": a count of things, not a date.
        `(?! (?:\\w+ )?(?:${THINGS}))`,
      'g',
    ),
    read: (m, t) => {
      const wd = weekdayOf(m[1] ?? '');
      const day = Number(m[2]);
      if (wd === undefined || !(day >= 1 && day <= 31)) return undefined;
      const candidates = Array.from({ length: 13 }, (_, back) => {
        const first = addMonths(new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 1)), -back);
        return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day));
      }).filter((d) => d.getUTCDate() === day && d <= t);
      const d = candidates.find((c) => c.getUTCDay() === wd) ?? candidates[0];
      return d ? oneDay(d) : undefined;
    },
  },
  // "the Saturday before last", "el sábado antepasado": the one a week before the last
  {
    re: new RegExp(
      '\\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday|domingo|lunes|martes|miercoles|jueves|' +
        'viernes|sabado) (?:before last|antepasado)\\b',
      'g',
    ),
    read: (m, t) => {
      const last = lastWeekday(m, t);
      return last && { from: addDays(last.from, -7), to: addDays(last.to, -7) };
    },
  },
  // "on Sunday", "el viernes", "Saturday night"
  {
    re: new RegExp(
      '\\b(?:on|last|el|este|el pasado|this past) (sunday|monday|tuesday|wednesday|thursday|friday|' +
        // A weekday written before its date ("el viernes 30 de octubre") is that date, read there.
        `saturday|domingo|lunes|martes|miercoles|jueves|viernes|sabado)\\b${WEEKDAY_DATE_AFTER}`,
      'g',
    ),
    read: lastWeekday,
  },
  // "taped a notice on my door Tuesday": a weekday alone is the last one, unless it is to come or
  // recurs ("next Tuesday", "by Friday", "every Monday", "los lunes")
  {
    re: new RegExp(
      '(?<!\\b(?:next|every|coming|by|until|till|due|before|proximo|cada|los|hasta el|para el|antes del|this) )' +
        '\\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday|domingo|lunes|martes|miercoles|jueves|' +
        `viernes|sabado)\\b${WEEKDAY_DATE_AFTER}(?! (?:morning|nights|afternoon|que viene|next))`,
      'g',
    ),
    read: lastWeekday,
  },
  // "two nights ago", "dos noches"
  {
    re: new RegExp(`\\b(${COUNT}) nights ago\\b`, 'g'),
    read: (m, t) => {
      const n = countOf(m[1] ?? '');
      return n === undefined ? undefined : { from: addDays(t, -n), to: addDays(t, -n) };
    },
  },
];

function dayOf(today: Date, monthWord?: string, dayWord?: string, yearWord?: string) {
  const month = monthOf(monthWord ?? '');
  const day = Number(dayWord);
  if (month === undefined || !(day >= 1 && day <= 31)) return undefined;
  if (yearWord) {
    const d = new Date(Date.UTC(Number(yearWord), month, day));
    return { from: d, to: d };
  }
  return lastMonth(today, month, day);
}

/** The month a season starts in (winter counted from December). */
function seasonStart(season: string): number {
  return /spring|primavera/.test(season)
    ? 2
    : /summer|verano/.test(season)
      ? 5
      : /fall|autumn|otono/.test(season)
        ? 8
        : 11;
}

function seasonOf(today: Date, season: string) {
  const start = seasonStart(season);
  let y = today.getUTCFullYear();
  // A season that has not ended yet this year is last year's.
  const endMonth = start + 2;
  if (endMonth >= today.getUTCMonth()) y -= 1;
  return { from: new Date(Date.UTC(y, start, 1)), to: new Date(Date.UTC(y, start + 3, 0)) };
}

/**
 * Every past moment the text names, first written first. `folded` must be the text folded by
 * `fold` (lower case, no accents, single spaces) so that positions match.
 */
export function momentsIn(folded: string, today: Date): Moment[] {
  const day = utcDay(today);
  const taken: [number, number][] = [];
  const out: Moment[] = [];
  for (const p of PATTERNS) {
    for (const m of folded.matchAll(p.re)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (taken.some(([a, b]) => at < b && end > a)) continue;
      const span = p.read(m, day);
      if (!span || span.from > day) continue;
      taken.push([at, end]);
      out.push({ from: span.from, to: span.to > day ? day : span.to, at, phrase: m[0] });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

export const DAY = DAY_MS;
