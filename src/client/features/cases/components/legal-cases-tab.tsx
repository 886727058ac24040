import { Eye, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import { isCaseBought } from '../../../../shared/rules/legal-case';
import type { LegalCase } from '../../../../shared/schemas/cases';
import { Button } from '../../../components/ui/button';
import { Badge, Card, Spinner } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useUserCases } from '../hooks/legal-cases';
import { CaseDetailContent } from './case-detail-dialog';
import { buyerText, issueLabels, PRIORITY_TONE, statusLabel } from './case-labels';
import { DeleteCaseDialog } from './delete-case-dialog';
import { useCaseDeletion } from './use-case-deletion';

/**
 * The profile's Legal Cases tab: count, and per case View, Edit and Delete. `caseExtra` adds
 * another feature's part to a case's detail (its saved documents), drawn by the page that combines them.
 */
export function LegalCasesTab({ caseExtra }: { caseExtra?: (legalCase: LegalCase) => ReactNode } = {}) {
  const { t } = useTranslation('cases');
  const cases = useUserCases();
  const deletion = useCaseDeletion((outcome) =>
    toast(
      outcome === 'deleted'
        ? { title: t('toasts.deletedTitle'), description: t('toasts.deleted') }
        : {
            title: t('toasts.deleteFailedTitle'),
            description: t('toasts.deleteFailed'),
            variant: 'destructive',
          },
    ),
  );

  if (cases.isLoading) {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <Spinner /> {t('list.loading')}
      </p>
    );
  }
  if (cases.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t('list.error', {
          message: (cases.error instanceof ApiError ? cases.error.serverMessage : null) ?? '',
        })}
      </p>
    );
  }
  const list = cases.data ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t('list.title')}</h2>
        <Badge tone="blue" className="text-sm" data-testid="case-count">
          {t('list.count', { count: list.length })}
        </Badge>
      </div>
      {list.length === 0 ? (
        <Card className="grid justify-items-start gap-3 text-slate-700">
          <p>{t('list.empty')}</p>
          <Button asChild variant="outline">
            <Link to={paths.explainSituation}>{t('list.startAnalysis')}</Link>
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {list.map((c) => (
            <li key={c.id}>
              <CaseCard legalCase={c} onDelete={() => deletion.ask(c)} extra={caseExtra?.(c)} />
            </li>
          ))}
        </ul>
      )}
      <DeleteCaseDialog
        legalCase={deletion.toDelete}
        pending={deletion.pending}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
    </div>
  );
}

function CaseCard({
  legalCase: c,
  onDelete,
  extra,
}: {
  legalCase: LegalCase;
  onDelete: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('cases');
  const { t: tl } = useTranslation('listing');
  const [viewing, setViewing] = useState(false);
  const taken = isCaseBought(c);
  return (
    <Card className="grid gap-3" data-testid="case-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{c.anonymizedTitle}</h3>
        <Badge tone={c.status === 'ACTIVE' ? 'green' : c.status === 'ASSIGNED' ? 'blue' : 'neutral'}>
          {statusLabel(t, c.status)}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2 text-sm">
        {issueLabels(t, c.legalIssue).map((label) => (
          <Badge key={label} tone="teal">
            {label}
          </Badge>
        ))}
        <Badge tone={PRIORITY_TONE[c.priority]}>
          {t('fields.priority')}: {t(`priorities.${c.priority}`)}
        </Badge>
        {c.isUrgent ? <Badge tone="red">{t('fields.urgent')}</Badge> : null}
      </div>
      <p className="line-clamp-2 text-slate-800">{c.anonymizedDescription}</p>
      <p className="text-sm text-slate-700">
        {t('list.created', { date: formatDate(c.createdAt) })} · {t('list.bids', { count: c.bidCount })}
      </p>
      {taken ? <p className="text-sm text-slate-800">{t('list.takenNote')}</p> : null}
      {c.buyer ? (
        <p className="text-sm font-medium text-green-900" data-testid="case-buyer">
          {buyerText(tl, c.buyer)}
        </p>
      ) : c.listedForAttorneys ? (
        <Badge tone="teal" className="justify-self-start">
          {tl('badge')}
        </Badge>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`${t('list.view')}: ${c.anonymizedTitle}`}
          aria-haspopup="dialog"
          onClick={() => setViewing(true)}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('list.view')}
        </Button>
        <Dialog open={viewing} onOpenChange={setViewing}>
          <CaseDetailContent legalCase={c} extra={extra} />
        </Dialog>
        {taken ? null : (
          <>
            <Button asChild variant="outline" size="sm">
              <Link
                to={`${paths.editCase}?id=${c.id}`}
                aria-label={`${t('list.edit')}: ${c.anonymizedTitle}`}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {t('list.edit')}
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              onClick={onDelete}
              aria-label={`${t('list.delete')}: ${c.anonymizedTitle}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('list.delete')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
