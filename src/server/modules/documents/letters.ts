import { type Language, LOCALES } from '../../../shared/constants.js';
import type {
  CaseSummaryFields,
  DebtValidationFields,
  DepositDemandFields,
  DocumentBlock,
  DocumentFieldsByKind,
  DocumentKind,
  DocumentRule,
  WageDemandFields,
} from '../../../shared/schemas/documents.js';
import type { LawUnit } from '../../../shared/state-law.js';
import { stateName } from '../../../shared/states.js';
import { deadlinesFor, extractFacts, findAmounts } from '../../integrations/ai/offline/index.js';
import { type MessageKey, message } from '../../lib/messages.js';
import { dayOf, periodEnd, replyByOf, validationEndOf } from './dates.js';
import { DEBT_CITATION, finalPayKind, ruleOf, startsAtOf, wageAgencyOf } from './law.js';

/** A letter as text: its blocks, the rule it relies on, and whether a lawyer should look at it. */
export interface Letter {
  title: string;
  blocks: DocumentBlock[];
  rule: DocumentRule | null;
  suggestLawyer: boolean;
}

type Text = (key: MessageKey, values?: Record<string, string | number>) => string;

function textOf(lang: Language): Text {
  // The catalog's placeholders are checked by the keys' own tests (locales.test.ts).
  return (key, values) => (message as (l: Language, k: MessageKey, v?: object) => string)(lang, key, values);
}

export function formatDay(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatMoney(amount: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'USD' }).format(amount);
}

function formatNumber(n: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(n);
}

const linesOf = (text: string) =>
  text
    .split(/\r?\n|,\s*(?=\S)/)
    .map((l) => l.trim())
    .filter(Boolean);

/** An address typed on one line ("12 Elm St, Santa Fe, NM 87501") is set on its lines. */
function addressLines(name: string | undefined, address: string | undefined): string[] {
  const lines = name ? [name] : [];
  if (!address) return lines;
  const parts = address.includes('\n') ? address.split(/\r?\n/).map((l) => l.trim()) : linesOf(address);
  // "Santa Fe, NM 87501": the city stays with its state and ZIP code.
  const joined: string[] = [];
  for (const part of parts.filter(Boolean)) {
    const last = joined.length - 1;
    if (last >= 1 && /^[A-Z]{2}(\s+\d{5}(-\d{4})?)?$/.test(part)) joined[last] = `${joined[last]}, ${part}`;
    else joined.push(part);
  }
  return [...lines, ...joined];
}

/** "within 30 days", "immediately", "no later than the next regular payday". */
function timingOf(value: number, unit: LawUnit, t: Text): string {
  if (value === 0) return t('doc.timing.now');
  if (unit === 'paydays' && value === 1) return t('doc.timing.payday');
  return t('doc.timing.within', { period: t(`doc.period.${unit}` as MessageKey, { n: value }) });
}

function closing(name: string | undefined, t: Text): DocumentBlock[] {
  return [
    { type: 'signature', lines: [t('doc.sincerely'), '', '', name ?? ''] },
    { type: 'notice', lines: [t('doc.notice')] },
  ];
}

function depositLetter(f: DepositDemandFields, lang: Language, today: string): Letter {
  const t = textOf(lang);
  const state = stateName(f.state, lang) ?? f.state;
  const amount = formatMoney(f.depositAmount, lang);
  const rule = ruleOf(f.state, 'deposit');
  const paragraphs = [
    t('doc.deposit.facts', { property: f.propertyAddress, moveOut: formatDay(f.moveOutDate, lang), amount }),
  ];
  if (rule && rule.value !== null) {
    const start = startsAtOf(f.state, 'deposit');
    const startText = start === 'moveOut' || start === 'moveOutAndAddress' ? t(`doc.start.${start}`) : '';
    const timing = timingOf(rule.value, rule.unit as LawUnit, t);
    let text = t('doc.deposit.rule', { cite: rule.citation, state, timing, start: startText }).replace(
      ' .',
      '.',
    );
    const end = periodEnd(f.moveOutDate, rule.value, rule.unit as LawUnit);
    if (end)
      text += ` ${t(end >= today ? 'doc.deposit.ruleEnds' : 'doc.deposit.ruleEnded', { date: formatDay(end, lang) })}`;
    paragraphs.push(text);
  } else {
    let text = t('doc.deposit.ruleOpen', { state });
    if (rule?.citation) text += ` ${t('doc.deposit.ruleOpenCite', { cite: rule.citation })}`;
    paragraphs.push(text);
  }
  const penalty = ruleOf(f.state, 'depositPenalty');
  if (penalty?.value != null && penalty.unit === 'times') {
    paragraphs.push(
      t('doc.deposit.penalty', { times: formatNumber(penalty.value, lang), cite: penalty.citation }),
    );
  } else if (penalty?.citation && penalty.reason !== 'noStatute') {
    paragraphs.push(t('doc.deposit.penaltyOpen', { cite: penalty.citation }));
  }
  paragraphs.push(t('doc.deposit.demand', { amount, replyBy: formatDay(replyByOf(today), lang) }));
  paragraphs.push(t('doc.deposit.next'));
  return {
    title: t('doc.title.deposit-demand'),
    rule,
    suggestLawyer: !rule || rule.value === null,
    blocks: [
      { type: 'sender', lines: addressLines(f.senderName, f.senderAddress) },
      { type: 'date', lines: [formatDay(today, lang)] },
      { type: 'recipient', lines: addressLines(f.recipientName, f.recipientAddress) },
      { type: 'subject', lines: [t('doc.deposit.subject', { property: f.propertyAddress })] },
      ...paragraphs.map((p): DocumentBlock => ({ type: 'paragraph', lines: [p] })),
      ...closing(f.senderName, t),
    ],
  };
}

