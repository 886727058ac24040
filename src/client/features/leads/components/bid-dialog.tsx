import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../../shared/pages';
import { centsToDollars, formatUsd, minimumBidCents } from '../../../../shared/rules/bids';
import type { LeadListing } from '../../../../shared/schemas/leads';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { highestBidCents, useLeadBids } from '../hooks/bids';
import { usePlaceBid } from '../hooks/legal-leads';

/**
 * The marketplace's bid dialog: amount required, proposal optional with a default text. The
 * amount starts at the least the next bid may be, which the dialog shows; a bid the server refuses
 * says why next to the amount, in the person's language.
 */
export function BidDialog({ lead, onClose }: { lead: LeadListing | null; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const [amount, setAmount] = useState('');
  const [edited, setEdited] = useState(false);
  const [proposal, setProposal] = useState('');
  const [error, setError] = useState<string | null>(null);
  const place = usePlaceBid();
  const bids = useLeadBids(lead?.id ?? 0, lead !== null);
  const minCents = lead ? minimumBidCents(lead.suggestedPrice * 100, highestBidCents(bids.data)) : 0;

  useEffect(() => {
    if (lead) {
      setEdited(false);
      setProposal('');
      setError(null);
    }
  }, [lead]);
  // Until the person types, the amount follows the minimum as the ledger loads and moves.
  useEffect(() => {
    if (!edited) setAmount(String(centsToDollars(minCents)));
  }, [edited, minCents]);

  const valid = (text: string) => text.trim() !== '' && Number.isFinite(Number(text)) && Number(text) > 0;
  const change = (text: string) => {
    setAmount(text);
    setEdited(true);
    if (valid(text)) setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!lead) return;
    if (!valid(amount)) {
      setError(t('bid.amountRequired'));
      return;
    }
    setError(null);
    place.mutate(
      { caseId: lead.id, amount: Number(amount), proposal: proposal.trim() || t('bid.defaultProposal') },
      {
        onSuccess: () => {
          toast({ title: t('bid.success') });
          onClose();
        },
        // The server's reason (the amount a bid must reach, bidding closed) stays by the field.
        onError: (err) => {
          const reason = (err instanceof ApiError ? err.serverMessage : null) ?? t('bid.failed');
          setError(reason);
          toast({ title: t('bid.failed'), description: reason, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {lead ? (
        <DialogContent title={t('bid.title')} description={lead.anonymizedTitle}>
          <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
            <div>
              <Label htmlFor="bid-amount">{t('bid.amount')}</Label>
              <Input
                id="bid-amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => change(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'bid-amount-minimum bid-amount-error' : 'bid-amount-minimum'}
              />
              <p id="bid-amount-minimum" className="mt-1 text-sm text-slate-700" data-testid="bid-minimum">
                {t('bid.minimum', { amount: formatUsd(minCents, currentLanguage()) })}
              </p>
              <FieldError id="bid-amount-error">{error ?? undefined}</FieldError>
            </div>
            <div>
              <Label htmlFor="bid-proposal">{t('bid.proposal')}</Label>
              <Textarea
                id="bid-proposal"
                value={proposal}
                placeholder={t('bid.defaultProposal')}
                onChange={(e) => setProposal(e.target.value)}
              />
            </div>
            <p className="text-sm text-slate-700">{t('bid.holdNote')}</p>
            <Link
              to={pathTo('auction', { caseId: lead.id })}
              className="text-brand-700 underline underline-offset-4"
            >
              {t('bid.auctionLink')}
            </Link>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={onClose}>
                {t('bid.cancel')}
              </Button>
              <Button type="submit" disabled={place.isPending}>
                {place.isPending ? t('bid.submitting') : t('bid.submit')}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
