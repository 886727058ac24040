import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FREE_AI_RESPONSES } from '../../../../shared/constants';
import { paths } from '../../../../shared/pages';
import type { User } from '../../../../shared/schemas/auth';
import { NOTIFICATION_PREFERENCES_KEY } from '../../../api/notifications';
import { NotificationPreferencesCard } from '../../../components/notification-preferences';
import { SecondFactorCard } from '../../../components/second-factor/second-factor-card';
import { SignedInDevicesCard } from '../../../components/signed-in-devices';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../components/ui/toast-store';
import { queryClient } from '../../../lib/query-client';
import { useUpdateProfile } from '../hooks/update-profile';
import { accountStatus, usedOfFree } from '../lib/account-status';
import { reportSaveFailure } from '../lib/signed-out';

/** Notifications on or off, and the free AI response meter (or the plan that lifts the limit). */
export function ProfileSettings({ user, aiPlanActive = false }: { user: User; aiPlanActive?: boolean }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const id = useId();
  const used = Math.min(user.freeResponsesUsed, FREE_AI_RESPONSES);
  const status = accountStatus(user, aiPlanActive);

  const onToggle = (enabled: boolean) =>
    update.mutate(
      { notificationsEnabled: enabled },
      {
        onSuccess: () => {
          // The switch is the master of the notification choices below.
          void queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_KEY });
          toast({
            title: t('toasts.settingsSaved'),
            description: t(enabled ? 'toasts.notificationsOn' : 'toasts.notificationsOff'),
          });
        },
        onError: (error) => reportSaveFailure(error, t),
      },
    );

  return (
    <>
      <Card className="grid gap-6">
        <h2 className="text-xl font-semibold text-slate-900">{t('settings.title')}</h2>
        <div className="flex items-start gap-3">
          <Checkbox
            id={id}
            checked={user.notificationsEnabled}
            disabled={update.isPending}
            onCheckedChange={(v) => onToggle(v === true)}
            aria-describedby={`${id}-hint`}
          />
          <div>
            <label htmlFor={id} className="font-medium text-slate-900">
              {t('settings.notifications')}
            </label>
            <p id={`${id}-hint`} className="text-sm text-slate-700">
              {t('settings.notificationsHint')}
            </p>
          </div>
        </div>
        {status === 'planActive' ? (
          <div>
            <h3 className="font-medium text-slate-900">{t('freeResponses.label')}</h3>
            <p className="mt-1 text-slate-800" data-testid="plan-note">
              {t('freeResponses.planNote')}
            </p>
          </div>
        ) : (
          <div>
            <div className="flex items-baseline justify-between">
              <h3 className="font-medium text-slate-900">{t('freeResponses.label')}</h3>
              <span className="font-semibold text-slate-900">{usedOfFree(user.freeResponsesUsed)}</span>
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the badge colours */}
            <div
              role="meter"
              aria-valuemin={0}
              aria-valuemax={FREE_AI_RESPONSES}
              aria-valuenow={used}
              aria-label={t('freeResponses.meterLabel', { used, total: FREE_AI_RESPONSES })}
              className="mt-2 h-3 overflow-hidden rounded-full bg-sand-200"
            >
              <div
                className={cn(
                  'h-full rounded-full',
                  status === 'limitReached'
                    ? 'bg-red-700'
                    : status === 'activeWarning'
                      ? 'bg-yellow-500'
                      : 'bg-green-700',
                )}
                style={{ width: `${(used / FREE_AI_RESPONSES) * 100}%` }}
              />
            </div>
            {user.hasReachedLimit ? (
              <p className="mt-2 text-sm text-slate-800">
                {t('freeResponses.limitNote')}{' '}
                <Link
                  to={paths.continuePlan}
                  className="font-medium text-brand-700 underline underline-offset-4"
                >
                  {t('freeResponses.choosePlan')}
                </Link>
              </p>
            ) : null}
          </div>
        )}
      </Card>
      <NotificationPreferencesCard />
      <SignedInDevicesCard />
      <SecondFactorCard />
    </>
  );
}
