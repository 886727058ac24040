import type { Language } from '../../../../shared/constants';
import type { AnalysisResult } from '../../../../shared/schemas/situation';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/analyze-situation. */
export function analyzeSituation(situation: string, language: Language): Promise<AnalysisResult> {
  return apiRequest<AnalysisResult>('POST', '/api/analyze-situation', { situation, language });
}
