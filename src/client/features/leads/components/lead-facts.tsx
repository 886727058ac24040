import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { priorityColour, viabilityBand } from '../../../../shared/rules/lead-price';
import { relativeTime } from '../../../../shared/rules/relative-time';
import type { LeadListing } from '../../../../shared/schemas/leads';
import { stateName } from '../../../../shared/states';
import { Badge } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format-number';
import { currentLanguage } from '../../../lib/i18n';

export function issueList(issue: string | string[]): string[] {
  return Array.isArray(issue) ? issue : [issue];
}

/** The badges every lead shows: state, issues, priority colour, urgent flag, viability band. */
export function LeadBadges({ lead }: { lead: LeadListing }) {
  const { t, i18n } = useTranslation('marketplace');
  return (
    <div className="flex flex-wrap gap-2 text-sm">
      <Badge tone="neutral">
        {lead.state
          ? (stateName(lead.state, currentLanguage(i18n.language)) ?? lead.state)
          : t('card.noState')}
      </Badge>
      {issueList(lead.legalIssue).map((issue) => (
        <Badge key={issue} tone="teal">
          {t(`issues.${issue}`, { defaultValue: issue })}
        </Badge>
      ))}
      <Badge tone={priorityColour(lead.priority)} data-testid="lead-priority">
        {t('priority.label')}: {t(`priority.${lead.priority}`)}
      </Badge>
      {lead.isUrgent ? (
        <Badge tone="red">
          <AlertTriangle className="mr-1 h-3 w-3" aria-hidden="true" />
          {t('card.urgent')}
        </Badge>
      ) : null}
      <Badge tone={viabilityBand(lead.aiViabilityScore)} data-testid="lead-viability">
        {t('card.viability', { score: lead.aiViabilityScore })}
      </Badge>
    </div>
  );
}

/** Budget range, bid count, suggested price and age, in one line. */
export function LeadNumbers({ lead }: { lead: LeadListing }) {
  const { t, i18n } = useTranslation('marketplace');
  const language = currentLanguage(i18n.language);
  const age = relativeTime(lead.createdAt);
  const budget =
    lead.maxBudget > 0
      ? t('card.budget', {
          min: formatNumber(lead.minBudget, language),
          max: formatNumber(lead.maxBudget, language),
        })
      : t('card.noBudget');
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-800">
      <span>{budget}</span>
      <span aria-hidden="true">·</span>
      <span>{t('card.bids', { count: lead.bidCount })}</span>
      <span aria-hidden="true">·</span>
      <span className="font-semibold">{t('card.suggested', { price: lead.suggestedPrice })}</span>
      <span aria-hidden="true">·</span>
      {/* The age is reckoned from the clock where the card is drawn, the server's or the browser's. */}
      <span suppressHydrationWarning>{t(`age.${age.unit}`, { count: age.value })}</span>
    </p>
  );
}
