import { MessageSquare, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '../../../../shared/pages';
import { formatUsd, shortHash } from '../../../../shared/rules/bids';
import type { LeadReceipt, PurchasedLead } from '../../../../shared/schemas/leads';
import { Card, Spinner } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';
import { usePurchasedLeads } from '../hooks/legal-leads';
import { LeadContactDetails } from './lead-contact';
import { LeadBadges } from './lead-facts';

/**
 * "My leads": every lead the signed-in attorney (or admin) bought, newest first, each with the
 * client's contact, the receipt and the way to the conversation with the client. Shown in the
 * attorney portal and on /legal-leads.
 */
export function PurchasedLeads() {
  const { t } = useTranslation('marketplace');
  const purchased = usePurchasedLeads();
  if (purchased.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Spinner /> {t('mine.loading')}
      </p>
    );
  }
  if (purchased.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t('mine.error')}
      </p>
    );
  }
  const leads = purchased.data.leads;
  if (leads.length === 0) {
    return (
      <Card className="text-slate-700" data-testid="my-leads-empty">
        {t('mine.empty')}
      </Card>
    );
  }
  return (
    <ul aria-label={t('mine.heading')} className="grid gap-4" data-testid="my-leads">
      {leads.map((lead) => (
        <li key={lead.id}>
          <PurchasedLeadCard lead={lead} />
        </li>
      ))}
    </ul>
  );
}

/** One bought lead: its anonymized facts, the receipt, the contact and where to go next. */
export function PurchasedLeadCard({ lead, titled = true }: { lead: PurchasedLead; titled?: boolean }) {
  const { t } = useTranslation('marketplace');
  return (
    <Card className="grid gap-4" data-testid="my-lead">
      {titled ? <h3 className="text-lg font-semibold text-slate-900">{lead.anonymizedTitle}</h3> : null}
      <LeadBadges lead={lead} />
      <ReceiptDetails receipt={lead.receipt} />
      <LeadContactDetails contact={lead.contact} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {lead.consultationId ? (
          <Link
            to={`${paths.attorneyDashboard}?tab=consultations&consultation=${lead.consultationId}`}
            className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline underline-offset-4"
          >
            <MessageSquare className="h-5 w-5" aria-hidden="true" />
            {t('mine.conversation')}
          </Link>
        ) : (
          <p className="text-sm text-slate-700">{t('mine.noConversation')}</p>
        )}
        {titled ? (
          <Link
            to={pathTo('auction', { caseId: lead.id })}
            className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4"
          >
            {t('mine.auction')}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}

function ReceiptDetails({ receipt }: { receipt: LeadReceipt }) {
  const { t } = useTranslation('marketplace');
  const how = receipt.ledgerBlock
    ? t('mine.wonBlock', {
        position: receipt.ledgerBlock.position,
        hash: shortHash(receipt.ledgerBlock.hash),
      })
    : t('mine.instant');
  return (
    <section className="rounded-lg bg-sand-50 p-4" data-testid="lead-receipt">
      <h4 className="flex items-center gap-2 font-semibold text-slate-900">
        <Receipt className="h-5 w-5" aria-hidden="true" />
        {t('mine.receipt')}
      </h4>
      <dl className="mt-2 grid gap-1 text-slate-900 sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium">{t('mine.amount')}</dt>
        <dd>{formatUsd(receipt.amountCents, currentLanguage())}</dd>
        <dt className="font-medium">{t('mine.paidAt')}</dt>
        <dd>{formatDate(receipt.paidAt, true)}</dd>
        <dt className="font-medium">{t('mine.payment')}</dt>
        <dd className="break-all font-mono text-sm">{receipt.paymentId}</dd>
        <dt className="font-medium">{t('mine.how')}</dt>
        <dd>{how}</dd>
      </dl>
    </section>
  );
}

/** On the auction page of a lead the caller bought: it is theirs, with the contact and receipt. */
export function OwnedLead({ caseId }: { caseId: number }) {
  const { t } = useTranslation('marketplace');
  const purchased = usePurchasedLeads();
  const lead = purchased.data?.leads.find((l) => l.id === caseId);
  return (
    <section aria-labelledby="owned-lead-heading" className="grid gap-3" data-testid="owned-lead">
      <h2 id="owned-lead-heading" className="text-xl font-semibold text-slate-900">
        {t('mine.yours')}
      </h2>
      {lead ? (
        <PurchasedLeadCard lead={lead} titled={false} />
      ) : purchased.isError ? (
        <p role="alert" className="text-red-700">
          {t('mine.error')}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('mine.loading')}
        </p>
      )}
    </section>
  );
}
