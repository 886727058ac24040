import { useQuery } from '@tanstack/react-query';
import type { SavedAnalysisSession } from './analysis-sessions';

export const ANALYSIS_SESSIONS_KEY = ['/api/analysis-sessions'] as const;

export interface AnalysisSessionSummary extends Pick<SavedAnalysisSession, 'id' | 'title' | 'createdAt'> {
  status: string;
}

/** GET /api/analysis-sessions: the signed-in person's own sessions. */
export function useAnalysisSessions(enabled: boolean) {
  return useQuery<AnalysisSessionSummary[]>({ queryKey: ANALYSIS_SESSIONS_KEY, enabled });
}
