import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/pages';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-700">{t('notFound.body')}</p>
      <Button asChild className="mt-8">
        <Link to={paths.dashboard}>{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
