import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BID_RULES, formatUsd, shortHash } from '../../../../shared/rules/bids';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { refreshAuction } from '../hooks/bids';
import { usePlaceBid } from '../hooks/legal-leads';

/**
 * The auction page's bid form: amount and proposal are both required here (spec §5). The server
 * decides the rest (reserve, higher than the highest, deadline) and its text is shown as is.
 */
export function AuctionBidForm({ caseId, minCents }: { caseId: number; minCents: number }) {
  const { t } = useTranslation('auction');
  const ids = { amount: useId(), proposal: useId(), hint: useId(), error: useId() };
  const [amount, setAmount] = useState('');
  const [proposal, setProposal] = useState('');
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const place = usePlaceBid();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!amount.trim() || !proposal.trim()) {
      setError({ text: t('form.required'), field: !amount.trim() ? 'amount' : 'proposal' });
      return;
    }
    setError(null);
    place.mutate(
      { caseId, amount: Number(amount.trim()), proposal: proposal.trim() },
      {
        onSuccess: ({ receipt }) => {
          void refreshAuction(caseId);
          setAmount('');
          setProposal('');
          toast({
            title: t('form.placedTitle'),
            description: t('form.placed', {
              amount: formatUsd(receipt.amountCents, currentLanguage()),
              position: receipt.position,
              hash: shortHash(receipt.hash),
            }),
          });
        },
        onError: (err) => {
          const known = err instanceof ApiError ? err : null;
          const text = known?.serverMessage ?? t('form.failed');
          setError({ text, field: known?.field ?? undefined });
          toast({ title: t('form.failed'), description: text, variant: 'destructive' });
        },
      },
    );
  }

  const invalid = (field: string) => (error?.field === field ? true : undefined);
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="bid-form-heading">
      <h2 id="bid-form-heading" className="text-xl font-semibold text-slate-900">
        {t('form.heading')}
      </h2>
      <div>
        <Label htmlFor={ids.amount}>{t('form.amount')}</Label>
        <Input
          id={ids.amount}
          name="amount"
          type="number"
          inputMode="decimal"
          min={minCents / 100}
          step="0.01"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
          aria-invalid={invalid('amount')}
          className="mt-1"
        />
        <p id={ids.hint} className="mt-1 text-sm text-slate-700">
          {t('form.amountHint', { min: formatUsd(minCents, currentLanguage()) })}
        </p>
      </div>
      <div>
        <Label htmlFor={ids.proposal}>{t('form.proposal')}</Label>
        <Textarea
          id={ids.proposal}
          name="proposal"
          maxLength={BID_RULES.proposalMaxLength}
          value={proposal}
          onChange={(e) => setProposal(e.target.value)}
          aria-describedby={error ? ids.error : undefined}
          aria-invalid={invalid('proposal')}
          className="mt-1"
        />
        <p className="mt-1 text-sm text-slate-700">{t('form.proposalHint')}</p>
      </div>
      <FieldError id={ids.error}>{error?.text}</FieldError>
      <p className="text-sm text-slate-700">{t('form.holdNote')}</p>
      <Button type="submit" disabled={place.isPending} className="w-full sm:w-auto">
        {place.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
