import * as TabsPrimitive from '@radix-ui/react-tabs';
import { LogIn, LogOut, Scale, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { personName } from '../../../../shared/rules/person-name';
import type { User } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Badge, Card, Spinner } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsTrigger } from '../../../components/ui/tabs';
import { goToLogin, signOut, useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConsultationThread } from '../components/consultation-thread';
import { ConsultationsTab } from '../components/consultations-tab';
import { OverviewTab } from '../components/overview-tab';
import { ProfileTab } from '../components/profile-tab';
import { SettingsTab } from '../components/settings-tab';
import { useAttorneyProfile } from '../hooks/attorney-profile';
import { useConsultations } from '../hooks/consultations';

const TABS = ['overview', 'consultations', 'leads', 'profile', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * /attorney-dashboard (and / for attorneys): the attorney portal. `myLeads` is the "My leads" tab's
 * content, the leads the attorney bought: the marketplace's, given by the page that puts them together.
 */
export default function AttorneyDashboardPage({ myLeads }: { myLeads?: ReactNode }) {
  const { t } = useTranslation('portal');
  usePageTitle(t('title'));
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-10">
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('loading')}
        </p>
      </section>
    );
  }
  if (!user) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{t('signedOut.title')}</h1>
        <p className="mt-3 text-slate-700">{t('signedOut.text')}</p>
        <Button className="mt-6" onClick={() => goToLogin()}>
          <LogIn className="h-5 w-5" aria-hidden="true" />
          {t('signedOut.button')}
        </Button>
      </section>
    );
  }
  if (user.role !== 'attorney') {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <ShieldAlert className="mx-auto h-10 w-10 text-red-700" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold text-slate-900" data-testid="portal-denied">
          {t('denied')}
        </h1>
      </section>
    );
  }
  return <Portal user={user} myLeads={myLeads} />;
}

function Portal({ user, myLeads }: { user: User; myLeads?: ReactNode }) {
  const { t } = useTranslation('portal');
  const profile = useAttorneyProfile();
  const consultations = useConsultations();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'overview';
  const openId = Number(params.get('consultation')) || null;
  const name = personName(user, user.email);

  const openConsultation = (id: number) => setParams({ tab: 'consultations', consultation: String(id) });
  const backToList = () => setParams({ tab: 'consultations' });

  return (
    <section className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-10">
      <header className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-brand-700 p-3 text-white">
          <Scale className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <h1 className="flex flex-wrap items-center gap-x-2 text-xl font-semibold text-slate-900 md:text-2xl">
            {t('title')}
            <Badge tone="blue" data-testid="attorney-badge">
              {t('header.badge')}
            </Badge>
          </h1>
          <p className="break-words text-slate-700">{t('header.welcome', { name })}</p>
        </div>
        <Button variant="outline" className="ml-auto" onClick={signOut}>
          <LogOut className="h-5 w-5" aria-hidden="true" />
          {t('header.signOut')}
        </Button>
      </header>

      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
        <TabsPrimitive.List
          aria-label={t('tabs.label')}
          className="grid grid-cols-2 gap-1 rounded-lg bg-sand-100 p-1 sm:grid-cols-5"
        >
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsPrimitive.List>
        <TabsContent value="overview">
          {profile.isError ? (
            <Card>
              <p role="alert" className="text-slate-800">
                {t('overview.error')}
              </p>
              <Button className="mt-3" variant="outline" onClick={() => void profile.refetch()}>
                {t('overview.retry')}
              </Button>
            </Card>
          ) : (
            <OverviewTab
              profile={profile.data}
              consultations={consultations.data}
              onOpen={openConsultation}
            />
          )}
        </TabsContent>
        <TabsContent value="consultations">
          {openId ? (
            <ConsultationThread key={openId} id={openId} onBack={backToList} />
          ) : (
            <ConsultationsTab
              consultations={consultations.data}
              isLoading={consultations.isLoading}
              isError={consultations.isError}
              onOpen={openConsultation}
            />
          )}
        </TabsContent>
        <TabsContent value="leads">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('tabs.leads')}</h2>
          {myLeads}
        </TabsContent>
        <TabsContent value="profile">
          {profile.data ? <ProfileTab profile={profile.data} /> : <Spinner />}
        </TabsContent>
        <TabsContent value="settings">
          {profile.data ? <SettingsTab profile={profile.data} /> : <Spinner />}
        </TabsContent>
      </Tabs>
    </section>
  );
}
