import { ArrowLeft, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../shared/pages';
import { formatUsd, minimumBidCents } from '../../../../shared/rules/bids';
import type { LedgerBlock, MyBid } from '../../../../shared/schemas/bids';
import type { LeadDetail } from '../../../../shared/schemas/leads';
import { Button } from '../../../components/ui/button';
import { Badge, Card, Spinner } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuctionBidForm } from '../components/auction-bid-form';
import { BiddingRules } from '../components/bidding-rules';
import { LedgerPanel } from '../components/ledger-panel';
import { OwnedLead } from '../components/purchased-leads';
import { highestBidCents, useLeadBids, useMyBids } from '../hooks/bids';
import { useLead } from '../hooks/legal-leads';

const PRIORITY_TONE = { HIGH: 'red', MEDIUM: 'yellow', LOW: 'green' } as const;

function idFrom(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export default function AuctionPage() {
  const { t } = useTranslation('auction');
  usePageTitle(t('title'));
  const id = idFrom(useParams().caseId);
  if (id === null) return <Problem text={t('notFound')} />;
  return <Auction caseId={id} />;
}

function Auction({ caseId }: { caseId: number }) {
  const { t } = useTranslation('auction');
  const lead = useLead(caseId);
  const bids = useLeadBids(caseId);
  const mine = useMyBids();
  if (lead.isPending) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-10">
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('loading')}
        </p>
      </section>
    );
  }
  if (lead.isError) {
    const status = lead.error instanceof ApiError ? lead.error.status : null;
    return <Problem text={status === 404 ? t('notFound') : t('loadError')} retry={() => lead.refetch()} />;
  }
  const myBids = (mine.data ?? []).filter((b) => b.caseId === caseId);
  const deadline = myBids[0]?.bidDeadline ?? lead.data.bidDeadline;
  const closed =
    myBids[0]?.biddingClosed ?? (deadline !== null && new Date(deadline).getTime() <= Date.now());
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to={paths.legalLeads}
        className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-4"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('back')}
      </Link>
      <p className="mt-4 text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('title')}</p>
      <h1 className="mt-1 text-3xl font-semibold text-brand-900">{lead.data.anonymizedTitle}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <CaseInfo lead={lead.data} deadline={deadline} closed={closed} />
          <Stats blocks={bids.data ?? []} suggestedPrice={lead.data.suggestedPrice} />
          <Winner myBids={myBids} />
          {lead.data.boughtByMe ? <OwnedLead caseId={caseId} /> : null}
          {!closed && lead.data.status === 'ACTIVE' && !lead.data.boughtByMe ? (
            <Card>
              <AuctionBidForm
                caseId={caseId}
                minCents={minimumBidCents(lead.data.suggestedPrice * 100, highestBidCents(bids.data))}
              />
            </Card>
          ) : null}
        </div>
        <div className="space-y-6">
          <BiddingRules />
          <LedgerPanel caseId={caseId} />
        </div>
      </div>
    </section>
  );
}

function CaseInfo({
  lead,
  deadline,
  closed,
}: {
  lead: LeadDetail;
  deadline: string | null;
  closed: boolean;
}) {
  const { t } = useTranslation(['auction', 'cases']);
  const lang = currentLanguage();
  const issues = (Array.isArray(lead.legalIssue) ? lead.legalIssue : [lead.legalIssue]).filter(Boolean);
  const rows: Array<[string, string]> = [
    [t('info.state'), lead.state ?? '—'],
    [t('info.issue'), issues.map((i) => t(`cases:categories.${i}`, { defaultValue: i })).join(', ')],
    [
      t('info.budget'),
      t('info.budgetRange', {
        min: formatUsd(lead.minBudget * 100, lang),
        max: formatUsd(lead.maxBudget * 100, lang),
      }),
    ],
    [t('info.viability'), t('info.viabilityScore', { score: lead.aiViabilityScore })],
  ];
  if (deadline) rows.push([closed ? t('info.closed') : t('info.deadline'), formatDate(deadline, true)]);
  return (
    <Card aria-labelledby="case-info-heading">
      <h2 id="case-info-heading" className="text-xl font-semibold text-slate-900">
        {t('info.heading')}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        <Badge tone={PRIORITY_TONE[lead.priority]}>
          {t('info.priority')}: {t(`info.priorities.${lead.priority}`)}
        </Badge>
        {lead.isUrgent ? <Badge tone="red">{t('info.urgent')}</Badge> : null}
      </div>
      <p className="mt-3 text-slate-800">{lead.anonymizedDescription}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {lead.status !== 'ACTIVE' && !lead.boughtByMe ? (
        <p className="mt-3 font-medium text-slate-900">{t('info.bought')}</p>
      ) : null}
    </Card>
  );
}

function Stats({ blocks, suggestedPrice }: { blocks: LedgerBlock[]; suggestedPrice: number }) {
  const { t } = useTranslation('auction');
  const lang = currentLanguage();
  const highest = highestBidCents(blocks);
  const items: Array<[string, string, string]> = [
    ['stat-highest', t('stats.highest'), highest > 0 ? formatUsd(highest, lang) : t('stats.none')],
    ['stat-total', t('stats.total'), String(blocks.length)],
    ['stat-suggested', t('stats.suggested'), formatUsd(suggestedPrice * 100, lang)],
  ];
  return (
    <Card aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="text-xl font-semibold text-slate-900">
        {t('stats.heading')}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {items.map(([testId, label, value]) => (
          <div key={testId} className="rounded-lg bg-brand-50 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-brand-900" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** After the deadline the highest bid's card hold is charged by the server; its bidder is told so. */
function Winner({ myBids }: { myBids: MyBid[] }) {
  const { t } = useTranslation('auction');
  const won = myBids.find((b) => b.won);
  if (!won) return null;
  const amount = formatUsd(Math.round(won.amount * 100), currentLanguage());
  return (
    <Card className="border-accent-600" aria-labelledby="winner-heading">
      <h2 id="winner-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Trophy className="h-6 w-6 text-accent-700" aria-hidden="true" />
        {t('winner.heading')}
      </h2>
      <p className="mt-2 text-slate-800">
        {won.bought ? t('winner.paid') : t('winner.charging', { amount })}
      </p>
    </Card>
  );
}

function Problem({ text, retry }: { text: string; retry?: () => void }) {
  const { t } = useTranslation('auction');
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold text-brand-900">{t('title')}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <div className="mt-8 flex justify-center gap-3">
        {retry ? <Button onClick={retry}>{t('retry')}</Button> : null}
        <Button asChild variant="outline">
          <Link to={paths.legalLeads}>{t('back')}</Link>
        </Button>
      </div>
    </section>
  );
}
