import { CheckCircle2, Mail, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME } from '../../../../shared/pages';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { Submitted } from './signup-form';

/** What happens next, in plain words: an admin checks the license, then an e-mail with a link. */
export function SubmittedCard({ who }: { who: Submitted }) {
  const { t } = useTranslation('attorney-signup');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="grid gap-4 p-6 text-center sm:p-8" data-testid="signup-submitted">
      <CheckCircle2 className="mx-auto h-12 w-12 text-accent-700" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-brand-900 outline-none">
        {t('success.title')}
      </h2>
      <p className="text-lg text-slate-800">{t('success.body', { name: who.name })}</p>
      <ul className="mx-auto grid max-w-md gap-3 text-left text-slate-800">
        <li className="flex gap-3">
          <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
          <span>{t('success.review')}</span>
        </li>
        <li className="flex gap-3">
          <Mail className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
          <span className="min-w-0 break-words">{t('success.email', { email: who.email })}</span>
        </li>
      </ul>
      <Button asChild size="lg" className="justify-self-center">
        <Link to={HOME}>{t('success.home')}</Link>
      </Button>
    </Card>
  );
}
