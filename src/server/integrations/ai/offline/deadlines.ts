import type { Language } from '../../../../shared/constants.js';
import { FEDERAL_RULES } from '../../../law/federal.js';
import { type CheckedRow, isChecked, lawRow, type OpenRow, STATE_LAW_REVIEWED } from '../../../law/table.js';
import { type Claim, DISCOVERY_CUE, type RuleRef } from './claims.js';
import { DEADLINE_TEXT, type RuleKind } from './deadline-text.js';
import { stateDisplayName } from './geo.js';
import { addMonths, DAY, type Moment, momentsIn, utcDay } from './when.js';

/** A rule as stated: the row, what it is about, and where it comes from. */
export interface Stated {
  kind: RuleKind;
  row?: CheckedRow;
  /** A row read in the law that gives no number (no single number, no statute, depends on facts). */
  open?: OpenRow;
  /** An injury whose story may bring a special deadline: no number is given, only a lawyer this week. */
  special?: boolean;
}

export interface DeadlineAnswer {
  /** One sentence per rule that applies, the one to act on first at the head. */
  lines: string[];
  /** The same sentences by the claim they belong to. */
  byClaim: { kind: Claim['kind']; lines: string[] }[];
  /** What the person's own dates mean for the first deadline, when they give one. */
  timing?: { line: string; status: 'passed' | 'now' | 'left' };
  /** Laws change: the statutes to check, the checked day and the row's page. */
  caution?: string;
  /** The first rule, stated for a direct question. */
  direct?: string;
  /** How far back a lawsuit for unpaid wages reaches, when that rule is among those stated. */
  farBack?: string;
  /** Every statute cited. */
  cites: string[];
}

/** What a deadlines block says: the rules (all, or those given), the person's dates, the caution. */
export function blockLines(d: DeadlineAnswer, rules: string[] = d.lines): string[] {
  return [...rules, d.timing?.line, d.caution].filter((l): l is string => Boolean(l));
}

export interface DeadlineInput {
  claims: Claim[];
  state?: string;
  folded: string;
  lang: Language;
  today: Date;
  /** Where links to the table point: "/state-law" or a full address. */
  lawLink?: string;
}

/** Claims for harm to a person, where the general injury period is the longer one a reader may know. */
const INJURY_KINDS = new Set<RuleKind>([
  'motorVehicle',
  'malpractice',
  'malpracticeDiscovery',
  'malpracticeForeignObject',
  'workersCompNotice',
  'workersCompClaim',
  'govClaimState',
  'govClaimLocal',
  'section1983',
]);
const TIME_UNITS = new Set(['hours', 'days', 'business_days', 'weeks', 'months', 'years']);
/** Rules that can end before the claim's first one, so an unconfirmed one is never left unsaid. */
const MAY_BE_SHORTER = new Set<RuleKind>([
  'malpracticeDiscovery',
  'malpracticeForeignObject',
  'workersCompNotice',
  'workersCompClaim',
  'govClaimState',
  'govClaimLocal',
  'wagesAgency',
  'discriminationState',
  'discriminationEeoc',
]);

function resolve(ref: RuleRef, state: string | undefined): Stated | undefined {
  if ('hedge' in ref) return { kind: 'injury', special: true };
  if ('federal' in ref) {
    if (ref.federal === 'section1983') {
      const row = lawRow(state, 'injury');
      return { kind: 'section1983', row: row && isChecked(row) ? row : undefined };
    }
    return { kind: ref.federal, row: FEDERAL_RULES[ref.federal] };
  }
  const row = lawRow(state, ref.state);
  if (!row) return undefined;
  if (isChecked(row)) return { kind: ref.state, row };
  return { kind: ref.state, open: row.reason === 'notChecked' ? undefined : row };
}

