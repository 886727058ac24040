import type { Language } from '../../../../shared/constants.js';
import { DIRECT_TEXT } from './chat-law-text.js';
import type { Conversation } from './chat-memory.js';
import type { OfflineFacts } from './facts.js';
import { stateDisplayName } from './geo.js';
import { type LawKind, periodText, reviewedText, STATE_LAW } from './knowledge/state-law.js';
import { type Amount, findAmounts, formatAmount } from './money.js';

/** A question that asks for a number of days, a deadline or a time limit. */
const DEADLINE_QUESTION =
  /\b(?:how many (?:days|weeks|months|years)|how long|how much time|deadline|time limit|statute of limitations?|too late|cu[aá]nt[oa]s? (?:d[ií]as|semanas|meses|a[nñ]os|tiempo)|plazos?|fecha l[ií]mite|prescri\w*|demasiado tarde)/i;
/** A question about taking an offer ("should I accept $800?", "¿debo aceptar $800?"). */
const ACCEPT_QUESTION =
  /\b(?:should (?:i|we) (?:accept|take)|do (?:i|we) (?:accept|take)|is (?:it|that|this) (?:a )?(?:fair|good) (?:offer|deal)|(?:debo|deber[ií]a|debemos|me conviene|nos conviene) (?:aceptar|agarrar|tomar)|acepto (?:los|el|la|\$))/i;

/** "Can he keep my deposit?" / "¿Se lo puede quedar?" */
const KEEP_QUESTION =
  /\b(?:can (?:he|she|they|my landlord|the landlord|the owner) (?:keep|hold|take)|(?:se lo|se la|se los) (?:puede|pueden) quedar|puede[n]? quedarse)/i;

const KIND_WORDS: [RegExp, LawKind][] = [
  [/dep[oó]sit/i, 'deposit'],
  [/evict|desaloj|notice to (?:pay|quit|vacate)|aviso/i, 'evictionNotice'],
  [/\b(?:sue|lawsuit|demand\w*|injur\w*|lesi[oó]n|accident\w*)\b/i, 'injury'],
  [/\b(?:wages?|paycheck|unpaid|sueldo|salario|me pag\w*|no me han pagado)\b/i, 'wages'],
];

/** Which time limit of the table a question is about, from its words and the conversation. */
export function lawKindOf(question: string, facts: OfflineFacts): LawKind | undefined {
  const named = KIND_WORDS.find(([re]) => re.test(question))?.[1];
  const fits: Record<LawKind, boolean> = {
    deposit: facts.topic === 'landlord_tenant',
    evictionNotice: facts.topic === 'landlord_tenant',
    injury: facts.topic === 'personal_injury',
    wages: facts.topic === 'employment',
  };
  if (named && fits[named]) return named;
  const aspects: readonly string[] = facts.aspects;
  if (facts.topic === 'landlord_tenant') {
    if (aspects.includes('deposit') || facts.movedOut) return 'deposit';
    if (aspects.includes('eviction') || aspects.includes('rent_owed')) return 'evictionNotice';
  }
  if (facts.topic === 'personal_injury') return 'injury';
  if (facts.topic === 'employment' && aspects.includes('wages')) return 'wages';
  return undefined;
}

/** Whether the deposit deadline has passed, from the days since moving out; undefined when unknown. */
function depositPassed(facts: OfflineFacts, state?: string): boolean | undefined {
  const rule = state ? STATE_LAW[state]?.deposit : undefined;
  if (!rule?.value || rule.unit !== 'days' || facts.movedOutDaysAgo === undefined) return undefined;
  return facts.movedOutDaysAgo > rule.value;
}

function deadlineLines(kind: LawKind, conv: Conversation, keep = false): { lines: string[]; cite?: string } {
  const { facts, lang, state } = conv;
  const t = DIRECT_TEXT[lang];
  const law = state ? STATE_LAW[state] : undefined;
  if (!state || !law) return { lines: [t.needState] };
  const where = stateDisplayName(state, lang);
  const rule = law[kind];
  const period = periodText(rule, lang);
  const lines: string[] = [];
  if (kind === 'deposit') {
    const trigger = t.triggers[law.deposit.trigger];
    if (keep) lines.push(t.keep(where, period, rule.cite, trigger));
    else lines.push(period ? t.deposit(where, period, rule.cite, trigger) : t.depositNone(where, rule.cite));
    const passed = depositPassed(facts, state);
    const days = facts.movedOutDaysAgo ?? 0;
    if (passed === true) lines.push(t.depositPassed(days));
    if (passed === false) lines.push(t.depositLeft(days, (rule.value ?? 0) - days));
  } else if (kind === 'evictionNotice') {
    lines.push(period ? t.eviction(where, period, rule.cite) : t.evictionNone(where, rule.cite));
  } else if (period) {
    lines.push(kind === 'injury' ? t.injury(where, period, rule.cite) : t.wages(where, period, rule.cite));
  }
  lines.push(t.caution(rule.cite, reviewedText(lang)));
  return { lines, cite: rule.cite };
}

