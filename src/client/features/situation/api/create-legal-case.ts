import type { Language } from '../../../../shared/constants';
import type { AnalysisResult } from '../../../../shared/schemas/situation';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/create-legal-case: the signed-in person's case from this analysis (and its saved session). */
export async function createLegalCase(
  situation: string,
  analysis: AnalysisResult,
  language: Language,
  analysisSessionId?: number,
): Promise<number> {
  const { caseId } = await apiRequest<{ caseId: number }>('POST', '/api/create-legal-case', {
    situation,
    analysis,
    language,
    analysisSessionId,
  });
  return caseId;
}
