import type { Language } from '../../../../shared/constants.js';
import { SITUATION_TOPICS, type SituationTopic } from '../../../../shared/topics.js';
import { detectLanguage } from '../../../lib/text-language.js';
import { type Claim, claimsOf, withoutDeniedWork } from './claims.js';
import { ASPECT_CUES, type Aspect, TOPIC_ASPECTS } from './cues-aspects.js';
import {
  ANSWERED_CUES,
  type AnsweredKey,
  EVIDENCE_CUES,
  type EvidenceKey,
  PARTY_CUES,
  type PartyKey,
  URGENCY_CUES,
} from './cues-facts.js';
import { TOPIC_CUES } from './cues-topics.js';
import { daysAgo, findTimes, type TimeFacts } from './dates.js';
import { findStates } from './geo.js';
import { Lexicon, ranked } from './lexicon.js';
import { type Amount, findAmounts } from './money.js';
import { fold, tokensOf } from './text.js';

/** Everything the offline engine reads out of a text. */
export interface OfflineFacts {
  text: string;
  folded: string;
  inputLanguage: Language;
  topic: SituationTopic;
  secondary?: SituationTopic;
  aspects: Aspect[];
  /** States named, first mention first; `state` is the first. */
  states: string[];
  state?: string;
  times: TimeFacts;
  amounts: Amount[];
  parties: PartyKey[];
  evidence: EvidenceKey[];
  answered: Set<AnsweredKey>;
  urgent: boolean;
  /** Hours worked in a week, when the text says ("60 hours a week", "70 horas a la semana"). */
  weeklyHours?: number;
  /** The person has already left the rental ("I moved out", "ya me salí"). */
  movedOut: boolean;
  /** Days since they moved out, when they say ("moved out 40 days ago"). */
  movedOutDaysAgo?: number;
  /** The claims the text names, for their deadlines; the first decides the deadline given first. */
  claims: Claim[];
  words: number;
}

const WEEKLY_HOURS =
  /\b(\d{2,3})\s*(?:hours|hrs|horas)\s*(?:a|per|por|each|every|cada|a la|la|al|de)?\s*(?:week|semana|wk)\b/i;

const MOVED_OUT = new RegExp(
  '\\b(?:moved out|move[ds]? out of|vacated|left the (?:apartment|house|unit|place)|turned in the keys|' +
    'me (?:sal[ií]|mud[eé]|fui) de|(?:me|nos) (?:sal[ií]|salimos|mud[eé]|mudamos)(?!\\p{L})|desocup[eé]|' +
    'entregu[eé] las llaves|ya no vivo)',
  'iu',
);

/** Whether the person has left the rental, and how many days ago when the same sentence says. */
function moveOutOf(text: string): { movedOut: boolean; movedOutDaysAgo?: number } {
  const m = MOVED_OUT.exec(text);
  if (!m) return { movedOut: false };
  const start = Math.max(0, text.lastIndexOf('\n', m.index) + 1, text.lastIndexOf('.', m.index) + 1);
  const rest = text.slice(start);
  const end = rest.search(/[.!?\n]/);
  const sentence = end < 0 ? rest : rest.slice(0, Math.max(end, m.index - start + m[0].length));
  return { movedOut: true, movedOutDaysAgo: daysAgo(sentence) };
}

const TOPICS_BY_PRIORITY: Exclude<SituationTopic, 'other'>[] = [
  'criminal_defense',
  'immigration',
  'mortgage_foreclosure',
  'landlord_tenant',
  'family',
  'personal_injury',
  'employment',
  'contract_disputes',
];
/** Below this weight the text does not point clearly to any topic. */
const TOPIC_MIN_WEIGHT = 3;

const topicLexicon = new Lexicon(TOPIC_CUES);
const aspectLexicon = new Lexicon(ASPECT_CUES);
const partyLexicon = new Lexicon(PARTY_CUES);
const evidenceLexicon = new Lexicon(EVIDENCE_CUES);
const urgencyLexicon = new Lexicon(URGENCY_CUES);
const answeredLexicon = new Lexicon(ANSWERED_CUES);
const PARTY_ORDER = Object.keys(PARTY_CUES) as PartyKey[];
const EVIDENCE_ORDER = Object.keys(EVIDENCE_CUES) as EvidenceKey[];
const ALL_ASPECTS = Object.keys(ASPECT_CUES) as Aspect[];

export interface ExtractOptions {
  /** A topic the conversation is already about; it wins ties and weak texts. */
  topicHint?: SituationTopic;
}

/** Only the cues that name a matter outright ("foreclosure", "custodia"), per topic. */
const decisiveLexicon = new Lexicon(
  Object.fromEntries(
    Object.entries(TOPIC_CUES).map(([t, c]) => [t, { decisive: c.decisive }]),
  ) as typeof TOPIC_CUES,
);

/**
 * Sentences that ask for help ("what can I do", "¿qué hago?", "can they…") name the matter the person
 * came for; side details rarely sit there.
 */
