import { z } from 'zod';
import { ANALYSIS_SECTION_KEYS } from '../../../../shared/rules/situation.js';

/** Answer shapes asked of the model, in JSON Schema (strict: every field required) and in zod. */

const str = { type: 'string' } as const;
const strList = { type: 'array', items: str } as const;

function object(properties: Record<string, unknown>) {
  return { type: 'object', additionalProperties: false, required: Object.keys(properties), properties };
}

export const ANALYSIS_JSON = object({
  summary: str,
  sections: object(Object.fromEntries(ANALYSIS_SECTION_KEYS.map((k) => [k, str]))),
  followUpQuestions: strList,
  legalIssues: strList,
});
export const analysisAnswer = z.object({
  summary: z.string().min(1),
  sections: z.object(
    Object.fromEntries(ANALYSIS_SECTION_KEYS.map((k) => [k, z.string()])) as Record<
      (typeof ANALYSIS_SECTION_KEYS)[number],
      z.ZodString
    >,
  ),
  followUpQuestions: z.array(z.string()),
  legalIssues: z.array(z.string()),
});

export const ENHANCE_JSON = object({ enhancedSituation: str });
export const enhanceAnswer = z.object({ enhancedSituation: z.string().min(1) });

export const REPLY_JSON = object({ reply: str });
export const replyAnswer = z.object({ reply: z.string().min(1) });

export const TITLE_JSON = object({ title: str });
export const titleAnswer = z.object({ title: z.string().min(1) });

export const VIABILITY_JSON = object({ score: { type: 'integer', minimum: 0, maximum: 100 }, reason: str });
export const viabilityAnswer = z.object({ score: z.number().min(0).max(100), reason: z.string().min(1) });

export const IRAC_JSON = object({ issue: str, rule: str, application: str, conclusion: str });
export const iracAnswer = z.object({
  issue: z.string().min(1),
  rule: z.string().min(1),
  application: z.string().min(1),
  conclusion: z.string().min(1),
});
