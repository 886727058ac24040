import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MARKETPLACE_ISSUES } from '../../../../shared/constants';
import type { LeadListing } from '../../../../shared/schemas/leads';
import { stateOptions } from '../../../../shared/states';
import { LEADS_PAGE, type LeadFilters, NO_FILTERS } from '../../../api/leads';
import { Badge, Card, Spinner } from '../../../components/ui/card';
import { Label, Select } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { currentLanguage } from '../../../lib/i18n';
import { lazyNamed } from '../../../lib/lazy-named';
import { usePageTitle } from '../../../lib/use-page-title';
import { LeadCard } from '../components/lead-card';
import { refreshLeads, useLeads } from '../hooks/legal-leads';

// The dialogs and the admin's tools are fetched when first needed, not with the list.
const adminTools = () => import('../components/admin-tools');
const AdminTools = lazyNamed(adminTools, 'AdminTools');
const DeleteLeadDialog = lazyNamed(adminTools, 'DeleteLeadDialog');
const BidDialog = lazyNamed(() => import('../components/bid-dialog'), 'BidDialog');
const LeadDetailDialog = lazyNamed(() => import('../components/lead-detail-dialog'), 'LeadDetailDialog');
const PaymentDialog = lazyNamed(() => import('../components/payment-dialog'), 'PaymentDialog');
// Only the "My leads" tab shows it: a first visit to the leads for sale does not load it.
const PurchasedLeads = lazyNamed(() => import('../components/purchased-leads'), 'PurchasedLeads');

type Open = { kind: 'details' | 'bid' | 'buy' | 'delete'; lead: LeadListing } | null;

export default function LegalLeadsPage() {
  const { t, i18n } = useTranslation('marketplace');
  usePageTitle(t('title'));
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'mine' ? 'mine' : 'forSale';
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const leads = useLeads(filters, offset);
  const listTop = useRef<HTMLUListElement>(null);
  const filter = (next: LeadFilters) => {
    setFilters(next);
    setOffset(0);
  };
  // Another page starts at the top of the list, where the keyboard's focus goes too.
  const turnPage = (next: number) => {
    setOffset(next);
    listTop.current?.focus();
    listTop.current?.scrollIntoView({ block: 'start' });
  };
  // A last page emptied by a purchase or a delete gives way to the page before it.
  const total = leads.data?.total;
  useEffect(() => {
    if (total !== undefined && offset > 0 && offset >= total) {
      setOffset(Math.max(0, Math.ceil(total / LEADS_PAGE) - 1) * LEADS_PAGE);
    }
  }, [total, offset]);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const onBought = useCallback((lead: LeadListing) => {
    setOpen({ kind: 'details', lead });
    void refreshLeads();
  }, []);
  const dialog = (kind: NonNullable<Open>['kind']) => (open?.kind === kind ? open.lead : null);
  const list = leads.data?.leads ?? [];
  const unfiltered = !filters.state && !filters.issue;

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold text-brand-900">{t('title')}</h1>
        <Badge tone="blue" className="text-sm" data-testid="lead-count">
          {t('count', { count: leads.data?.total ?? 0 })}
        </Badge>
      </div>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <Tabs value={view} onValueChange={(next) => setParams(next === 'mine' ? { view: 'mine' } : {})}>
        <TabsList aria-label={t('view.label')} className="mt-6 sm:w-fit">
          <TabsTrigger value="forSale">{t('view.forSale')}</TabsTrigger>
          <TabsTrigger value="mine">{t('view.mine')}</TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          <h2 className="text-xl font-semibold text-slate-900">{t('mine.heading')}</h2>
          <p className="mt-1 mb-4 text-slate-700">{t('mine.intro')}</p>
          <Suspense fallback={<Spinner label={t('list.loading')} />}>
            <PurchasedLeads />
          </Suspense>
        </TabsContent>
        <TabsContent value="forSale">
          <form
            className="mt-6 grid gap-4 sm:grid-cols-2"
            aria-label={t('filters.label')}
            onSubmit={(e) => e.preventDefault()}
          >
            <div>
              <Label htmlFor="lead-state">{t('filters.state')}</Label>
              <Select
                id="lead-state"
                value={filters.state}
                onChange={(e) => filter({ ...filters, state: e.target.value })}
              >
                <option value="">{t('filters.allStates')}</option>
                {stateOptions(currentLanguage(i18n.language)).map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <Label htmlFor="lead-issue">{t('filters.issue')}</Label>
              <Select
                id="lead-issue"
                value={filters.issue}
                onChange={(e) => filter({ ...filters, issue: e.target.value as LeadFilters['issue'] })}
              >
                <option value="">{t('filters.allIssues')}</option>
                {MARKETPLACE_ISSUES.map((issue) => (
                  <option key={issue} value={issue}>
                    {t(`issues.${issue}`)}
                  </option>
                ))}
              </Select>
            </div>
          </form>
          {isAdmin ? (
            <div className="mt-4">
              <Suspense fallback={null}>
                <AdminTools empty={leads.isSuccess && unfiltered && leads.data.total === 0} />
              </Suspense>
            </div>
          ) : null}
          <div className="mt-6">
            {leads.isLoading ? (
              <p className="flex items-center gap-2 text-slate-700">
                <Spinner /> {t('list.loading')}
              </p>
            ) : leads.isError ? (
              <p role="alert" className="text-red-700">
                {t('list.error', {
                  message: (leads.error instanceof ApiError ? leads.error.serverMessage : null) ?? '',
                })}
              </p>
            ) : list.length === 0 ? (
              <Card className="text-slate-700">{t('list.empty')}</Card>
            ) : (
              <ul
                ref={listTop}
                tabIndex={-1}
                aria-label={t('list.label')}
                className="grid scroll-mt-20 gap-4 focus:outline-none lg:grid-cols-2"
              >
                {list.map((lead) => (
                  <li key={lead.id}>
                    <LeadCard
                      lead={lead}
                      actions={{
                        onDetails: (l) => setOpen({ kind: 'details', lead: l }),
                        onBid: (l) => setOpen({ kind: 'bid', lead: l }),
                        onBuy: (l) => setOpen({ kind: 'buy', lead: l }),
                        onDelete: isAdmin ? (l) => setOpen({ kind: 'delete', lead: l }) : undefined,
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pager offset={offset} limit={LEADS_PAGE} total={leads.data?.total ?? 0} onChange={turnPage} />
            <p className="mt-4 text-sm text-slate-700">{t('list.refreshing')}</p>
          </div>
        </TabsContent>
      </Tabs>
      {open ? (
        <Suspense fallback={null}>
          <LeadDetailDialog lead={dialog('details')} onClose={close} />
          <BidDialog lead={dialog('bid')} onClose={close} />
          <PaymentDialog lead={dialog('buy')} onClose={close} onBought={onBought} />
          {isAdmin ? <DeleteLeadDialog lead={dialog('delete')} onClose={close} /> : null}
        </Suspense>
      ) : null}
    </section>
  );
}
