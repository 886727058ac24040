import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../../shared/rules/bids';
import { currentLanguage } from '../../../lib/i18n';
import { useLedgerOutcomes } from '../hooks/bids';

/**
 * The signed records of the auction's close under the ledger's blocks: whose card was declined,
 * who was charged and got the lead. Nothing shows before the close has written one.
 */
export function LedgerOutcomes({ caseId }: { caseId: number }) {
  const { t } = useTranslation('auction');
  const outcomes = useLedgerOutcomes(caseId);
  if (outcomes.isError) return <p className="mt-4 text-red-800">{t('outcomes.error')}</p>;
  if (!outcomes.data?.length) return null;
  return (
    <section aria-labelledby="ledger-outcomes-heading" className="mt-4">
      <h3 id="ledger-outcomes-heading" className="text-lg font-semibold text-slate-900">
        {t('outcomes.heading')}
      </h3>
      <ul aria-labelledby="ledger-outcomes-heading" className="mt-2 space-y-2">
        {outcomes.data.map((o) => (
          <li
            key={o.seq}
            data-testid="ledger-outcome"
            className="rounded-lg border border-sand-200 bg-sand-50 p-3 text-slate-900"
          >
            {t(`outcomes.${o.kind}`, {
              position: o.position,
              amount: formatUsd(o.amountCents, currentLanguage()),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
