import { useTranslation } from 'react-i18next';
import { isComingSoon } from '../../lib/coming-soon';
import { cn } from './cn';

/**
 * "Coming soon" beside a link whose page is not open yet; nothing for an open page. `compact` for
 * narrow places such as the dashboard's icons.
 */
export function ComingSoon({ to, compact = false }: { to: string; compact?: boolean }) {
  const { t } = useTranslation();
  if (!isComingSoon(to)) return null;
  return (
    <span
      className={cn(
        'rounded-full bg-amber-100 font-semibold text-amber-950',
        compact
          ? 'inline-block max-w-full px-1 py-0.5 text-[0.625rem] leading-tight'
          : 'ml-1.5 inline-flex items-center px-2 py-0.5 align-middle text-xs',
      )}
    >
      {t('comingSoon')}
    </span>
  );
}
