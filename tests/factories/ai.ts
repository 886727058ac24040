import type { AiProvider, ChatReplyInput } from '../../src/server/integrations/ai/types.js';
import { AppError } from '../../src/shared/errors.js';

export interface ScriptedAi extends AiProvider {
  calls: ChatReplyInput[];
  /** Makes the next chat replies fail with this error code. */
  failWith: 'AI_QUOTA' | 'AI_UNAVAILABLE' | null;
  delayMs: number;
}

/**
 * A predictable AI for tests that need to see exactly what the AI layer was asked, or need it
 * to fail on purpose. It says which language, topic and state it was given.
 */
export function scriptedAi(): ScriptedAi {
  const ai: ScriptedAi = {
    name: 'offline',
    calls: [],
    failWith: null,
    delayMs: 0,
    async chatReply(input) {
      ai.calls.push(input);
      if (ai.delayMs) await new Promise((r) => setTimeout(r, ai.delayMs));
      if (ai.failWith) throw new AppError(ai.failWith);
      const lead = input.language === 'es' ? 'Respuesta' : 'Answer';
      return `${lead} [${input.topic ?? 'general'}|${input.state ?? '-'}]: ${input.question.slice(0, 200)}`;
    },
    async conversationTitle(messages, language) {
      return `${language === 'es' ? 'Consulta' : 'Question'}: ${messages[0]?.slice(0, 30) ?? ''}`;
    },
    async enhance(s) {
      return s;
    },
    async analyze() {
      throw new AppError('AI_UNAVAILABLE');
    },
    async caseViability() {
      return { score: 50, reason: 'n/a' };
    },
    async irac() {
      return { issue: '', rule: '', application: '', conclusion: '' };
    },
    async classify() {
      return { topic: 'other', dates: [], amounts: [], parties: [] };
    },
  };
  return ai;
}
