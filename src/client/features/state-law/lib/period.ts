import type { TFunction } from 'i18next';
import type { Language } from '../../../../shared/constants';
import type { LawRowView } from '../../../../shared/schemas/state-law';
import { formatNumber } from '../../../lib/format-number';

type Checked = Extract<LawRowView, { value: number }>;

/** "2 years and 6 months", "14 business days", "by the next regular payday", "up to $12,500". */
export function periodText(row: Checked, t: TFunction<'law'>, lang: Language): string {
  const { value, unit } = row;
  if (unit === 'paydays') return t('units.nextPayday');
  if (unit === 'days' && value === 0) return t('units.immediately');
  if (unit === 'usd') return t('units.usd', { amount: formatNumber(value, lang) });
  if (unit === 'times') return t('units.times', { count: value });
  if (unit === 'months' && value >= 12) {
    const years = Math.floor(value / 12);
    const months = value % 12;
    const y = t('units.years', { count: years });
    return months ? t('units.yearsAndMonths', { years: y, months: t('units.months', { count: months }) }) : y;
  }
  if (unit === 'years' && !Number.isInteger(value)) {
    const years = Math.floor(value);
    const months = Math.round((value - years) * 12);
    return t('units.yearsAndMonths', {
      years: t('units.years', { count: years }),
      months: t('units.months', { count: months }),
    });
  }
  return t(`units.${unit}`, { count: value });
}
