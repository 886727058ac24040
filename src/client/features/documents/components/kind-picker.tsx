import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../../../shared/schemas/documents';
import { cn } from '../../../components/ui/cn';

export interface KindChoice {
  kind: DocumentKind;
  offered: boolean;
  reason?: string;
}

/** The four documents as a group of radio choices; one the case does not fit says why. */
export function KindPicker(props: {
  kinds: KindChoice[];
  value: DocumentKind | null;
  onChange: (kind: DocumentKind) => void;
  /** Kinds not offered are listed (with their reason) only when a case or analysis chose them out. */
  showNotOffered: boolean;
}) {
  const { t } = useTranslation('documents');
  const id = useId();
  const shown = props.kinds.filter((k) => k.offered || props.showNotOffered);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-xl font-semibold text-brand-900">{t('stepKind')}</legend>
      {shown.map(({ kind, offered, reason }) => {
        const inputId = `${id}-${kind}`;
        return (
          <label
            key={kind}
            htmlFor={inputId}
            className={cn(
              'flex items-start gap-3 rounded-xl border bg-white p-4 shadow-sm',
              offered
                ? 'cursor-pointer border-slate-300 hover:border-brand-700'
                : 'border-slate-200 bg-slate-50',
              props.value === kind ? 'border-brand-700 ring-2 ring-brand-700' : '',
            )}
          >
            <input
              id={inputId}
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={props.value === kind}
              disabled={!offered}
              onChange={() => props.onChange(kind)}
              aria-describedby={`${inputId}-about`}
              className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span className="grid gap-1">
              <span className={cn('font-semibold', offered ? 'text-slate-900' : 'text-slate-700')}>
                {t(`kinds.${kind}.title`)}
              </span>
              <span id={`${inputId}-about`} className="text-sm text-slate-700">
                {offered ? t(`kinds.${kind}.description`) : `${t('notOffered')}: ${reason ?? ''}`}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