function wageLetter(f: WageDemandFields, lang: Language, today: string): Letter {
  const t = textOf(lang);
  const state = stateName(f.state, lang) ?? f.state;
  const amount = formatMoney(f.amountOwed, lang);
  let facts = t('doc.wage.facts', { employer: f.employerName, periods: f.payPeriods.replace(/[.\s]+$/, '') });
  if (f.separation) facts += ` ${t(`doc.wage.${f.separation}`)}`;
  if (f.lastDayWorked) facts += ` ${t('doc.wage.lastDay', { date: formatDay(f.lastDayWorked, lang) })}`;
  const blocks: DocumentBlock[] = [
    { type: 'sender', lines: addressLines(f.senderName, f.senderAddress) },
    { type: 'date', lines: [formatDay(today, lang)] },
    { type: 'recipient', lines: addressLines(f.employerName, f.employerAddress) },
    { type: 'subject', lines: [t('doc.wage.subject')] },
    { type: 'paragraph', lines: [facts] },
    {
      type: 'list',
      lines: [
        t('doc.wage.hours', { hours: formatNumber(f.hoursWorked, lang) }),
        t('doc.wage.rate', { rate: formatMoney(f.hourlyRate, lang) }),
        t('doc.wage.owed', { amount }),
      ],
    },
  ];
  const kind = finalPayKind(f.separation);
  const rule = kind ? ruleOf(f.state, kind) : null;
  if (kind && rule && rule.value !== null) {
    const timing = timingOf(rule.value, rule.unit as LawUnit, t);
    const key = kind === 'wagesFinalFired' ? 'doc.wage.ruleFired' : 'doc.wage.ruleQuit';
    let text = t(key, { cite: rule.citation, state, timing });
    const end =
      f.lastDayWorked && startsAtOf(f.state, kind) === 'separation'
        ? periodEnd(f.lastDayWorked, rule.value, rule.unit as LawUnit)
        : undefined;
    if (end) text += ` ${t('doc.wage.ruleDate', { date: formatDay(end, lang) })}`;
    blocks.push({ type: 'paragraph', lines: [text] });
  } else if (kind) {
    blocks.push({ type: 'paragraph', lines: [t('doc.wage.ruleOpen', { state })] });
  }
  const agency = wageAgencyOf(f.state);
  blocks.push({
    type: 'paragraph',
    lines: [t('doc.wage.demand', { amount, replyBy: formatDay(replyByOf(today), lang) })],
  });
  blocks.push({
    type: 'paragraph',
    lines: [agency ? t('doc.wage.agency', { agency }) : t('doc.wage.agencyNone')],
  });
  return {
    title: t('doc.title.wage-demand'),
    rule,
    suggestLawyer: Boolean(kind) && (!rule || rule.value === null),
    blocks: [...blocks, ...closing(f.senderName, t)],
  };
}

function debtLetter(f: DebtValidationFields, lang: Language, today: string): Letter {
  const t = textOf(lang);
  const end = validationEndOf(f.noticeDate);
  const subject = [t('doc.debt.subject')];
  if (f.accountNumber) subject.push(t('doc.debt.account', { account: f.accountNumber }));
  const inTime = today <= end;
  const blocks: DocumentBlock[] = [
    { type: 'sender', lines: addressLines(f.senderName, f.senderAddress) },
    { type: 'date', lines: [formatDay(today, lang)] },
    { type: 'recipient', lines: addressLines(f.collectorName, f.collectorAddress) },
    { type: 'subject', lines: subject },
    {
      type: 'paragraph',
      lines: [
        t('doc.debt.facts', {
          noticeDate: formatDay(f.noticeDate, lang),
          amount: formatMoney(f.amountClaimed, lang),
        }),
      ],
    },
    {
      type: 'paragraph',
      lines: [
        `${t('doc.debt.dispute')} ${t(inTime ? 'doc.debt.window' : 'doc.debt.windowLate', { end: formatDay(end, lang) })}`,
      ],
    },
    { type: 'paragraph', lines: [t('doc.debt.ask')] },
    {
      type: 'list',
      lines: [
        t('doc.debt.ask.creditor'),
        t('doc.debt.ask.itemized'),
        t('doc.debt.ask.proof'),
        t('doc.debt.ask.license'),
      ],
    },
  ];
  if (inTime) blocks.push({ type: 'paragraph', lines: [t('doc.debt.stop')] });
  if (f.ceaseContact) blocks.push({ type: 'paragraph', lines: [t('doc.debt.cease')] });
  blocks.push({ type: 'paragraph', lines: [t('doc.debt.noAdmission')] });
  return {
    title: t('doc.title.debt-validation'),
    rule: { state: 'US', value: 30, unit: 'days', citation: DEBT_CITATION },
    suggestLawyer: false,
    blocks: [...blocks, ...closing(f.senderName, t)],
  };
}

