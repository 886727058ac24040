import { z } from 'zod';
import { SITUATION_TOPICS, type SituationTopic } from '../../src/shared/topics.js';
import { type Part, readJsonl } from './jsonl.js';

/**
 * The topic set (tests/fixtures/topics): situations written the way people write them, with the topic
 * and state a lawyer would give them. A situation naming no state expects the profile state.
 */
const labelled = z.object({
  lang: z.enum(['en', 'es']),
  topic: z.enum(SITUATION_TOPICS),
  state: z.string().length(2).optional(),
  text: z.string().min(1),
});
export type EvaluationSituation = z.infer<typeof labelled> & { part: Part };

export const EVALUATION_SITUATIONS: EvaluationSituation[] = (['tuning', 'holdout'] as const).flatMap((part) =>
  readJsonl(`topics/${part}.jsonl`, labelled).map((r) => ({ ...r.data, part })),
);

/** What was read back for one situation: the case's legal issue and state. */
export interface EvaluationReading {
  legalIssue: string;
  state: string | null;
}

export interface LanguageScore {
  count: number;
  topicRight: number;
  stateRight: number;
  misses: string[];
}

/**
 * Scores readings against the set, per language. `expectedIssue` maps a topic to what the case
 * shows; a situation naming no state expects `profileState`.
 */
export function scoreEvaluation(
  situations: readonly EvaluationSituation[],
  readings: readonly EvaluationReading[],
  expectedIssue: (topic: SituationTopic) => string,
  profileState: string,
): Record<'en' | 'es', LanguageScore> {
  const score = (): LanguageScore => ({ count: 0, topicRight: 0, stateRight: 0, misses: [] });
  const out = { en: score(), es: score() };
  situations.forEach((s, i) => {
    const got = readings[i];
    const lang = out[s.lang];
    lang.count += 1;
    const issue = expectedIssue(s.topic);
    const state = s.state ?? profileState;
    const topicOk = got?.legalIssue === issue;
    const stateOk = got?.state === state;
    if (topicOk) lang.topicRight += 1;
    if (stateOk) lang.stateRight += 1;
    if (!topicOk || !stateOk) {
      const wrong = [
        topicOk ? '' : `topic ${got?.legalIssue} ≠ ${issue}`,
        stateOk ? '' : `state ${got?.state} ≠ ${state}`,
      ].filter(Boolean);
      lang.misses.push(`[${s.lang} ${s.part}] ${wrong.join(', ')}: ${s.text}`);
    }
  });
  return out;
}

export function percent(right: number, count: number): number {
  return count === 0 ? 0 : Math.round((1000 * right) / count) / 10;
}
