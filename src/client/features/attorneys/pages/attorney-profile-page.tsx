import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import { cityAndState, cleanFirmName } from '../../../../shared/rules/attorney-display';
import type { User } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { useResponseTimeName, useSpecialtyName } from '../../../lib/attorney-labels';
import { useAuth } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format-number';
import { currentLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { AttorneyAvatar } from '../components/attorney-avatar';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { LiveToggle } from '../components/live-toggle';
import { ownPhotoUrl, PictureControl } from '../components/picture-control';

function Restricted() {
  const { t } = useTranslation('attorneys');
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card className="flex items-start gap-3" role="alert">
        <ShieldAlert className="h-6 w-6 shrink-0 text-red-700" aria-hidden="true" />
        <p className="text-lg text-slate-900" data-testid="access-restricted">
          {t('profile.restricted')}
        </p>
      </Card>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-sand-100 p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Summary({ user }: { user: User }) {
  const { t } = useTranslation('attorneys');
  const specialtyName = useSpecialtyName();
  const firm = cleanFirmName(user.attorneyFirmName);
  const place = cityAndState(user.attorneyOfficeAddress) || user.state;
  const photo = ownPhotoUrl(user.profileImageUrl);
  return (
    <Card>
      <h2 className="sr-only">{t('profile.summaryTitle')}</h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <AttorneyAvatar
          id={user.id}
          firstName={user.firstName}
          lastName={user.lastName}
          photoUrl={photo}
          className="h-24 w-24 shrink-0"
        />
        <div className="min-w-0">
          <p className="text-2xl font-semibold text-slate-900">
            {user.firstName} {user.lastName}
          </p>
          {firm ? (
            <p className="text-slate-800" data-testid="firm-name">
              {firm}
            </p>
          ) : null}
          {place ? (
            <p className="text-slate-700" data-testid="office-place">
              {place}
            </p>
          ) : null}
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {(user.attorneySpecialties ?? []).map((s) => (
              <li key={s}>
                <Badge tone="blue">{specialtyName(s)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {user.attorneyStatus === 'pending' || user.attorneyStatus === 'rejected' ? (
        <p className="mt-4 rounded-lg bg-yellow-100 p-3 text-yellow-900">
          {t(user.attorneyStatus === 'pending' ? 'profile.pendingStatus' : 'profile.rejectedStatus')}
        </p>
      ) : null}
      <div className="mt-4">
        <PictureControl hasPhoto={photo !== null} />
      </div>
    </Card>
  );
}

/** The attorney's own page: live status, summary, account settings and statistics (spec §2). */
export default function AttorneyProfilePage() {
  const { t, i18n } = useTranslation('attorneys');
  const { user } = useAuth();
  const responseTimeName = useResponseTimeName();
  usePageTitle(t('profile.title'));
  if (user?.role !== 'attorney') return <Restricted />;
  return (
    <div className="mx-auto grid max-w-3xl gap-5 px-4 py-6 md:py-10">
      <div>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.dashboard}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('profile.backToDashboard')}
          </Link>
        </Button>
      </div>
      <h1 className="text-3xl font-semibold text-slate-900">{t('profile.title')}</h1>
      <LiveToggle live={Boolean(user.attorneyLiveNow)} />
      <Summary user={user} />
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t('profile.statsTitle')}</h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat
            label={t('profile.totalSessions')}
            value={formatNumber(user.attorneyTotalSessions ?? 0, currentLanguage(i18n.language))}
            testId="stat-sessions"
          />
          <Stat
            label={t('profile.rating')}
            value={formatNumber(user.attorneyRating ?? 0, currentLanguage(i18n.language), 1)}
            testId="stat-rating"
          />
          <Stat
            label={t('profile.averageResponse')}
            value={responseTimeName(user.attorneyResponseTime ?? '')}
            testId="stat-response"
          />
          <Stat
            label={t('profile.yearsExperience')}
            value={formatNumber(user.attorneyExperience ?? 0, currentLanguage(i18n.language))}
            testId="stat-years"
          />
        </dl>
      </Card>
      <Card className="grid gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('profile.settingsTitle')}</h2>
        <p className="text-slate-800">
          <span className="text-slate-700">{t('profile.email')}: </span>
          {user.email}
        </p>
        <div>
          <ChangePasswordDialog />
        </div>
      </Card>
    </div>
  );
}
