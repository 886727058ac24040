import type { TFunction } from 'i18next';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/pages';
import type { Conversation, Escalation } from '../../../../shared/schemas/admin';
import { personName, StatusBadge } from './bits';

// The overview's lists and the tabs' lists draw the same items; the tabs (people-tabs.tsx) load
// when first opened.

/** Who wrote a conversation's latest message: an attorney's answer is theirs, not the client's. */
function lastAuthor(c: Conversation, t: TFunction<'admin'>): string | null {
  const author = c.lastMessageAuthor;
  if (!author) return null;
  if (author.kind === 'attorney')
    return author.name ? t('messages.fromAttorney', { name: author.name }) : t('messages.fromAnAttorney');
  return t(`messages.from.${author.kind}`);
}

export function ConversationCard({ c, full }: { c: Conversation; full?: boolean }) {
  const { t } = useTranslation('admin');
  const ids = useId();
  const author = lastAuthor(c, t);
  return (
    <li
      className="rounded-lg border border-sand-200 p-3"
      aria-labelledby={author ? `${ids}-phone ${ids}-author` : `${ids}-phone`}
      data-testid="conversation"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900" id={`${ids}-phone`}>
          {c.user.phoneNumber ?? t('messages.noPhone')}
        </span>
        {author ? (
          <span>
            ·{' '}
            <span id={`${ids}-author`} data-testid="conversation-author">
              {author}
            </span>
          </span>
        ) : null}
        <span>· {t(`messages.${c.channel}`)}</span>
      </div>
      {full ? (
        <p className="text-sm text-slate-700">
          {t('messages.client', {
            name: personName({
              firstName: c.userFirstName,
              lastName: c.userLastName,
              email: c.userEmail ?? undefined,
            }),
          })}
        </p>
      ) : null}
      <p className="mt-1 line-clamp-2 text-slate-900">{c.messageText || c.title || '—'}</p>
      {full ? (
        <a
          className="mt-2 inline-flex items-center gap-1 text-brand-700 underline"
          href={`${paths.messages}?session=${c.id}`}
          target="_blank"
          rel="noopener"
        >
          {t('messages.viewFullChat')}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('messages.opensNewTab')}</span>
        </a>
      ) : null}
    </li>
  );
}

/** An escalation; `full` adds the link to its chat and `action` what may be done with it. */
export function EscalationItem({ e, full, action }: { e: Escalation; full?: boolean; action?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <li
      className="flex flex-wrap items-start gap-2 rounded-lg border border-sand-200 p-3"
      data-testid="escalation"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{e.user.phoneNumber ?? t('messages.noPhone')}</p>
        <p className="text-slate-800">{e.reason}</p>
        {e.note ? <p className="text-sm text-slate-700">{e.note}</p> : null}
        {full && e.sessionId ? (
          <a
            className="text-sm text-brand-700 underline"
            href={`${paths.messages}?session=${e.sessionId}`}
            target="_blank"
            rel="noopener"
          >
            {t('escalations.openChat')}
            <span className="sr-only"> {t('messages.opensNewTab')}</span>
          </a>
        ) : null}
      </div>
      <StatusBadge status={e.status} label={t(`escalations.statuses.${e.status}`)} />
      {action}
    </li>
  );
}
