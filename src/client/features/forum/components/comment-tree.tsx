import { useTranslation } from 'react-i18next';
import type { ForumComment } from '../../../../shared/schemas/forum';
import { timeAgo } from '../lib/time-ago';

/** The discussion as nested lists, so screen readers announce the depth of each reply. */
export function CommentTree({ comments, depth = 0 }: { comments: ForumComment[]; depth?: number }) {
  const { t, i18n } = useTranslation('forum');
  if (!comments.length) return null;
  return (
    <ul className={depth ? 'mt-3 space-y-3 border-l-2 border-sand-200 pl-3 sm:pl-4' : 'space-y-4'}>
      {comments.map((c) => (
        <li key={c.id}>
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{c.author}</span> ·{' '}
            {timeAgo(c.created_utc, i18n.language)} · {t('score', { count: c.score })}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{c.body}</p>
          <CommentTree comments={c.replies} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}
