import type { Language } from '../../../../shared/constants.js';
import { ANALYSIS_SECTION_KEYS, type AnalysisSectionKey } from '../../../../shared/rules/situation.js';
import type { AnalysisResult } from '../../../../shared/schemas/situation.js';
import { blockLines, type DeadlineAnswer, deadlinesFor } from './deadlines.js';
import type { OfflineFacts } from './facts.js';
import { stateDisplayName } from './geo.js';
import { AMOUNT_ANCHORS, COMMON_TEXT, MONEY_TOPICS, TOPIC_QUESTIONS, TOPIC_TEXT } from './knowledge/index.js';
import type { AspectText, CommonText, TopicText } from './knowledge/types.js';
import { type Amount, formatAmount } from './money.js';
import { directLead, directQuestionOf } from './questions.js';
import { bullets, joinList } from './text.js';

const MAX_LINES = 7;
/** Matters brought by the government, where there is no private other side. */
const AGAINST_THE_STATE = new Set(['criminal_defense', 'immigration']);
const MAX_ASPECTS = 2;
const MAX_ISSUES = 5;
const MAX_QUESTIONS = 5;
const MIN_QUESTIONS = 3;

type Placeholders = Record<string, string | undefined>;

/** Fills {placeholders}; a line needing a fact the person did not give is dropped (undefined). */
export function fill(line: string, values: Placeholders): string | undefined {
  let missing = false;
  const out = line.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = values[key];
    if (v === undefined) missing = true;
    return v ?? '';
  });
  return missing ? undefined : out;
}

/** The amount a line is about: the one written nearest to the anchor words, or the only one. */
function amountFor(facts: OfflineFacts, aspect?: string): Amount | undefined {
  // A rate ("$12 an hour") is not a total, so lines about "the amount" never use one.
  const totals = facts.amounts.filter((a) => !a.per);
  if (totals.length === 1) return totals[0];
  const anchor = aspect ? AMOUNT_ANCHORS[aspect] : undefined;
  if (!anchor || totals.length === 0) return undefined;
  const positions: number[] = [];
  const global = new RegExp(anchor.source, 'gi');
  for (const m of facts.text.matchAll(global)) positions.push(m.index ?? 0);
  let best: Amount | undefined;
  let bestDistance = 80;
  for (const a of totals) {
    for (const p of positions) {
      const d = Math.abs(a.at - p);
      if (d < bestDistance) {
        bestDistance = d;
        best = a;
      }
    }
  }
  return best;
}

/** What the engine needs besides the text: today (for the person's own dates) and where rows are shown. */
export interface EngineClock {
  today?: Date;
  /** The address of the state-law page ("/state-law", or a full address for text messages). */
  lawLink?: string;
}

export interface Context {
  facts: OfflineFacts;
  lang: Language;
  /** The deadlines of the claims the text names, with the person's own dates read against today. */
  deadlines: DeadlineAnswer;
  common: CommonText;
  topic: TopicText;
  aspects: AspectText[];
  aspectKeys: string[];
  values: Placeholders;
}

export function contextOf(
  facts: OfflineFacts,
  lang: Language,
  state = facts.state,
  clock: EngineClock = {},
): Context {
  const common = COMMON_TEXT[lang];
  const deadlines = deadlinesFor({
    claims: facts.claims,
    state,
    folded: facts.folded,
    lang,
    today: clock.today ?? new Date(),
    lawLink: clock.lawLink,
  });
  const topic = TOPIC_TEXT[lang][facts.topic];
  const aspectKeys = facts.aspects.filter((a) => topic.aspects[a]).slice(0, MAX_ASPECTS);
  const name = state ? stateDisplayName(state, lang) : undefined;
  return {
    facts,
    lang,
    deadlines,
    common,
    topic,
    aspects: aspectKeys.map((a) => topic.aspects[a] as AspectText),
    aspectKeys,
    values: {
      state: name ?? common.yourState,
      inState: name ? common.inState(name) : '',
      amounts: facts.amounts.length
        ? joinList(
            facts.amounts.map((a) => formatAmount(a, lang)),
            lang,
          )
        : undefined,
      date: quoted(facts.times.dates)[0],
      deadline: quoted(facts.times.deadlines)[0],
      laborAgency: common.laborAgency(state),
      stillRenting: facts.movedOut ? undefined : '',
    },
  };
}

