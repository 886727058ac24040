import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '../../shared/pages';
import { mustShowBarNotice } from '../features/auth/lib/must-show-bar-notice';
import { useAuth } from '../lib/auth';
import { lazyNamed } from '../lib/lazy-named';
import { PageLoader } from './full-page-loader';
import { Header } from './layout/header';
import { useScrollToTop } from './layout/use-scroll-to-top';

// Fetched only for admins, whose pages wait for the second factor where ADMIN_2FA requires it.
const AdminSecondFactorGate = lazyNamed(
  () => import('../components/second-factor/admin-second-factor-gate'),
  'AdminSecondFactorGate',
);
// Fetched only for a signed-in person who has not acknowledged it yet: nobody else downloads it.
const BarGuidanceNotice = lazy(() => import('../features/auth/components/bar-guidance-notice'));

export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  useScrollToTop();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoader />}>
          {user?.role === 'admin' ? (
            <AdminSecondFactorGate>
              <Outlet />
            </AdminSecondFactorGate>
          ) : (
            <Outlet />
          )}
        </Suspense>
      </main>
      <footer className="border-t border-sand-200 bg-white px-4 py-6 text-sm text-slate-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <p>{t('footer.disclaimer')}</p>
          <nav className="flex gap-4">
            <Link className="underline underline-offset-4" to={paths.privacyPolicy}>
              {t('footer.privacy')}
            </Link>
            <Link className="underline underline-offset-4" to={paths.termsOfService}>
              {t('footer.terms')}
            </Link>
            <Link className="underline underline-offset-4" to={paths.stateLaw}>
              {t('footer.stateLaw')}
            </Link>
          </nav>
        </div>
      </footer>
      {mustShowBarNotice(user?.californiaBarAiGuidanceAcknowledged, Boolean(user)) ? (
        <Suspense fallback={null}>
          <BarGuidanceNotice />
        </Suspense>
      ) : null}
    </div>
  );
}
