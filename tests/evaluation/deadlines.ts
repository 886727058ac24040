import { z } from 'zod';
import type {
  analyzeSync,
  chatReplyText,
  extractFacts,
} from '../../src/server/integrations/ai/offline/index.js';
import { SITUATION_TOPICS } from '../../src/shared/topics.js';
import { PARTS, type Part, readJsonl } from './jsonl.js';

/**
 * The deadline set (decision 0034): situations as people write them, each labelled by a reviewer
 * with the claim it is, the state, and the period and statute the law gives for it. The texts say
 * their dates against EVAL_TODAY ("14 months ago", "in June 2024"). `tuning` may be looked at while
 * changing the engine; the held-out parts (`holdout2` is holdout-2.jsonl, and so on) never are.
 */
export const EVAL_TODAY = '2026-11-26';

const period = z.string().regex(/^\d+(?:\.\d+)? (?:hours|days|business days|weeks|months|years)$/);
const fixture = z.object({
  lang: z.enum(['en', 'es']),
  topic: z.enum(SITUATION_TOPICS),
  state: z.string().length(2),
  /** The claim: a kind of the state-law table, or of the federal rules. */
  kind: z.string(),
  /** The period the law gives for that claim ("30 months", "1 years"). */
  period,
  /** The statute as cited, and the section number that must appear with the period ("214-a"). */
  cite: z.string(),
  section: z.string(),
  /** Sections an answer may also give with a longer period (the outer limit, a second clock). */
  also: z.array(z.string()).default([]),
  /** From the dates in the text: the period has likely run out, or there is time left. */
  timing: z.enum(['passed', 'left']).optional(),
  text: z.string().min(20),
});
export type DeadlineFixture = z.infer<typeof fixture> & { part: Part; line: number };

/** The file of each part: `holdout2` is holdout-2.jsonl. */
const fileOf = (part: Part) => part.replace(/(\d+)$/, '-$1');

export function loadDeadlineFixtures(): DeadlineFixture[] {
  return PARTS.flatMap((part) =>
    readJsonl(`deadlines/${fileOf(part)}.jsonl`, fixture).map(({ data, line }) => ({
      ...data,
      part,
      line,
    })),
  );
}

const DAYS_PER: Record<string, number> = {
  hour: 1 / 24,
  day: 1,
  business: 7 / 5,
  week: 7,
  month: 365.25 / 12,
  year: 365.25,
};

/** A period in days, from "30 months", "2 years", "2 años y 6 meses", "14 días hábiles". */
export function periodDays(text: string): number | undefined {
  let total = 0;
  let found = false;
  const re =
    /(\d+(?:[.,]\d+)?|½)\s*(?:½\s*)?(hours?|horas?|business days?|d[ií]as? h[aá]biles|days?|d[ií]as?|weeks?|semanas?|months?|mes(?:es)?|years?|a[nñ]os?)/gi;
  for (const m of text.matchAll(re)) {
    const raw = m[1] ?? '';
    const n = raw === '½' ? 0.5 : Number(raw.replace(',', '.')) + (/½/.test(m[0]) ? 0.5 : 0);
    const unit = (m[2] ?? '').toLowerCase();
    const per = /^(?:business|d[ií]as? h)/.test(unit)
      ? DAYS_PER.business
      : /^(?:hour|hora)/.test(unit)
        ? DAYS_PER.hour
        : /^(?:day|d[ií]a)/.test(unit)
          ? DAYS_PER.day
          : /^(?:week|semana)/.test(unit)
            ? DAYS_PER.week
            : /^(?:month|mes)/.test(unit)
              ? DAYS_PER.month
              : DAYS_PER.year;
    total += n * (per ?? 1);
    found = true;
  }
  return found ? total : undefined;
}

/** A period as written in an answer, and the statute written with it. */
export interface StatedPeriod {
  days: number;
  phrase: string;
  cite?: string;
}

const PERIOD =
  /(?<![\d$.,])(\d+(?:[.,]\d+)?½?|½)\s*(?:(?:years?|a[nñ]os?)(?:\s*(?:and|y)\s*\d+\s*(?:months?|mes(?:es)?))?|months?|mes(?:es)?|weeks?|semanas?|business days?|d[ií]as h[aá]biles|days?|d[ií]as?|hours?|horas?)(?![\p{L}])|\b(?:immediately|de inmediato|inmediatamente)\b/giu;
