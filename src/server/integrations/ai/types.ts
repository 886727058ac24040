import type { Language } from '../../../shared/constants.js';
import type { AnalysisResult } from '../../../shared/schemas/situation.js';
import type { SituationTopic, TopicCode } from '../../../shared/topics.js';

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface ChatReplyInput {
  language: Language;
  /** The person's latest message. */
  question: string;
  /** Earlier turns of the conversation, oldest first. */
  history: ChatTurn[];
  topic?: TopicCode;
  /** Two-letter state of the person, when known. */
  state?: string;
}

export interface Viability {
  /** 0 to 100. */
  score: number;
  reason: string;
}

export interface Irac {
  issue: string;
  rule: string;
  application: string;
  conclusion: string;
}

/** Facts the offline engine reads out of a situation; real providers may leave parts empty. */
export interface SituationFacts {
  topic: SituationTopic;
  state?: string;
  dates: string[];
  amounts: string[];
  parties: string[];
}

/**
 * The one AI interface of the product. Every output that reaches a person carries the
 * "information, not legal advice" notice. Errors: AppError('AI_QUOTA') for a provider's 429 or
 * quota answer, AppError('AI_UNAVAILABLE') for a timeout or a malformed answer.
 */
export interface AiProvider {
  readonly name: 'offline' | 'openai';
  enhance(situation: string, language: Language): Promise<string>;
  analyze(situation: string, language: Language): Promise<AnalysisResult>;
  chatReply(input: ChatReplyInput): Promise<string>;
  conversationTitle(messages: string[], language: Language): Promise<string>;
  caseViability(situation: string, language: Language): Promise<Viability>;
  irac(text: string, language: Language): Promise<Irac>;
  classify(situation: string): Promise<SituationFacts>;
}
