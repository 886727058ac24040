import type { TFunction } from 'i18next';
import type { LegalCase } from '../../../../shared/schemas/cases';
import { LEGAL_ISSUE_CATEGORIES } from '../../../../shared/topics';
import { formatDate } from '../../../lib/format-date';

/** Category names are stored in English (spec); shown translated when they are one of the eight. */
export function issueLabels(t: TFunction<'cases'>, legalIssue: string | string[]): string[] {
  const list = Array.isArray(legalIssue) ? legalIssue : [legalIssue];
  return list
    .filter(Boolean)
    .map((issue) =>
      (LEGAL_ISSUE_CATEGORIES as readonly string[]).includes(issue)
        ? t(`categories.${issue}` as 'categories.Immigration')
        : issue,
    );
}

export function statusLabel(t: TFunction<'cases'>, status: string): string {
  return ['ACTIVE', 'ASSIGNED', 'WITHDRAWN'].includes(status)
    ? t(`statuses.${status as 'ACTIVE'}`)
    : t('statuses.other');
}

/** Who bought the case and, when the payment is on record, on which day. */
export function buyerText(tl: TFunction<'listing'>, buyer: NonNullable<LegalCase['buyer']>): string {
  const { name, email, boughtAt } = buyer;
  return boughtAt
    ? tl('takenByOn', { name, email, date: formatDate(boughtAt) })
    : tl('takenBy', { name, email });
}

export const PRIORITY_TONE = { HIGH: 'red', MEDIUM: 'yellow', LOW: 'green' } as const;
