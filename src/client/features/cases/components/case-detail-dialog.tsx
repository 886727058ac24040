import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalCase } from '../../../../shared/schemas/cases';
import { Badge } from '../../../components/ui/card';
import { DialogContent } from '../../../components/ui/dialog';
import { formatDate } from '../../../lib/format-date';
import { buyerText, issueLabels, PRIORITY_TONE, statusLabel } from './case-labels';
import { CaseOffers } from './case-offers';

/** The View dialog: every field of the case the client can see. */
export function CaseDetailContent({ legalCase: c, extra }: { legalCase: LegalCase; extra?: ReactNode }) {
  const { t } = useTranslation('cases');
  const { t: tl } = useTranslation('listing');
  const rows: [string, string][] = [
    [t('fields.status'), statusLabel(t, c.status)],
    [t('fields.legalIssue'), issueLabels(t, c.legalIssue).join(', ')],
    [t('fields.state'), c.state ?? '—'],
    [
      t('fields.budget'),
      t('fields.budgetRange', { min: c.minBudget.toLocaleString(), max: c.maxBudget.toLocaleString() }),
    ],
    [t('fields.viability'), `${c.aiViabilityScore}%`],
    [t('fields.created'), formatDate(c.createdAt)],
  ];
  return (
    <DialogContent title={c.anonymizedTitle} className="max-w-2xl">
      <div className="flex flex-wrap gap-2">
        <Badge tone={PRIORITY_TONE[c.priority]}>
          {t('fields.priority')}: {t(`priorities.${c.priority}`)}
        </Badge>
        {c.isUrgent ? <Badge tone="red">{t('fields.urgent')}</Badge> : null}
      </div>
      {c.buyer ? (
        <p
          className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-950"
          data-testid="case-buyer"
        >
          {buyerText(tl, c.buyer)}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <CaseOffers caseId={c.id} Heading="h3" />
      </div>
      <section className="mt-4">
        <h3 className="font-semibold text-slate-900">{t('fields.anonymizedDescription')}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-800">{c.anonymizedDescription}</p>
      </section>
      <section className="mt-4">
        <h3 className="font-semibold text-slate-900">{t('fields.originalDescription')}</h3>
        <p className="mt-1 whitespace-pre-line text-slate-800">{c.originalDescription}</p>
      </section>
      {extra ? <div className="mt-4">{extra}</div> : null}
      {c.aiViabilityReason ? <p className="mt-4 text-sm text-slate-700">{c.aiViabilityReason}</p> : null}
      <p className="mt-4 text-sm text-slate-700">
        {t('fields.updated', { date: formatDate(c.updatedAt, true) })}
      </p>
    </DialogContent>
  );
}
