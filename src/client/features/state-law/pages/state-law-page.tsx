import { Scale } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LawRowView, StateLaw } from '../../../../shared/schemas/state-law';
import { LAW_GROUPS, LAW_KIND_GROUP, LAW_KINDS, type LawKind } from '../../../../shared/state-law';
import { STATE_CODES_WITH_DC, stateName, stateOptions } from '../../../../shared/states';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { Label, Select } from '../../../components/ui/field';
import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStateLaw } from '../hooks/state-law';
import { periodText } from '../lib/period';

/** The kinds in the order people meet them, in four groups. */
const GROUPS = LAW_GROUPS.map((key) => ({
  key,
  kinds: LAW_KINDS.filter((kind) => LAW_KIND_GROUP[kind] === key),
}));

/** "#NY-malpractice" → ["NY", "malpractice"], when both are real. */
function fromHash(hash: string): [string | undefined, LawKind | undefined] {
  const m = /^#([A-Z]{2})(?:-(\w+))?$/.exec(hash);
  const state = m?.[1] && STATE_CODES_WITH_DC.includes(m[1]) ? m[1] : undefined;
  const kind = (LAW_KINDS as readonly string[]).includes(m?.[2] ?? '') ? (m?.[2] as LawKind) : undefined;
  return [state, kind];
}

function isHttp(url: string | undefined): url is string {
  return Boolean(url && /^https?:\/\//.test(url));
}

function Row({ code, kind, row }: { code: string; kind: LawKind; row: LawRowView }) {
  const { t, i18n } = useTranslation('law');
  const lang = currentLanguage(i18n.language);
  const id = `${code}-${kind}`;
  return (
    <li
      id={id}
      tabIndex={-1}
      className="scroll-mt-24 rounded-lg border border-sand-200 p-4 target:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <h4 className="font-semibold text-slate-900">{t(`kinds.${kind}`)}</h4>
      {row.value === null ? (
        <p className="mt-1 text-slate-800" data-testid="law-rule">
          {t(`reasons.${row.reason}`)}
        </p>
      ) : (
        <p className="mt-1 text-lg text-brand-900" data-testid="law-rule">
          {periodText(row, t, lang)}
          {row.startsAt !== 'none' ? ` ${t(`startsAt.${row.startsAt}`)}` : ''}
        </p>
      )}
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[max-content_1fr]">
        {row.cite ? (
          <>
            <dt className="font-medium">{t('law')}</dt>
            <dd>
              <cite className="not-italic">{row.cite}</cite>
            </dd>
          </>
        ) : null}
        {row.agency ? (
          <>
            <dt className="font-medium">{t('agency')}</dt>
            <dd>{row.agency}</dd>
          </>
        ) : null}
        {row.source ? (
          <>
            <dt className="font-medium">{t('source')}</dt>
            <dd>
              {row.source}
              {isHttp(row.readAt) ? (
                <>
                  {' · '}
                  <a
                    className="underline underline-offset-2"
                    href={row.readAt}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('readAt')}
                  </a>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        {row.note ? (
          <>
            <dt className="font-medium">{t('note')}</dt>
            <dd>
              <span lang="en">{row.note}</span>
              {lang !== 'en' ? <span className="text-slate-600"> {t('noteLanguage')}</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-600">
        {row.checkedOn ? <span>{t('checkedOn', { date: formatDate(row.checkedOn) })}</span> : null}
        <a className="underline underline-offset-2" href={`#${id}`}>
          {t('copyLink')}
        </a>
      </p>
    </li>
  );
}

function StateRows({ code, law }: { code: string; law: StateLaw }) {
  const { t, i18n } = useTranslation('law');
  const rows = law.states[code];
  if (!rows) return null;
  return (
    <section aria-labelledby="law-state-heading" className="mt-6">
      <h2 id="law-state-heading" className="text-2xl font-semibold text-slate-900">
        {t('stateHeading', { state: stateName(code, currentLanguage(i18n.language)) ?? code })}
      </h2>
      {GROUPS.map((group) => (
        <section key={group.key} className="mt-5" aria-labelledby={`law-group-${group.key}`}>
          <h3 id={`law-group-${group.key}`} className="text-lg font-semibold text-brand-900">
            {t(`groups.${group.key}`)}
          </h3>
          <ul className="mt-2 grid gap-3">
            {group.kinds.map((kind) => (
              <Row key={kind} code={code} kind={kind} row={rows[kind]} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export default function StateLawPage() {
  const { t, i18n } = useTranslation('law');
  const lang = currentLanguage(i18n.language);
  usePageTitle(t('title'));
  const law = useStateLaw();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const selectId = useId();
  const [hashState, hashKind] = fromHash(hash);
  const [chosen, setChosen] = useState<string | undefined>(hashState);
  const code = hashState ?? chosen;

  // A link to a row ("/state-law#NY-malpractice") opens its state and takes the reader to the row.
  useEffect(() => {
    if (!law.data || !hashState) return;
    const target = document.getElementById(hashKind ? `${hashState}-${hashKind}` : 'law-state-heading');
    target?.scrollIntoView({ block: 'start' });
    if (hashKind) target?.focus({ preventScroll: true });
  }, [law.data, hashState, hashKind]);

  const choose = (next: string) => {
    setChosen(next || undefined);
    navigate(next ? `#${next}` : '#', { replace: true });
  };

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="flex items-center gap-3 text-3xl font-semibold text-brand-900">
        <Scale className="h-8 w-8" aria-hidden="true" /> {t('title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <p className="mt-2 text-sm text-slate-700">{t('notAdvice')}</p>
      {law.isPending ? (
        <Card className="mt-6">
          <Spinner label={t('loading')} />
        </Card>
      ) : null}
      {law.isError ? (
        <Card className="mt-6">
          <p role="alert" className="text-slate-800">
            {t('error')}
          </p>
          <Button className="mt-3" variant="outline" onClick={() => law.refetch()}>
            {t('retry')}
          </Button>
        </Card>
      ) : null}
      {law.data ? (
        <>
          <p className="mt-4 text-sm text-slate-700" data-testid="law-reviewed">
            {t('reviewed', {
              date: formatDate(law.data.reviewed),
              share: Math.round(law.data.checkedShare * 100),
            })}
          </p>
          <div className="mt-4 max-w-xs">
            <Label htmlFor={selectId}>{t('chooseState')}</Label>
            <Select id={selectId} value={code ?? ''} onChange={(e) => choose(e.target.value)}>
              <option value="">{t('choosePrompt')}</option>
              {stateOptions(lang, { withDc: true }).map(([c, name]) => (
                <option key={c} value={c}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
          {code ? <StateRows code={code} law={law.data} /> : null}
          <nav aria-label={t('statesNav')} className="mt-8">
            <h2 className="text-lg font-semibold text-slate-900">{t('statesNav')}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {STATE_CODES_WITH_DC.map((c) => (
                <li key={c}>
                  <Link className="underline underline-offset-2" to={`#${c}`} onClick={() => setChosen(c)}>
                    {stateName(c, lang) ?? c}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : null}
    </section>
  );
}