/** "2 years", "2 years and 6 months", "14 business days", "by the next regular payday". */
export function periodOf(row: CheckedRow, lang: Language): string {
  const t = DEADLINE_TEXT[lang];
  const plural = (n: number, unit: keyof typeof t.units) => `${n} ${t.units[unit][n === 1 ? 0 : 1]}`;
  if (row.unit === 'paydays') return t.nextPayday;
  if (row.unit === 'days' && row.value === 0) return t.immediately;
  if (row.unit === 'months' && row.value >= 12) {
    const years = Math.floor(row.value / 12);
    const months = row.value % 12;
    return months
      ? t.yearsAndMonths(plural(years, 'years'), plural(months, 'months'))
      : plural(years, 'years');
  }
  if (row.unit === 'years' && !Number.isInteger(row.value)) {
    const years = Math.floor(row.value);
    const months = Math.round((row.value - years) * 12);
    return t.yearsAndMonths(plural(years, 'years'), plural(months, 'months'));
  }
  if (row.unit === 'usd') return `$${row.value.toLocaleString('en-US')}`;
  if (row.unit === 'times') return t.times(row.value);
  return plural(row.value, row.unit);
}

/** The day a period ends, counted from a day. */
function addPeriod(from: Date, row: CheckedRow): Date {
  const v = row.value;
  switch (row.unit) {
    case 'years':
      return addMonths(from, Math.round(v * 12));
    case 'months':
      return addMonths(from, v);
    case 'weeks':
      return new Date(from.getTime() + v * 7 * DAY);
    case 'business_days': {
      // Weekends skipped; holidays are not, so the day said is never later than the law's.
      let d = from;
      for (let left = v; left > 0; ) {
        d = new Date(d.getTime() + DAY);
        if (d.getUTCDay() % 6 !== 0) left--;
      }
      return d;
    }
    case 'hours':
      return new Date(from.getTime() + Math.ceil(v / 24) * DAY);
    default:
      return new Date(from.getTime() + v * DAY);
  }
}

function farBackOf(stated: Stated[], where: string, lang: Language): string | undefined {
  const court = stated.find((s) => s.kind === 'wagesCourt' && s.row);
  return court?.row
    ? DEADLINE_TEXT[lang].farBack(where, periodOf(court.row, lang), court.row.cite)
    : undefined;
}

/** What starts the clock, in words; a few kinds say it more exactly than their clock's name. */
function clockText(kind: RuleKind, row: CheckedRow, lang: Language): string {
  const t = DEADLINE_TEXT[lang];
  const special = t.kindClock[kind as keyof typeof t.kindClock];
  return row.startsAt === 'violation' && special ? special : t.clock[row.startsAt];
}

/** The sentence of one rule, as a list line or as the direct answer. */
function sentence(s: Stated, where: string, lang: Language, direct: boolean): string | undefined {
  const t = DEADLINE_TEXT[lang];
  const what = t.what[s.kind](s.row?.agency);
  if (s.special) return t.maybeSpecial(where);
  if (s.open) {
    const cite = s.open.cite ?? '';
    return s.open.reason === 'noStatute' ? t.noStatute(what, where, cite) : t.noNumber(what, where, cite);
  }
  if (!s.row) {
    if (s.kind === 'unlawfulPresence') return undefined;
    return INJURY_KINDS.has(s.kind) ? t.unconfirmedInjury(what, where) : t.unconfirmed(what, where);
  }
  const { row } = s;
  if (s.kind === 'unlawfulPresence') return t.overstay(row.cite);
  if (s.kind === 'section1983') return t.section1983(where, periodOf(row, lang), row.cite);
  if (row.unit === 'usd') return t.smallClaims(where, periodOf(row, lang), row.cite);
  if (row.unit === 'times') return t.penalty(where, periodOf(row, lang), row.cite);
  if (row.unit === 'paydays' || (row.unit === 'days' && row.value === 0) || /^wagesFinal/.test(s.kind)) {
    const when =
      row.unit === 'paydays' || row.value === 0 ? periodOf(row, lang) : t.within(periodOf(row, lang));
    return direct ? t.due(where, what, when, row.cite) : t.dueLine(what, where, when, row.cite);
  }
  const clock = clockText(s.kind, row, lang);
  const natural = t.directFor[s.kind];
  if (direct && natural && (clock || s.kind === 'evictionNotice'))
    return natural(where, periodOf(row, lang), clock, row.cite);
  return direct
    ? t.direct(where, what, periodOf(row, lang), clock, row.cite)
    : t.line(what, where, periodOf(row, lang), clock, row.cite);
}

