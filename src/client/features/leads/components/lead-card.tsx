import { Gavel, Info, ShoppingCart, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../../shared/pages';
import type { LeadListing } from '../../../../shared/schemas/leads';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LeadBadges, LeadNumbers } from './lead-facts';

export interface LeadActions {
  onDetails: (lead: LeadListing) => void;
  onBid: (lead: LeadListing) => void;
  onBuy: (lead: LeadListing) => void;
  onDelete?: (lead: LeadListing) => void;
}

/** One lead: every field the spec lists, and its actions. */
export function LeadCard({ lead, actions }: { lead: LeadListing; actions: LeadActions }) {
  const { t } = useTranslation('marketplace');
  const name = lead.anonymizedTitle;
  return (
    <Card className="grid gap-3" data-testid="lead-card">
      <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
      <LeadBadges lead={lead} />
      <p className="line-clamp-3 text-slate-800">{lead.anonymizedDescription}</p>
      <LeadNumbers lead={lead} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.onDetails(lead)}
          aria-label={`${t('card.details')}: ${name}`}
        >
          <Info className="h-4 w-4" aria-hidden="true" />
          {t('card.details')}
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={pathTo('auction', { caseId: lead.id })} aria-label={`${t('card.bidOnLead')}: ${name}`}>
            <Gavel className="h-4 w-4" aria-hidden="true" />
            {t('card.bidOnLead')}
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => actions.onBid(lead)}
          aria-label={`${t('card.quickBid')}: ${name}`}
        >
          {t('card.quickBid')}
        </Button>
        <Button size="sm" onClick={() => actions.onBuy(lead)} aria-label={`${t('card.instantBuy')}: ${name}`}>
          <ShoppingCart className="h-4 w-4" aria-hidden="true" />
          {t('card.instantBuy')}
        </Button>
        {actions.onDelete ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={() => actions.onDelete?.(lead)}
            aria-label={`${t('card.delete')}: ${name}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('card.delete')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
