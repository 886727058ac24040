import { Scale, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { AttorneySessionInfo } from '../lib/use-entry-actions';

function dollars(cost: number | string | null): string | null {
  if (cost === null || cost === '') return null;
  const n = typeof cost === 'number' ? cost : Number(String(cost).replace(/[^0-9.]/g, ''));
  if (!Number.isFinite(n)) return null;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
}

export function AttorneyBadge({ info, onDismiss }: { info: AttorneySessionInfo; onDismiss: () => void }) {
  const { t } = useTranslation('chat');
  const cost = dollars(info.cost);
  return (
    <div
      className="flex items-center gap-3 border-b border-brand-100 bg-brand-50 px-4 py-2 text-brand-900"
      data-testid="attorney-badge"
    >
      <Scale className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm">
        <span className="font-semibold">{t('attorneyBadge.label', { attorney: info.attorneyName })}</span>
        {cost ? <span className="ml-2">{t('attorneyBadge.cost', { cost })}</span> : null}
      </p>
      <Button variant="ghost" size="icon" aria-label={t('attorneyBadge.dismiss')} onClick={onDismiss}>
        <X className="h-5 w-5" aria-hidden="true" />
      </Button>
    </div>
  );
}
