import { z } from 'zod';
import { ANALYSIS_SECTION_KEYS, SITUATION_LIMITS } from '../rules/situation.js';
import { languageSchema, rowIdSchema } from './common.js';

export const analysisSectionSchema = z.object({ present: z.boolean(), content: z.string() });

export const analysisResultSchema = z.object({
  summary: z.string().max(8000),
  analysis: z.partialRecord(z.enum(ANALYSIS_SECTION_KEYS), analysisSectionSchema),
  followUpQuestions: z.array(z.string().max(1000)).max(8),
  legalIssues: z.array(z.string().max(500)).max(12),
  /** The "information, not legal advice" notice shown with the result. */
  notice: z.string().max(1000).optional(),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const enhanceBodySchema = z.object({
  situation: z
    .string()
    .trim()
    .min(SITUATION_LIMITS.enhanceMin)
    .max(SITUATION_LIMITS.max * 2),
  language: languageSchema.default('en'),
});
/** The enhanced statement is the person's own text, so the notice travels beside it. */
export const enhanceResponseSchema = z.object({ enhancedSituation: z.string(), notice: z.string() });

export const analyzeBodySchema = z.object({
  situation: z
    .string()
    .trim()
    .min(SITUATION_LIMITS.analyzeMin)
    .max(SITUATION_LIMITS.max * 2),
  language: languageSchema.default('en'),
});
export const analyzeResponseSchema = analysisResultSchema.extend({ notice: z.string() });

const situationText = z
  .string()
  .trim()
  .min(SITUATION_LIMITS.analyzeMin)
  .max(SITUATION_LIMITS.max * 2);

export const createLegalCaseBodySchema = z.object({
  situation: situationText,
  /** The analysis the person saw; the server recomputes what it stores (viability, state, issue). */
  analysis: analysisResultSchema.nullish(),
  language: languageSchema.default('en'),
  /** The analysis session this case comes from, when the client knows it. */
  analysisSessionId: rowIdSchema.optional(),
});
export type CreateLegalCaseBody = z.infer<typeof createLegalCaseBodySchema>;
export const createLegalCaseResponseSchema = z.object({ caseId: z.number().int() });

export const ANALYSIS_SESSION_STATUSES = ['DRAFT', 'COMPLETED', 'CONVERTED_TO_CASE'] as const;
export type AnalysisSessionStatus = (typeof ANALYSIS_SESSION_STATUSES)[number];
/** A client may save a draft or a completed analysis; only creating a case converts a session. */
export const SAVABLE_SESSION_STATUSES = ['DRAFT', 'COMPLETED'] as const;
const MAX_FOLLOW_UP_ANSWERS = 8;

export const saveAnalysisSessionBodySchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    originalSituation: z
      .string()
      .trim()
      .min(1)
      .max(SITUATION_LIMITS.max * 2),
    enhancedSituation: z
      .string()
      .trim()
      .max(SITUATION_LIMITS.max * 2)
      .nullish()
      .transform((v) => v || null),
    isEnhanced: z.boolean().default(false),
    analysisResult: analysisResultSchema.nullish().transform((v) => v ?? null),
    followUpAnswers: z
      .record(z.string().max(1000), z.string().max(2000))
      .refine((v) => Object.keys(v).length <= MAX_FOLLOW_UP_ANSWERS, {
        message: `At most ${MAX_FOLLOW_UP_ANSWERS} answers`,
      })
      .nullish()
      .transform((v) => v ?? null),
    status: z.enum(SAVABLE_SESSION_STATUSES).default('COMPLETED'),
    language: languageSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'COMPLETED' && !v.analysisResult) {
      ctx.addIssue({
        code: 'custom',
        path: ['analysisResult'],
        message: 'Required for a completed analysis',
      });
    }
    if (v.isEnhanced && !v.enhancedSituation) {
      ctx.addIssue({
        code: 'custom',
        path: ['enhancedSituation'],
        message: 'Required when isEnhanced is true',
      });
    }
  });
export type SaveAnalysisSessionBody = z.infer<typeof saveAnalysisSessionBodySchema>;

export const analysisSessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  originalSituation: z.string(),
  enhancedSituation: z.string().nullable(),
  isEnhanced: z.boolean(),
  analysisResult: analysisResultSchema.nullable(),
  followUpAnswers: z.record(z.string(), z.string()).nullable(),
  status: z.string(),
  language: languageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnalysisSession = z.infer<typeof analysisSessionSchema>;
export const analysisSessionListSchema = z.array(analysisSessionSchema);
