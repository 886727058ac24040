import type { Language } from '../../../shared/constants.js';
import {
  type AnyDocumentFields,
  DOCUMENT_FIELD_SCHEMAS,
  DOCUMENT_FIELDS,
  DOCUMENT_LIMITS,
  DOCUMENT_REQUIRED_FIELDS,
  type DocumentKind,
} from '../../../shared/schemas/documents.js';
import { STATE_CODES_WITH_DC } from '../../../shared/states.js';
import { extractFacts, findAmounts, fold } from '../../integrations/ai/offline/index.js';
import { type MessageKey, message } from '../../lib/messages.js';

/** What a case or an analysis tells about the person's matter; all of it their own words. */
export interface DocumentContext {
  text: string;
  /** The state the record itself holds (a case's), when it does. */
  state?: string;
  /** The account's state: used only when neither the record nor its text names one. */
  homeState?: string;
  senderName?: string;
  /** The case's legal issue (or issues), as stored. */
  issues: string[];
}

const DEBT =
  / (?:debts?|debt collectors?|collectors?|collection agenc\w*|collections|deudas?|cobrador\w*|cobranzas?|agencia de cobro)(?= )/;
const DEPOSIT = / (?:deposit|security deposit|deposito|fianza)(?= )/;
const WAGES =
  / (?:wages?|unpaid|paycheck|paychecks|overtime|paid|pay|salario|salarios|sueldo|cheque|horas extra|pago|pagaron|pagan)(?= )/;
const MORTGAGE = / (?:mortgage|foreclosure|foreclose\w*|hipoteca|ejecucion hipotecaria)(?= )/;

function padded(text: string): string {
  return ` ${fold(text)} `;
}

/** Whether a kind fits the matter, and if not, why (in the caller's language). */
export function offeredFor(
  kind: DocumentKind,
  ctx: DocumentContext | null,
  lang: Language,
): { offered: boolean; reason?: string } {
  if (!ctx || kind === 'case-summary') return { offered: true };
  const facts = extractFacts(ctx.text);
  const folded = padded(ctx.text);
  const claims = new Set(facts.claims.map((c) => c.kind));
  const issue = (name: string) => ctx.issues.includes(name);
  let fits: boolean;
  let reason: MessageKey = `doc.notOffered.${kind}`;
  if (kind === 'deposit-demand') {
    const mortgage =
      facts.topic === 'mortgage_foreclosure' || issue('Mortgage Foreclosure') || MORTGAGE.test(folded);
    if (mortgage) reason = 'doc.notOffered.mortgage';
    fits =
      !mortgage &&
      (facts.topic === 'landlord_tenant' ||
        claims.has('deposit') ||
        issue('Landlord/Tenant') ||
        DEPOSIT.test(folded));
  } else if (kind === 'wage-demand') {
    fits =
      facts.topic === 'employment' || claims.has('wages') || issue('Employment Law') || WAGES.test(folded);
  } else {
    fits = DEBT.test(folded);
  }
  return fits ? { offered: true } : { offered: false, reason: message(lang, reason) };
}

/** The amount written nearest after (or just before) a word of `near`, when there is one. */
function amountNear(text: string, near: RegExp): number | undefined {
  const match = near.exec(text);
  if (!match) return undefined;
  const amounts = findAmounts(text).filter(
    (a) => !a.per && a.at >= match.index - 40 && a.at <= match.index + 80,
  );
  const first = amounts.sort((a, b) => Math.abs(a.at - match.index) - Math.abs(b.at - match.index))[0];
  return first ? first.cents / 100 : undefined;
}

