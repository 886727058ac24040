import { BookOpenText, Info, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import { Button } from '../../../components/ui/button';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardSearch } from '../components/dashboard/dashboard-search';
import { FeatureIcons } from '../components/dashboard/feature-icons';
import { FollowingList } from '../components/dashboard/following-list';
import { TopicCards } from '../components/dashboard/topic-cards';
import { flushPendingConsent } from '../lib/record-consent';

type Feed = 'discover' | 'following';

function FeedToggle({ feed, onChange }: { feed: Feed; onChange: (feed: Feed) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <fieldset className="flex justify-center">
      <legend className="sr-only">{t('feed.label')}</legend>
      <div className="inline-flex rounded-full bg-sand-200 p-1">
        {(['discover', 'following'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={feed === value}
            onClick={() => onChange(value)}
            className={
              feed === value
                ? 'min-h-11 rounded-full bg-white px-6 font-semibold text-brand-800 shadow-sm'
                : 'min-h-11 rounded-full px-6 font-medium text-slate-800'
            }
          >
            {t(`feed.${value}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Admins reach the dashboard too (the sign-in widget leads everyone here, spec §2): their own tools are one step away. */
function AdminEntry() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5 shadow-sm md:flex-row md:items-center">
      <ShieldCheck className="h-10 w-10 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="flex-1">
        <h2 className="text-xl font-semibold text-brand-900">{t('admin.title')}</h2>
        <p className="mt-1 text-slate-800">{t('admin.body')}</p>
      </div>
      <Button asChild size="lg">
        <Link to={paths.admin}>{t('admin.action')}</Link>
      </Button>
    </section>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('pageTitle'));
  const { user } = useAuth();
  const [feed, setFeed] = useState<Feed>('discover');

  useEffect(() => {
    if (user) void flushPendingConsent();
  }, [user]);

  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-6 md:py-10">
      <header className="grid gap-4 text-center">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">
            {user.firstName ? t('greeting', { name: user.firstName }) : t('greetingNoName')}
          </h1>
          <p className="mt-1 text-lg text-slate-700">{t('subtitle')}</p>
        </div>
        <div className="mx-auto w-full max-w-2xl">
          <DashboardSearch />
        </div>
      </header>

      {user.role === 'admin' ? <AdminEntry /> : null}
      <FeatureIcons role={user.role} />
      <FeedToggle feed={feed} onChange={setFeed} />

      {feed === 'discover' ? (
        <>
          <TopicCards />
          <section className="flex flex-col gap-4 rounded-xl bg-brand-800 p-5 text-white shadow-sm md:flex-row md:items-center">
            <BookOpenText className="h-10 w-10 shrink-0 text-accent-100" aria-hidden="true" />
            <div className="flex-1">
              <h2 className="text-xl font-semibold">
                {t('forum.title')}
                <ComingSoon to={paths.forum} />
              </h2>
              <p className="mt-1 text-brand-50">{t('forum.body')}</p>
            </div>
            <Button asChild variant="outline" className="border-white text-brand-900">
              <Link to={paths.forum}>{t('forum.action')}</Link>
            </Button>
          </section>
        </>
      ) : (
        <FollowingList />
      )}

      <section className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5">
        <Info className="h-6 w-6 shrink-0 text-amber-900" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-amber-950">{t('disclaimer.title')}</h2>
          <p className="mt-1 text-sm text-amber-950">{t('disclaimer.body')}</p>
        </div>
      </section>
    </div>
  );
}