/** The care itself, written near its date ("a hysterectomy in April", "me operaron en 2021"). */
const TREATMENT_CUE = new RegExp(
  ' (?:surgery|surgeries|operation|operated|operaron|opero|cirugia|\\w*ectomy|c section|cesarea|' +
    'procedure|procedimiento|treated|prescribed|recetaron|me hicieron|le hicieron|implant\\w*|delivery|' +
    'parto|gave birth|dio a luz|injection|inyeccion)',
);

/**
 * The harm found, in so many words or by another doctor (narrower than the discovery cue: "the
 * doctor told me it was normal" is the care itself).
 */
const FINDING_CUE = new RegExp(
  ' (?:found|discovered|realized|turned out|me entere|nos enteramos|me di cuenta|encontraron|' +
    '(?:another|a new|a different|the new|a second) (?:doctor|surgeon|specialist|neurosurgeon)|' +
    '(?:otro|nuevo|segundo|un) (?:doctor|medico|cirujano|especialista|neurocirujano|ortopedista)|' +
    'second opinion|segunda opinion)',
);

/** A date written with the finding of the harm, not with the care itself. */
function isFinding(m: Moment, folded: string): boolean {
  return (
    !TREATMENT_CUE.test(folded.slice(Math.max(0, m.at - 16), m.at + m.phrase.length + 20)) &&
    FINDING_CUE.test(folded.slice(Math.max(0, m.at - 70), m.at + m.phrase.length + 35))
  );
}

/** The moment a clock starts, from the person's own words: the one the clock names, else the oldest. */
/**
 * A date of the person's life around the story, not of what happened: "llegué hace tres años", "we
 * moved here in 2019", "I've worked there since 2015", "born in 2020". No clock runs from it.
 */
const CLAUSE_WORDS = (n: number) =>
  `(?: (?!and |y |but |pero |then |when |cuando |luego |until |hasta |el |the |we |i |he |she |they |yo |nosotros )\\w+){0,${n}} $`;
const BACKGROUND = [
  // A life event and its date said together: "llegué hace tres años", "born in 2020".
  new RegExp(
    ' (?:llegue|llegamos|llego|arrived|came (?:here|to (?:the us|the states|this country|america))|' +
      'moved (?:here|to (?:the us|this country|\\w+ from))|have lived|ive lived|i ve lived|lived here|' +
      'vivo (?:aqui|aca)|born|naci|nacio|married|nos casamos|retired|me jubile|vine|vinimos|came)' +
      CLAUSE_WORDS(3),
  ),
  // Another person's event told as background: "a guy who reported an injury last year".
  new RegExp(
    ' (?:a|another|the other|the last|one|un|una|otro|otra) (?:guy|worker|coworker|co worker|person|employee|girl|lady|man|woman|' +
      'companero|companera|senor|senora|muchacho|muchacha|trabajador|trabajadora) (?:who|that|que)' +
      CLAUSE_WORDS(5),
  ),
  // A job or a lease begun, often with its place between: "empecé a trabajar en un hotel en
  // Gaithersburg en 2019".
  new RegExp(
    ' (?:started (?:working|there|the job|at)|empece a trabajar|worked (?:there|here) since|' +
      'work(?:ed)? there (?:since|for)|trabajo (?:ahi|alli|ahi mismo) desde|trabaje (?:ahi|alli) desde|hired|' +
      'me contrataron|entre a (?:trabajar|vivir)|empece a vivir|moved in|started living|' +
      'signed (?:the|our|my) lease|firme el contrato)' +
      CLAUSE_WORDS(8),
  ),
  // An earlier, separate harm told beside the story: "a prior shoulder thing in 2019", "she also
  // sprained the same ankle in 2022", "también tuve un accidente en 2021".
  new RegExp(
    ' (?:(?:a|an|una|un|my|mi) )?(?:prior|previous|earlier|separate|old|anterior) (?:\\w+ ){0,3}(?:injury|thing|accident|fall|' +
      'surgery|claim|issue|problem|case|lesion|accidente|caida|cirugia)(?: \\w+){0,5} $',
  ),
  / (?:i|he|she|we|they) also (?:had|sprained|broke|hurt|tore|fell)(?: \w+){0,10} $/,
  / (?:tambien|ya) (?:\w+ ){0,2}(?:tuve|tuvo|tuvimos|se habia caido|me habia caido)(?: \w+){0,8} $/,
];
/** A birth that is itself the harm (a birth injury): "born" dates the event, not a life. */
const BIRTH_HARM =
  / (?:birth injur\w*|delivery|parto|cesarea|c section|palsy|dystocia|midwife|partera|obgyn|ob gyn|born with|nacio con|forceps|vacuum)(?= )/;
