import { isChecked, lawRow } from '../../../law/table.js';
import { DIRECT_TEXT } from './chat-law-text.js';
import type { Conversation } from './chat-memory.js';
import type { Context } from './compose.js';
import { blockLines, periodOf } from './deadlines.js';
import { stateDisplayName } from './geo.js';
import { type Amount, findAmounts, formatAmount } from './money.js';
import { directLead, directQuestionOf } from './questions.js';

/** A question about taking an offer ("should I accept $800?", "¿debo aceptar $800?"). */
const ACCEPT_QUESTION = new RegExp(
  '\\b(?:should (?:i|we) (?:accept|take)|do (?:i|we) (?:accept|take)|is (?:it|that|this) (?:a ' +
    ')?(?:fair|good) (?:offer|deal)|(?:debo|deber[ií]a|debemos|me conviene|nos conviene) (?:aceptar|' +
    'agarrar|tomar)|acepto (?:los|el|la|\\$))',
  'i',
);

/** "Can he keep my deposit?" / "¿Se lo puede quedar?" */
const KEEP_QUESTION = new RegExp(
  '\\b(?:can (?:he|she|they|my landlord|the landlord|the owner) (?:keep|hold|take)|(?:se lo|se la|se ' +
    'los) (?:puede|pueden) quedar|puede[n]? quedarse)',
  'i',
);

type MoneyTopic = 'deposit' | 'injury' | 'wages';

/** Which money matter an offer is about, from the claim the conversation is on. */
function moneyTopicOf(ctx: Context): MoneyTopic | undefined {
  const kind = ctx.facts.claims[0]?.kind;
  if (kind === 'deposit') return 'deposit';
  if (kind === 'wages') return 'wages';
  if (ctx.facts.topic === 'personal_injury') return 'injury';
  return undefined;
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

function acceptLines(question: string, ctx: Context, conv: Conversation): string[] {
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
  const topic = moneyTopicOf(ctx);
  const topicLine = topic ? t.acceptTopic[topic] : undefined;
  if (topicLine) lines.push(topicLine);
  if (topic === 'deposit' && ctx.deadlines.timing?.status === 'passed') lines.push(t.acceptDeadlinePassed);
  lines.push(...t.acceptCommon);
  return lines;
}

/** "Not without a reason: … must return the rest within 21 days after you move out (cite)." */
function keepLine(ctx: Context, state: string | undefined): string | undefined {
  const row = lawRow(state, 'deposit');
  if (!state || !row) return undefined;
  const t = DIRECT_TEXT[ctx.lang];
  const where = stateDisplayName(state, ctx.lang);
  const checked = isChecked(row) ? row : undefined;
  if (!checked?.cite && !row.cite) return undefined;
  const trigger = t.triggers[checked?.startsAt === 'moveOutAndAddress' ? 'move_out_and_address' : 'move_out'];
  return t.keep(
    where,
    checked ? periodOf(checked, ctx.lang) : undefined,
    checked?.cite ?? row.cite ?? '',
    trigger,
  );
}

export interface DirectAnswer {
  /** The answer itself, the first paragraph of the reply. */
  lead: string;
  /** Points to weigh, shown as a list after it. */
  points: string[];
  /** The answer already asks for the state. */
  asksState: boolean;
  /** The amount offered, which is not an amount the person is owed. */
  offerCents?: number;
}

/**
 * The answer to a question asked outright: whether to take an offer, whether the landlord can keep
 * the deposit, or a deadline ("how long", "is it too late", "how far back", "can they do that",
 * "what if I leave the country"), its first sentence the rule itself.
 */
export function directAnswer(question: string, conv: Conversation, ctx: Context): DirectAnswer | undefined {
  if (ACCEPT_QUESTION.test(question)) {
    const [lead = '', ...points] = acceptLines(question, ctx, conv);
    return { lead, points, asksState: false, offerCents: offerOf(question, conv.earlier)?.cents };
  }
  if (ctx.facts.claims[0]?.kind === 'deposit' && KEEP_QUESTION.test(question)) {
    const lead = keepLine(ctx, conv.state);
    if (lead) return { lead, points: [], asksState: false };
  }
  const asked = directQuestionOf(question);
  if (!asked) return undefined;
  const lead = directLead(asked, ctx.deadlines, ctx.facts.claims, ctx.lang, ctx.facts.folded);
  // What the person's dates mean and where to check come with the answer, even when said before.
  const points = blockLines(ctx.deadlines, []);
  if (lead) return { lead, points: asked === 'leave' ? [] : points, asksState: false };
  const needState = ctx.deadlines.lines[0];
  if (!conv.state && ctx.facts.claims.length && needState)
    return { lead: needState, points: [], asksState: true };
  return undefined;
}