/** "Due immediately": a period of no days. */
const IMMEDIATE = /^(?:immediately|de inmediato|inmediatamente)$/i;
/** A citation: a section sign, or a code's own abbreviation, with its number. */
const CITE =
  /(?:§§\s*[\w.:()/-]*\d[\w.:()/-]*(?:,\s*[\w.:()/-]*\d[\w.:()/-]*)*|§+\s*[\w.:()/-]*\d[\w.:()/-]*|\b(?:RCW|CPLR|ILCS|KRS|NRS|ORS|MCL|RSA|SDCL|NMSA|HRS|RSMo|U\.S\.C\.|art\.|arts?\.|Adm\. Code)\s*§?\s*[\w.:()/-]*\d[\w.:()/-]*|\b\d[\d.]*\d\s+NMAC)/gu;
/** The person's own words, quoted back (“3 days to get out”), are not what the answer states. */
const QUOTED = /“[^”]*”/g;

/** Every period the text states next to a statute (within the same stretch of words). */
export function statedPeriods(text: string): StatedPeriod[] {
  const plain = text.replace(QUOTED, (q) => ' '.repeat(q.length));
  const cites = [...plain.matchAll(CITE)].map((m) => ({ at: m.index ?? 0, text: m[0] }));
  const out: StatedPeriod[] = [];
  for (const m of plain.matchAll(PERIOD)) {
    const at = m.index ?? 0;
    const days = IMMEDIATE.test(m[0]) ? 0 : periodDays(m[0]);
    if (days === undefined) continue;
    const end = at + m[0].length;
    // The statute written with a period follows it closely, or (in a list) comes just before it.
    const after = cites.find(
      (c) => c.at >= end && c.at - end <= 160 && !/[\n•]/.test(plain.slice(end, c.at)),
    );
    const before = [...cites]
      .reverse()
      .find((c) => c.at < at && at - c.at <= 60 && !/[\n•]/.test(plain.slice(c.at, at)));
    const cite = (after ?? before)?.text;
    if (cite) out.push({ days, phrase: m[0], cite });
  }
  return out;
}