const BORN = / (?:born|naci|nacio)(?: \w+){0,3} $/;
const isBackground = (before: string, folded = '') =>
  BACKGROUND.some((re) => re.test(before)) && !(BORN.test(before) && BIRTH_HARM.test(folded));

function clockMoment(row: CheckedRow, all: Moment[], folded: string, kind?: string): Moment | undefined {
  const moments = all.filter((m) => !isBackground(folded.slice(Math.max(0, m.at - 60), m.at), folded));
  if (!moments.length) return undefined;
  // The date said closest to the words of the event ("in March of this year I was let go"), not the
  // first one whose surroundings happen to reach them.
  const near = (re: RegExp, before = 60, after = 40, among: Moment[] = moments) => {
    const hits = [...folded.matchAll(new RegExp(re.source, 'g'))].map((h) => ({
      from: h.index ?? 0,
      to: (h.index ?? 0) + h[0].length,
    }));
    let best: Moment | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const m of among) {
      const end = m.at + m.phrase.length;
      for (const h of hits) {
        const distance = h.to <= m.at + 1 ? m.at - h.to : h.from - end;
        const inside = h.to <= m.at + 1 ? m.at - h.from <= before : h.to - end <= after;
        if (inside && distance < bestDistance) {
          best = m;
          bestDistance = distance;
        }
      }
    }
    return best;
  };
  switch (row.startsAt) {
    case 'discovery': {
      // The date written with "found", "me enteré", "diagnosed"; without one, the oldest date (earlier
      // is safer).
      // The finding often follows its date ("hace 2 semanas en una tomografía encontraron una gasa").
      // Outside medical care (a county's notice counted from discovery) the harm is plain the day it
      // happens: only a finding in so many words moves the clock, not an x-ray or a release date.
      const found = moments.filter((m) =>
        kind && !/^malpractice|^fcra$|^identityTheft$/.test(kind)
          ? isFinding(m, folded)
          : DISCOVERY_CUE.test(folded.slice(Math.max(0, m.at - 70), m.at + m.phrase.length + 90)),
      );
      return found[found.length - 1] ?? oldest(moments);
    }
    case 'moveOut':
    case 'moveOutAndAddress': {
      const out = new RegExp(
        ' (?:moved out|move out|turned in|left (?:my|the|our) (?:apartment|house|place|unit|rental)|me ' +
          'sali|me mude|me fui|entregue|sali|nos fuimos|nos salimos|nos mudamos|se mudo|se salio|se fue|(?:handed|gave|turned) (?:back )?(?:the|my) keys|' +
          'returned the keys|' +
          'devolvi las llaves)',
      );
      // One date in a story about moving out is the move-out's, however far the words sit apart.
      return near(out, 90) ?? (moments.length === 1 && out.test(folded) ? moments[0] : undefined);
    }
    case 'separation':
    case 'resignation':
      return (
        near(/ (?:fired|quit|let go|despidieron|corrieron|renuncie|last day|ultimo dia)/) ?? oldest(moments)
      );
    case 'summonsServed': {
      const served =
        / (?:served|server|handed|papers|papeles|papel|petition|summons|entregaron|llegaron|me dieron|pegado|dejaron)/;
      return near(served, 60, 90) ?? (moments.length === 1 && served.test(folded) ? moments[0] : undefined);
    }
    case 'arrest':
      return near(/ (?:arrest|pulled over|arrestaron|pararon|dui|dwi)/) ?? oldest(moments);
    case 'violation':
      return (
        near(/ (?:fired|quit|let go|despidieron|corrieron|renuncie|paid|pagaron|pagado)/, 60, 90) ??
        oldest(moments)
      );
    case 'breach':
      // A loan or a job is made first and broken later: the clock runs from the broken promise.
      return (
        near(
          new RegExp(
            ' (?:stopped paying|quit paying|dejo de pagar|dejaron de pagar|pay (?:\\w+ ){0,3}back(?: \\w+){0,3} by|' +
              'dejo de venir|dejaron de venir|stopped (?:coming|showing up|answering)|ya no (?:vino|volvio|contesta)|' +
              '(?:promised|said|dijo|prometio) (?:\\w+ ){0,6}(?:by|para|antes de)|me ' +
              'pagaba en|me pagaria en|walked (?:away|off)|never came back|no regreso|dejo la obra|' +
              'vanished|desaparecio|was due|vencia)',
          ),
        ) ?? oldest(moments)
      );
    case 'noticeServed': {
      // The day the notice came: "yesterday he taped a paper to my door", "me dejó un aviso ayer".
      const notice =
        / (?:notice|aviso|papel|paper|letter|carta|taped|pegaron|pego|dejo|left|demand|got served)/;
      // The month of the rent owed ("debo la renta de noviembre") is not the day the notice came.
      const owed = moments.filter(
        (m) =>
          !/ (?:rent|renta|debo|owe|owed|pagar|pay)(?: \w+){0,3} $/.test(
            folded.slice(Math.max(0, m.at - 30), m.at),
          ),
      );
      return near(notice, 60, 90, owed) ?? (owed.length === 1 && notice.test(folded) ? owed[0] : undefined);
    }
    case 'none':
      return undefined;
    default:
      return oldest(moments);
  }
}

