import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME } from '../../shared/pages';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';
import type en from '../locales/en/common.json';

export type PlannedKey = keyof (typeof en)['planned']['titles'];

/** A route of the table whose screen is not open yet: says plainly what is coming and leads back home. */
export default function PlannedPage({ titleKey }: { titleKey: PlannedKey }) {
  const { t, i18n } = useTranslation();
  const title = t(`planned.titles.${titleKey}`);
  const comingKey = `planned.coming.${titleKey}`;
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <Construction className="mx-auto h-12 w-12 text-accent-700" aria-hidden="true" />
      <p className="mt-4">
        <span className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
          {t('comingSoon')}
        </span>
      </p>
      <h1 className="mt-3 text-3xl font-semibold">{title}</h1>
      {i18n.exists(comingKey) ? <p className="mt-3 text-lg text-slate-800">{t(comingKey)}</p> : null}
      <p className="mt-3 text-slate-700">{t('planned.body')}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to={HOME}>{t('actions.backHome')}</Link>
      </Button>
    </section>
  );
}
