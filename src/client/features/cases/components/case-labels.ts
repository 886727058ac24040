import type { TFunction } from 'i18next';
import type { LegalCase } from '../../../../shared/schemas/cases';
import { formatDate } from '../../../lib/format-date';

// The labels are shared with the admin's Legal Cases table: one place, in client/lib.
export { issueLabels, PRIORITY_TONE, statusLabel } from '../../../lib/case-labels';

/** Who bought the case and, when the payment is on record, on which day. */
export function buyerText(tl: TFunction<'listing'>, buyer: NonNullable<LegalCase['buyer']>): string {
  const { name, email, boughtAt } = buyer;
  return boughtAt
    ? tl('takenByOn', { name, email, date: formatDate(boughtAt) })
    : tl('takenBy', { name, email });
}
