import type { Language } from '../../../../shared/constants.js';
import type { AnalysisSectionKey } from '../../../../shared/rules/situation.js';
import { chatIntent } from '../prompts.js';
import type { ChatReplyInput } from '../types.js';
import { directAnswer } from './chat-direct.js';
import { type Conversation, readConversation } from './chat-memory.js';
import { CHAT_TEXT } from './chat-text.js';
import { claimsOf } from './claims.js';
import { type Context, contextOf, type EngineClock, followUpQuestionsOf, sectionLines } from './compose.js';
import { blockLines } from './deadlines.js';
import { extractFacts, type OfflineFacts } from './facts.js';
import { stateDisplayName } from './geo.js';
import { COMMON_TEXT, TOPIC_TEXT } from './knowledge/index.js';
import { bullets, capitalize, fold } from './text.js';

const KINDS: [RegExp, AnalysisSectionKey[]][] = [
  [
    new RegExp(
      '\\b(?:how long|how much time|deadline|how many days|cu[aá]nto tiempo|plazo|fecha l[ií]mite|' +
        'cu[aá]ntos d[ií]as)\\b',
      'i',
    ),
    ['deadlines', 'yourRights'],
  ],
  [/\b(?:proof|evidence|prove|documents?|pruebas?|probar|documentos?|evidencia)\b/i, ['evidenceToGather']],
  [
    /\b(?:lawyer|attorney|abogad[oa]s?|free|gratis|cost|cuesta|legal aid|ayuda legal)\b/i,
    ['whenToSeeAttorney', 'freeResources'],
  ],
  [
    new RegExp(
      '\\b(?:what (?:should|can|do) i do|next steps?|how do i|qu[eé] (?:hago|debo|puedo)|c[oó]mo (?:hago|' +
        'puedo|pido|consigo)|pasos)\\b',
      'i',
    ),
    ['nextSteps', 'yourRights'],
  ],
  [
    new RegExp(
      '\\b(?:rights?|legal|allowed|can (?:he|she|they|my|the)|derechos?|es legal|puede[n]? (?:mi|el|la|' +
        'los)|permitido)\\b',
      'i',
    ),
    ['yourRights'],
  ],
];
const DEFAULT_KINDS: AnalysisSectionKey[] = ['yourRights', 'nextSteps'];
const LINES_PER_SECTION = 3;
const GREETING = new RegExp(
  '^\\s*(?:hi|hello|hey|hola|buenas(?: tardes| noches| d[ií]as)?|buenos d[ií]as|thanks|thank you|' +
    'gracias)\\b[\\s!.,]*$',
  'i',
);

function topicOpening(facts: OfflineFacts, lang: Language, greeting = false): string {
  const text = CHAT_TEXT[lang];
  const topic = TOPIC_TEXT[lang][facts.topic];
  const list = topic.commonQuestions.map((q, i) => `${i + 1}. ${q}`).join('\n');
  const head = greeting ? text.greeting : text.commonIntro(topic.title);
  return `${head}\n${list}\n\n${text.commonOutro}`;
}

function preliminary(
  facts: OfflineFacts,
  lang: Language,
  state: string | undefined,
  clock: EngineClock,
): string {
  const text = CHAT_TEXT[lang];
  const ctx = contextOf(facts, lang, state, clock);
  const kind = [capitalize(ctx.topic.label), ...ctx.aspects.map((a) => a.label)].join(text.aspectJoin);
  const attorney = sectionLines(ctx, 'whenToSeeAttorney').slice(0, 2);
  const points = [
    `${kind}${ctx.values.inState}.`,
    bullets(sectionLines(ctx, 'keyIssues').slice(0, 3)),
    bullets(sectionLines(ctx, 'nextSteps').slice(0, 3)),
    bullets(followUpQuestionsOf(ctx).slice(0, 3)),
    `${facts.urgent ? text.prelimAttorneyUrgent : text.prelimAttorneyNormal}\n${bullets(attorney)}`,
  ];
  const body = points.map((p, i) => `${i + 1}. ${text.prelimHeadings[i]}\n${p}`).join('\n\n');
  return `${text.prelimIntro}\n\n${body}`;
}

function otherLanguage(lang: Language): Language {
  return lang === 'en' ? 'es' : 'en';
}

/**
 * Section lines not yet said in the conversation (in either language: the knowledge texts are
 * parallel, line for line, and `other` is the same context in the other language).
 */
function freshLines(ctx: Context, other: Context, key: AnalysisSectionKey, conv: Conversation): string[] {
  const lines = sectionLines(ctx, key);
  const said = sectionLines(other, key);
  const parallel = said.length === lines.length;
  return lines
    .filter((l, i) => !conv.said.has(l) && !(parallel && conv.said.has(said[i] ?? '')))
    .slice(0, LINES_PER_SECTION);
}

/**
 * The deadlines of the claim the conversation is about, until they have been said: each rule with
 * its statute, then what the person's dates mean for it, then where to check it. Each is a line of
 * its own, so a date and a statute are never read together.
 */