function oldest(moments: Moment[]): Moment | undefined {
  return [...moments].sort((a, b) => a.from.getTime() - b.from.getTime())[0];
}

function monthYear(d: Date, lang: Language): string {
  return d.toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function dayText(d: Date, lang: Language): string {
  return d.toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "about 9 days", "about 11 months", rounded down so the time left is never overstated. */
function leftText(days: number, lang: Language): string {
  const t = DEADLINE_TEXT[lang];
  const n = (v: number, unit: 'days' | 'weeks' | 'months') => `${v} ${t.units[unit][v === 1 ? 0 : 1]}`;
  if (days < 21) return n(Math.max(0, Math.floor(days)), 'days');
  if (days < 70) return n(Math.floor(days / 7), 'weeks');
  return n(Math.floor(days / 30.44), 'months');
}

interface Clocked {
  end: Date;
  latest: Date;
  s: Stated;
  m: Moment;
  /** Counted from a later day than the clock's own start: the end is an upper bound. */
  atMost?: boolean;
}

/**
 * What the person's dates mean for the deadlines stated. The earliest end decides; when it has
 * passed and another deadline is still open, that one is said too, since which applies may turn on
 * facts a lawyer should weigh this week.
 */
function timingOf(stated: Stated[], input: DeadlineInput): DeadlineAnswer['timing'] {
  const today = utcDay(input.today);
  const moments = momentsIn(input.folded, today);
  const pay = payTiming(stated, moments, input.folded, today, input.lang);
  const claim = claimTiming(stated, moments, today, input);
  // Late final pay is the employer's lateness: the person's own claim is still open.
  if (!pay) return claim;
  return { line: [pay, claim?.line].filter(Boolean).join(' '), status: claim?.status ?? 'left' };
}

/** When the final pay was due, counted from the day the job ended. */
function payTiming(
  stated: Stated[],
  moments: Moment[],
  folded: string,
  today: Date,
  lang: Language,
): string | undefined {
  const row = stated.find((s) => /^wagesFinal/.test(s.kind) && s.row)?.row;
  if (!row || !TIME_UNITS.has(row.unit) || row.value < 0) return undefined;
  const m = clockMoment(row, moments, folded);
  if (!m) return undefined;
  const t = DEADLINE_TEXT[lang];
  const due = addPeriod(m.to, row);
  const left = (due.getTime() - today.getTime()) / DAY;
  return left < 0
    ? t.timing.payLate(momentText(m, today, lang), dayText(due, lang))
    : t.timing.payDue(momentText(m, today, lang), leftText(left, lang), dayText(due, lang));
}

function claimTiming(
  stated: Stated[],
  moments: Moment[],
  today: Date,
  input: DeadlineInput,
): DeadlineAnswer['timing'] {
  const { lang, folded } = input;
  const t = DEADLINE_TEXT[lang];
  const clocked: Clocked[] = [];
  for (const s of stated) {
    const row = s.row;
    if (!row || !TIME_UNITS.has(row.unit) || s.kind === 'unlawfulPresence') continue;
    if (s.kind === 'wagesCourt' || s.kind === 'flsa' || /^wagesFinal/.test(s.kind)) continue;
    const m = clockMoment(row, moments, folded, s.kind);
    if (!m) continue;
    const end = addPeriod(m.from, row);
    // Counted from the day the harm was found, a clock that runs from the act ends no later than
    // this: it can be said to have passed, or to leave at most so much time.
    const atMost = row.startsAt === 'act' && isFinding(m, folded) && end > today;
    clocked.push({ end, latest: addPeriod(m.to, row), s, m, atMost });
  }
  clocked.sort((a, b) => a.end.getTime() - b.end.getTime());
  const best = clocked[0];
  if (!best) return undefined;
  // The time left is said without the statute an agency's name may carry ("… under § 25-5-88"):
  // a section next to a count of months reads as that section's period.
  const what = (c: Clocked) => t.what[c.s.kind](c.s.row?.agency?.replace(/\s*\([^)]*§[^)]*\)/g, ''));
  const quoted = (c: Clocked) => momentText(c.m, today, lang);
  const leftLine = (c: Clocked) =>
    (c.atMost ? t.timing.leftAtMost : t.timing.left)(
      quoted(c),
      what(c),
      leftText((c.end.getTime() - today.getTime()) / DAY, lang),
      dayText(c.end, lang),
    );
  if (best.s.kind === 'deposit') {
    const left = Math.round((best.end.getTime() - today.getTime()) / DAY);
    return left < 0
      ? { line: t.timing.depositPassed(quoted(best)), status: 'passed' }
      : { line: t.timing.depositLeft(quoted(best), leftText(left, lang)), status: 'left' };
  }
  if (best.end > today) return { line: leftLine(best), status: 'left' };
  const status = best.latest < today ? 'passed' : 'now';
  const head =
    status === 'passed'
      ? t.timing.passed(quoted(best), what(best), monthYear(best.latest, lang))
      : t.timing.now(quoted(best), what(best));
  // An outer limit that has run closes the other clocks of the claim, whatever the discovery (an
  // object left in the body has its own clock, which outer limits commonly spare).
  const closed = clocked.some((c) => c.s.kind === 'malpracticeRepose' && c.latest < today);
  // An outer limit is a cap on the others, never time of its own to act in once they have run.
  const open = clocked.find(
    (c) =>
      c.end > today &&
      c.s.kind !== 'malpracticeRepose' &&
      !(closed && c.s.kind !== 'malpracticeForeignObject'),
  );
  // The clock of the claim itself still running (an object left in the body, found late) decides
  // whether it is too late, not a general clock that ran before anyone knew.
  const headOpen = open !== undefined && open.s === stated[0];
  return {
    line: [head, open ? leftLine(open) : '', t.timing.exceptions].filter(Boolean).join(' '),
    status: headOpen ? 'left' : status,
  };
}

