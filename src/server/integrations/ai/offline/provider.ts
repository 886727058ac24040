import type { Language } from '../../../../shared/constants.js';
import type {
  AiProvider,
  AnalysisWithNotice,
  ChatReplyInput,
  Irac,
  SituationFacts,
  Viability,
} from '../types.js';
import { iracOf, viabilityOf } from './assess.js';
import { chatReplyText, titleText } from './chat.js';
import { composeAnalysis, type EngineClock } from './compose.js';
import { enhanceText } from './enhance.js';
import { extractFacts, type OfflineFacts } from './facts.js';
import { COMMON_TEXT } from './knowledge/index.js';
import { formatAmount } from './money.js';

/** The facts every provider reports, read locally so they never depend on a network call. */
export function situationFacts(facts: OfflineFacts): SituationFacts {
  return {
    topic: facts.topic,
    state: facts.state,
    dates: [...facts.times.dates, ...facts.times.deadlines.filter((d) => !facts.times.dates.includes(d))],
    amounts: facts.amounts.map((a) => formatAmount(a, 'en')),
    parties: facts.parties,
    urgent: facts.urgent,
  };
}

/** The synchronous analysis, for benchmarks and for callers that need no Promise. */
export function analyzeSync(
  situation: string,
  language: Language,
  clock: EngineClock = {},
): AnalysisWithNotice {
  return composeAnalysis(extractFacts(situation), language, clock);
}

export interface OfflineOptions {
  /** Today, for the person's own dates ("14 months ago"); the real time when unset. */
  now?: () => Date;
  /** Where answers point readers to a deadline's row: "/state-law", or a full address. */
  lawLink?: string;
}

/**
 * The default provider: a deterministic bilingual rule engine with no network and no keys. Same
 * input, same output.
 */
export function createOfflineAi(options: OfflineOptions = {}): AiProvider {
  const clock = (): EngineClock => ({ today: options.now?.() ?? new Date(), lawLink: options.lawLink });
  return {
    name: 'offline',
    notice: (language) => COMMON_TEXT[language].notice,
    enhance: async (situation: string, language: Language) => enhanceText(situation, language),
    analyze: async (situation: string, language: Language) => analyzeSync(situation, language, clock()),
    chatReply: async (input: ChatReplyInput) => chatReplyText(input, clock()),
    conversationTitle: async (messages: string[], language: Language) => titleText(messages, language),
    caseViability: async (situation: string, language: Language): Promise<Viability> =>
      viabilityOf(extractFacts(situation), language),
    irac: async (text: string, language: Language): Promise<Irac> => iracOf(extractFacts(text), language),
    classify: async (situation: string) => situationFacts(extractFacts(situation)),
  };
}
