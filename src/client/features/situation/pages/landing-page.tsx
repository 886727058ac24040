import { Briefcase, ChevronRight, FileQuestion, ShieldCheck, Users, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/pages';
import { Card } from '../../../components/ui/card';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { usePageTitle } from '../../../lib/use-page-title';
import { IntakeForm } from '../components/intake-form';
import { LandingSignInPanel } from '../components/landing-sign-in-panel';

function HelpLink({ to, icon, title, body }: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <li>
      <Link to={to} className="flex min-h-14 items-center gap-3 rounded-lg p-3 text-left hover:bg-sand-100">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          {icon}
        </span>
        <span className="grid flex-1">
          <span className="font-semibold text-brand-800">
            {title}
            <ComingSoon to={to} />
          </span>
          <span className="text-sm text-slate-700">{body}</span>
        </span>
        <ChevronRight className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}

export default function LandingPage() {
  const { t } = useTranslation('landing');
  usePageTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const returning = params.get('return') === 'explain-situation';
  const icon = 'h-5 w-5';
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_22rem] md:grid-rows-[auto_1fr] md:gap-x-8">
        <div className="grid content-start gap-6 md:row-span-2">
          <header>
            <p className="text-sm font-semibold text-accent-700">{t('hero.eyebrow')}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">
              {t('hero.title')}
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('hero.body')}</p>
          </header>
          <IntakeForm />
        </div>

        {/* Back from "Save to Profile", signing in is the one thing to do: first on a phone too. */}
        <div className={returning ? 'order-first md:order-none' : undefined}>
          <LandingSignInPanel />
        </div>
        <aside className="grid content-start gap-6">
          <Card>
            <h2 className="text-lg font-semibold text-brand-900">{t('help.title')}</h2>
            <ul className="mt-2 grid gap-1">
              <HelpLink
                to={paths.liveAttorneys}
                icon={<Video className={icon} aria-hidden="true" />}
                title={t('help.liveAttorneys')}
                body={t('help.liveAttorneysBody')}
              />
              <HelpLink
                to={paths.attorneyDirectory}
                icon={<Users className={icon} aria-hidden="true" />}
                title={t('help.directory')}
                body={t('help.directoryBody')}
              />
              <HelpLink
                to={paths.explainSituation}
                icon={<FileQuestion className={icon} aria-hidden="true" />}
                title={t('help.explain')}
                body={t('help.explainBody')}
              />
            </ul>
          </Card>
          <section className="rounded-xl border border-brand-100 bg-brand-50 p-5 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <Briefcase className={icon} aria-hidden="true" />
              {t('attorneys.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-800">{t('attorneys.body')}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
              <Link
                to={paths.attorneyLogin}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {t('attorneys.login')}
              </Link>

              <Link
                to={paths.attorneySignup}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {t('attorneys.signup')}
              </Link>
              <ComingSoon to={paths.attorneySignup} compact />
            </div>
          </section>
          <div className="flex gap-3 text-sm text-slate-700">
            <ShieldCheck className="h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
            <p>
              {t('trust.notAdvice')} {t('trust.privacy')}{' '}
              <Link to={paths.privacyPolicy} className="text-brand-700 underline underline-offset-4">
                {t('help.privacyLink')}
              </Link>
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
