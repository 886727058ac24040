import type { TFunction } from 'i18next';
import { LEGAL_ISSUE_CATEGORIES } from '../../../../shared/topics';

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

export const PRIORITY_TONE = { HIGH: 'red', MEDIUM: 'yellow', LOW: 'green' } as const;
