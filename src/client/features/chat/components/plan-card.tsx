import { Bot, CheckCircle2, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCents, type PlanCode } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';

interface Props {
  plan: PlanCode;
  priceCents: number;
  selected: boolean;
  /** The person already holds this plan (an active AI plan or a booked consultation). */
  held: boolean;
  heldNote: string | null;
  busy: boolean;
  /** This server takes no payments, so a plan not yet held cannot be chosen. */
  unavailable: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, priceCents, selected, held, heldNote, busy, unavailable, onChoose }: Props) {
  const { t } = useTranslation('plans');
  const ai = plan === 'ai_assistant';
  const Icon = ai ? Bot : Scale;
  const key = ai ? 'ai' : 'attorney';
  return (
    <Card
      className={cn('flex flex-col', selected && 'border-accent-600 ring-2 ring-accent-600')}
      data-testid={`plan-${plan}`}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        {selected ? <Badge tone="teal">{t('selected')}</Badge> : null}
      </div>
      <h2 className="mt-3 text-xl font-semibold text-slate-900">{t(`${key}.name`)}</h2>
      <p className="mt-1">
        <span className="text-3xl font-bold text-brand-900">{formatCents(priceCents)}</span>{' '}
        <span className="text-slate-700">{ai ? t('perMonth') : t('perSession')}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2">
        {(['f1', 'f2', 'f3'] as const).map((f) => (
          <li key={f} className="flex items-start gap-2 text-slate-800">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
            {t(`${key}.features.${f}`)}
          </li>
        ))}
      </ul>
      {heldNote ? <p className="mt-4 text-sm font-medium text-green-900">{heldNote}</p> : null}
      <Button
        className="mt-4 w-full"
        variant={selected ? 'accent' : 'primary'}
        aria-pressed={selected}
        disabled={busy || (unavailable && !held)}
        onClick={onChoose}
      >
        {held ? t('useThisPlan') : unavailable ? t('unavailable') : t(`${key}.choose`)}
      </Button>
    </Card>
  );
}
