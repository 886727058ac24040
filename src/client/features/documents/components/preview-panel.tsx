import { Download, Gavel, Languages, Save } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import { OPEN_REASONS } from '../../../../shared/state-law';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { useAuth } from '../../../lib/auth';
import { useDownloadDocument, useSaveToCase } from '../hooks/documents';
import { LetterPreview } from './letter-preview';
import { type DocumentFlow, otherLanguage } from './use-document-flow';

/** Why the screen suggests a lawyer, in words: the table's reason for having no number, when it gives one. */
function lawyerReasonKey(reason: string | undefined) {
  const known = OPEN_REASONS.find((r) => r === reason);
  return known ? (`lawyer.reasons.${known}` as const) : ('lawyer.body' as const);
}

/** The letter on screen, the other language beside it on request, and what to do with it. */
export const PreviewPanel = forwardRef<HTMLHeadingElement, { flow: DocumentFlow; caseId?: number }>(
  function PreviewPanel({ flow, caseId }, headingRef) {
    const { t } = useTranslation('documents');
    const { user } = useAuth();
    const download = useDownloadDocument();
    const save = useSaveToCase();
    const preview = flow.preview.data;
    if (!preview || !flow.request) return null;
    const other = otherLanguage(flow.language);
    const otherName = t(`inSentence.${other}`);
    const request = flow.request;

    return (
      <section
        className="grid gap-4"
        aria-labelledby="document-preview-heading"
        data-testid="document-preview"
      >
        <h2
          id="document-preview-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-brand-900 outline-none"
        >
          {t('preview.heading')}: {preview.title}
        </h2>
        <p className="text-slate-700">{t('preview.intro')}</p>
        {flow.outdated ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-950">
            {t('preview.outdated')}
          </p>
        ) : null}
        {preview.suggestLawyer ? (
          <Card className="grid gap-2 border-amber-300 bg-amber-50" data-testid="suggest-lawyer">
            <h3 className="flex items-center gap-2 font-semibold text-amber-950">
              <Gavel className="h-5 w-5" aria-hidden="true" /> {t('lawyer.title')}
            </h3>
            <p className="text-amber-950">{t(lawyerReasonKey(preview.rule?.reason))}</p>
            <Link to={paths.attorneyDirectory} className="text-brand-700 underline underline-offset-4">
              {t('lawyer.link')}
            </Link>
          </Card>
        ) : null}
        {preview.rule?.citation ? (
          <p className="text-sm text-slate-700">{t('preview.rule', { citation: preview.rule.citation })}</p>
        ) : null}
        <div className={flow.compare ? 'grid gap-4 lg:grid-cols-2' : 'grid gap-4'}>
          <LetterPreview preview={preview} />
          {flow.compare ? (
            flow.otherPreview.data ? (
              <div className="grid content-start gap-2">
                <p className="text-sm text-slate-700">{t('preview.compareNote')}</p>
                <LetterPreview preview={flow.otherPreview.data} />
              </div>
            ) : flow.otherPreview.isError ? (
              <FormAlert>{t('errors.preview')}</FormAlert>
            ) : (
              <p role="status" className="flex items-center gap-2 text-slate-700">
                <Spinner /> {t('preview.compareLoading', { language: otherName })}
              </p>
            )
          ) : null}
        </div>
        <Button
          variant="outline"
          className="justify-self-start"
          aria-pressed={flow.compare}
          onClick={() => flow.setCompare(!flow.compare)}
        >
          <Languages className="h-5 w-5" aria-hidden="true" />
          {flow.compare
            ? t('preview.hideCompare', { language: otherName })
            : t('preview.compare', { language: otherName })}
        </Button>
        <Card className="grid gap-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button
              size="lg"
              disabled={!flow.ready || download.isPending}
              onClick={() => download.mutate(request)}
            >
              {download.isPending ? <Spinner /> : <Download className="h-5 w-5" aria-hidden="true" />}
              {download.isPending ? t('download.working') : t('download.button')}
            </Button>
            {user && caseId ? (
              <Button
                size="lg"
                variant="outline"
                disabled={!flow.ready || save.isPending || save.isSuccess}
                onClick={() => save.mutate({ caseId, request })}
              >
                {save.isPending ? <Spinner /> : <Save className="h-5 w-5" aria-hidden="true" />}
                {save.isPending ? t('save.working') : t('save.button')}
              </Button>
            ) : null}
          </div>
          {download.isError ? <FormAlert>{t('errors.download')}</FormAlert> : null}
          {download.data ? (
            <p role="status" className="text-sm text-slate-800">
              {t('download.done')}{' '}
              <a
                href={download.data.url}
                download={download.data.name}
                className="text-brand-700 underline underline-offset-4"
              >
                {t('download.again')}
              </a>
            </p>
          ) : null}
          {save.isError ? <FormAlert>{t('save.failed')}</FormAlert> : null}
          {save.isSuccess ? (
            <p role="status" className="text-sm text-green-900">
              {t('save.done')}{' '}
              <Link
                to={`${paths.userProfile}?tab=legal-cases`}
                className="text-brand-700 underline underline-offset-4"
              >
                {t('save.viewProfile')}
              </Link>
            </p>
          ) : null}
        </Card>
      </section>
    );
  },
);
