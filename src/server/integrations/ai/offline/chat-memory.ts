import type { Language } from '../../../../shared/constants.js';
import type { SituationTopic } from '../../../../shared/topics.js';
import { detectLanguage } from '../../../lib/text-language.js';
import { TOPIC_CODE_TO_SITUATION } from '../topic-map.js';
import type { ChatReplyInput } from '../types.js';
import { extractFacts, type OfflineFacts } from './facts.js';

/** Enough earlier messages to hold a whole conversation's facts without slowing the reply. */
const USER_TURNS = 12;

/** What the conversation so far tells the engine, seen from the latest message. */
export interface Conversation {
  /** The language of the latest message (the request's language when the message does not say). */
  lang: Language;
  /** Facts of the whole conversation, or of the latest message alone when it opens another topic. */
  facts: OfflineFacts;
  state?: string;
  /** What the person wrote before the latest message. */
  earlier: string;
  /** Every line the assistant has already written, without bullets or numbering. */
  said: Set<string>;
  saidText: string;
}

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/^\s*(?:•|\d+\.)\s*/, '').trim())
    .filter(Boolean);
}

/**
 * The facts of the topic the person is on now: a message that clearly names another topic starts
 * a new thread, even mid-conversation, and later messages that name none stay on it.
 */
function latestTopicFacts(messages: string[], whole: OfflineFacts): OfflineFacts {
  for (let i = messages.length - 1; i >= 0; i--) {
    const topic = extractFacts(messages[i] ?? '').topic;
    if (topic === 'other') continue;
    if (topic === whole.topic) return whole;
    return extractFacts(messages.slice(i).join('\n'), { topicHint: topic });
  }
  return whole;
}

export function readConversation(input: ChatReplyInput, fixedPrompt = false): Conversation {
  const hint: SituationTopic | undefined = input.topic ? TOPIC_CODE_TO_SITUATION[input.topic] : undefined;
  const earlierTurns = input.history
    .filter((t) => t.role === 'user')
    .slice(-USER_TURNS)
    .map((t) => t.text);
  // A fixed prompt of the app (the preliminary analysis) says nothing about the person's matter.
  const messages = fixedPrompt ? earlierTurns : [...earlierTurns, input.question];
  const whole = extractFacts(messages.join('\n'), { topicHint: hint });
  const facts = latestTopicFacts(messages, whole);
  const assistant = input.history.filter((t) => t.role === 'assistant').map((t) => t.text);
  return {
    lang: detectLanguage(input.question, input.language),
    facts,
    state: facts.state ?? whole.state ?? input.state,
    earlier: earlierTurns.join('\n'),
    said: new Set(assistant.flatMap(linesOf)),
    saidText: assistant.join('\n'),
  };
}