export function hasSection(cite: string | undefined, section: string): boolean {
  if (!cite) return false;
  const escaped = section.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.-])${escaped}(?![\\w-]|\\.\\d)`, 'i').test(cite);
}

const PASSED =
  /may (?:already )?have (?:passed|run out|expired)|has (?:probably |likely |already )?(?:passed|run out|expired)|ran out|(?:pudo|podr[ií]a|puede) haber (?:vencido|pasado)|ya (?:venci[oó]|pas[oó])|(?:probablemente|posiblemente) (?:ya )?(?:venci[oó]|pas[oó])/i;
const LEFT =
  /(?:still have|have about|leaves? about|left to|remain(?:s|ing)?)\b|(?:le quedan?|todav[ií]a tiene|a[uú]n tiene|quedan unos?)/i;

export interface Verdict {
  right: boolean;
  tooLong: boolean;
  hedged: boolean;
  timing?: boolean;
}

/** How one answer reads against its label. */
export function judge(f: DeadlineFixture, answer: string): Verdict {
  const expected = periodDays(f.period) ?? 0;
  const stated = statedPeriods(answer);
  const close = (d: number) => Math.abs(d - expected) <= Math.max(1, expected * 0.02);
  const right = stated.some((s) => close(s.days) && hasSection(s.cite, f.section));
  const allowed = [f.section, ...f.also];
  const tooLong = stated.some(
    (s) => s.days > expected + 1 && !(right && allowed.some((a) => hasSection(s.cite, a))),
  );
  const hedged =
    !right &&
    /lawyer this week|abogado esta semana|shorter deadline|plazo especial|plazo m[aá]s corto/i.test(answer);
  const timing = f.timing ? (f.timing === 'passed' ? PASSED : LEFT).test(answer) : undefined;
  return { right, tooLong, hedged, timing };
}

export interface Reading {
  topic: string;
  state?: string;
  /** What the person reads in the analysis: summary, issues and every section. */
  analysis: string;
  /** The chat's answer to the same text sent as a first message. */
  chat: string;
}

export interface Score {
  count: number;
  topic: number;
  state: number;
  analysis: { right: number; tooLong: number; hedged: number };
  chat: { right: number; tooLong: number; hedged: number };
  timing: { count: number; right: number };
  misses: string[];
}

export function scoreDeadlines(fixtures: DeadlineFixture[], read: (f: DeadlineFixture) => Reading): Score {
  const s: Score = {
    count: 0,
    topic: 0,
    state: 0,
    analysis: { right: 0, tooLong: 0, hedged: 0 },
    chat: { right: 0, tooLong: 0, hedged: 0 },
    timing: { count: 0, right: 0 },
    misses: [],
  };
  for (const f of fixtures) {
    const r = read(f);
    s.count++;
    if (r.topic === f.topic) s.topic++;
    if (r.state === f.state) s.state++;
    const a = judge(f, r.analysis);
    const c = judge(f, r.chat);
    for (const [v, into] of [
      [a, s.analysis],
      [c, s.chat],
    ] as const) {
      if (v.right) into.right++;
      if (v.tooLong) into.tooLong++;
      if (v.hedged) into.hedged++;
    }
    if (f.timing) {
      s.timing.count++;
      if (a.timing && c.timing) s.timing.right++;
    }
    const wrong = [
      r.topic !== f.topic && `topic ${r.topic}`,
      r.state !== f.state && `state ${r.state ?? '-'}`,
      !a.right && (a.tooLong ? 'analysis TOO LONG' : 'analysis period'),
      !c.right && (c.tooLong ? 'chat TOO LONG' : 'chat period'),
      f.timing && !(a.timing && c.timing) && 'timing',
    ].filter(Boolean);
    if (wrong.length)
      s.misses.push(`${f.part}:${f.line} [${f.lang} ${f.state} ${f.kind}] ${wrong.join(', ')}`);
  }
  return s;
}

const pct = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 0);

/** The figures as CI prints them. */
export function formatScore(label: string, s: Score): string {
  return [
    `${label}: ${s.count} situations`,
    `  topic ${pct(s.topic, s.count)} %, state ${pct(s.state, s.count)} %`,
    `  right period with its statute: analysis ${pct(s.analysis.right, s.count)} %, chat ${pct(s.chat.right, s.count)} %`,
    `  hedged instead (no number, a lawyer this week): analysis ${s.analysis.hedged}, chat ${s.chat.hedged}`,
    `  a period longer than the law allows: analysis ${s.analysis.tooLong}, chat ${s.chat.tooLong}`,
    `  the person's own dates read (time left / passed): ${s.timing.right} of ${s.timing.count}`,
  ].join('\n');
}

export { pct as percentOf };

/**
 * The engine being scored: the sources in the tests, the compiled build in the benchmark, so both
 * read the same labels the same way.
 */
export interface OfflineEngine {
  analyzeSync: typeof analyzeSync;
  chatReplyText: typeof chatReplyText;
  extractFacts: typeof extractFacts;
}

/** What a person reads from the offline engine: the analysis of the text, and the chat's first answer. */
export function readOffline(engine: OfflineEngine, f: DeadlineFixture): Reading {
  const clock = { today: new Date(`${EVAL_TODAY}T15:00:00Z`) };
  const facts = engine.extractFacts(f.text);
  const a = engine.analyzeSync(f.text, f.lang, clock);
  const analysis = [
    a.summary,
    ...a.legalIssues,
    ...Object.values(a.analysis).map((x) => x?.content ?? ''),
  ].join('\n');
  const chat = engine.chatReplyText({ language: f.lang, question: f.text, history: [] }, clock);
  return { topic: facts.topic, state: facts.state, analysis, chat };
}

/** The deadline figures of each part, as the test and the benchmark print them. */
export function deadlineScores(engine: OfflineEngine): Record<Part, Score> {
  const all = loadDeadlineFixtures();
  const read = (f: DeadlineFixture) => readOffline(engine, f);
  return Object.fromEntries(
    PARTS.map((part) => [
      part,
      scoreDeadlines(
        all.filter((f) => f.part === part),
        read,
      ),
    ]),
  ) as Record<Part, Score>;
}

/** How CI names a part: "tuning", "held out", "held out 2". */
export const partLabel = (part: Part) =>
  part === 'tuning' ? 'tuning' : `held out${part.slice('holdout'.length).replace(/^\d/, ' $&')}`;
