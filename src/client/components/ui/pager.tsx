import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * Previous and next for a list served a page at a time, with the rows on screen out of the total.
 * Nothing when everything fits on one page.
 */
export function Pager({
  offset,
  limit,
  total,
  onChange,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
}) {
  const { t } = useTranslation('common');
  if (total <= limit) return null;
  const range = t('paging.range', { from: offset + 1, to: Math.min(offset + limit, total), total });
  return (
    <nav className="mt-3 flex items-center justify-between gap-2" aria-label={t('paging.label')}>
      <Button
        size="sm"
        variant="outline"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - limit))}
      >
        {t('paging.previous')}
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {range}
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={offset + limit >= total}
        onClick={() => onChange(offset + limit)}
      >
        {t('paging.next')}
      </Button>
    </nav>
  );
}
