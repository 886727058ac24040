import { AlertCircle, ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FREE_AI_RESPONSES } from '../../../../shared/constants';
import { HOME } from '../../../../shared/pages';
import { formatCents, PLAN_CODES, PLANS, type PlanCode } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { reloadUser, useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContinueChat } from '../components/continue-chat';
import { PlanCard } from '../components/plan-card';
import { useCheckout, useConfirmCheckout, usePlans } from '../hooks/plans';
import { checkoutReturn, continueHeading, planChoice, planHeld } from '../lib/plan-choice';
import { answerWaitingPath, takeWaitingQuestion } from '../lib/waiting-question';

export default function ContinuePage() {
  const { t, i18n } = useTranslation('plans');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const { user } = useAuth();
  const plans = usePlans();
  const checkout = useCheckout();
  const confirm = useConfirmCheckout();
  const [selected, setSelected] = useState<PlanCode | null>(null);
  const [confirming, setConfirming] = useState<PlanCode | null>(null);
  const [params, setParams] = useSearchParams();
  const returned = useRef(false);
  const name = (plan: PlanCode) => t(plan === 'ai_assistant' ? 'ai.name' : 'attorney.name');

  const activated = (plan: PlanCode) => {
    setSelected(plan);
    void reloadUser();
    toast({
      title: t('checkout.activatedTitle'),
      description: t(plan === 'ai_assistant' ? 'checkout.activatedAi' : 'checkout.activatedAttorney'),
    });
    // A question that waited for the plan is answered now, in its conversation.
    const waiting = plan === 'ai_assistant' ? takeWaitingQuestion() : null;
    if (waiting) navigate(answerWaitingPath(waiting));
  };

  // Back from Stripe's checkout page: ask the server (which asks Stripe) whether it was paid.
  useEffect(() => {
    if (returned.current) return;
    if (!params.get('checkout')) return;
    const back = checkoutReturn(params);
    returned.current = true;
    setParams({}, { replace: true });
    if (back?.outcome === 'paid') {
      confirm.mutate(back.sessionId, {
        onSuccess: (status) =>
          activated(status.aiAssistant.active ? 'ai_assistant' : 'attorney_consultation'),
        onError: () => toast({ title: t('checkout.failed'), variant: 'destructive' }),
      });
    } else if (back?.outcome === 'cancelled') {
      toast({ title: t('checkout.cancelled') });
    }
  });

  const held = (plan: PlanCode) => planHeld(plan, plans.data);

  const choose = (plan: PlanCode) => {
    const choice = planChoice(plan, plans.data);
    if (choice === 'show') setSelected(plan);
    else if (choice === 'stripe') startCheckout(plan);
    else setConfirming(plan);
  };

  const startCheckout = (plan: PlanCode) => {
    checkout.mutate(plan, {
      onSuccess: (result) => {
        setConfirming(null);
        if (result.status === 'redirect') window.location.assign(result.checkoutUrl);
        else activated(plan);
      },
      onError: () => {
        setConfirming(null);
        toast({ title: t('checkout.failed'), variant: 'destructive' });
      },
    });
  };

  const heldNote = (plan: PlanCode) => {
    if (!held(plan)) return null;
    if (plan === 'attorney_consultation') return t('booked');
    const end = plans.data?.aiAssistant.currentPeriodEnd;
    return end
      ? t('activeUntil', { date: new Date(end).toLocaleDateString(i18n.language, { dateStyle: 'long' }) })
      : null;
  };

  // What is true for this person: a plan already active, the free answers used, or some left.
  const state = continueHeading(plans.data, user);
  const heading =
    state.kind === 'active'
      ? { title: t('planActiveTitle'), body: t('planActiveBody') }
      : state.kind === 'limit'
        ? { title: t('limitTitle'), body: t('limitBody') }
        : {
            title: t('leftTitle', { count: state.left }),
            body: t('leftBody', { used: state.used, total: FREE_AI_RESPONSES }),
          };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Link
        to={HOME}
        className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline underline-offset-4"
      >
        <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        {t('backToDashboard')}
      </Link>
      <div className="mt-4 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
        <AlertCircle className="mt-1 h-6 w-6 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{heading.title}</h1>
          <p className="mt-1 text-slate-800">{heading.body}</p>
        </div>
      </div>

      {plans.isLoading || confirm.isPending ? (
        <p className="mt-8 flex items-center gap-2 text-slate-700" role="status">
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : null}
      {plans.isError ? (
        <div className="mt-8" role="alert">
          <p className="text-slate-800">{t('loadError')}</p>
          <Button variant="outline" className="mt-2" onClick={() => void plans.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}

      {plans.data?.provider === 'none' ? (
        <p
          className="mt-6 rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-800"
          role="status"
          data-testid="payments-not-configured"
        >
          {t('notConfigured')}
        </p>
      ) : null}

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {PLAN_CODES.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            priceCents={plans.data?.plans.find((p) => p.code === plan)?.priceCents ?? PLANS[plan].priceCents}
            selected={selected === plan}
            held={held(plan)}
            heldNote={heldNote(plan)}
            busy={checkout.isPending || !plans.data}
            unavailable={plans.data?.provider === 'none'}
            onChoose={() => choose(plan)}
          />
        ))}
      </div>
      {checkout.isPending && plans.data?.provider === 'stripe' ? (
        <p className="mt-4 text-slate-700" role="status">
          {t('checkout.redirecting')}
        </p>
      ) : null}

      <ContinueChat plan={selected} />

      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {confirming ? (
          <DialogContent
            title={t('checkout.title', { plan: name(confirming) })}
            description={t('checkout.simulated')}
          >
            <p className="text-slate-800">
              {t('checkout.amount', {
                price: formatCents(PLANS[confirming].priceCents),
                period: confirming === 'ai_assistant' ? t('perMonth') : t('perSession'),
              })}
            </p>
            <div className="mt-5 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{t('checkout.cancel')}</Button>
              </DialogClose>
              <Button onClick={() => startCheckout(confirming)} disabled={checkout.isPending}>
                {checkout.isPending ? t('checkout.working') : t('checkout.confirm')}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
