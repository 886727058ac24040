import { Loader2, MessageSquarePlus, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSession } from '../../../../shared/schemas/chat';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { formatRelative } from '../lib/relative';
import { displayTitle } from '../lib/session-title';
import { sessionBadge, sessionColor, sessionIcon } from '../lib/topics';

interface Props {
  sessions: ChatSession[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onDelete: (id: number) => void;
  onNew: () => void;
}

export function ConversationList({
  sessions,
  isLoading,
  isError,
  onRetry,
  selectedId,
  onSelect,
  onDelete,
  onNew,
}: Props) {
  const { t } = useTranslation('chat');
  const [toDelete, setToDelete] = useState<ChatSession | null>(null);

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <p className="flex items-center gap-2 p-6 text-slate-700" role="status">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t('list.loading')}
      </p>
    );
  } else if (isError) {
    body = (
      <div className="p-6 text-center" role="alert">
        <p className="text-slate-800">{t('list.error')}</p>
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (!sessions?.length) {
    body = (
      <div className="flex flex-col items-center p-8 text-center" data-testid="conversations-empty">
        <MessageSquarePlus className="h-12 w-12 text-accent-700" aria-hidden="true" />
        <p className="mt-3 text-lg font-semibold text-slate-900">{t('list.emptyTitle')}</p>
        <p className="mt-1 text-slate-700">{t('list.emptyBody')}</p>
        <Button className="mt-5" onClick={onNew}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t('list.newChat')}
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-sand-200" data-testid="conversation-list">
        {sessions.map((session) => (
          <ConversationItem
            key={session.id}
            session={session}
            selected={session.id === selectedId}
            onSelect={() => onSelect(session.id)}
            onDelete={() => setToDelete(session)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      {body}
      <Dialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        {toDelete ? (
          <DialogContent title={t('list.confirmDeleteTitle')} description={t('list.confirmDelete')}>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{t('list.cancel')}</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={() => {
                  onDelete(toDelete.id);
                  setToDelete(null);
                }}
              >
                {t('list.deleteButton')}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

function ConversationItem({
  session,
  selected,
  onSelect,
  onDelete,
}: {
  session: ChatSession;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('chat');
  const Icon = sessionIcon(session);
  const badge = sessionBadge(session);
  const title = displayTitle(session, t);
  return (
    <li className={cn('flex items-stretch', selected && 'bg-brand-50')}>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className="flex min-w-0 flex-1 items-start gap-3 p-4 text-left hover:bg-sand-100"
        data-testid="conversation"
      >
        <span
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-full',
            sessionColor(session),
          )}
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate font-semibold text-slate-900 md:whitespace-normal md:break-words">
              {title}
            </span>
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Badge tone={badge.kind === 'attorney' ? 'blue' : 'teal'}>
              {badge.kind === 'hashtag' ? t(`common:hashtags.${badge.key}`) : t(`badge.${badge.kind}`)}
            </Badge>
            {session.channel === 'sms' ? <Badge>{t('badge.sms')}</Badge> : null}
            <time dateTime={session.lastMessageAt}>{formatRelative(session.lastMessageAt, t)}</time>
          </span>
          <span className="mt-1 block text-sm text-slate-600 md:hidden">{t('list.tapToView')}</span>
          <span className="mt-1 hidden text-sm text-slate-600 md:block">{t('list.selectToView')}</span>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="m-2 shrink-0 self-center text-slate-600 hover:text-red-700"
        aria-label={t('list.delete', { title })}
        onClick={onDelete}
      >
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </Button>
    </li>
  );
}
