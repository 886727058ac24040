import { AlertTriangle, Link2, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatUsd, shortHash } from '../../../../shared/rules/bids';
import type { LedgerBlock } from '../../../../shared/schemas/bids';
import { Card, Spinner } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';
import { useLeadBids, useLedgerVerify } from '../hooks/bids';
import { LedgerOutcomes } from './ledger-outcomes';

/** The verify call's answer as a mark everyone can see: verified, or a clear warning. */
function VerifiedMark({ caseId, blocks }: { caseId: number; blocks: LedgerBlock[] }) {
  const { t } = useTranslation('auction');
  const verify = useLedgerVerify(caseId);
  if (verify.isPending) return <p className="text-sm text-slate-700">{t('ledger.checking')}</p>;
  if (verify.isError) return <p className="text-sm text-slate-700">{t('ledger.verifyError')}</p>;
  if (!verify.data.valid) {
    return (
      <p
        role="alert"
        data-testid="ledger-invalid"
        className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-900"
      >
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        {verify.data.brokenAt === null
          ? t('ledger.invalidReason', { reason: verify.data.reason })
          : t('ledger.invalid', { position: positionOf(blocks, verify.data.brokenAt) })}
      </p>
    );
  }
  return (
    <p
      data-testid="ledger-verified"
      className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900"
    >
      <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      {verify.data.length === 0
        ? t('ledger.verifiedEmpty')
        : t('ledger.verified', { count: verify.data.length })}
    </p>
  );
}

/** The block number people see for the id the verify call names (the id itself if not loaded). */
function positionOf(blocks: LedgerBlock[], id: number): number {
  return blocks.find((b) => b.id === id)?.position ?? id;
}

function Block({ block, broken }: { block: LedgerBlock; broken: boolean }) {
  const { t } = useTranslation('auction');
  return (
    <li
      className={
        broken
          ? 'rounded-lg border-2 border-red-700 bg-red-50 p-4'
          : 'rounded-lg border border-sand-200 bg-sand-50 p-4'
      }
      data-testid="ledger-block"
    >
      {broken ? <p className="mb-2 font-semibold text-red-900">{t('ledger.brokenBlock')}</p> : null}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold text-slate-900">
          {t('ledger.block', { position: block.position })} ·{' '}
          <span className="text-brand-800">{formatUsd(block.amountCents, currentLanguage())}</span>
        </p>
        <p className="text-sm text-slate-700">
          {t('ledger.by', { name: block.attorneyName })} · {formatDate(block.createdAt, true)}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-sm">
        <dt className="font-sans text-slate-700">{t('ledger.hash')}</dt>
        <dd className="text-slate-900" data-testid="block-hash">
          {shortHash(block.hash)}
        </dd>
        <dt className="font-sans text-slate-700">{t('ledger.previousHash')}</dt>
        <dd className="flex items-center gap-1 text-slate-900" data-testid="block-previous-hash">
          <Link2 className="h-4 w-4 text-slate-600" aria-hidden="true" />
          {shortHash(block.previousHash)}
        </dd>
      </dl>
      {block.proposal === '' ? (
        <p className="mt-2 text-sm text-slate-700">{t('ledger.noProposal')}</p>
      ) : block.proposal !== null ? (
        <p className="mt-2 text-slate-800">
          <span className="font-medium">{t('ledger.proposal')}:</span> {block.proposal}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {t('ledger.sealed', { hash: shortHash(block.proposalHash) })}
        </p>
      )}
    </li>
  );
}

/** The lead's bid ledger, newest block first, refreshed every 5 s with its verification. */
export function LedgerPanel({ caseId }: { caseId: number }) {
  const { t } = useTranslation('auction');
  const bids = useLeadBids(caseId);
  const verify = useLedgerVerify(caseId);
  const brokenAt = verify.data && !verify.data.valid ? verify.data.brokenAt : null;
  return (
    <Card aria-labelledby="ledger-heading">
      <h2 id="ledger-heading" className="text-xl font-semibold text-slate-900">
        {t('ledger.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('ledger.intro')}</p>
      <div className="mt-3">
        <VerifiedMark caseId={caseId} blocks={bids.data ?? []} />
      </div>
      {bids.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-slate-700">
          <Spinner /> {t('ledger.loading')}
        </p>
      ) : bids.isError ? (
        <p className="mt-4 text-red-800">{t('ledger.error')}</p>
      ) : bids.data.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('ledger.empty')}</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-live="polite">
          {[...bids.data].reverse().map((block) => (
            <Block key={block.id} block={block} broken={block.id === brokenAt} />
          ))}
        </ol>
      )}
      <LedgerOutcomes caseId={caseId} />
    </Card>
  );
}