const REQUEST = new RegExp(
  ' (?:what (?:can|do|should|are) (?:i|we|my|our)|can (?:i|we|they|he|she|an?|the)|is (?:it|that|this) ' +
    'legal|do (?:i|we) have to|how (?:do|can) (?:i|we)|should (?:i|we|he|she)|where do (?:i|we)|do i ' +
    'need|i want to|i need to|quiero|necesito|que (?:puedo|podemos|hago|hacemos|debo|se puede|derechos)|' +
    'puedo|podemos|pueden|tengo que|como (?:puedo|le hago|recupero|hago)|es legal|hay algo|a donde) ',
);
/** How much more a cue counts in the opening clause or in a request for help. */
const MAIN_BONUS = 0.5;

/**
 * The parts of a text where people state their main complaint: the opening clause (people start with
 * what hurts) and every sentence asking for help.
 */
function mainParts(text: string): string[] {
  const sentences = text.split(/[.!?¿¡\n]+/).filter((x) => x.trim());
  const parts: string[] = [];
  const lead = sentences[0]?.split(/[,;:]/)[0] ?? '';
  if (lead.trim().split(/\s+/).length >= 3) parts.push(fold(lead));
  for (const sentence of sentences) {
    const folded = fold(sentence);
    if (REQUEST.test(folded)) parts.push(folded);
  }
  return parts;
}

function chooseTopic(text: string, folded: string, tokens: string[], hint?: SituationTopic) {
  const scores = topicLexicon.scan(folded, tokens);
  // One scan over all the main parts; the bar between them keeps a phrase from spanning two.
  const main = mainParts(text).join('|');
  if (main) {
    for (const [t, w] of topicLexicon.scan(main, tokensOf(main)))
      scores.set(t, (scores.get(t) ?? 0) + w * MAIN_BONUS);
  }
  // "ICE" in capitals is the agency; in lower case it is usually just ice.
  if (/\bICE\b/.test(text)) scores.set('immigration', (scores.get('immigration') ?? 0) + 4);
  if (hint && hint !== 'other') scores.set(hint, (scores.get(hint) ?? 0) + TOPIC_MIN_WEIGHT);
  const order: SituationTopic[] =
    hint && hint !== 'other' ? [hint, ...TOPICS_BY_PRIORITY.filter((t) => t !== hint)] : TOPICS_BY_PRIORITY;
  let list = ranked(scores, [...order, 'other']);
  if (list[0]?.[0] === 'other') {
    // A matter named outright ("foreclosure", "deportation") is what the person came for, even when
    // details of an 'other' matter (a will, a neighbour) add up to more.
    const named = decisiveLexicon.present(folded, tokens);
    const best = list.find(([t]) => t !== 'other' && named.has(t));
    if (best && best[1] * 2 >= list[0][1]) list = [best, ...list.filter(([t]) => t !== best[0])];
  }
  const [first] = list;
  if (!first || first[1] < TOPIC_MIN_WEIGHT || first[0] === 'other')
    return { topic: 'other' as SituationTopic };
  const second = list.find(([t]) => t !== first[0] && t !== 'other');
  const secondary = second && second[1] >= 6 && second[1] * 5 >= first[1] * 3 ? second[0] : undefined;
  return { topic: first[0], secondary };
}

/** "ex esposo" names a former partner, not also a spouse. */
function withoutOverlaps(parties: PartyKey[]): PartyKey[] {
  return parties.includes('ex_partner') ? parties.filter((p) => p !== 'spouse') : parties;
}

/** Claims that name their topic outright: a doctor's error is an injury matter whatever else is said. */
/**
 * Claims that name their topic outright, and the topics they may take a text from: a doctor's error
 * is an injury matter whatever family member tells it, but a foreclosure that began with a work
 * injury is still a foreclosure, and an immigrant's old DUI is still an immigration question.
 */
const SOFT_TOPICS: SituationTopic[] = ['other', 'contract_disputes', 'family', 'criminal_defense'];
const DECISIVE_FROM: Partial<Record<Claim['kind'], SituationTopic[]>> = {
  injury: [...SOFT_TOPICS, 'employment', 'landlord_tenant'],
  malpractice: [...SOFT_TOPICS, 'employment', 'landlord_tenant'],
  workInjury: [...SOFT_TOPICS, 'employment'],
  police: [...SOFT_TOPICS, 'employment'],
  government: [...SOFT_TOPICS, 'employment'],
  motorVehicle: [...SOFT_TOPICS, 'employment'],
  dui: ['other', 'contract_disputes', 'family', 'personal_injury'],
  overstay: [...SOFT_TOPICS, 'employment', 'personal_injury', 'landlord_tenant'],
  identityTheft: ['contract_disputes', 'criminal_defense', 'family'],
  // Court papers to put someone out are an eviction, whatever "papeles" or cut hours suggested first.
  eviction: ['contract_disputes', 'other', 'immigration', 'employment'],
  deposit: ['contract_disputes', 'other', 'immigration'],
};
/** A firing, retaliation or pay in an employment text keeps it an employment matter. */
const JOB_DISPUTE = new RegExp(
  ' (?:fired|let go|terminated|retaliat\\w*|gave my (?:position|job)|demoted|overtime|wages?|not paid|' +
    'unpaid|havent paid|wont pay me|corren|corrieron|despid\\w*|horas extras?|salario|no (?:me|nos) ' +
    'paga\\w*) ',
);

