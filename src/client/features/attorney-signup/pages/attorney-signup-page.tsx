import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME } from '../../../../shared/pages';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { SignupForm, type Submitted } from '../components/signup-form';
import { SubmittedCard } from '../components/submitted-card';

/** /attorney-signup: an attorney applies; the account waits for an admin's review (spec §2). */
export default function AttorneySignupPage() {
  const { t } = useTranslation('attorney-signup');
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  usePageTitle(t('title'));
  return (
    <section className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to={HOME}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {t('backHome')}
        </Link>
      </Button>
      <h1 className="mt-2 text-3xl font-semibold text-brand-900">{t('title')}</h1>
      {submitted ? null : <p className="mt-2 text-slate-800">{t('intro')}</p>}
      <div className="mt-6">
        {submitted ? <SubmittedCard who={submitted} /> : <SignupForm onSubmitted={setSubmitted} />}
      </div>
    </section>
  );
}
