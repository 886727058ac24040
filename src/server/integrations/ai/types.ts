import type { Language } from '../../../shared/constants.js';
import type { AnalysisResult } from '../../../shared/schemas/situation.js';
import type { SituationTopic, TopicCode } from '../../../shared/topics.js';

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

/**
 * What the chat asks for: an answer to a question, the opening list of common questions of a topic
 * conversation, or the five-point preliminary analysis of a situation (spec §4). Providers also
 * recognise the fixed prompts of prompts.ts when no intent is given.
 */
export type ChatIntent = 'question' | 'topicOpening' | 'preliminaryAnalysis';

export interface ChatReplyInput {
  language: Language;
  /** The person's latest message. */
  question: string;
  /** Earlier turns of the conversation, oldest first. */
  history: ChatTurn[];
  topic?: TopicCode;
  /** Two-letter state of the person, when known. */
  state?: string;
  intent?: ChatIntent;
}

export interface Viability {
  /** 0 to 100: how complete and supported the description is, not the legal merits. */
  score: number;
  reason: string;
}

export interface Irac {
  issue: string;
  rule: string;
  application: string;
  conclusion: string;
  notice: string;
}

/** Facts read out of a situation. Extraction is local and deterministic for every provider. */
export interface SituationFacts {
  topic: SituationTopic;
  state?: string;
  dates: string[];
  amounts: string[];
  parties: string[];
  /** Signs that something is due or dangerous soon (court dates, lockouts, detention …). */
  urgent: boolean;
}

/** An analysis as returned to a person: the shared result plus the notice it must carry. */
export type AnalysisWithNotice = AnalysisResult & { notice: string };

/**
 * The one AI interface of the product. Every output that reaches a person carries the
 * "information, not legal advice" notice: analyses and IRAC in a `notice` field, chat replies as a
 * closing paragraph; enhance returns the person's own statement, so routes add the notice beside it.
 * Errors: AppError('AI_QUOTA') for a provider's 429 or quota answer, AppError('AI_UNAVAILABLE') for
 * a timeout, a network failure or a malformed answer.
 */
export interface AiProvider {
  readonly name: 'offline' | 'openai';
  /** The notice, in the language asked for. */
  notice(language: Language): string;
  enhance(situation: string, language: Language): Promise<string>;
  analyze(situation: string, language: Language): Promise<AnalysisWithNotice>;
  chatReply(input: ChatReplyInput): Promise<string>;
  conversationTitle(messages: string[], language: Language): Promise<string>;
  caseViability(situation: string, language: Language): Promise<Viability>;
  irac(text: string, language: Language): Promise<Irac>;
  classify(situation: string): Promise<SituationFacts>;
}
