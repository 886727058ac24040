import { useTranslation } from 'react-i18next';
import { dollarsToCents, formatUsd } from '../../../../shared/rules/bids';
import type { CaseOffer } from '../../../../shared/schemas/cases';
import { Spinner } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';
import { useCaseOffers } from '../hooks/legal-cases';

/**
 * The offers attorneys made on the client's own case: amount, who (and their firm), their message
 * and when, as the server sorts them. `Heading` keeps the outline right in a dialog or on a page.
 */
export function CaseOffers({ caseId, Heading }: { caseId: number; Heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('cases');
  const offers = useCaseOffers(caseId);
  const titleId = `case-offers-${caseId}`;
  return (
    <section aria-labelledby={titleId} data-testid="case-offers">
      <Heading id={titleId} className={`font-semibold text-slate-900 ${Heading === 'h2' ? 'text-xl' : ''}`}>
        {t('offers.title')}
      </Heading>
      {offers.isPending ? (
        <p className="mt-2 flex items-center gap-2 text-slate-700">
          <Spinner /> {t('offers.loading')}
        </p>
      ) : offers.isError ? (
        <p role="alert" className="mt-2 text-red-900">
          {t('offers.error')}
        </p>
      ) : offers.data.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('offers.empty')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('offers.intro')}</p>
          <ol className="mt-3 grid gap-3">
            {offers.data.map((offer) => (
              <OfferItem key={offer.id} offer={offer} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function OfferItem({ offer }: { offer: CaseOffer }) {
  const { t } = useTranslation('cases');
  const who = offer.firmName
    ? t('offers.withFirm', { name: offer.attorneyName, firm: offer.firmName })
    : offer.attorneyName;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="case-offer">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-lg font-semibold text-brand-800">
          {formatUsd(dollarsToCents(offer.amount), currentLanguage())}
        </span>
        <span className="text-slate-900">{who}</span>
      </div>
      <p className="text-sm text-slate-700">
        {t('offers.offered', { date: formatDate(offer.createdAt, true) })}
      </p>
      <p className="mt-2 whitespace-pre-line text-slate-800">{offer.proposal || t('offers.noProposal')}</p>
    </li>
  );
}
