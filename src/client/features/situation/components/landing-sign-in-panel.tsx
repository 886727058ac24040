import { LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';

// The sign-in forms bring zod and react-hook-form: loaded only when the panel opens, so the
// landing's first load stays small.
const SignInWidget = lazy(() =>
  import('../../../components/sign-in/sign-in-widget').then((m) => ({ default: m.SignInWidget })),
);

/**
 * The landing's sign-in panel. Coming back from a guest's "Save to Profile"
 * (/?return=explain-situation) it opens by itself; the widget then leads to
 * /explain-situation?continue=true.
 */
export function LandingSignInPanel() {
  const { t } = useTranslation('landing');
  const [params] = useSearchParams();
  const returning = params.get('return') === 'explain-situation';
  const [open, setOpen] = useState(returning);
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!returning) return;
    setOpen(true);
    panel.current?.scrollIntoView({ block: 'start' });
    panel.current?.focus();
  }, [returning]);

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="scroll-mt-20 outline-none"
      data-testid="landing-sign-in"
    >
      <Card className={returning ? 'border-accent-600 ring-2 ring-accent-600' : undefined}>
        <h2 id={headingId} className="text-lg font-semibold text-brand-900">
          {returning ? t('signIn.returnTitle') : t('signIn.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{returning ? t('signIn.returnBody') : t('signIn.body')}</p>
        <div className="mt-4">
          {open ? (
            <Suspense fallback={<Spinner label={t('signIn.loading')} />}>
              <SignInWidget />
            </Suspense>
          ) : (
            <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
              <LogIn className="h-5 w-5" aria-hidden="true" />
              {t('signIn.open')}
            </Button>
          )}
        </div>
      </Card>
    </section>
  );
}
