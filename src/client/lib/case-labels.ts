import type { TFunction } from 'i18next';
import { CASE_STATUS, type CasePriority } from '../../shared/rules/legal-case';
import { LEGAL_ISSUE_CATEGORIES } from '../../shared/topics';

/*
 * A legal case's stored values (English issue names, upper-case priority and status) as a person
 * reads them, from the cases namespace: for the client's own cases and the admin's table alike.
 */

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

const KNOWN_STATUSES: readonly string[] = Object.values(CASE_STATUS);

/** A status this product sets, translated; any other (one the marketplace adds) as 'other'. */
export function statusLabel(t: TFunction<'cases'>, status: string): string {
  return isKnownStatus(status) ? t(`statuses.${status as 'ACTIVE'}`) : t('statuses.other');
}

export function isKnownStatus(status: string): boolean {
  return KNOWN_STATUSES.includes(status);
}

export function priorityLabel(t: TFunction<'cases'>, priority: CasePriority): string {
  return t(`priorities.${priority}`);
}

export const PRIORITY_TONE = { HIGH: 'red', MEDIUM: 'yellow', LOW: 'green' } as const;
