import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personName as sharedPersonName } from '../../../../shared/rules/person-name';
import { cn } from '../../../components/ui/cn';

export function Panel({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-sand-200 bg-white p-4" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Loading, error and empty states of a list. */
export function ListState({
  isLoading,
  isError,
  isEmpty,
}: {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
}) {
  const { t } = useTranslation(['admin', 'common']);
  if (isLoading) return <p className="text-slate-700">{t('common:loading')}</p>;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        {t('admin:loadError')}
      </p>
    );
  if (isEmpty) return <p className="text-slate-700">{t('admin:empty')}</p>;
  return null;
}

const STATUS_LOOK: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  resolved: 'bg-green-100 text-green-900',
  ok: 'bg-green-100 text-green-900',
  degraded: 'bg-amber-100 text-amber-950',
  down: 'bg-red-100 text-red-900',
};

/** Pending yellow, approved green, rejected red (and the same for checks and escalations). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2 py-0.5 text-sm font-semibold', STATUS_LOOK[status])}
      data-status={status}
    >
      {label}
    </span>
  );
}

export function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The admin tables' name for a person: the shared rule, falling back to the e-mail, else a dash. */
export const personName = (p: { firstName: string | null; lastName: string | null; email?: string }) =>
  sharedPersonName(p, p.email || '—');
