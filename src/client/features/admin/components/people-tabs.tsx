import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_AI_RESPONSES } from '../../../../shared/constants';
import { paths } from '../../../../shared/pages';
import type { AdminUser, Escalation } from '../../../../shared/schemas/admin';
import { resolveEscalation, userAction } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input, Label, Select, Textarea } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { useAdminUsers, useConversations, useEscalations } from '../hooks/admin';
import { ConversationCard, EscalationItem } from './activity-items';
import { runAdminAction } from './admin-action';
import { ListState, Panel, personName, StatusBadge } from './bits';
import { ConfirmButton } from './confirm-dialog';

const dateOf = (iso: string | null, lang: string) => (iso ? new Date(iso).toLocaleDateString(lang) : null);

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
  const act = (action: 'ban' | 'unban' | 'reset-free-responses') => () =>
    runAdminAction(() => userAction(u.id, action), {
      done: () => t('users.done'),
      failed: t('users.failed'),
    });
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
          <a href={`${paths.messages}?user=${u.id}`} target="_blank" rel="noopener">
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
    const done = await runAdminAction(() => resolveEscalation({ id: e.id, note: note.trim() }), {
      done: () => t('admin:escalations.resolved'),
      failed: t('admin:escalations.failed'),
    });
    if (done) setOpen(false);
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
          <EscalationItem
            key={e.id}
            e={e}
            full
            action={e.status === 'pending' ? <ResolveButton e={e} /> : null}
          />
        ))}
      </ul>
    </Panel>
  );
}
