import { FilePlus2, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import { ANALYSIS_SECTION_KEYS } from '../../../../shared/rules/situation';
import { type AnalysisSession, useAnalysisSessions } from '../../../api/situation';
import { Button } from '../../../components/ui/button';
import { Badge, Card, Spinner } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { formatDate } from '../../../lib/format-date';

function statusKey(status: string): 'COMPLETED' | 'CONVERTED_TO_CASE' | 'draft' {
  return status === 'COMPLETED' || status === 'CONVERTED_TO_CASE' ? status : 'draft';
}

const STATUS_TONE = { COMPLETED: 'green', CONVERTED_TO_CASE: 'blue', draft: 'neutral' } as const;

/**
 * Analysis sessions on the left, the chosen one's details on the right (stacked on phones).
 * onConvert turns a completed analysis into a case (the page that shows this tab provides it).
 */
export function MyCasesTab({ onConvert }: { onConvert: (session: AnalysisSession) => Promise<void> }) {
  const { t } = useTranslation('profile');
  const sessions = useAnalysisSessions();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = sessions.data ?? [];
  const selected = list.find((s) => s.id === selectedId) ?? null;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{t('sessions.title')}</h2>
        <Button asChild variant="accent">
          <Link to={paths.explainSituation}>
            <FilePlus2 className="h-5 w-5" aria-hidden="true" />
            {t('sessions.newAnalysis')}
          </Link>
        </Button>
      </div>
      {sessions.isLoading ? (
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('sessions.loading')}
        </p>
      ) : sessions.isError ? (
        <p role="alert" className="text-red-700">
          {t('sessions.error')}
        </p>
      ) : list.length === 0 ? (
        <Card className="text-slate-700">{t('sessions.empty')}</Card>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul className="grid content-start gap-2" aria-label={t('sessions.title')}>
            {list.map((session) => (
              <li key={session.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(session.id)}
                  aria-pressed={session.id === selectedId}
                  className={cn(
                    'w-full rounded-lg border bg-white p-3 text-left hover:bg-sand-100',
                    session.id === selectedId
                      ? 'border-brand-700 ring-2 ring-brand-700/30'
                      : 'border-sand-200',
                  )}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-medium text-slate-900">{session.title}</span>
                    <Badge tone={STATUS_TONE[statusKey(session.status)]}>
                      {t(`sessions.statuses.${statusKey(session.status)}`)}
                    </Badge>
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {t('sessions.createdOn', { date: formatDate(session.createdAt) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {selected ? (
            <SessionDetails session={selected} onConvert={onConvert} />
          ) : (
            <Card className="text-slate-700">{t('sessions.choose')}</Card>
          )}
        </div>
      )}
    </div>
  );
}

function SessionDetails({
  session,
  onConvert,
}: {
  session: AnalysisSession;
  onConvert: (session: AnalysisSession) => Promise<void>;
}) {
  const { t } = useTranslation('profile');
  const [converting, setConverting] = useState(false);
  const convert = () => {
    setConverting(true);
    onConvert(session).finally(() => setConverting(false));
  };
  const result = session.analysisResult;
  const answers = Object.entries(session.followUpAnswers ?? {}).filter(([, a]) => a.trim());
  return (
    <Card className="grid content-start gap-4" data-testid="session-details">
      <h3 className="text-lg font-semibold text-slate-900">{session.title}</h3>
      <Section title={t('sessions.situation')}>{session.originalSituation}</Section>
      {session.isEnhanced && session.enhancedSituation ? (
        <Section title={t('sessions.enhanced')}>{session.enhancedSituation}</Section>
      ) : null}
      {result?.summary ? <Section title={t('sessions.summary')}>{result.summary}</Section> : null}
      {ANALYSIS_SECTION_KEYS.map((key) => {
        const part = result?.analysis[key];
        return part?.present ? (
          <Section key={key} title={t(`sessions.sections.${key}`)}>
            {part.content}
          </Section>
        ) : null;
      })}
      {answers.length ? (
        <section>
          <h4 className="font-semibold text-slate-900">{t('sessions.answers')}</h4>
          <dl className="mt-1 grid gap-2">
            {answers.map(([question, answer]) => (
              <div key={question}>
                <dt className="text-sm text-slate-700">{question}</dt>
                <dd className="text-slate-900">{answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {result?.legalIssues.length ? (
        <section>
          <h4 className="font-semibold text-slate-900">{t('sessions.issues')}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {result.legalIssues.map((issue) => (
              <li key={issue}>
                <Badge tone="teal">{issue}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {session.status === 'COMPLETED' ? (
        <Button className="justify-self-start" onClick={convert} disabled={converting}>
          {converting ? <Spinner /> : <Scale className="h-5 w-5" aria-hidden="true" />}
          {converting ? t('sessions.converting') : t('sessions.convert')}
        </Button>
      ) : null}
    </Card>
  );
}

function Section({ title, children }: { title: string; children: string }) {
  return (
    <section>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <p className="mt-1 whitespace-pre-line text-slate-800">{children}</p>
    </section>
  );
}
