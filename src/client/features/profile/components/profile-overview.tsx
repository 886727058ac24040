import { useTranslation } from 'react-i18next';
import { personName } from '../../../../shared/rules/person-name';
import type { User } from '../../../../shared/schemas/auth';
import { Badge, Card } from '../../../components/ui/card';
import { accountStatus, STATUS_TONE, usedOfFree } from '../lib/account-status';

/** Name, e-mail, the status badge and the n/3 counter (or the plan that lifts the limit). */
export function ProfileOverview({
  user,
  aiPlanActive = false,
}: {
  user: User | null;
  aiPlanActive?: boolean;
}) {
  const { t } = useTranslation('profile');
  const status = accountStatus(user, aiPlanActive);
  return (
    <Card className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-brand-900 md:text-3xl">
          {user ? personName(user) : t('title')}
        </h1>
        {user ? <p className="mt-1 truncate text-slate-700">{user.email}</p> : null}
      </div>
      <dl className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div>
          <dt className="text-sm text-slate-700">{t('status.label')}</dt>
          <dd className="mt-1">
            <Badge
              tone={STATUS_TONE[status]}
              className="text-sm"
              data-testid="account-status"
              data-status={status}
            >
              {t(`status.${status}`)}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t('freeResponses.label')}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900" data-testid="free-responses">
            {status === 'planActive'
              ? t('freeResponses.withPlan')
              : t('freeResponses.used', { fraction: usedOfFree(user?.freeResponsesUsed) })}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
