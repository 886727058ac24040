import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/card';

/** Shown while the sign-in state or a page's code loads. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-brand-700" data-testid="page-loader">
      <Spinner className="h-8 w-8" label={t('loading')} />
    </div>
  );
}
