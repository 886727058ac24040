import type { Language } from '../../../../shared/constants';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/enhance-situation: a clearer first-person version of the text. */
export async function enhanceSituation(situation: string, language: Language): Promise<string> {
  const result = await apiRequest<{ enhancedSituation: string }>('POST', '/api/enhance-situation', {
    situation,
    language,
  });
  return result.enhancedSituation;
}
