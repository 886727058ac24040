import { ChevronRight, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALES } from '../../../../../shared/constants';
import { paths } from '../../../../../shared/pages';
import { useAnalysisSessions } from '../../../../api/situation';
import { Button } from '../../../../components/ui/button';
import { Badge, Card, Spinner } from '../../../../components/ui/card';
import { currentLanguage } from '../../../../lib/i18n';

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboard');
  if (status === 'COMPLETED') return <Badge tone="green">{t('following.statusCompleted')}</Badge>;
  if (status === 'CONVERTED_TO_CASE') return <Badge tone="blue">{t('following.statusConverted')}</Badge>;
  return <Badge>{t('following.statusDraft')}</Badge>;
}

/** "Following": the person's own saved analyses, newest first, with loading, empty and error states. */
export function FollowingList() {
  const { t } = useTranslation('dashboard');
  const sessions = useAnalysisSessions(true);
  const date = new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    dateStyle: 'medium',
  });
  return (
    <Card>
      <h2 className="text-xl font-semibold text-brand-900">{t('following.title')}</h2>
      <p className="mt-1 text-slate-700">{t('following.intro')}</p>
      <div className="mt-4">
        {sessions.isLoading ? (
          <Spinner label={t('following.loading')} />
        ) : sessions.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-red-800">{t('following.error')}</p>
            <Button variant="outline" size="sm" onClick={() => sessions.refetch()}>
              {t('following.retry')}
            </Button>
          </div>
        ) : !sessions.data?.length ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-slate-700">{t('following.empty')}</p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.explainSituation}>{t('following.emptyAction')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="grid divide-y divide-sand-200">
            {sessions.data.slice(0, 5).map((s) => (
              <li key={s.id} className="flex items-center gap-3 py-3">
                <FileText className="h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                <div className="grid min-w-0 flex-1">
                  <span className="truncate font-medium text-slate-900">{s.title}</span>
                  <span className="text-sm text-slate-600">{date.format(new Date(s.createdAt))}</span>
                </div>
                <StatusBadge status={s.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {sessions.data?.length ? (
        <Link
          to={paths.userProfile}
          className="mt-3 inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4"
        >
          {t('following.all')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </Card>
  );
}
