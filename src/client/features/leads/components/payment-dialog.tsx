import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadListing } from '../../../../shared/schemas/leads';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { instantBuy } from '../hooks/legal-leads';

type Phase = 'idle' | 'processing' | 'success';
/** The spec's success display before the dialog closes and the list refreshes. */
const SUCCESS_MS = 2000;

/** Instant buy: idle → processing → success for 2 s → closed; a failure returns to idle. */
export function PaymentDialog({
  lead,
  onClose,
  onBought,
}: {
  lead: LeadListing | null;
  onClose: () => void;
  onBought: (lead: LeadListing) => void;
}) {
  const { t } = useTranslation('marketplace');
  const [phase, setPhase] = useState<Phase>('idle');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (lead) {
      setPhase('idle');
      setFailed(false);
    }
  }, [lead]);

  useEffect(() => {
    if (phase !== 'success' || !lead) return;
    const timer = setTimeout(() => onBought(lead), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase, lead, onBought]);

  const price = lead?.suggestedPrice ?? 0;
  const pay = async () => {
    if (!lead) return;
    setPhase('processing');
    setFailed(false);
    try {
      await instantBuy(lead.id, price);
      setPhase('success');
    } catch {
      setFailed(true);
      setPhase('idle');
    }
  };

  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open || phase === 'processing' ? null : onClose())}>
      {lead ? (
        <DialogContent
          title={t('pay.title')}
          description={t('pay.body', { price })}
          hideClose={phase === 'processing'}
        >
          <p className="mt-2 font-semibold text-slate-900">{lead.anonymizedTitle}</p>
          <p className="mt-2 text-sm text-slate-700">{t('pay.simulated')}</p>
          {failed ? (
            <p role="alert" className="mt-3 text-red-700">
              {t('pay.failed')}
            </p>
          ) : null}
          {phase === 'success' ? (
            <p role="status" className="mt-4 flex items-center gap-2 text-green-800">
              <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
              {t('pay.success')}
            </p>
          ) : (
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={phase === 'processing'}>
                {t('pay.cancel')}
              </Button>
              <Button onClick={pay} disabled={phase === 'processing'}>
                {phase === 'processing' ? (
                  <>
                    <Spinner className="h-4 w-4" /> {t('pay.processing')}
                  </>
                ) : (
                  t('pay.confirm', { price })
                )}
              </Button>
            </div>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
