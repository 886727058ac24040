import { type Language, LOCALES } from '../../../../shared/constants';

/** Whole dollars as people read them: $150, $175.50. */
export function formatRate(dollars: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
}

export const STATUS_TONE = { pending: 'yellow', active: 'green', closed: 'neutral' } as const;
