import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import { FORUM_SORTS, type ForumPost, type ForumSort } from '../../../../shared/schemas/forum';
import { Card, Spinner } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConnectionIssue } from '../components/connection-issue';
import { PostCard } from '../components/post-card';
import { PostOverlay } from '../components/post-overlay';
import { useForumPosts } from '../hooks/forum';

export default function ForumPage() {
  const { t } = useTranslation('forum');
  usePageTitle(t('title'));
  const [sort, setSort] = useState<ForumSort>('hot');
  const [open, setOpen] = useState<{ post: ForumPost; analysis: boolean } | null>(null);
  const posts = useForumPosts(sort);

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={paths.dashboard}
        className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-4"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('backToDashboard')}
      </Link>
      <h1 className="mt-3 text-3xl font-semibold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <p className="mt-2 text-sm text-slate-700">{t('disclaimer')}</p>

      <div className="mt-8 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">{t('recent')}</h2>
        <label className="flex items-center gap-2 text-slate-800">
          {t('sortBy')}
          <select
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
            value={sort}
            onChange={(e) => setSort(e.target.value as ForumSort)}
          >
            {FORUM_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-4 space-y-4" aria-busy={posts.isFetching}>
        {posts.isPending ? (
          <Card>
            <Spinner label={t('loading')} />
          </Card>
        ) : null}
        {posts.isError ? (
          <ConnectionIssue error={posts.error} onRetry={() => posts.refetch()} retrying={posts.isFetching} />
        ) : null}
        {posts.data?.length === 0 ? <Card>{t('empty')}</Card> : null}
        {posts.data?.map((post) => (
          <PostCard key={post.id} post={post} onOpen={(analysis) => setOpen({ post, analysis })} />
        ))}
      </div>

      {open ? (
        <PostOverlay post={open.post} startAnalysis={open.analysis} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
