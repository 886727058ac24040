import { useState } from 'react';
import type { AttorneyListParams } from '../../../api/admin';

export const FIRST_ATTORNEY_PAGE: AttorneyListParams = {
  offset: 0,
  sort: 'date',
  order: 'desc',
  status: 'all',
  search: '',
};

/**
 * The attorney list's filters, page and ticked rows. A new filter starts again at the first page
 * with nothing ticked, so a bulk delete never reaches rows the admin no longer sees.
 */
export function useAttorneyList() {
  const [params, setParams] = useState(FIRST_ATTORNEY_PAGE);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const filter = (patch: Partial<Omit<AttorneyListParams, 'offset'>>) => {
    setSelected(new Set());
    setParams((p) => ({ ...p, offset: 0, ...patch }));
  };
  const goTo = (offset: number) => setParams((p) => ({ ...p, offset }));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const selectAll = (ids: readonly number[], on: boolean) => setSelected(on ? new Set(ids) : new Set());
  const allSelected = (ids: readonly number[]) => ids.every((id) => selected.has(id));
  const clearSelection = () => setSelected(new Set());
  return { params, filter, goTo, selected, toggle, selectAll, allSelected, clearSelection };
}
