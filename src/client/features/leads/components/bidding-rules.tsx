import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

const RULES = ['hold', 'ledger', 'kept', 'close', 'fallThrough', 'instantBuy'] as const;

/** The auction's rules as they bind a bidder: every bid is backed by a card hold (decision 0035). */
export function BiddingRules() {
  const { t } = useTranslation('auction');
  return (
    <Card aria-labelledby="bidding-rules-heading">
      <h2 id="bidding-rules-heading" className="text-xl font-semibold text-slate-900">
        {t('rules.heading')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        {RULES.map((rule) => (
          <li key={rule}>{t(`rules.${rule}`)}</li>
        ))}
      </ul>
    </Card>
  );
}
