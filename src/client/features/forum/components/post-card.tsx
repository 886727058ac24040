import { ArrowBigUp, ExternalLink, MessageSquare, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FORUM_LIMITS, type ForumPost } from '../../../../shared/schemas/forum';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { timeAgo } from '../lib/time-ago';

/** The forum's own page of a post. */
export function forumUrl(permalink: string): string {
  return new URL(permalink, 'https://www.reddit.com').toString();
}

export function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > FORUM_LIMITS.previewChars
    ? `${flat.slice(0, FORUM_LIMITS.previewChars).trimEnd()}…`
    : flat;
}

export function PostMeta({ post }: { post: ForumPost }) {
  const { t, i18n } = useTranslation('forum');
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <span className="inline-flex items-center gap-1">
        <ArrowBigUp className="h-4 w-4" aria-hidden="true" /> {t('score', { count: post.score })}
      </span>
      <span className="inline-flex items-center gap-1">
        <MessageSquare className="h-4 w-4" aria-hidden="true" /> {t('comments', { count: post.num_comments })}
      </span>
      <span>{timeAgo(post.created_utc, i18n.language)}</span>
      <span>{t('by', { author: post.author })}</span>
    </p>
  );
}

export function PostCard({ post, onOpen }: { post: ForumPost; onOpen: (withAnalysis: boolean) => void }) {
  const { t } = useTranslation('forum');
  const excerpt = preview(post.selftext);
  return (
    <Card className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          className="text-left hover:underline focus-visible:underline"
          onClick={() => onOpen(false)}
        >
          {post.title}
        </button>
      </h3>
      <PostMeta post={post} />
      {excerpt ? <p className="text-slate-800">{excerpt}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onOpen(true)} aria-label={t('iracFor', { title: post.title })}>
          <Scale className="h-4 w-4" aria-hidden="true" /> {t('irac.button')}
        </Button>
        <ViewOnForum permalink={post.permalink} />
      </div>
    </Card>
  );
}

/** The post on the forum itself, in a new tab. */
export function ViewOnForum({ permalink }: { permalink: string }) {
  const { t } = useTranslation('forum');
  return (
    <Button variant="outline" asChild>
      <a href={forumUrl(permalink)} target="_blank" rel="noopener noreferrer">
        <ExternalLink className="h-4 w-4" aria-hidden="true" /> {t('viewOnForum')}
        <span className="sr-only"> {t('opensNewTab')}</span>
      </a>
    </Button>
  );
}
