import { useQuery } from '@tanstack/react-query';
import type { AnalysisSession } from '../../../../shared/schemas/situation';

export type { AnalysisSession };

/** GET /api/analysis-sessions: the person's analyses, newest first. */
export function useAnalysisSessions() {
  return useQuery<AnalysisSession[]>({ queryKey: ['/api/analysis-sessions'] });
}
