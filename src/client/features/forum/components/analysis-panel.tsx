import { Copy, Scale } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keywordAnalysis } from '../../../../shared/rules/keyword-analysis';
import type { ForumPost, IracAnalysis } from '../../../../shared/schemas/forum';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast-store';
import { useForumAnalysis } from '../hooks/forum';
import { analysisAsText, iracFromKeywords } from '../lib/analysis-text';
import { ViewOnForum } from './post-card';

const PARTS = ['issue', 'rule', 'application', 'conclusion'] as const;

/** The IRAC summary of a post: the AI's, or the local keyword reading when the AI cannot answer. */
export function AnalysisPanel({ post, start }: { post: ForumPost; start: boolean }) {
  const { t } = useTranslation('forum');
  const analysis = useForumAnalysis();
  const { mutate, isIdle } = analysis;
  useEffect(() => {
    if (start && isIdle) mutate({ title: post.title, content: post.selftext });
  }, [start, isIdle, mutate, post.title, post.selftext]);

  const local = useMemo(
    () => (analysis.isError ? iracFromKeywords(keywordAnalysis(post.title, post.selftext), t) : null),
    [analysis.isError, post.title, post.selftext, t],
  );
  const shown: IracAnalysis | null = analysis.data ?? local;

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(analysisAsText(post.title, shown, t));
      toast({ title: t('copy.done') });
    } catch {
      toast({ title: t('copy.failed'), variant: 'destructive' });
    }
  };

  return (
    <aside aria-labelledby="irac-heading" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h3 id="irac-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Scale className="h-5 w-5" aria-hidden="true" /> {t('irac.title')}
      </h3>
      {analysis.isIdle ? (
        <div className="mt-3">
          <p className="text-slate-700">{t('irac.explain')}</p>
          <Button className="mt-3" onClick={() => mutate({ title: post.title, content: post.selftext })}>
            {t('irac.run')}
          </Button>
        </div>
      ) : null}
      {analysis.isPending ? (
        <p className="mt-3">
          <Spinner label={t('irac.loading')} />
        </p>
      ) : null}
      {shown ? (
        <div className="mt-3 space-y-3" aria-live="polite">
          {local ? (
            <p className="rounded-md bg-white p-2 text-sm text-slate-700">{t('local.label')}</p>
          ) : null}
          <dl className="space-y-3">
            {PARTS.map((part) => (
              <div key={part}>
                <dt className="font-semibold text-slate-900">{t(`irac.${part}`)}</dt>
                <dd className="text-slate-800">{shown[part]}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">{shown.notice}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={copy}>
              <Copy className="h-4 w-4" aria-hidden="true" /> {t('copy.button')}
            </Button>
            <ViewOnForum permalink={post.permalink} />
          </div>
        </div>
      ) : null}
    </aside>
  );
}
