import { Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminAttorney, ATTORNEY_SORTS } from '../../../../shared/schemas/admin';
import { setAttorneyStatus } from '../../../api/accounts';
import { deleteAttorney, deleteAttorneys } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { Input, Label, Select } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { useAdminAttorneys } from '../hooks/admin';
import { AddAttorneyDialog } from './add-attorney-dialog';
import { runAdminAction } from './admin-action';
import { ListState, Panel, personName, StatusBadge } from './bits';
import { ConfirmButton } from './confirm-dialog';
import { CsvImportDialog } from './csv-import-dialog';
import { RejectDialog } from './reject-dialog';
import { useAttorneyList } from './use-attorney-list';

const PAGE = 50;

export function AttorneysTab() {
  const { t } = useTranslation('admin');
  const { params, filter, goTo, selected, toggle, selectAll, allSelected, clearSelection } =
    useAttorneyList();
  const list = useAdminAttorneys(params);
  const [addOpen, setAddOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const rows = list.data?.attorneys ?? [];

  const removeOne = (a: AdminAttorney) =>
    runAdminAction(() => deleteAttorney(a.id), {
      done: () => t('attorneys.deleted'),
      failed: t('attorneys.deleteFailed'),
    });
  const removeSelected = async () => {
    const done = await runAdminAction(() => deleteAttorneys([...selected]), {
      done: ({ deleted }) => t('attorneys.bulkDeleted', { count: deleted }),
      failed: t('attorneys.bulkDeleteFailed'),
    });
    if (done) clearSelection();
  };
  const approve = (a: AdminAttorney) =>
    runAdminAction(() => setAttorneyStatus({ id: a.id, status: 'approved' }), {
      done: () => t('attorneys.approved'),
      failed: t('attorneys.statusFailed'),
    });

  return (
    <Panel
      title={t('attorneys.heading')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setAddOpen(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('attorneys.add')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setImportOpen(true)}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            {t('attorneys.import')}
          </Button>
        </div>
      }
    >
      <div className="mb-3 grid gap-2 sm:grid-cols-4">
        <div className="sm:col-span-1">
          <Label htmlFor="att-search">{t('attorneys.search')}</Label>
          <Input
            id="att-search"
            type="search"
            value={params.search}
            onChange={(e) => filter({ search: e.target.value })}
          />
        </div>
        <div>
          <Label htmlFor="att-status">{t('attorneys.statusFilter')}</Label>
          <Select id="att-status" value={params.status} onChange={(e) => filter({ status: e.target.value })}>
            {(['all', 'pending', 'approved', 'rejected'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`attorneys.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="att-sort">{t('attorneys.sort')}</Label>
          <Select id="att-sort" value={params.sort} onChange={(e) => filter({ sort: e.target.value })}>
            {ATTORNEY_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`attorneys.sortKeys.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="att-order">{t('attorneys.order')}</Label>
          <Select id="att-order" value={params.order} onChange={(e) => filter({ order: e.target.value })}>
            <option value="asc">{t('attorneys.asc')}</option>
            <option value="desc">{t('attorneys.desc')}</option>
          </Select>
        </div>
      </div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" data-testid="attorney-total">
          {t('attorneys.total', { count: list.data?.total ?? 0 })}
        </p>
        {selected.size > 0 ? (
          <ConfirmButton
            variant="destructive"
            label={t('attorneys.deleteSelected', { count: selected.size })}
            title={t('attorneys.bulkDeleteTitle', { count: selected.size })}
            body={t('attorneys.deleteBody')}
            onConfirm={removeSelected}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </ConfirmButton>
        ) : null}
      </div>
      <ListState isLoading={list.isLoading} isError={list.isError} isEmpty={rows.length === 0} />
      {rows.length > 0 ? (
        <ul className="divide-y divide-sand-200">
          <li className="py-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={allSelected(rows.map((r) => r.id))}
                onChange={(e) =>
                  selectAll(
                    rows.map((r) => r.id),
                    e.target.checked,
                  )
                }
              />
              {t('attorneys.selectAll')}
            </label>
          </li>
          {rows.map((a) => {
            const name = personName(a);
            const available = a.attorneyAvailable && a.attorneyStatus === 'approved';
            return (
              <li key={a.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="attorney-row">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  aria-label={t('attorneys.select', { name })}
                  checked={selected.has(a.id)}
                  onChange={() => toggle(a.id)}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{name}</p>
                  <p className="truncate text-sm text-slate-700">
                    {a.email} · {a.attorneyFirmName ?? t('attorneys.noFirm')} · {a.state ?? '—'}
                  </p>
                  <p className="text-sm text-slate-700">
                    <span aria-hidden="true" className={available ? 'text-green-700' : 'text-slate-500'}>
                      ●{' '}
                    </span>
                    {available ? t('attorneys.available') : t('attorneys.unavailable')}
                  </p>
                </div>
                <StatusBadge status={a.attorneyStatus} label={t(`attorneys.statuses.${a.attorneyStatus}`)} />
                <div className="flex flex-wrap gap-2">
                  {a.attorneyStatus !== 'approved' ? (
                    <Button size="sm" variant="outline" onClick={() => void approve(a)}>
                      {t('attorneys.approve')}
                    </Button>
                  ) : null}
                  {a.attorneyStatus !== 'rejected' ? <RejectDialog attorney={a} /> : null}
                  <ConfirmButton
                    variant="destructive"
                    label={t('attorneys.delete')}
                    title={t('attorneys.deleteTitle', { name })}
                    body={t('attorneys.deleteBody')}
                    onConfirm={() => removeOne(a)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Pager offset={params.offset} limit={PAGE} total={list.data?.total ?? 0} onChange={goTo} />
      <AddAttorneyDialog open={addOpen} onOpenChange={setAddOpen} />
      <CsvImportDialog kind="attorneys" open={importOpen} onOpenChange={setImportOpen} />
    </Panel>
  );
}
