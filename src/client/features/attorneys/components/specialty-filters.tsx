import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_SPECIALTY_FILTERS, type DirectorySpecialtyFilter } from '../../../../shared/directory';
import { cn } from '../../../components/ui/cn';
import { useSpecialtyName } from '../../../lib/attorney-labels';

const LAST = DIRECTORY_SPECIALTY_FILTERS.length - 1;

/**
 * The horizontally scrolling specialty row, plus Clear while a search or filter is on (spec §2).
 * One Tab stop for the whole row (left and right arrows move along it), so a keyboard reaches the
 * card's buttons without passing seventeen filters.
 */
export function SpecialtyFilters(props: {
  value: DirectorySpecialtyFilter;
  onChange: (value: DirectorySpecialtyFilter) => void;
  showClear: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('attorneys');
  const name = useSpecialtyName();
  const row = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const to =
      event.key === 'ArrowRight'
        ? Math.min(at + 1, LAST)
        : event.key === 'ArrowLeft'
          ? Math.max(at - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? LAST
              : null;
    if (to === null) return;
    event.preventDefault();
    row.current?.querySelectorAll('button')[to]?.focus();
  };

  const selected = DIRECTORY_SPECIALTY_FILTERS.indexOf(props.value);
  return (
    <div className="flex items-center gap-2">
      <div
        ref={row}
        role="toolbar"
        aria-label={t('directory.filtersLabel')}
        className="flex min-w-0 flex-1 gap-2 overflow-x-auto py-1"
      >
        {DIRECTORY_SPECIALTY_FILTERS.map((filter, at) => (
          <button
            key={filter}
            type="button"
            tabIndex={at === selected ? 0 : -1}
            aria-pressed={props.value === filter}
            onClick={() => props.onChange(filter)}
            onKeyDown={(e) => onKeyDown(e, at)}
            onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
            className={cn(
              'min-h-9 shrink-0 rounded-full border px-3 text-sm font-medium whitespace-nowrap',
              props.value === filter
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-sand-100',
            )}
          >
            {name(filter)}
          </button>
        ))}
      </div>
      {props.showClear ? (
        <button
          type="button"
          onClick={props.onClear}
          className="min-h-9 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('directory.clear')}
        </button>
      ) : null}
    </div>
  );
}
