import { describe, expect, it } from 'vitest';
import { analysisResultSchema, analyzeBodySchema, enhanceBodySchema } from '../schemas/situation.js';
import { ANALYSIS_SECTION_KEYS, SITUATION_LIMITS } from './situation.js';

describe('the situation limits the pages show are the ones the API enforces', () => {
  const text = (n: number) => 'a'.repeat(n);

  it('analyze and enhance start at the same lengths as the screens, and stop at twice the counter', () => {
    expect(analyzeBodySchema.safeParse({ situation: text(SITUATION_LIMITS.analyzeMin) }).success).toBe(true);
    expect(analyzeBodySchema.safeParse({ situation: text(SITUATION_LIMITS.analyzeMin - 1) }).success).toBe(
      false,
    );
    expect(enhanceBodySchema.safeParse({ situation: text(SITUATION_LIMITS.enhanceMin) }).success).toBe(true);
    expect(enhanceBodySchema.safeParse({ situation: text(SITUATION_LIMITS.enhanceMin - 1) }).success).toBe(
      false,
    );
    expect(analyzeBodySchema.safeParse({ situation: text(SITUATION_LIMITS.max * 2) }).success).toBe(true);
    expect(analyzeBodySchema.safeParse({ situation: text(SITUATION_LIMITS.max * 2 + 1) }).success).toBe(
      false,
    );
  });

  it('an analysis has exactly the section keys the pages draw', () => {
    const sections = Object.fromEntries(
      ANALYSIS_SECTION_KEYS.map((k) => [k, { present: true, content: 'x' }]),
    );
    expect(
      analysisResultSchema.safeParse({
        summary: 's',
        analysis: sections,
        followUpQuestions: [],
        legalIssues: [],
      }).success,
    ).toBe(true);
    const unknown = { ...sections, somethingElse: { present: true, content: 'x' } };
    expect(
      analysisResultSchema.safeParse({
        summary: 's',
        analysis: unknown,
        followUpQuestions: [],
        legalIssues: [],
      }).success,
    ).toBe(false);
  });
});