function deadlineBlock(
  ctx: Context,
  conv: Conversation,
  named: string[],
  already: string[],
): string | undefined {
  const d = ctx.deadlines;
  // A question about one claim gets that claim's rules, not every other matter of the conversation.
  const asked = d.byClaim.filter((c) => named.includes(c.kind));
  const rules = asked.length ? asked.flatMap((c) => c.lines) : d.lines;
  const fresh = blockLines(d, rules).filter((l) => !conv.said.has(l) && !already.includes(l));
  if (!rules.length || !fresh.some((l) => rules.includes(l) || l === d.timing?.line)) return undefined;
  return `${CHAT_TEXT[conv.lang].headings.deadlines}:\n${bullets(fresh)}`;
}

function answer(conv: Conversation, question: string, clock: EngineClock): string {
  const { lang, state } = conv;
  const text = CHAT_TEXT[lang];
  // The claim the question itself names comes first ("and how long for the unpaid wages?").
  const named = claimsOf(fold(question), conv.facts.topic).map((c) => c.kind);
  const rank = (kind: string) => (named.includes(kind as (typeof named)[number]) ? 0 : 1);
  const ordered = {
    ...conv.facts,
    claims: [...conv.facts.claims].sort((a, b) => rank(a.kind) - rank(b.kind)),
  };
  const base = contextOf(ordered, lang, state, clock);
  const direct = directAnswer(question, conv, base);
  // An offer is not what the person is owed, so lines about "the amount" never use it.
  const facts = direct?.offerCents
    ? { ...ordered, amounts: ordered.amounts.filter((a) => a.cents !== direct.offerCents) }
    : ordered;
  const ctx = facts === ordered ? base : contextOf(facts, lang, state, clock);
  const otherCtx = contextOf(facts, otherLanguage(lang), state, clock);
  const parts: string[] = [];
  if (direct) {
    parts.push(direct.lead);
    if (direct.points.length) parts.push(bullets(direct.points));
  } else {
    const label = ctx.aspects[0]?.label ?? ctx.topic.title;
    const where = ctx.values.inState ? ` — ${ctx.values.state}` : '';
    const intro = text.intro(label, where);
    parts.push(conv.said.has(intro) ? text.more(label, where) : intro);
  }
  const block = direct?.asksState ? undefined : deadlineBlock(ctx, conv, named, direct?.points ?? []);
  if (block) parts.push(block);
  const kinds = KINDS.find(([re]) => re.test(question))?.[1] ?? DEFAULT_KINDS;
  // The claim's own deadlines were given above; the general deadline lines would only blur them.
  for (const k of kinds.filter((k) => !(k === 'deadlines' && ctx.deadlines.lines.length))) {
    const lines = freshLines(ctx, otherCtx, k, conv);
    if (lines.length) parts.push(`${text.headings[k]}:\n${bullets(lines)}`);
  }
  if (parts.length === 1 && !direct) parts.push(text.nothingNew);
  if (!direct?.asksState) {
    const known = { ...facts, state };
    const asked = followUpQuestionsOf({ ...ctx, facts: known });
    const other = followUpQuestionsOf({ ...otherCtx, facts: known });
    const said = (q: string | undefined) => q !== undefined && conv.saidText.includes(q);
    const missing = asked.find((q, i) => !said(q) && !said(other[i]));
    if (missing) parts.push(text.moreSpecific(missing));
  }
  return parts.join('\n\n');
}

/**
 * A reply to a chat message: the topic's common questions, a five-point analysis, or an answer to
 * the latest message, in that message's language, using everything said in the conversation.
 */
export function chatReplyText(input: ChatReplyInput, clock: EngineClock = {}): string {
  const intent = chatIntent(input);
  const conv = readConversation(input, intent !== 'question');
  // The fixed prompts are written by the app in the person's chosen language; questions by the person.
  const lang = intent === 'question' ? conv.lang : input.language;
  let body: string;
  if (intent === 'topicOpening') body = topicOpening(conv.facts, lang);
  else if (intent === 'preliminaryAnalysis') body = preliminary(conv.facts, lang, conv.state, clock);
  else if (GREETING.test(input.question) && input.history.length === 0)
    body = topicOpening(conv.facts, lang, true);
  else body = answer(conv, input.question, clock);
  return `${body}\n\n${COMMON_TEXT[lang].notice}`;
}

/** A short, specific title: the kind of problem and the state ("Eviction notice – New Mexico"). */
export function titleText(messages: string[], lang: Language): string {
  const facts = extractFacts(messages.join('\n'));
  const topic = TOPIC_TEXT[lang][facts.topic];
  const aspect = facts.aspects.map((a) => topic.aspects[a]).find(Boolean);
  let title = aspect?.label ?? topic.title;
  if (facts.topic === 'other') {
    const words = (messages[0] ?? '')
      .replace(/[^\p{L}\p{N}\s'’-]/gu, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 6)
      .join(' ');
    if (words) title = capitalize(words);
  }
  const where = facts.state ? ` – ${stateDisplayName(facts.state, lang)}` : '';
  return `${title}${where}`.slice(0, 80);
}