/** The person's own words, marked as such. */
function quoted(list: string[]): string[] {
  return list.map((t) => `“${t}”`);
}

function valuesFor(ctx: Context, aspect?: string): Placeholders {
  const amount = amountFor(ctx.facts, aspect);
  return { ...ctx.values, amount: amount ? formatAmount(amount, ctx.lang) : undefined };
}

function unique(lines: (string | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of lines) {
    if (!l || seen.has(l)) continue;
    seen.add(l);
    out.push(l);
  }
  return out;
}

const FEDERAL_MINIMUM_WAGE_CENTS = 725;

/** What the hours and the hourly pay the person mentions mean under federal wage law. */
function wageLines(ctx: Context): string[] {
  const out: string[] = [];
  const { weeklyHours, amounts } = ctx.facts;
  if (weeklyHours && weeklyHours > 40 && weeklyHours <= 120) out.push(ctx.common.lines.overtime(weeklyHours));
  const hourly = amounts.find((a) => a.per === 'hour');
  if (hourly && hourly.cents < FEDERAL_MINIMUM_WAGE_CENTS)
    out.push(ctx.common.lines.belowMinimum(formatAmount(hourly, ctx.lang)));
  return out;
}

/** Lines of one section: the specific problem first, then the topic, then what applies to everyone. */
export function sectionLines(ctx: Context, key: AnalysisSectionKey): string[] {
  const { common, facts } = ctx;
  const lines: (string | undefined)[] = [];
  const add = (list: string[] | undefined, aspect?: string) => {
    const values = valuesFor(ctx, aspect);
    for (const l of list ?? []) lines.push(fill(l, values));
  };
  if (key === 'keyIssues' && facts.topic === 'employment') lines.push(...wageLines(ctx));
  if (key === 'deadlines') {
    // The claim's own rules come first: the general injury period never stands in for them.
    lines.push(...blockLines(ctx.deadlines, ctx.deadlines.lines.slice(0, 3)));
    if (facts.times.deadlines.length)
      lines.push(common.lines.deadlinesYouMention(joinList(quoted(facts.times.deadlines), ctx.lang)));
    if (facts.times.soon) lines.push(common.lines.soon);
    if (!ctx.deadlines.timing && facts.times.oldest === 'year') lines.push(common.lines.oldYear);
    if (!ctx.deadlines.timing && facts.times.oldest === 'years') lines.push(common.lines.oldYears);
  }
  if (key === 'evidenceToGather' && facts.evidence.length) {
    lines.push(
      common.lines.evidenceYouHave(
        joinList(
          facts.evidence.map((e) => common.evidence[e]),
          ctx.lang,
        ),
      ),
    );
  }
  for (const [i, a] of ctx.aspects.entries()) add(a.lines[key], ctx.aspectKeys[i]);
  add(ctx.topic.lines[key]);
  if (key === 'keyIssues') {
    if (facts.states.length > 1) {
      lines.push(
        common.facts.manyStates(
          joinList(
            facts.states.map((s) => stateDisplayName(s, ctx.lang)),
            ctx.lang,
          ),
        ),
      );
    }
    if (facts.secondary) lines.push(common.facts.alsoTopic(TOPIC_TEXT[ctx.lang][facts.secondary].label));
  }
  if (key === 'evidenceToGather') lines.push(common.lines.keepSafe);
  // The general advice (write to the other side, settle) does not fit a case against the state.
  if (key === 'nextSteps' && !AGAINST_THE_STATE.has(facts.topic)) add(common.lines.nextStepsGeneral);
  if (key === 'whenToSeeAttorney' && !AGAINST_THE_STATE.has(facts.topic)) add(common.lines.attorneyGeneral);
  if (key === 'freeResources') add([common.lines.stateLegalAid, common.lines.referral, common.lines.call211]);
  return unique(lines).slice(0, MAX_LINES);
}

