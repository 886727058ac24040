import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { takeIntake } from '../lib/intake';
import { intakeToSituation } from '../lib/intake-text';
import { type PendingAnalysis, takePendingAnalysis } from '../lib/pending-analysis';

/**
 * What the screen starts from, read once on arrival: with ?continue=true a guest's analysis kept
 * before signing in (if under 1 hour old); otherwise the landing's intake, which is then removed.
 */
export function useSituationArrival(handlers: {
  onRestore: (pending: PendingAnalysis) => void;
  onIntake: (situation: string) => void;
}) {
  const { t } = useTranslation('situation');
  const [params] = useSearchParams();
  const done = useRef(false);
  const resuming = params.get('continue') === 'true';

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (resuming) {
      const pending = takePendingAnalysis();
      if (pending) {
        handlers.onRestore(pending);
        toast({ title: t('toasts.restoredTitle'), description: t('toasts.restoredBody') });
        return;
      }
    }
    const intake = takeIntake();
    if (!intake) return;
    handlers.onIntake(
      intakeToSituation(intake, {
        heading: t('intake.heading'),
        state: t('intake.state'),
        zipcode: t('intake.zipcode'),
        injuryType: t('intake.injuryType'),
        incidentTime: t('intake.incidentTime'),
      }),
    );
    toast({ title: t('toasts.loadedTitle'), description: t('toasts.loadedBody') });
  }, []);
}
