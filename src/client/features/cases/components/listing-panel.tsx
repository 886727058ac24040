import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LegalCase } from '../../../../shared/schemas/cases';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast-store';
import { useUpdateLegalCase } from '../hooks/legal-cases';
import { buyerText } from './case-labels';

/**
 * The client's consent to show the case to attorneys, with a plain account of what they see and
 * what they never see; or, once bought, who took it.
 */
export function ListingPanel({ legalCase }: { legalCase: LegalCase }) {
  const { t } = useTranslation('listing');
  const update = useUpdateLegalCase(legalCase.id);
  if (legalCase.buyer) {
    return (
      <Card className="border-green-300 bg-green-50" data-testid="case-buyer">
        <p className="text-green-950">{buyerText(t, legalCase.buyer)}</p>
      </Card>
    );
  }
  const listed = legalCase.listedForAttorneys;
  const sees = [t('sees.text'), t('sees.place'), t('sees.budget')];
  const change = () =>
    update.mutate(
      { listedForAttorneys: !listed },
      {
        onSuccess: () => toast({ title: listed ? t('unlistedToast') : t('listedToast') }),
        onError: () => toast({ title: t('failed'), variant: 'destructive' }),
      },
    );
  return (
    <Card className="grid gap-3" aria-labelledby="listing-title">
      <h2 id="listing-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <ShieldCheck className="h-5 w-5 text-accent-700" aria-hidden="true" />
        {t('title')}
      </h2>
      <p className="text-slate-800">{t('intro')}</p>
      <div>
        <h3 className="font-semibold text-slate-900">{t('seeTitle')}</h3>
        <ul className="ml-5 list-disc text-slate-800">
          {sees.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{t('neverTitle')}</h3>
        <p className="text-slate-800">{t('never')}</p>
      </div>
      <p className="text-sm text-slate-700">{t('withdraw')}</p>
      <p role="status" className="font-medium text-slate-900" data-testid="listing-state">
        {listed ? t('listedNow') : t('notListed')}
      </p>
      <div>
        <Button variant={listed ? 'outline' : 'accent'} onClick={change} disabled={update.isPending}>
          {update.isPending ? t('saving') : listed ? t('unlist') : t('list')}
        </Button>
      </div>
    </Card>
  );
}
