import { Clock, DollarSign, MessageSquare, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttorneyPortalProfile, ConsultationSummary } from '../../../../shared/schemas/consultations';
import { Badge, Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';
import { formatRate, STATUS_TONE } from './format';

const RECENT = 5;

function Figure({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-4">
      <span className="rounded-full bg-brand-50 p-3 text-brand-800">{icon}</span>
      <div>
        <p className="text-sm text-slate-700">{label}</p>
        <p className="text-2xl font-semibold text-slate-900" data-testid={testId}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** The portal's first tab: the attorney's figures and their latest consultations. */
export function OverviewTab({
  profile,
  consultations,
  onOpen,
}: {
  profile: AttorneyPortalProfile | undefined;
  consultations: ConsultationSummary[] | undefined;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('portal');
  const language = currentLanguage();
  const recent = (consultations ?? []).slice(0, RECENT);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Figure
          icon={<MessageSquare className="h-6 w-6" aria-hidden="true" />}
          label={t('overview.totalSessions')}
          value={String(profile?.attorneyTotalSessions ?? 0)}
          testId="total-sessions"
        />
        <Figure
          icon={<Star className="h-6 w-6" aria-hidden="true" />}
          label={t('overview.rating')}
          value={(profile?.attorneyRating ?? 5).toFixed(1)}
          testId="rating"
        />
        <Figure
          icon={<DollarSign className="h-6 w-6" aria-hidden="true" />}
          label={t('overview.hourlyRate')}
          value={formatRate(profile?.attorneyHourlyRate ?? 150, language)}
          testId="hourly-rate"
        />
      </div>
      <Card>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" />
          {t('overview.recentActivity')}
        </h2>
        {recent.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('overview.noRecent')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-sand-200">
            {recent.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => onOpen(c.id)}
                  className="flex min-h-11 w-full items-center gap-3 py-2 text-left hover:bg-sand-50"
                  aria-label={t('consultations.open', { name: c.clientName })}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900">{c.clientName}</span>
                    <span className="block truncate text-sm text-slate-700">
                      {c.requestMessage || t('consultations.noMessageYet')}
                    </span>
                  </span>
                  <span className="flex flex-col items-end gap-1">
                    <Badge tone={STATUS_TONE[c.status]}>{t(`status.${c.status}`)}</Badge>
                    <span className="text-xs text-slate-700">{formatDate(c.lastMessageAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
