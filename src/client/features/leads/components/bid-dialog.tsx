import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadListing } from '../../../../shared/schemas/marketplace';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { usePlaceBid } from '../api/legal-leads';

/** The marketplace's bid dialog: amount required, proposal optional with a default text. */
export function BidDialog({ lead, onClose }: { lead: LeadListing | null; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const [amount, setAmount] = useState('');
  const [proposal, setProposal] = useState('');
  const [error, setError] = useState<string | null>(null);
  const place = usePlaceBid();

  useEffect(() => {
    if (lead) {
      setAmount(String(lead.suggestedPrice));
      setProposal('');
      setError(null);
    }
  }, [lead]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!lead) return;
    const value = Number(amount);
    if (!amount.trim() || !Number.isFinite(value) || value <= 0) {
      setError(t('bid.amountRequired'));
      return;
    }
    place.mutate(
      { caseId: lead.id, amount: value, proposal: proposal.trim() || t('bid.defaultProposal') },
      {
        onSuccess: () => {
          toast({ title: t('bid.success') });
          onClose();
        },
        // 'Failed to submit bid', with the server's reason (e.g. the amount a bid must reach).
        onError: (err) =>
          toast({
            title: t('bid.failed'),
            description: errorMessage(err) ?? undefined,
            variant: 'destructive',
          }),
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
                onChange={(e) => setAmount(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'bid-amount-error' : undefined}
              />
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
            <Link to={`/auction-case/${lead.id}`} className="text-brand-700 underline underline-offset-4">
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
