import type { Language } from '../../../../shared/constants.js';
import type { AnalysisSectionKey } from '../../../../shared/rules/situation.js';
import type { SituationTopic } from '../../../../shared/topics.js';
import { chatIntent } from '../prompts.js';
import { TOPIC_CODE_TO_SITUATION } from '../topic-map.js';
import type { ChatReplyInput } from '../types.js';
import { CHAT_TEXT } from './chat-text.js';
import { contextOf, followUpQuestionsOf, sectionLines } from './compose.js';
import { extractFacts, type OfflineFacts } from './facts.js';
import { stateDisplayName } from './geo.js';
import { TOPIC_TEXT } from './knowledge/index.js';
import { bullets, capitalize } from './text.js';

const KINDS: [RegExp, AnalysisSectionKey[]][] = [
  [
    /\b(?:how long|how much time|deadline|how many days|cu[aá]nto tiempo|plazo|fecha l[ií]mite|cu[aá]ntos d[ií]as)\b/i,
    ['deadlines', 'yourRights'],
  ],
  [/\b(?:proof|evidence|prove|documents?|pruebas?|probar|documentos?|evidencia)\b/i, ['evidenceToGather']],
  [
    /\b(?:lawyer|attorney|abogad[oa]s?|free|gratis|cost|cuesta|legal aid|ayuda legal)\b/i,
    ['whenToSeeAttorney', 'freeResources'],
  ],
  [
    /\b(?:what (?:should|can|do) i do|next steps?|how do i|qu[eé] (?:hago|debo|puedo)|c[oó]mo (?:hago|puedo|pido|consigo)|pasos)\b/i,
    ['nextSteps', 'yourRights'],
  ],
  [
    /\b(?:rights?|legal|allowed|can (?:he|she|they|my|the)|derechos?|es legal|puede[n]? (?:mi|el|la|los)|permitido)\b/i,
    ['yourRights'],
  ],
];
const DEFAULT_KINDS: AnalysisSectionKey[] = ['yourRights', 'nextSteps'];
const LINES_PER_SECTION = 3;
const GREETING =
  /^\s*(?:hi|hello|hey|hola|buenas(?: tardes| noches| d[ií]as)?|buenos d[ií]as|thanks|thank you|gracias)\b[\s!.,]*$/i;

function factsFor(input: ChatReplyInput, text: string): OfflineFacts {
  const topicHint: SituationTopic | undefined = input.topic
    ? TOPIC_CODE_TO_SITUATION[input.topic]
    : undefined;
  return extractFacts(text, { topicHint });
}

function userText(input: ChatReplyInput): string {
  const earlier = input.history
    .filter((t) => t.role === 'user')
    .slice(-6)
    .map((t) => t.text);
  return [...earlier, input.question].join('\n');
}

function topicOpening(facts: OfflineFacts, lang: Language, greeting = false): string {
  const text = CHAT_TEXT[lang];
  const topic = TOPIC_TEXT[lang][facts.topic];
  const list = topic.commonQuestions.map((q, i) => `${i + 1}. ${q}`).join('\n');
  const head = greeting ? text.greeting : text.commonIntro(topic.title);
  return `${head}\n${list}\n\n${text.commonOutro}`;
}

function preliminary(facts: OfflineFacts, lang: Language, state?: string): string {
  const text = CHAT_TEXT[lang];
  const ctx = contextOf(facts, lang, state);
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

function answer(facts: OfflineFacts, question: string, lang: Language, state?: string): string {
  const text = CHAT_TEXT[lang];
  const ctx = contextOf(facts, lang, state);
  const kinds = KINDS.find(([re]) => re.test(question))?.[1] ?? DEFAULT_KINDS;
  const label = ctx.aspects[0]?.label ?? ctx.topic.title;
  const where = ctx.values.inState ? ` — ${ctx.values.state}` : '';
  const parts = [text.intro(label, where)];
  for (const k of kinds) {
    const lines = sectionLines(ctx, k).slice(0, LINES_PER_SECTION);
    if (lines.length) parts.push(`${text.headings[k]}:\n${bullets(lines)}`);
  }
  const missing = followUpQuestionsOf({ ...ctx, facts: { ...facts, state } })[0];
  if (missing) parts.push(text.moreSpecific(missing));
  return parts.join('\n\n');
}

/** A reply to a chat message: the topic's common questions, a five-point analysis, or an answer. */
export function chatReplyText(input: ChatReplyInput, notice: string): string {
  const lang = input.language;
  const facts = factsFor(input, userText(input));
  const state = facts.state ?? input.state;
  const intent = chatIntent(input);
  let body: string;
  if (intent === 'topicOpening') body = topicOpening(facts, lang);
  else if (intent === 'preliminaryAnalysis') body = preliminary(facts, lang, state);
  else if (GREETING.test(input.question) && input.history.length === 0)
    body = topicOpening(facts, lang, true);
  else body = answer(facts, input.question, lang, state);
  return `${body}\n\n${notice}`;
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
