import type { TFunction } from 'i18next';
import { relativeTime } from '../../../../shared/rules/relative-time';

export function formatRelative(then: string, t: TFunction<'chat'>, now = new Date()): string {
  const { unit, value } = relativeTime(then, now);
  if (unit === 'minutes') {
    if (value === 0) return t('time.justNow');
    return value === 1 ? t('time.minute') : t('time.minutes', { count: value });
  }
  if (unit === 'hours') return value === 1 ? t('time.hour') : t('time.hours', { count: value });
  return value === 1 ? t('time.day') : t('time.days', { count: value });
}
