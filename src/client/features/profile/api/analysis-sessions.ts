import { useQuery } from '@tanstack/react-query';
import type { AnalysisResult } from '../../../../shared/schemas/situation';

/** An analysis session as GET /api/analysis-sessions lists it (spec §3). */
export interface AnalysisSession {
  id: number;
  title: string;
  originalSituation: string;
  enhancedSituation: string | null;
  isEnhanced: boolean;
  analysisResult: AnalysisResult | null;
  followUpAnswers: Record<string, string> | null;
  status: string;
  createdAt: string;
}

export function useAnalysisSessions() {
  return useQuery<AnalysisSession[]>({ queryKey: ['/api/analysis-sessions'] });
}
