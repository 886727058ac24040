import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_AI_RESPONSES } from '../../../../shared/constants';
import type { AdminUser, Conversation, Escalation } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input, Label, Select, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import {
  refreshAdmin,
  resolveEscalation,
  useAdminUsers,
  useConversations,
  useEscalations,
  userAction,
} from '../api/admin';
import { ListState, Pager, Panel, personName, StatusBadge } from './bits';
import { ConfirmButton } from './confirm-dialog';

const dateOf = (iso: string | null, lang: string) => (iso ? new Date(iso).toLocaleDateString(lang) : null);

export function ConversationCard({ c, full }: { c: Conversation; full?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <li className="rounded-lg border border-sand-200 p-3" data-testid="conversation">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{c.user.phoneNumber ?? t('messages.noPhone')}</span>
        {c.direction ? <span>· {t(`direction.${c.direction}`)}</span> : null}
        <span>· {t(`messages.${c.channel}`)}</span>
      </div>
      {full ? (
        <p className="text-sm text-slate-700">
          {personName({
            firstName: c.userFirstName,
            lastName: c.userLastName,
            email: c.userEmail ?? undefined,
          })}
        </p>
      ) : null}
      <p className="mt-1 line-clamp-2 text-slate-900">{c.messageText || c.title || '—'}</p>
      {full ? (
        <a
          className="mt-2 inline-flex items-center gap-1 text-brand-700 underline"
          href={`/messages?session=${c.id}`}
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

export function MessagesTab() {
  const { t } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  const list = useConversations(20, offset);
  const rows = list.data?.conversations ?? [];
  return (
    <Panel title={t('tabs.messages')}>
      <ListState isLoading={list.isLoading} isError={list.isError} isEmpty={rows.length === 0} />
      <ul className="grid gap-2 md:grid-cols-2">
        {rows.map((c) => (
          <ConversationCard key={c.id} c={c} full />
        ))}
      </ul>
      <Pager offset={offset} limit={20} total={list.data?.total ?? 0} onChange={setOffset} />
    </Panel>
  );
}

function UserRow({ u }: { u: AdminUser }) {
  const { t, i18n } = useTranslation('admin');
  const name = personName(u);
  const act = (action: 'ban' | 'unban' | 'reset-free-responses') => async () => {
    try {
      await userAction(u.id, action);
      toast({ title: t('users.done') });
    } catch (error) {
      toast({ title: errorMessage(error) ?? t('users.failed'), variant: 'destructive' });
    }
    void refreshAdmin();
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="user-row">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {name} {u.banned ? <StatusBadge status="rejected" label={t('users.banned')} /> : null}
        </p>
        <p className="truncate text-sm text-slate-700">{u.email}</p>
        <p className="text-sm text-slate-700">
          {t('users.responses', { n: Math.min(u.freeResponsesUsed, FREE_AI_RESPONSES) })} ·{' '}
          {t('users.lastLogin', { date: dateOf(u.lastLoginAt, i18n.language) ?? t('users.never') })} ·{' '}
          {t('users.logins', { count: u.loginCount })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={`/messages?user=${u.id}`} target="_blank" rel="noopener">
            {t('users.viewChats')}
            <span className="sr-only"> {t('messages.opensNewTab')}</span>
          </a>
        </Button>
        <ConfirmButton
          label={t('users.reset')}
          title={t('users.resetTitle', { name })}
          body={t('users.resetBody')}
          onConfirm={act('reset-free-responses')}
        />
        {u.banned ? (
          <ConfirmButton
            label={t('users.unban')}
            title={t('users.unbanTitle', { name })}
            body={t('users.unbanBody')}
            onConfirm={act('unban')}
          />
        ) : (
          <ConfirmButton
            variant="destructive"
            label={t('users.ban')}
            title={t('users.banTitle', { name })}
            body={t('users.banBody')}
            onConfirm={act('ban')}
          />
        )}
      </div>
    </li>
  );
}

export function UsersTab() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const list = useAdminUsers(search, offset);
  const rows = list.data?.users ?? [];
  return (
    <Panel title={t('users.heading')}>
      <Label htmlFor="user-search">{t('users.search')}</Label>
      <Input
        id="user-search"
        type="search"
        className="mb-3"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setOffset(0);
        }}
      />
      <ListState isLoading={list.isLoading} isError={list.isError} isEmpty={rows.length === 0} />
      <ul className="divide-y divide-sand-200">
        {rows.map((u) => (
          <UserRow key={u.id} u={u} />
        ))}
      </ul>
      <Pager offset={offset} limit={20} total={list.data?.total ?? 0} onChange={setOffset} />
    </Panel>
  );
}

function ResolveButton({ e }: { e: Escalation }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const id = `note-${e.id}`;
  const submit = async () => {
    try {
      await resolveEscalation({ id: e.id, note: note.trim() });
      toast({ title: t('admin:escalations.resolved') });
      setOpen(false);
    } catch (error) {
      toast({ title: errorMessage(error) ?? t('admin:escalations.failed'), variant: 'destructive' });
    }
    void refreshAdmin();
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('admin:escalations.resolve')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('admin:escalations.resolveTitle')} description={e.reason}>
          <Label htmlFor={id}>{t('admin:escalations.note')}</Label>
          <Textarea id={id} value={note} onChange={(ev) => setNote(ev.target.value)} required />
          <div className="mt-4 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common:actions.cancel')}</Button>
            </DialogClose>
            <Button disabled={!note.trim()} onClick={() => void submit()}>
              {t('admin:escalations.resolve')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

export function EscalationItem({ e, actions }: { e: Escalation; actions?: boolean }) {
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
        {actions && e.sessionId ? (
          <a
            className="text-sm text-brand-700 underline"
            href={`/messages?session=${e.sessionId}`}
            target="_blank"
            rel="noopener"
          >
            {t('escalations.openChat')}
            <span className="sr-only"> {t('messages.opensNewTab')}</span>
          </a>
        ) : null}
      </div>
      <StatusBadge status={e.status} label={t(`escalations.statuses.${e.status}`)} />
      {actions && e.status === 'pending' ? <ResolveButton e={e} /> : null}
    </li>
  );
}

export function EscalationsTab() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState('pending');
  const list = useEscalations(status, 50);
  const rows = list.data?.escalations ?? [];
  return (
    <Panel
      title={t('escalations.heading')}
      actions={
        <div className="flex items-center gap-2">
          <Label htmlFor="esc-filter">{t('escalations.filter')}</Label>
          <Select
            id="esc-filter"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            className="w-auto"
          >
            {(['pending', 'resolved', 'all'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`escalations.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      }
    >
      <ListState isLoading={list.isLoading} isError={list.isError} isEmpty={rows.length === 0} />
      <ul className="space-y-2">
        {rows.map((e) => (
          <EscalationItem key={e.id} e={e} actions />
        ))}
      </ul>
    </Panel>
  );
}
