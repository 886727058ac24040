import { useTranslation } from 'react-i18next';
import { isComingSoon } from '../../lib/coming-soon';
import { cn } from './cn';

/** "Coming soon" beside a link whose page is not open yet; nothing for an open page. */
export function ComingSoon({ to, className }: { to: string; className?: string }) {
  const { t } = useTranslation();
  if (!isComingSoon(to)) return null;
  return (
    <span
      className={cn(
        'ml-1.5 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-950',
        className,
      )}
    >
      {t('comingSoon')}
    </span>
  );
}
