import { RefreshCw, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stateName } from '../../../../shared/states';
import type { SystemChecks } from '../../../api/admin';
import { LEADS_PAGE } from '../../../api/leads';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { isKnownStatus, issueLabels, priorityLabel, statusLabel } from '../../../lib/case-labels';
import { currentLanguage } from '../../../lib/i18n';
import { useCasePage, useSystem } from '../hooks/admin';
import { ListState, Panel, StatusBadge } from './bits';
import { CsvImportDialog } from './csv-import-dialog';

export function CasesTab() {
  const { t, i18n } = useTranslation('admin');
  // The case's stored values read as the client's own case page reads them.
  const { t: tc } = useTranslation('cases');
  const lang = currentLanguage(i18n.language);
  const [offset, setOffset] = useState(0);
  const leads = useCasePage(offset);
  const [importOpen, setImportOpen] = useState(false);
  const rows = leads.data?.leads ?? [];
  return (
    <Panel
      title={t('cases.heading')}
      actions={
        <Button size="sm" variant="outline" onClick={() => setImportOpen(true)}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          {t('cases.import')}
        </Button>
      }
    >
      <ListState isLoading={leads.isLoading} isError={leads.isError} isEmpty={rows.length === 0} />
      {rows.length > 0 ? (
        // Wider than a phone: the table scrolls sideways, and the keyboard can reach it to scroll it.
        <section
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-accent-600"
          aria-label={t('cases.heading')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-sand-200">
              <tr>
                {(['title', 'state', 'issue', 'priority', 'status', 'budget', 'created'] as const).map(
                  (k) => (
                    <th key={k} scope="col" className="py-2 pr-3">
                      {t(`cases.${k}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id} className="border-b border-sand-100">
                  <td className="py-2 pr-3">
                    {c.anonymizedTitle}{' '}
                    {c.isUrgent ? <StatusBadge status="down" label={t('cases.urgent')} /> : null}
                  </td>
                  <td className="pr-3">{c.state ? (stateName(c.state, lang) ?? c.state) : '—'}</td>
                  <td className="pr-3">{issueLabels(tc, c.legalIssue).join(', ')}</td>
                  <td className="pr-3">{priorityLabel(tc, c.priority)}</td>
                  {/* A status the marketplace added is shown as stored: the admin needs the real one. */}
                  <td className="pr-3">{isKnownStatus(c.status) ? statusLabel(tc, c.status) : c.status}</td>
                  <td className="pr-3">
                    ${c.minBudget}–${c.maxBudget}
                  </td>
                  <td>{new Date(c.createdAt).toLocaleDateString(i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <Pager offset={offset} limit={LEADS_PAGE} total={leads.data?.total ?? 0} onChange={setOffset} />
      <CsvImportDialog kind="legal-cases" open={importOpen} onOpenChange={setImportOpen} />
    </Panel>
  );
}

export function SystemTab() {
  const { t } = useTranslation('admin');
  const system = useSystem();
  return (
    <Panel
      title={t('system.heading')}
      actions={
        <Button
          size="sm"
          variant="outline"
          onClick={() => void system.refetch()}
          disabled={system.isFetching}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t('system.refresh')}
        </Button>
      }
    >
      <ListState isLoading={system.isLoading} isError={system.isError} isEmpty={false} />
      <ul className="grid gap-2 sm:grid-cols-2">
        {(system.data?.checks ?? []).map((c) => (
          <li
            key={c.name}
            className="flex items-center justify-between gap-2 rounded-lg border border-sand-200 p-3"
            data-testid="system-check"
          >
            <div>
              <p className="font-medium text-slate-900">{t(`system.names.${c.name}`)}</p>
              <p className="text-sm text-slate-700">
                {c.detail} · {t('system.latency', { ms: c.latencyMs })}
              </p>
            </div>
            <StatusBadge status={c.status} label={t(`system.statuses.${c.status}`)} />
          </li>
        ))}
      </ul>
      {system.data ? <DeliveryStatusView deliveries={system.data.deliveries} /> : null}
    </Panel>
  );
}

const CHANNEL_STATUSES = {
  mail: ['queued', 'sending', 'sent', 'stored', 'retrying', 'failed', 'unknown'],
  sms: ['queued', 'sending', 'sent', 'retrying', 'failed', 'unknown', 'blocked'],
} as const;

/** Outbox counts by status and the latest failures: masked addresses and the error, never content. */
function DeliveryStatusView({ deliveries }: { deliveries: SystemChecks['deliveries'] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section className="mt-6" aria-labelledby="delivery-heading">
      <h3 id="delivery-heading" className="mb-2 text-lg font-semibold text-slate-900">
        {t('system.deliveries.heading')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['mail', 'sms'] as const).map((channel) => (
          <div
            key={channel}
            className="rounded-lg border border-sand-200 p-3 text-sm"
            data-testid={`delivery-${channel}`}
          >
            <p className="mb-1 font-medium text-slate-900">{t(`system.deliveries.names.${channel}`)}</p>
            <dl aria-label={t(`system.deliveries.names.${channel}`)}>
              {CHANNEL_STATUSES[channel].map((status) => (
                <div key={status} className="flex justify-between gap-2">
                  <dt className="text-slate-700">{t(`system.deliveries.statuses.${status}`)}</dt>
                  <dd className="font-semibold text-slate-900">{deliveries[channel][status] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <h4 className="mt-4 mb-2 font-semibold text-slate-900">{t('system.deliveries.failuresHeading')}</h4>
      {deliveries.failures.length === 0 ? (
        <p className="text-sm text-slate-700">{t('system.deliveries.noFailures')}</p>
      ) : (
        <section
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-accent-600"
          aria-label={t('system.deliveries.failuresHeading')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-sand-200">
              <tr>
                {(['channel', 'to', 'status', 'attempts', 'error', 'when'] as const).map((k) => (
                  <th key={k} scope="col" className="py-2 pr-3">
                    {t(`system.deliveries.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {deliveries.failures.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows carry no id to the browser
                <tr key={i} className="border-b border-sand-100" data-testid="delivery-failure">
                  <td className="py-2 pr-3">{t(`system.deliveries.names.${f.channel}`)}</td>
                  <td className="pr-3">{f.to}</td>
                  <td className="pr-3">{t(`system.deliveries.statuses.${f.status}`)}</td>
                  <td className="pr-3">{f.attempts}</td>
                  <td className="pr-3 break-words">{f.error}</td>
                  <td>{new Date(f.createdAt).toLocaleString(i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
