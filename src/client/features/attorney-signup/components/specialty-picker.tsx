import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTORNEY_SPECIALTIES,
  type AttorneySpecialty,
  addSpecialty,
} from '../../../../shared/rules/attorney-signup';
import { Button } from '../../../components/ui/button';
import { FieldError, Label, Select } from '../../../components/ui/field';

/** The translation key of each specialty; the value stored is always the English name. */
const SPECIALTY_KEYS: Record<AttorneySpecialty, string> = {
  'Family Law': 'familyLaw',
  'Personal Injury': 'personalInjury',
  'Business Law': 'businessLaw',
  'Criminal Defense': 'criminalDefense',
  Immigration: 'immigration',
  'Real Estate': 'realEstate',
  'Tax Law': 'taxLaw',
  'Intellectual Property': 'intellectualProperty',
  'Employment Law': 'employmentLaw',
  'Estate Planning': 'estatePlanning',
  Bankruptcy: 'bankruptcy',
  'Civil Rights': 'civilRights',
};

const isSpecialty = (value: string): value is AttorneySpecialty =>
  (ATTORNEY_SPECIALTIES as readonly string[]).includes(value);

export interface SpecialtyPickerProps {
  value: AttorneySpecialty[];
  onChange: (next: AttorneySpecialty[]) => void;
  /** The rule's text when the list is empty at submit. */
  error?: string;
  /** The id of the specialty select, so the form can move focus to it. */
  selectId: string;
}

/** Specialties are added one at a time from the list of twelve and removed one by one. */
export function SpecialtyPicker({ value, onChange, error, selectId }: SpecialtyPickerProps) {
  const { t } = useTranslation('attorney-signup');
  const id = useId();
  const [choice, setChoice] = useState('');
  const [status, setStatus] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const name = (s: AttorneySpecialty) => t(`specialties.names.${SPECIALTY_KEYS[s]}`);

  const add = () => {
    if (!isSpecialty(choice)) return;
    if (value.includes(choice)) {
      setStatus(t('specialties.alreadyAdded', { specialty: name(choice) }));
      return;
    }
    onChange(addSpecialty(value, choice));
    setStatus(t('specialties.added', { specialty: name(choice) }));
  };

  const remove = (specialty: AttorneySpecialty, index: number) => {
    onChange(value.filter((s) => s !== specialty));
    setStatus(t('specialties.removed', { specialty: name(specialty) }));
    // Keep the keyboard in the list: the next chip's button, else the previous, else the select.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (next ?? document.getElementById(selectId))?.focus();
    });
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-4">
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t('specialties.hint')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <Label htmlFor={selectId}>{t('specialties.choose')}</Label>
          <Select
            id={selectId}
            className="mt-1"
            value={choice}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => setChoice(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          >
            <option value="">{t('specialties.placeholder')}</option>
            {ATTORNEY_SPECIALTIES.map((s) => (
              <option key={s} value={s}>
                {name(s)}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="accent" onClick={add} disabled={!choice}>
          {t('specialties.add')}
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div>
        <h3 className="text-sm font-medium text-slate-800" id={`${id}-chosen`}>
          {t('specialties.chosen')}
        </h3>
        {value.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('specialties.none')}</p>
        ) : (
          <ul ref={listRef} aria-labelledby={`${id}-chosen`} className="mt-2 flex flex-wrap gap-2">
            {value.map((s, index) => (
              <li
                key={s}
                className="inline-flex items-center gap-1 rounded-full bg-accent-100 py-1 pr-1 pl-3 text-sm font-medium text-accent-700"
              >
                {name(s)}
                <button
                  type="button"
                  onClick={() => remove(s, index)}
                  aria-label={t('specialties.remove', { specialty: name(s) })}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-accent-600 hover:text-white"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
