import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, Spinner } from '../../components/ui/card';
import { Tabs, TabsContent, TabsTrigger } from '../../components/ui/tabs';
import { LegalCasesTab } from '../../features/cases/components/legal-cases-tab';
import { usePlans } from '../../features/chat/hooks/plans';
import { PrivacySettings } from '../../features/compliance/components/privacy-settings';
import { CaseDocuments } from '../../features/documents/components/case-documents';
import { ContactForm } from '../../features/profile/components/contact-form';
import { MyCasesTab } from '../../features/profile/components/my-cases-tab';
import { ProfileInfoTab } from '../../features/profile/components/profile-info-tab';
import { ProfileOverview } from '../../features/profile/components/profile-overview';
import {
  AccountSummary,
  BarAcknowledgment,
  QuickActions,
  SmsInfoBox,
} from '../../features/profile/components/profile-side';
import { ProfileSettings } from '../../features/profile/components/settings-tab';
import { announceSignedOutThenLogin } from '../../features/profile/lib/signed-out';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';
import { useConvertToCase } from './use-convert-to-case';

const TABS = ['my-cases', 'legal-cases', 'profile-info', 'settings'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = {
  'my-cases': 'tabs.myCases',
  'legal-cases': 'tabs.legalCases',
  'profile-info': 'tabs.profileInfo',
  settings: 'tabs.settings',
} as const;

/**
 * /user-profile combines the profile, cases and privacy features, so it lives here rather than in
 * one feature. The open tab is kept in ?tab= so other pages can link straight to it.
 */
export default function UserProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('title'));
  const { user, isLoading } = useAuth();
  const plans = usePlans(Boolean(user));
  const aiPlanActive = Boolean(plans.data?.aiAssistant.active);
  const convertToCase = useConvertToCase();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'my-cases';

  if (isLoading) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-10">
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('loading')}
        </p>
      </section>
    );
  }
  if (!user) return <SignedOut />;

  return (
    <section className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:py-10">
      <ProfileOverview user={user} aiPlanActive={aiPlanActive} />
      {/* The tabs come right after the overview, so on a phone they are within the first screen. */}
      <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true })}>
        <TabsPrimitive.List
          aria-label={t('tabs.label')}
          className="grid grid-cols-2 gap-1 rounded-lg bg-sand-100 p-1 md:grid-cols-4"
        >
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="whitespace-normal">
              {t(TAB_LABEL[value])}
            </TabsTrigger>
          ))}
        </TabsPrimitive.List>
        <TabsContent value="my-cases">
          <MyCasesTab onConvert={convertToCase} />
        </TabsContent>
        <TabsContent value="legal-cases">
          <LegalCasesTab caseExtra={(c) => <CaseDocuments caseId={c.id} />} />
        </TabsContent>
        <TabsContent value="profile-info">
          <ProfileInfoTab user={user} />
        </TabsContent>
        <TabsContent value="settings" className="grid gap-6">
          <ProfileSettings user={user} aiPlanActive={aiPlanActive} />
          <PrivacySettings />
        </TabsContent>
      </Tabs>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <ContactForm key={`${user.phoneNumber}-${user.state}`} user={user} />
          <SmsInfoBox user={user} />
        </div>
        <div className="grid content-start gap-6">
          <AccountSummary user={user} />
          <QuickActions />
          <BarAcknowledgment user={user} />
        </div>
      </div>
    </section>
  );
}

/** Spec §4: a signed-out visitor sees a toast, then goes to /api/login after about 500 ms. */
function SignedOut() {
  const { t } = useTranslation('profile');
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    announceSignedOutThenLogin(t('signedOut.title'), t('signedOut.body'));
  }, [t]);
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <h1 className="text-2xl font-semibold text-brand-900">{t('signedOut.title')}</h1>
        <p className="mt-2 text-slate-700">{t('signedOut.body')}</p>
      </Card>
    </section>
  );
}
