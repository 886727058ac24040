import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Language } from '../../shared/constants';
import type {
  AnalysisResult,
  AnalysisSession,
  analyzeResponseSchema,
  createLegalCaseResponseSchema,
  enhanceResponseSchema,
  saveAnalysisSessionBodySchema,
} from '../../shared/schemas/situation';
import { apiRequest } from '../lib/api-client';

export type { AnalysisResult, AnalysisSession };
export type AnalyzeReply = z.infer<typeof analyzeResponseSchema>;
export type EnhanceReply = z.infer<typeof enhanceResponseSchema>;
export type CreateLegalCaseReply = z.infer<typeof createLegalCaseResponseSchema>;
export type SaveAnalysisSessionInput = z.input<typeof saveAnalysisSessionBodySchema>;

/** GET /api/analysis-sessions: the signed-in person's analyses, newest first. */
export const ANALYSIS_SESSIONS_KEY = ['/api/analysis-sessions'] as const;

/** The saved analyses, read by the profile's cases tab and the dashboard's following list. */
export function useAnalysisSessions(enabled = true) {
  return useQuery<AnalysisSession[]>({ queryKey: ANALYSIS_SESSIONS_KEY, enabled });
}

/** POST /api/analysis-sessions. */
export const saveAnalysisSession = (input: SaveAnalysisSessionInput) =>
  apiRequest<AnalysisSession>('POST', '/api/analysis-sessions', input);

/** POST /api/analyze-situation. */
export const analyzeSituation = (situation: string, language: Language) =>
  apiRequest<AnalyzeReply>('POST', '/api/analyze-situation', { situation, language });

/** POST /api/enhance-situation: a clearer first-person version of the text. */
export async function enhanceSituation(situation: string, language: Language): Promise<string> {
  const reply = await apiRequest<EnhanceReply>('POST', '/api/enhance-situation', { situation, language });
  return reply.enhancedSituation;
}

/** POST /api/create-legal-case: the signed-in person's case from this analysis (and its saved session). */
export async function createLegalCase(
  situation: string,
  analysis: AnalysisResult,
  language: Language,
  analysisSessionId?: number,
): Promise<number> {
  const { caseId } = await apiRequest<CreateLegalCaseReply>('POST', '/api/create-legal-case', {
    situation,
    analysis,
    language,
    analysisSessionId,
  });
  return caseId;
}
