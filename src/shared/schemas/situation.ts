import { z } from 'zod';
import { languageSchema } from './common.js';

/** Section keys of an analysis, in display order. */
export const ANALYSIS_SECTION_KEYS = [
  'keyIssues',
  'yourRights',
  'deadlines',
  'evidenceToGather',
  'nextSteps',
  'whenToSeeAttorney',
  'freeResources',
] as const;
export type AnalysisSectionKey = (typeof ANALYSIS_SECTION_KEYS)[number];

export const analysisSectionSchema = z.object({ present: z.boolean(), content: z.string() });

export const analysisResultSchema = z.object({
  summary: z.string(),
  analysis: z.partialRecord(z.enum(ANALYSIS_SECTION_KEYS), analysisSectionSchema),
  followUpQuestions: z.array(z.string()).max(8),
  legalIssues: z.array(z.string()).max(12),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const SITUATION_MAX_LENGTH = 2000;
export const ENHANCE_MIN_LENGTH = 20;
export const INTAKE_ENHANCE_MIN_LENGTH = 50;
export const ANALYZE_MIN_LENGTH = 50;

export const enhanceBodySchema = z.object({
  situation: z
    .string()
    .trim()
    .min(ENHANCE_MIN_LENGTH)
    .max(SITUATION_MAX_LENGTH * 2),
  language: languageSchema.default('en'),
});
export const enhanceResponseSchema = z.object({ enhancedSituation: z.string() });

export const analyzeBodySchema = z.object({
  situation: z
    .string()
    .trim()
    .min(ANALYZE_MIN_LENGTH)
    .max(SITUATION_MAX_LENGTH * 2),
  language: languageSchema.default('en'),
});
