import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '../../../../shared/rules/audit';
import type { AuditEntry } from '../../../../shared/schemas/admin';
import { type AuditFilters, NO_AUDIT_FILTERS } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { Input, Label, Select } from '../../../components/ui/field';
import { useAuditPage, useAuditVerify } from '../hooks/admin';
import { ListState, Panel, StatusBadge } from './bits';

/** The result of checking the whole chain, and a button to check it again. */
function ChainCheck() {
  const { t } = useTranslation('admin');
  const check = useAuditVerify();
  const result = check.data;
  let text = t('audit.checking');
  if (check.isError) text = t('loadError');
  else if (result?.valid) text = t('audit.valid', { count: result.length, erased: result.erased });
  else if (result) text = t('audit.invalid', { reason: result.reason });
  const status = !result ? 'pending' : result.valid ? 'ok' : 'down';
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3" data-testid="audit-verify">
      <StatusBadge status={status} label={t(`audit.status.${status}`)} />
      <p role="status" className="min-w-0 flex-1 text-sm text-slate-800">
        {text}
      </p>
      <Button size="sm" variant="outline" disabled={check.isFetching} onClick={() => void check.refetch()}>
        {t('audit.checkAgain')}
      </Button>
    </div>
  );
}

function FilterForm({ onApply }: { onApply: (f: AuditFilters) => void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const field = (key: keyof AuditFilters) => ({
    id: `audit-${key}`,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form
      className="mb-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={submit}
      aria-label={t('audit.filters')}
    >
      <div>
        <Label htmlFor="audit-action">{t('audit.action')}</Label>
        <Select {...field('action')}>
          <option value="">{t('audit.anyAction')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`audit.actions.${a}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="audit-actorId">{t('audit.actorId')}</Label>
        <Input {...field('actorId')} inputMode="numeric" pattern="[0-9]*" />
      </div>
      <div>
        <Label htmlFor="audit-targetId">{t('audit.targetId')}</Label>
        <Input {...field('targetId')} inputMode="numeric" pattern="[0-9]*" />
      </div>
      <div>
        <Label htmlFor="audit-from">{t('audit.from')}</Label>
        <Input {...field('from')} type="date" />
      </div>
      <div>
        <Label htmlFor="audit-to">{t('audit.to')}</Label>
        <Input {...field('to')} type="date" min={draft.from || undefined} />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">{t('audit.apply')}</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          {t('audit.clear')}
        </Button>
      </div>
    </form>
  );
}

function EntryRow({ e }: { e: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const known = (AUDIT_ACTIONS as readonly string[]).includes(e.action);
  const target = e.targetType ? `${t(`audit.targets.${e.targetType}`)} #${e.targetId}` : '—';
  const details = Object.entries(e.details)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  return (
    <tr className="border-b border-sand-100 align-top" data-testid="audit-row">
      <td className="py-2 pr-3">
        <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString(i18n.language)}</time>
      </td>
      <td className="pr-3">
        <span className="block">{e.actorEmail ?? `#${e.actorId}`}</span>
        <span className="text-slate-700">
          #{e.actorId}
          {e.actorRole ? ` · ${t(`audit.roles.${e.actorRole}`, { defaultValue: e.actorRole })}` : ''}
        </span>
      </td>
      <td className="pr-3">
        <span className="block font-medium">{known ? t(`audit.actions.${e.action}`) : e.action}</span>
        {details ? <span className="text-slate-700">{details}</span> : null}
      </td>
      <td className="pr-3">{target}</td>
      <td className="pr-3 break-all">
        {e.sourceErased ? (
          <span className="text-slate-700">{t('audit.erased')}</span>
        ) : (
          <>
            <span className="block">{e.ip ?? '—'}</span>
            <span className="text-slate-700">{e.userAgent ?? ''}</span>
          </>
        )}
      </td>
      <td>{e.seq ?? '—'}</td>
    </tr>
  );
}

/** The audit trail: who did what, when and from where, filtered and paged, and the chain's check. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  // The cursors of the pages walked so far: the last one is shown, the one before is "newer".
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const list = useAuditPage(filters, cursor);
  const rows = list.data?.entries ?? [];
  const next = list.data?.nextCursor ?? null;
  return (
    <Panel title={t('audit.heading')}>
      <ChainCheck />
      <FilterForm
        onApply={(f) => {
          setFilters(f);
          setCursors([null]);
        }}
      />
      <ListState isLoading={list.isLoading} isError={list.isError} isEmpty={rows.length === 0} />
      {rows.length > 0 ? (
        <section
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-accent-600"
          aria-label={t('audit.entries')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          tabIndex={0}
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">{t('audit.entries')}</caption>
            <thead className="border-b border-sand-200">
              <tr>
                {(['when', 'who', 'what', 'target', 'where', 'seq'] as const).map((k) => (
                  <th key={k} scope="col" className="py-2 pr-3">
                    {t(`audit.columns.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <EntryRow key={e.id} e={e} />
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {cursors.length > 1 || next !== null ? (
        <nav className="mt-3 flex items-center justify-between gap-2" aria-label={t('audit.pages')}>
          <Button
            size="sm"
            variant="outline"
            disabled={cursors.length <= 1}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {t('audit.newer')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={next === null}
            onClick={() => setCursors([...cursors, next])}
          >
            {t('audit.older')}
          </Button>
        </nav>
      ) : null}
    </Panel>
  );
}