/** Sentences of the person's own text that ask something ("Can they keep my deposit?"), as written. */
export function questionsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/[^.!?\n]*\?/g)) {
    const question = match[0].trim().replace(/^["'“(-]+\s*/, '');
    // A question of one or two words ("Why?") says nothing on its own.
    if (question.replace(/^¿/, '').split(/\s+/).length >= 3 && !found.includes(question))
      found.push(question);
  }
  return found.slice(0, 8);
}

/** One item a line, kept within a text field's limit (whole lines only). */
function asLines(items: string[]): string | undefined {
  let out = '';
  for (const item of items) {
    const next = out ? `${out}\n${item}` : item;
    if (next.length > DOCUMENT_LIMITS.text) break;
    out = next;
  }
  return out || undefined;
}

type Facts = ReturnType<typeof extractFacts>;
type Plain<K extends MessageKey> = K extends `${string}{${string}` ? never : K;

/** How the summary names each party and document the text names (typed, so none lacks a text). */
const PARTY_TEXT: Record<Facts['parties'][number], Plain<`doc.party.${string}` & MessageKey>> = {
  landlord: 'doc.party.landlord',
  employer: 'doc.party.employer',
  coworker: 'doc.party.coworker',
  spouse: 'doc.party.spouse',
  ex_partner: 'doc.party.ex_partner',
  children: 'doc.party.children',
  insurance: 'doc.party.insurance',
  other_driver: 'doc.party.other_driver',
  police: 'doc.party.police',
  immigration_authorities: 'doc.party.immigration_authorities',
  lender: 'doc.party.lender',
  contractor: 'doc.party.contractor',
  seller: 'doc.party.seller',
  debt_collector: 'doc.party.debt_collector',
  medical_provider: 'doc.party.medical_provider',
  neighbor: 'doc.party.neighbor',
  notario: 'doc.party.notario',
  court: 'doc.party.court',
};
const EVIDENCE_TEXT: Record<Facts['evidence'][number], Plain<`doc.evidence.${string}` & MessageKey>> = {
  photos: 'doc.evidence.photos',
  messages: 'doc.evidence.messages',
  receipts: 'doc.evidence.receipts',
  witnesses: 'doc.evidence.witnesses',
  written_agreement: 'doc.evidence.written_agreement',
  official_report: 'doc.evidence.official_report',
  medical_records: 'doc.evidence.medical_records',
  pay_records: 'doc.evidence.pay_records',
  notice_document: 'doc.evidence.notice_document',
};

/** The case summary's lists, from what the person's text names: who is involved, what they hold, what they ask. */
function summaryPrefill(text: string, lang: Language): AnyDocumentFields {
  const facts = extractFacts(text);
  const parties = asLines(facts.parties.map((p) => message(lang, PARTY_TEXT[p])));
  const documents = asLines(facts.evidence.map((e) => message(lang, EVIDENCE_TEXT[e])));
  const questions = asLines(questionsIn(text).map((q) => q.slice(0, DOCUMENT_LIMITS.line * 2)));
  return {
    ...(parties ? { parties } : {}),
    ...(documents ? { documents } : {}),
    ...(questions ? { questions } : {}),
  };
}

/**
 * Fields a case or analysis fills: only what it says outright (the state, the person's name, the
 * situation, an amount written next to "deposit"; for the case summary, the parties and documents
 * its words name and the questions it asks), nothing guessed. Labels are in `lang`.
 */
export function prefill(kind: DocumentKind, ctx: DocumentContext | null, lang: Language): AnyDocumentFields {
  if (!ctx) return {};
  const out: AnyDocumentFields = {};
  const facts = extractFacts(ctx.text);
  // The matter's state decides the law: the record's, else the one its text names, else the account's.
  const state = [ctx.state, facts.state, ctx.homeState].find((s) => s && STATE_CODES_WITH_DC.includes(s));
  const wants = new Set<string>(DOCUMENT_FIELDS[kind] as string[]);
  if (ctx.senderName && wants.has('senderName'))
    out.senderName = ctx.senderName.slice(0, DOCUMENT_LIMITS.line);
  if (state && wants.has('state')) out.state = state;
  if (kind === 'case-summary' && ctx.text.trim()) {
    out.situation = ctx.text.trim().slice(0, DOCUMENT_LIMITS.text);
    Object.assign(out, summaryPrefill(ctx.text, lang));
  }
  if (kind === 'deposit-demand') {
    const deposit = amountNear(ctx.text, /deposit|dep[oó]sito|fianza/i);
    if (deposit !== undefined && deposit <= DOCUMENT_LIMITS.money) out.depositAmount = deposit;
  }
  if (kind === 'wage-demand') {
    const rate = findAmounts(ctx.text).find((a) => a.per === 'hour');
    if (rate && rate.cents / 100 <= DOCUMENT_LIMITS.money) out.hourlyRate = rate.cents / 100;
  }
  if (kind === 'debt-validation') {
    const claimed = amountNear(ctx.text, /debt|deuda|collect|cobr/i);
    if (claimed !== undefined && claimed <= DOCUMENT_LIMITS.money) out.amountClaimed = claimed;
  }
  return out;
}

/** The fields of one kind, from the case or analysis first, then what was sent over them. */
export function merge(
  kind: DocumentKind,
  filled: AnyDocumentFields,
  sent: AnyDocumentFields = {},
): AnyDocumentFields {
  const out: Record<string, unknown> = {};
  for (const name of DOCUMENT_FIELDS[kind] as string[]) {
    const value = (sent as Record<string, unknown>)[name] ?? (filled as Record<string, unknown>)[name];
    if (value !== undefined) out[name] = value;
  }
  return out as AnyDocumentFields;
}

export function missingOf(kind: DocumentKind, fields: AnyDocumentFields): string[] {
  return (DOCUMENT_REQUIRED_FIELDS[kind] as string[]).filter(
    (name) => (fields as Record<string, unknown>)[name] === undefined,
  );
}

/** The first field that fails the kind's schema, when one does (missing ones are reported apart). */
export function invalidOf(kind: DocumentKind, fields: AnyDocumentFields): string | undefined {
  const result = DOCUMENT_FIELD_SCHEMAS[kind].safeParse(fields);
  if (result.success) return undefined;
  return String(result.error.issues[0]?.path[0] ?? 'fields');
}

/** A field's name in the person's language ("The landlord's name"); the key's text has no places. */
export const fieldLabel = (name: string, lang: Language) =>
  message(lang, `doc.field.${name}` as 'doc.field.senderName');
