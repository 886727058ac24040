import type { Language } from '../../../shared/constants.js';
import { message } from '../../lib/messages.js';
import type { ChatIntent, ChatReplyInput } from './types.js';

/**
 * The two fixed requests the chat sends (spec §4): the opening of a topic conversation and the
 * five-point preliminary analysis of a situation. Every provider recognises them.
 */
export function topicOpeningPrompt(topicTitle: string, lang: Language): string {
  return message(lang, 'chat.topicOpeningPrompt', { topic: topicTitle });
}

export function preliminaryAnalysisPrompt(lang: Language): string {
  return message(lang, 'chat.preliminaryAnalysisPrompt');
}

const TOPIC_OPENING_PATTERN =
  /\b(?:most )?common questions\b|\bpreguntas (?:m[aá]s )?(?:comunes|frecuentes)\b|\bwhat can you help\b|\ben qu[eé] me puede ayudar\b/i;
const PRELIMINARY_PATTERN =
  /\bpreliminary analysis\b|\ban[aá]lisis preliminar\b|\btype of (?:legal )?matter\b|\btipo de asunto\b/i;

/** What a chat turn asks for: the given intent, else what the fixed prompts above say. */
export function chatIntent(input: Pick<ChatReplyInput, 'intent' | 'question'>): ChatIntent {
  if (input.intent) return input.intent;
  if (PRELIMINARY_PATTERN.test(input.question)) return 'preliminaryAnalysis';
  if (TOPIC_OPENING_PATTERN.test(input.question)) return 'topicOpening';
  return 'question';
}
