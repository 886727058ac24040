import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/pages';
import { ANALYSIS_SESSIONS_KEY, type AnalysisSession, createLegalCase } from '../../api/situation';
import { toast } from '../../components/ui/toast-store';
import { currentLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';

/**
 * My Cases' "Convert to Case": the completed analysis becomes the person's case (the same call as
 * the analysis screen's), then the case opens, with its details and the listing choice.
 */
export function useConvertToCase() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  return async (session: AnalysisSession) => {
    if (!session.analysisResult) return;
    const situation = (session.isEnhanced && session.enhancedSituation) || session.originalSituation;
    try {
      const caseId = await createLegalCase(situation, session.analysisResult, currentLanguage(), session.id);
      await queryClient.invalidateQueries({ queryKey: ANALYSIS_SESSIONS_KEY });
      navigate(`${paths.editCase}?id=${caseId}`);
    } catch (error) {
      console.error('Convert to case failed', error);
      toast({ title: t('sessions.convertFailed'), variant: 'destructive' });
    }
  };
}
