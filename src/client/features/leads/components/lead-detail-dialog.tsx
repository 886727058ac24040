import { useTranslation } from 'react-i18next';
import type { LeadListing } from '../../../../shared/schemas/leads';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format-date';
import { useLead } from '../hooks/legal-leads';
import { LeadContactDetails } from './lead-contact';
import { LeadBadges, LeadNumbers } from './lead-facts';

/** The detail dialog: the anonymized lead, and the client's contact once this attorney bought it. */
export function LeadDetailDialog({ lead, onClose }: { lead: LeadListing | null; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const detail = useLead(lead?.id ?? null);
  const shown = detail.data ?? lead;
  const contact = detail.data?.contact ?? null;
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {shown ? (
        <DialogContent title={shown.anonymizedTitle} className="max-w-2xl">
          <div className="mt-4 grid gap-4">
            <LeadBadges lead={shown} />
            <LeadNumbers lead={shown} />
            <section>
              <h3 className="font-semibold text-slate-900">{t('detail.description')}</h3>
              <p className="whitespace-pre-line text-slate-800">{shown.anonymizedDescription}</p>
            </section>
            {shown.aiViabilityReason ? (
              <section>
                <h3 className="font-semibold text-slate-900">{t('detail.reason')}</h3>
                <p className="text-slate-800">{shown.aiViabilityReason}</p>
              </section>
            ) : null}
            {shown.bidDeadline ? (
              <p className="text-sm text-slate-700">
                {t('detail.deadline', { date: formatDate(shown.bidDeadline) })}
              </p>
            ) : null}
            {contact ? (
              <LeadContactDetails contact={contact} />
            ) : (
              <p className="text-sm text-slate-700">{t('detail.hidden')}</p>
            )}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