/** When something happened, in the answer's language: "about 14 months ago", "in June 2024", "yesterday". */
function momentText(m: Moment, today: Date, lang: Language): string {
  const t = DEADLINE_TEXT[lang];
  const days = Math.round((today.getTime() - m.from.getTime()) / DAY);
  const span = Math.round((m.to.getTime() - m.from.getTime()) / DAY);
  if (span === 0) {
    if (days <= 1) return days === 0 ? t.when.today : t.when.yesterday;
    if (days < 21) return t.when.daysAgo(days);
    return t.when.on(dayText(m.from, lang));
  }
  if (span <= 31 && m.from.getUTCDate() === 1) return t.when.inMonth(monthYear(m.from, lang));
  if (span > 300) return t.when.inYear(String(m.from.getUTCFullYear()));
  const mid = new Date((m.from.getTime() + m.to.getTime()) / 2);
  const months = Math.round((today.getTime() - mid.getTime()) / DAY / 30.44);
  return months >= 2 ? t.when.monthsAgo(months) : t.when.around(monthYear(mid, lang));
}

function reviewedText(lang: Language, day = STATE_LAW_REVIEWED): string {
  return dayText(new Date(`${day}T12:00:00Z`), lang);
}

/**
 * The deadlines of the claims a situation is, in the person's language: each rule with its statute,
 * a rule not confirmed in the official text as "a special, often shorter deadline — check it with a
 * lawyer this week", and what the person's own dates mean for the first one.
 */
