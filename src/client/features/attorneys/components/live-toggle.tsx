import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../components/ui/toast-store';
import { useSetLiveStatus } from '../hooks/attorney-account';

/** The attorney switches their live status on or off (spec §2, §4). */
export function LiveToggle({ live }: { live: boolean }) {
  const { t } = useTranslation('attorneys');
  const setLive = useSetLiveStatus();
  const id = useId();
  const shown = setLive.isPending ? Boolean(setLive.variables) : live;

  const onToggle = () =>
    setLive.mutate(!live, {
      onSuccess: (res) =>
        toast({ title: t(res.attorneyLiveNow ? 'profile.liveNowOn' : 'profile.liveNowOff') }),
      onError: () => toast({ variant: 'destructive', title: t('profile.liveFailed') }),
    });

  return (
    <Card className="flex items-center justify-between gap-4">
      <div>
        <h2 id={`${id}-label`} className="text-lg font-semibold text-slate-900">
          {t('profile.liveTitle')}
        </h2>
        <p id={`${id}-hint`} className="mt-1 text-slate-700" data-testid="live-status-text">
          {t(shown ? 'profile.liveOn' : 'profile.liveOff')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={shown}
        aria-label={t('profile.liveLabel')}
        aria-describedby={`${id}-hint`}
        disabled={setLive.isPending}
        onClick={onToggle}
        className={cn(
          'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-progress',
          shown ? 'bg-green-700' : 'bg-slate-500',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block h-6 w-6 rounded-full bg-white shadow transition-transform',
            shown ? 'translate-x-6' : 'translate-x-0.5',
          )}
        />
      </button>
    </Card>
  );
}
