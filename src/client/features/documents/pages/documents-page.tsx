import { FileText, Info } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, Spinner } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { DocumentForm } from '../components/document-form';
import { KindPicker } from '../components/kind-picker';
import { PreviewPanel } from '../components/preview-panel';
import { isDocumentKind, useDocumentFlow } from '../components/use-document-flow';

const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /documents: pick a letter, check the facts, read it (in both languages), download or save it. */
export default function DocumentsPage() {
  const { t } = useTranslation('documents');
  usePageTitle(t('pageTitle'));
  const { user } = useAuth();
  const [params] = useSearchParams();
  const caseId = idParam(params.get('caseId'));
  const sessionId = idParam(params.get('sessionId'));
  const kindParam = params.get('kind');
  const flow = useDocumentFlow({ caseId, sessionId }, isDocumentKind(kindParam) ? kindParam : undefined);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const focusPreview = useRef(false);

  const preview = flow.preview.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each send focuses the letter, even the same one
  useEffect(() => {
    // Only after the person sent the form: a change of language redraws the letter in place.
    if (!preview || !focusPreview.current || flow.fieldProblem) return;
    focusPreview.current = false;
    previewHeading.current?.focus();
  }, [preview, flow.submissions, flow.fieldProblem]);

  const { markOutdated } = flow;
  const onEdited = useCallback(() => markOutdated(), [markOutdated]);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 md:py-10">
      <header>
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-brand-900">
          <FileText className="h-8 w-8 shrink-0" aria-hidden="true" /> {t('title')}
        </h1>
        <p className="mt-2 text-lg text-slate-700">{t('intro')}</p>
      </header>
      <p
        className="flex gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-slate-800"
        data-testid="not-advice"
      >
        <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        {t('notAdvice')}
      </p>
      {user ? null : <p className="text-slate-700">{t('guestNote')}</p>}
      {flow.offered.isPending ? (
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('loading')}
        </p>
      ) : (
        <>
          {flow.offered.isError ? <FormAlert>{t('offeredError')}</FormAlert> : null}
          {flow.fromSource && flow.offered.data ? (
            <p className="text-slate-700">{t(caseId ? 'fromCase' : 'fromAnalysis')}</p>
          ) : null}
          <Card>
            <KindPicker
              kinds={flow.kinds}
              value={flow.kind}
              onChange={flow.choose}
              showNotOffered={flow.fromSource}
            />
          </Card>
          {flow.kind ? (
            <Card>
              <DocumentForm
                key={flow.kind}
                kind={flow.kind}
                prefilled={flow.prefilled}
                language={flow.language}
                onLanguage={flow.setLanguage}
                pending={flow.preview.isFetching}
                problem={flow.fieldProblem}
                onEdited={onEdited}
                onSubmit={(fields) => {
                  focusPreview.current = true;
                  flow.submit(fields);
                }}
              />
              {flow.preview.isError && !flow.fieldProblem ? (
                <FormAlert className="mt-4">{t('errors.preview')}</FormAlert>
              ) : null}
            </Card>
          ) : null}
          <PreviewPanel key={JSON.stringify(flow.request)} ref={previewHeading} flow={flow} caseId={caseId} />
        </>
      )}
    </div>
  );
}
