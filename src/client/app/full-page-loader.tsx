import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/card';
import { Logo } from './layout/logo';

/**
 * Shown while a page's code loads, under the header. A screen tall, so the footer waits below the
 * fold instead of being pushed down when the page arrives.
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center text-brand-700" data-testid="page-loader">
      <Spinner className="h-8 w-8" label={t('loading')} />
    </div>
  );
}

/** Shown while the sign-in state loads: the brand bar first, so the screen is not blank. */
export function FullPageLoader() {
  return (
    <div className="min-h-screen">
      <div className="border-b border-sand-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
          <Logo />
        </div>
      </div>
      <PageLoader />
    </div>
  );
}
