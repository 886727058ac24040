import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsultationSummary } from '../../../../shared/schemas/consultations';
import { Badge, Card, Spinner } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';
import { STATUS_TONE } from './format';

/** The attorney's consultation requests: client, what they asked, and where it stands. */
export function ConsultationsTab({
  consultations,
  isLoading,
  isError,
  onOpen,
}: {
  consultations: ConsultationSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('portal');
  const idPrefix = useId();
  if (isLoading) {
    return (
      <p className="flex items-center gap-2 p-4 text-slate-700">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (isError && !consultations) {
    return (
      <p className="p-4 text-slate-800" role="alert">
        {t('consultations.error')}
      </p>
    );
  }
  if (!consultations?.length) {
    return (
      <Card>
        <p className="text-center text-slate-700" data-testid="consultations-empty">
          {t('consultations.empty')}
        </p>
      </Card>
    );
  }
  return (
    <Card className="p-0">
      <h2 className="border-b border-sand-200 px-5 py-3 text-lg font-semibold text-slate-900">
        {t('consultations.heading')}
      </h2>
      <ul className="divide-y divide-sand-200" data-testid="consultation-list">
        {consultations.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onOpen(c.id)}
              className="flex min-h-16 w-full items-start gap-3 px-5 py-3 text-left hover:bg-sand-50"
              aria-label={t('consultations.open', { name: c.clientName })}
              // The name is short; what the client asked is read after it, said to be theirs.
              aria-describedby={`${idPrefix}-${c.id}`}
              data-testid="consultation-item"
            >
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{c.clientName}</span>
                  <Badge tone={STATUS_TONE[c.status]}>{t(`status.${c.status}`)}</Badge>
                </span>
                <span className="mt-1 line-clamp-2 block text-slate-800" id={`${idPrefix}-${c.id}`}>
                  {c.requestMessage ? (
                    <>
                      <span className="sr-only">
                        {t('consultations.clientWrote', { name: c.clientName })}{' '}
                      </span>
                      {c.requestMessage}
                    </>
                  ) : (
                    t('consultations.noMessageYet')
                  )}
                </span>
                <span className="mt-1 block text-xs text-slate-700">
                  {t('consultations.updated', { date: formatDate(c.lastMessageAt, true) })}
                </span>
              </span>
              <ChevronRight className="mt-1 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
