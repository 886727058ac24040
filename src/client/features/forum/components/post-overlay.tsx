import { useTranslation } from 'react-i18next';
import type { ForumPost } from '../../../../shared/schemas/forum';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/card';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useForumThread } from '../hooks/forum';
import { AnalysisPanel } from './analysis-panel';
import { CommentTree } from './comment-tree';
import { PostMeta } from './post-card';

/** A post opened from the list: body, the comment tree, and the IRAC panel beside them. */
export function PostOverlay({
  post,
  startAnalysis,
  onClose,
}: {
  post: ForumPost;
  startAnalysis: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('forum');
  const thread = useForumThread(post.permalink);
  const full = thread.data?.[0] ?? post;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent title={post.title} className="max-w-5xl">
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0">
            <PostMeta post={full} />
            {full.selftext ? (
              <p className="mt-4 whitespace-pre-wrap break-words text-slate-800">{full.selftext}</p>
            ) : null}
            <h3 className="mt-6 text-lg font-semibold text-slate-900">{t('discussion')}</h3>
            <div className="mt-3">
              {thread.isPending ? <Spinner label={t('loadingPost')} /> : null}
              {thread.isError ? (
                <div role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
                  <p>{t('errors.post')}</p>
                  <Button variant="outline" className="mt-2" onClick={() => thread.refetch()}>
                    {t('tryAgain')}
                  </Button>
                </div>
              ) : null}
              {thread.data && thread.data[1].length === 0 ? (
                <p className="text-slate-700">{t('noComments')}</p>
              ) : null}
              {thread.data ? <CommentTree comments={thread.data[1]} /> : null}
            </div>
          </div>
          <div className="md:sticky md:top-0 md:self-start">
            <AnalysisPanel post={full} start={startAnalysis} />
          </div>
        </div>
        <DialogClose asChild>
          <Button variant="outline" className="mt-6">
            {t('back')}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