/** The first sentence for a question the text asks outright ("is it too late?", "how far back?"). */
export function directFirst(ctx: Context, text = ctx.facts.text): string | undefined {
  const question = directQuestionOf(text);
  return question
    ? directLead(question, ctx.deadlines, ctx.facts.claims, ctx.lang, ctx.facts.folded)
    : undefined;
}

export function summaryOf(ctx: Context): string {
  const { common, facts, lang } = ctx;
  const parts: (string | undefined)[] = [directFirst(ctx), fill(ctx.topic.summary, ctx.values)];
  if (facts.topic === 'other') parts.push(common.facts.noTopic);
  for (const a of ctx.aspects) parts.push(a.summary);
  if (facts.parties.length)
    parts.push(
      common.facts.parties(
        joinList(
          facts.parties.slice(0, 4).map((p) => common.parties[p]),
          lang,
        ),
      ),
    );
  if (ctx.values.amounts) parts.push(common.facts.amounts(ctx.values.amounts));
  if (facts.times.dates.length)
    parts.push(common.facts.dates(joinList(quoted(facts.times.dates.slice(0, 4)), lang)));
  return parts.filter(Boolean).join(' ');
}

export function legalIssuesOf(ctx: Context): string[] {
  const { facts, lang } = ctx;
  const topic = ctx.topic;
  const aspectIssues = facts.aspects
    .filter((a) => topic.aspects[a])
    .slice(0, 3)
    .map((a) => fill(topic.aspects[a]?.issue ?? '', ctx.values));
  const issues = [...aspectIssues, ...topic.issues.map((i) => fill(i, ctx.values))];
  if (facts.secondary) issues.push(fill(TOPIC_TEXT[lang][facts.secondary].issues[0] ?? '', ctx.values));
  return unique(issues).slice(0, MAX_ISSUES);
}

export function followUpQuestionsOf(ctx: Context): string[] {
  const { facts, common } = ctx;
  const q = common.questions;
  const out: string[] = [];
  if (!facts.state && facts.topic !== 'immigration') out.push(q.state);
  if (!facts.times.dates.length && !facts.times.deadlines.length) out.push(q.when);
  const moneyMatters =
    MONEY_TOPICS.has(facts.topic) || ctx.aspectKeys.includes('support') || ctx.aspectKeys.includes('notario');
  if (moneyMatters && !facts.amounts.length) out.push(q.amount);
  for (const key of TOPIC_QUESTIONS[facts.topic]) if (!facts.answered.has(key)) out.push(q[key]);
  if (!facts.evidence.length) out.push(q.documents);
  // A criminal or immigration matter has no "other side" to negotiate with or outcome to choose.
  if (!AGAINST_THE_STATE.has(facts.topic)) out.push(q.other_side, q.outcome);
  out.push(q.prior_steps, q.timeline);
  const list = unique(out);
  return list.slice(0, Math.max(MIN_QUESTIONS, Math.min(MAX_QUESTIONS, list.length)));
}

export function composeAnalysis(
  facts: OfflineFacts,
  lang: Language,
  clock: EngineClock = {},
): AnalysisResult & { notice: string } {
  const ctx = contextOf(facts, lang, facts.state, clock);
  const analysis: AnalysisResult['analysis'] = {};
  for (const key of ANALYSIS_SECTION_KEYS) {
    const lines = sectionLines(ctx, key);
    const content = key === 'nextSteps' ? lines.map((l, i) => `${i + 1}. ${l}`).join('\n') : bullets(lines);
    analysis[key] = { present: lines.length > 0, content };
  }
  return {
    summary: summaryOf(ctx),
    analysis,
    followUpQuestions: followUpQuestionsOf(ctx),
    legalIssues: legalIssuesOf(ctx),
    notice: ctx.common.notice,
  };
}