function summary(f: CaseSummaryFields, lang: Language, today: string, now: Date): Letter {
  const t = textOf(lang);
  const state = stateName(f.state, lang) ?? f.state;
  const facts = extractFacts(f.situation);
  const amounts = findAmounts(f.situation).map((a) => formatMoney(a.cents / 100, lang));
  const deadlines = deadlinesFor({
    claims: facts.claims,
    state: f.state,
    folded: facts.folded,
    lang,
    today: now,
  });
  const listOr = (lines: string[]): DocumentBlock =>
    lines.length ? { type: 'list', lines } : { type: 'paragraph', lines: [t('doc.summary.none')] };
  const section = (heading: MessageKey, body: DocumentBlock): DocumentBlock[] => [
    { type: 'subject', lines: [t(heading)] },
    body,
  ];
  const textOr = (text: string | undefined): DocumentBlock =>
    text
      ? { type: 'paragraph', lines: text.split(/\n{2,}/) }
      : { type: 'paragraph', lines: [t('doc.summary.none')] };
  // Parties, documents and questions: one a line is a list, a single line stays a sentence.
  const itemsOr = (text: string | undefined): DocumentBlock => {
    const items = (text ?? '')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    return items.length > 1 ? { type: 'list', lines: items } : textOr(items[0]);
  };
  const blocks: DocumentBlock[] = [];
  if (f.senderName)
    blocks.push({ type: 'sender', lines: [t('doc.summary.preparedBy', { name: f.senderName })] });
  blocks.push({ type: 'date', lines: [formatDay(today, lang)] });
  blocks.push({ type: 'subject', lines: [t('doc.summary.subject', { state })] });
  blocks.push(
    ...section('doc.summary.what', textOr(f.situation)),
    ...section('doc.summary.dates', listOr(timelineOf(f.situation, facts.times.dates))),
    ...section('doc.summary.amounts', listOr([...new Set(amounts)])),
    ...section('doc.summary.parties', itemsOr(f.parties)),
    ...section('doc.summary.documents', itemsOr(f.documents)),
    ...section(
      'doc.summary.deadlines',
      deadlines.lines.length
        ? { type: 'list', lines: deadlines.lines.map(plain) }
        : { type: 'paragraph', lines: [t('doc.summary.noDeadlines')] },
    ),
    ...section('doc.summary.questions', itemsOr(f.questions)),
    { type: 'notice', lines: [t('doc.notice')] },
  );
  return { title: t('doc.title.case-summary'), rule: null, suggestLawyer: true, blocks };
}

const TIMELINE_SENTENCE = 240;

/**
 * The timeline of a summary: each date the text names, in the order written, beside the sentence
 * that names it ("March 3, 2026: I moved out on March 3, 2026."), so a lawyer sees what happened when.
 */
export function timelineOf(text: string, dates: string[]): string[] {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return dates.map((date) => {
    const found = sentences.find((s) => s.toLowerCase().includes(date.toLowerCase()));
    if (!found || found.toLowerCase() === date.toLowerCase()) return date;
    const sentence =
      found.length > TIMELINE_SENTENCE ? `${found.slice(0, TIMELINE_SENTENCE - 1).trimEnd()}…` : found;
    return `${date}: ${sentence}`;
  });
}

/** Deadline sentences carry Markdown links and emphasis for the chat; a letter wants the words. */
function plain(line: string): string {
  return line
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .trim();
}

/** The letter of a kind from complete, checked fields, dated with the app's clock. */
export function composeLetter<K extends DocumentKind>(
  kind: K,
  fields: DocumentFieldsByKind[K],
  lang: Language,
  now: Date,
): Letter {
  const today = dayOf(now);
  switch (kind) {
    case 'deposit-demand':
      return depositLetter(fields as DepositDemandFields, lang, today);
    case 'wage-demand':
      return wageLetter(fields as WageDemandFields, lang, today);
    case 'debt-validation':
      return debtLetter(fields as DebtValidationFields, lang, today);
    default:
      return summary(fields as CaseSummaryFields, lang, today, now);
  }
}

export function titleOf(kind: DocumentKind, lang: Language): string {
  return message(lang, `doc.title.${kind}`);
}