function totals(text: string): Amount[] {
  return findAmounts(text).filter((a) => !a.per);
}

const OFFER_WORDS = /\b(?:offer\w*|ofrec\w*|ofert\w*|propus\w*|propone\w*|settle\w*|arreglo)\b/gi;
/** Offer words and the amount they name are written close together ("offered me $800"). */
const OFFER_REACH = 40;

/** The amount offered: the one in the question, else the one written just after an offer word. */
function offerOf(question: string, earlier: string): Amount | undefined {
  const asked = totals(question)[0];
  if (asked) return asked;
  const amounts = totals(earlier);
  let best: Amount | undefined;
  for (const m of earlier.matchAll(OFFER_WORDS)) {
    const at = m.index ?? 0;
    const next = amounts.find((a) => a.at >= at && a.at - at <= OFFER_REACH);
    if (next) best = next;
  }
  return best;
}

function acceptLines(question: string, kind: LawKind | undefined, conv: Conversation): string[] {
  const t = DIRECT_TEXT[conv.lang];
  const offer = offerOf(question, conv.earlier);
  const stake = totals(conv.earlier)
    .filter((a) => a.cents !== offer?.cents)
    .sort((a, b) => b.cents - a.cents)[0];
  const money = (a: Amount) => formatAmount(a, conv.lang);
  const lines: string[] = [];
  const offerText = offer ? money(offer) : conv.lang === 'es' ? 'la oferta' : 'the offer';
  if (offer && stake && offer.cents < stake.cents)
    lines.push(t.accept(money(offer), money(stake), Math.round((offer.cents / stake.cents) * 100)));
  else if (offer && stake) lines.push(t.acceptMore(money(offer), money(stake)));
  else lines.push(t.acceptNoStake(offerText));
  const topicLine = kind && kind !== 'evictionNotice' ? t.acceptTopic[kind] : undefined;
  if (topicLine) lines.push(topicLine);
  if (kind === 'deposit' && depositPassed(conv.facts, conv.state)) lines.push(t.acceptDeadlinePassed);
  lines.push(...t.acceptCommon);
  return lines;
}

export interface DirectAnswer {
  /** The answer itself, the first paragraph of the reply. */
  lead: string;
  /** Points to weigh, shown as a list after it. */
  points: string[];
  /** The statute the answer cites, so other lines that repeat it can be left out. */
  cite?: string;
  /** The answer already asks for the state. */
  asksState: boolean;
  /** The amount offered, which is not an amount the person is owed. */
  offerCents?: number;
}

/** The answer to a direct question (a deadline, or whether to take an offer), when it asks one. */
export function directAnswer(question: string, conv: Conversation): DirectAnswer | undefined {
  const kind = lawKindOf(question, conv.facts);
  if (ACCEPT_QUESTION.test(question)) {
    const [lead = '', ...points] = acceptLines(question, kind, conv);
    return { lead, points, asksState: false, offerCents: offerOf(question, conv.earlier)?.cents };
  }
  if (kind === 'deposit' && KEEP_QUESTION.test(question) && conv.state && STATE_LAW[conv.state]) {
    const { lines, cite } = deadlineLines(kind, conv, true);
    return { lead: lines.join(' '), points: [], cite, asksState: false };
  }
  if (DEADLINE_QUESTION.test(question) && kind) {
    const { lines, cite } = deadlineLines(kind, conv);
    return { lead: lines.join(' '), points: [], cite, asksState: !cite };
  }
  return undefined;
}

/** A state's time limit as it fits inside a sentence ("30 days, NMSA § 47-8-18"), or the usual range. */
export function limitText(kind: 'deposit' | 'injury', state: string | undefined, lang: Language): string {
  const t = DIRECT_TEXT[lang];
  const rule = state ? STATE_LAW[state]?.[kind] : undefined;
  if (!rule) return t.ranges[kind];
  const period = periodText(rule, lang);
  return period ? t.ruleLine(period, rule.cite) : t.ruleNone(rule.cite);
}
