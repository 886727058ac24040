import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OVERVIEW_LATEST } from '../../../api/admin';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { lazyNamed } from '../../../lib/lazy-named';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConversationCard, EscalationItem } from '../components/activity-items';
import { ListState, Panel } from '../components/bits';
import AdminCharts from '../components/charts';
import { useCharts, useConversations, useEscalations, useStats } from '../hooks/admin';

// Every tab but the first is fetched when it is opened: the CSV importers, forms and their rules.
const peopleTabs = () => import('../components/people-tabs');
const casesSystemTabs = () => import('../components/cases-system-tabs');
const MessagesTab = lazyNamed(peopleTabs, 'MessagesTab');
const UsersTab = lazyNamed(peopleTabs, 'UsersTab');
const EscalationsTab = lazyNamed(peopleTabs, 'EscalationsTab');
const AttorneysTab = lazyNamed(() => import('../components/attorneys-tab'), 'AttorneysTab');
const CasesTab = lazyNamed(casesSystemTabs, 'CasesTab');
const SystemTab = lazyNamed(casesSystemTabs, 'SystemTab');
const AuditTab = lazyNamed(() => import('../components/audit-tab'), 'AuditTab');

function StatCards() {
  const { t } = useTranslation('admin');
  const stats = useStats();
  const cards = [
    ['totalMessages', stats.data?.totalMessages, null],
    ['activeUsers', stats.data?.activeUsers, 'activeUsersHint'],
    ['liveAttorneys', stats.data?.liveAttorneys, null],
    ['escalations', stats.data?.attorneyEscalations, 'escalationsHint'],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([key, value, hint]) => (
        <div key={key} className="rounded-xl border border-sand-200 bg-white p-4" data-testid={`stat-${key}`}>
          <dt className="text-sm text-slate-700">{t(`stats.${key}`)}</dt>
          <dd className="mt-1 text-3xl font-semibold text-slate-900">{value ?? '—'}</dd>
          {hint ? <dd className="text-xs text-slate-700">{t(`stats.${hint}`)}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

function DashboardTab() {
  const { t } = useTranslation(['admin', 'common']);
  const conversations = useConversations(OVERVIEW_LATEST, 0);
  const escalations = useEscalations('pending', OVERVIEW_LATEST);
  const charts = useCharts();
  const convRows = conversations.data?.conversations ?? [];
  const escRows = escalations.data?.escalations ?? [];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('admin:dashboard.latestConversations')}>
          <ListState
            isLoading={conversations.isLoading}
            isError={conversations.isError}
            isEmpty={convRows.length === 0}
          />
          <ul className="space-y-2">
            {convRows.map((c) => (
              <ConversationCard key={c.id} c={c} />
            ))}
          </ul>
        </Panel>
        <Panel title={t('admin:dashboard.pendingEscalations')}>
          <ListState
            isLoading={escalations.isLoading}
            isError={escalations.isError}
            isEmpty={escRows.length === 0}
          />
          <ul className="space-y-2">
            {escRows.map((e) => (
              <EscalationItem key={e.id} e={e} />
            ))}
          </ul>
        </Panel>
      </div>
      <section aria-label={t('admin:charts.heading')}>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('admin:charts.heading')}</h2>
        {/* About one chart's height while they load, so what is below does not jump when they come. */}
        <div className={charts.isLoading ? 'min-h-72' : undefined}>
          <ListState isLoading={charts.isLoading} isError={charts.isError} isEmpty={false} />
        </div>
        {charts.data ? <AdminCharts data={charts.data} /> : null}
      </section>
    </div>
  );
}

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <Suspense fallback={<p className="py-4 text-slate-700">{t('loading')}</p>}>{children}</Suspense>;
}

const TABS = [
  'dashboard',
  'messages',
  'attorneys',
  'users',
  'cases',
  'escalations',
  'audit',
  'system',
] as const;

export default function AdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <StatCards />
      <Tabs defaultValue="dashboard">
        <TabsList aria-label={t('tabs.label')}>
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardTab />
        </TabsContent>
        <TabsContent value="messages">
          <Loading>
            <MessagesTab />
          </Loading>
        </TabsContent>
        <TabsContent value="attorneys">
          <Loading>
            <AttorneysTab />
          </Loading>
        </TabsContent>
        <TabsContent value="users">
          <Loading>
            <UsersTab />
          </Loading>
        </TabsContent>
        <TabsContent value="cases">
          <Loading>
            <CasesTab />
          </Loading>
        </TabsContent>
        <TabsContent value="escalations">
          <Loading>
            <EscalationsTab />
          </Loading>
        </TabsContent>
        <TabsContent value="audit">
          <Loading>
            <AuditTab />
          </Loading>
        </TabsContent>
        <TabsContent value="system">
          <Loading>
            <SystemTab />
          </Loading>
        </TabsContent>
      </Tabs>
    </div>
  );
}
