import { LOCALES } from '../../shared/constants';
import { currentLanguage } from './i18n';

/** A date as people read it in the current language, e.g. "Mar 4, 2026" / "4 mar 2026". */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}
