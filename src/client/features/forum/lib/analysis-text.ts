import type { TFunction } from 'i18next';
import type { KeywordAnalysis } from '../../../../shared/rules/keyword-analysis';
import type { IracAnalysis } from '../../../../shared/schemas/forum';

/** The local keyword reading worded as an IRAC summary in the reader's language. */
export function iracFromKeywords(a: KeywordAnalysis, t: TFunction<'forum'>): IracAnalysis {
  const categories = a.categories.map((c) => t(`categories.${c}`)).join(', ');
  const details = a.details.map((d) => t(`details.${d}`)).join(', ');
  const facts = [
    a.amounts.length ? t('local.amounts', { list: a.amounts.join(', ') }) : '',
    a.periods.length ? t('local.periods', { list: a.periods.join(', ') }) : '',
    a.jurisdiction ? t('local.jurisdiction', { state: a.jurisdiction.name }) : t('local.noJurisdiction'),
  ].filter(Boolean);
  return {
    issue: details ? t('local.issueWithDetails', { categories, details }) : t('local.issue', { categories }),
    rule: t(`rules.${a.categories[0] ?? 'general'}`),
    application: `${t('local.excerpt', { excerpt: a.excerpt })} ${facts.join(' ')}`.trim(),
    conclusion: t('local.conclusion'),
    notice: t('notice'),
  };
}

/** The summary as plain text, for Copy Analysis. */
export function analysisAsText(title: string, a: IracAnalysis, t: TFunction<'forum'>): string {
  return [
    title,
    '',
    `${t('irac.issue')}: ${a.issue}`,
    `${t('irac.rule')}: ${a.rule}`,
    `${t('irac.application')}: ${a.application}`,
    `${t('irac.conclusion')}: ${a.conclusion}`,
    '',
    a.notice,
  ].join('\n');
}
