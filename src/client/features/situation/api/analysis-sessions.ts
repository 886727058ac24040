import type { AnalysisResult } from '../../../../shared/schemas/situation';
import { apiRequest } from '../../../lib/api-client';

export interface AnalysisSessionInput {
  title: string;
  originalSituation: string;
  enhancedSituation: string | null;
  isEnhanced: boolean;
  analysisResult: AnalysisResult;
  followUpAnswers: Record<string, string> | null;
  status: 'COMPLETED';
}

export interface SavedAnalysisSession extends AnalysisSessionInput {
  id: number;
  createdAt: string;
}

/** POST /api/analysis-sessions. */
export function saveAnalysisSession(input: AnalysisSessionInput): Promise<SavedAnalysisSession> {
  return apiRequest<SavedAnalysisSession>('POST', '/api/analysis-sessions', input);
}