export function deadlinesFor(input: DeadlineInput): DeadlineAnswer {
  const { claims, state, lang } = input;
  const t = DEADLINE_TEXT[lang];
  const federalOnly = claims.length > 0 && claims.every((c) => c.rules.every((r) => 'federal' in r));
  if (!claims.length) return { lines: [], byClaim: [], cites: [] };
  if (!state && !federalOnly) return { lines: [t.needState], byClaim: [], cites: [] };
  const where = state ? stateDisplayName(state, lang) : '';
  const stated: Stated[] = [];
  /** How many of the stated rules belong to the first claim: the one the dates and the caution are about. */
  let firstClaimRules = 0;
  const owner: Claim['kind'][] = [];
  /** Where the answer's link points: the first state row stated. */
  let anchor = '';
  for (const [index, claim] of claims.entries()) {
    for (const ref of claim.rules) {
      // A rule that replaces the claim's others (an object left in the body) is said alone.
      if (stated.some((x, i) => owner[i] === claim.kind && x.row?.alone)) break;
      const s = resolve(ref, state);
      if (!s) continue;
      // A row nobody confirmed is said once, with no number and a lawyer this week; a later rule of
      // the claim only when it could be the shorter one (counted from discovery, a notice).
      const later = claim.rules.indexOf(ref) > 0;
      // A later rule read in the law with no number adds nothing to act on.
      if (s.open && later) continue;
      if (!s.row && !s.open && stated.some((x) => !x.row && !x.open)) continue;
      if (!s.row && !s.open && later && !MAY_BE_SHORTER.has(s.kind)) continue;
      if (stated.some((x) => x.kind === s.kind)) continue;
      stated.push(s);
      owner.push(claim.kind);
      if (index === 0) firstClaimRules = stated.length;
      const kind = 'state' in ref ? ref.state : 'hedge' in ref ? 'injury' : undefined;
      if (!anchor && kind && state) anchor = `#${state}-${kind}`;
    }
  }
  const said = stated.map((s) => sentence(s, where, lang, false));
  const lines = said.filter((l): l is string => Boolean(l));
  const byClaim = claims
    .map((c) => ({
      kind: c.kind,
      lines: said.filter((l, i): l is string => Boolean(l) && owner[i] === c.kind),
    }))
    .filter((c) => c.lines.length);
  const first = stated[0];
  const cites = [...new Set(stated.flatMap((s) => (s.row ? [s.row.cite] : [])))];
  const own = stated.slice(0, firstClaimRules);
  const ownCites = [...new Set(own.flatMap((s) => (s.row ? [s.row.cite] : [])))];
  const checkedDays = own.flatMap((s) => (s.row ? [s.row.checkedOn] : [])).sort();
  const link = `${input.lawLink ?? '/state-law'}${anchor}`;
  return {
    lines,
    byClaim,
    timing: timingOf(own, input),
    caution: ownCites.length
      ? t.caution(ownCites.slice(0, 3).join(t.and), reviewedText(lang, checkedDays[0]), link)
      : undefined,
    direct: first ? sentence(first, where, lang, true) : undefined,
    farBack: farBackOf(stated, where, lang),
    cites,
  };
}
