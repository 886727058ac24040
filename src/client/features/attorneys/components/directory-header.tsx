import { ArrowLeft, Search, X } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME } from '../../../../shared/pages';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';

/** Closes on a click or tap outside `box` and on Escape. */
function useDismiss(open: boolean, box: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, box, close]);
}

/** Back to /, the counter 'n of total', and the search toggle with its popup (spec §2). */
export function DirectoryHeader(props: {
  position: number;
  total: number;
  search: string;
  onSearch: (text: string) => void;
  searchOpen: boolean;
  setSearchOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation('attorneys');
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const { setSearchOpen } = props;
  useDismiss(props.searchOpen, box, () => {
    setSearchOpen(false);
    document.getElementById(`${id}-toggle`)?.focus();
  });

  return (
    <div className="relative flex items-center justify-between gap-2" ref={box}>
      <Button asChild variant="ghost" size="icon" aria-label={t('directory.back')}>
        <Link to={HOME}>
          <ArrowLeft className="h-6 w-6" aria-hidden="true" />
        </Link>
      </Button>
      <h1 className="sr-only">{t('directory.title')}</h1>
      <p className="font-semibold text-slate-900" data-testid="directory-counter" aria-live="polite">
        {props.total > 0 ? t('directory.counter', { n: props.position, total: props.total }) : ''}
      </p>
      <Button
        id={`${id}-toggle`}
        variant="ghost"
        size="icon"
        aria-label={t(props.searchOpen ? 'directory.searchClose' : 'directory.searchOpen')}
        aria-expanded={props.searchOpen}
        aria-controls={`${id}-search`}
        onClick={() => setSearchOpen(!props.searchOpen)}
      >
        {props.searchOpen ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <Search className="h-6 w-6" aria-hidden="true" />
        )}
      </Button>
      {props.searchOpen ? (
        <div
          id={`${id}-search`}
          className="absolute top-full right-0 left-0 z-30 mt-2 rounded-xl border border-sand-200 bg-white p-3 shadow-lg"
        >
          <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
            {t('directory.searchLabel')}
          </label>
          <Input
            id={`${id}-input`}
            type="search"
            autoFocus
            className="mt-1"
            placeholder={t('directory.searchPlaceholder')}
            value={props.search}
            maxLength={100}
            onChange={(e) => props.onSearch(e.target.value)}
          />
        </div>
      ) : null}
    </div>
  );
}