const FEARED_FIRING =
  / (?:scared|afraid|fear|worried|miedo|temor)(?: \w+){0,3} (?:fired|let go|corran|despidan|corrieran) /g;
/** A deal the person made, or a landlord the person rents from: damage there is that matter's. */
const OWN_DEAL =
  / (?:i|we) (?:hired|paid|contracted)|(?:my|our) (?:contract|contractor|agreement)|contrate|contratamos|le pague|mi contrato|mi contratista /;
const OWN_LANDLORD =
  / (?:landlord|casero|dueno|manager|property manager|lease|contrato de renta|my rent|la renta|mi renta|rento|alquilo) /;

/** Someone else's firing ("the last guy who got hurt got let go") is why a worker kept quiet too. */
const OTHERS_FIRING = new RegExp(
  ' (?:the|a|one|another|other|al|a la|a los|a otro|a otra)(?: last| other| ultimo| ultima| otro| otra)?' +
    ' (?:guy|girl|man|woman|person|worker|coworker|co worker|one|companero|companera|muchacho|senor)' +
    '(?: \\w+){0,5} (?:got |was |were )?(?:fired|let go|corrieron|despidieron) ',
  'g',
);

function claimDecides(claim: Claim | undefined, topic: SituationTopic, folded: string): boolean {
  if (!claim) return false;
  if (!DECISIVE_FROM[claim.kind]?.includes(topic)) return false;
  // "Scared of getting fired" is why a worker kept quiet, not a firing.
  const said = folded.replace(FEARED_FIRING, ' ').replace(OTHERS_FIRING, ' ');
  return !(topic === 'employment' && claim.topic === 'personal_injury' && JOB_DISPUTE.test(said));
}

export function extractFacts(text: string, options: ExtractOptions = {}): OfflineFacts {
  // The rights and claims of a story follow what it says, not a place it says it was not.
  const said = fold(text);
  const folded = withoutDeniedWork(said);
  const tokens = tokensOf(folded);
  const chosen = chooseTopic(text, folded, tokens, options.topicHint);
  // The claims read the denial themselves: "it was not at work" also clears the job's other words.
  let claims = claimsOf(said, chosen.topic);
  const lead = claims[0];
  let { topic, secondary } = chosen;
  // Damage to property with no claim of harm to a person, or of a job, is a neighbours' or property
  // matter (the workers who broke a pipe are not the person's employer).
  const propertyOnly =
    lead?.kind === 'propertyDamage' &&
    (topic === 'personal_injury' ||
      topic === 'employment' ||
      // Someone else's contractor, or a neighbour upstairs: not the person's own deal or landlord.
      (topic === 'contract_disputes' && !OWN_DEAL.test(folded)) ||
      (topic === 'landlord_tenant' && !OWN_LANDLORD.test(folded))) &&
    claims.every((c) => c.topic !== topic);
  // Pay owed for work done for an employer is an employment matter, however the text reads.
  const wagesAtWork = lead?.kind === 'wages' && lead.topic === 'employment';
  const decisive = claimDecides(lead, topic, folded) || propertyOnly || wagesAtWork;
  if (lead && lead.topic !== topic && decisive && !options.topicHint) {
    secondary = topic !== 'other' ? topic : secondary;
    topic = lead.topic;
    claims = claimsOf(said, topic);
  }
  if (secondary === topic) secondary = undefined;
  const aspectScores = aspectLexicon.scan(folded, tokens);
  const allowed: readonly string[] = TOPIC_ASPECTS[topic];
  const aspects = ranked(aspectScores, ALL_ASPECTS)
    .filter(([a, w]) => allowed.includes(a) && w >= 2)
    .map(([a]) => a);
  const states = findStates(text, folded);
  const evidence = evidenceLexicon.scan(folded, tokens);
  return {
    text,
    folded,
    inputLanguage: detectLanguage(text),
    topic,
    secondary,
    aspects,
    states,
    state: states[0],
    times: findTimes(text),
    amounts: findAmounts(text),
    parties: withoutOverlaps(ranked(partyLexicon.scan(folded, tokens), PARTY_ORDER).map(([k]) => k)),
    evidence: EVIDENCE_ORDER.filter((k) => evidence.has(k)),
    answered: answeredLexicon.present(folded, tokens),
    urgent: urgencyLexicon.present(folded, tokens).size > 0,
    weeklyHours: Number(WEEKLY_HOURS.exec(text)?.[1] ?? 0) || undefined,
    ...moveOutOf(text),
    claims,
    words: tokens.length,
  };
}

export function isSituationTopic(value: string): value is SituationTopic {
  return (SITUATION_TOPICS as readonly string[]).includes(value);
}
