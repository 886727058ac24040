import { parse } from 'csv-parse/browser/esm/sync';

/** Admin attorney list page size (spec §9). */
export const ADMIN_PAGE_SIZE = 50;
/** Rows one import request may carry; the dialog sends bigger files in chunks of this size. */
export const MAX_IMPORT_ROWS = 5_000;
/** Rows per request the dialog sends, so the progress bar moves on a big file. */
export const IMPORT_CHUNK_ROWS = 1_000;

/** The state-bar export's columns (spec §9), spelled as the export spells them. */
export const ATTORNEY_CSV_COLUMNS = [
  'Full_Name',
  'ID',
  'Member_Type',
  'Firm',
  'Firm_Name',
  'Emails',
  'Addmission_Date',
  'Practice_Areas',
  'Practice_Counties',
  'Phone Number',
  'Office_Address',
] as const;

/** The state-bar column each attorney import field is read from: a failure names the file's column. */
export const ATTORNEY_FIELD_COLUMNS: Readonly<Record<string, (typeof ATTORNEY_CSV_COLUMNS)[number]>> = {
  firstName: 'Full_Name',
  lastName: 'Full_Name',
  licenseNumber: 'ID',
  memberType: 'Member_Type',
  firmName: 'Firm_Name',
  email: 'Emails',
  admissionDate: 'Addmission_Date',
  specialties: 'Practice_Areas',
  practiceCounties: 'Practice_Counties',
  phoneNumber: 'Phone Number',
  officeAddress: 'Office_Address',
};

export const LEGAL_CASE_CSV_COLUMNS = [
  'title',
  'description',
  'state',
  'legalIssue',
  'priority',
  'status',
  'isUrgent',
  'aiViabilityScore',
  'aiViabilityReason',
  'minBudget',
  'maxBudget',
  'bidDeadline',
] as const;

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows as CSV text: the header line, then one line per row, quoted where needed. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
}

export const ATTORNEY_CSV_TEMPLATE = toCsv(ATTORNEY_CSV_COLUMNS, [
  [
    'Maria Elena Garcia',
    '123456',
    'Active',
    'Garcia Law',
    'Garcia Law LLC',
    'maria@example.com',
    '2012-05-14',
    'Family Law, Immigration',
    'Bernalillo, Santa Fe',
    '(505) 555-0100',
    '100 Gold Ave SW, Albuquerque, NM 87102',
  ],
]);

export const LEGAL_CASE_CSV_TEMPLATE = toCsv(LEGAL_CASE_CSV_COLUMNS, [
  [
    'Security deposit kept after move-out',
    'A tenant moved out, left the flat clean, and the landlord kept the whole deposit without a list of damages.',
    'NM',
    'Landlord/Tenant',
    'MEDIUM',
    'ACTIVE',
    'false',
    '72',
    'Dates and amounts are clear.',
    '300',
    '900',
    '2026-12-31T23:59:00Z',
  ],
]);

type Record_ = Record<string, string>;
interface Parsed {
  record: Record_;
  line: number;
}

/** Parses CSV text with a header row: quotes, doubled quotes, newlines in quotes, BOM, CRLF. */
export function parseCsvRecords(text: string): Parsed[] {
  const out = parse(text, {
    bom: true,
    columns: (header: string[]) => header.map((h) => h.trim()),
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    trim: true,
    info: true,
  }) as unknown as { record: Record_; info: { lines: number } }[];
  return out.map(({ record, info }) => ({ record, line: info.lines }));
}

/** A list cell ("Family Law, Immigration" or "A; B"): trimmed items, empty ones dropped. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[;,|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const EMAIL = /[^\s,;<>"]+@[^\s,;<>"]+\.[^\s,;<>"]+/;

/** The first e-mail address of an "Emails" cell, lower-cased. */
export function firstEmail(value: string | undefined): string | undefined {
  return EMAIL.exec(value ?? '')?.[0]?.toLowerCase();
}

/** A name's words, with a quoted nickname ("Pepe", “Pepe Luis”, 'Pepe') kept as one word. */
const NAME_WORDS = /"[^"]*"|“[^”]*”|'[^']*'(?=\s|$)|\S+/g;
const isNickname = (word: string) => /^["“'].*["”']$/.test(word) && word.length > 1;

/**
 * "Maria Elena Garcia" → first "Maria", last "Elena Garcia" (split at the first word). A quoted
 * nickname is part of how the person is called, so it goes with the first name wherever it stands:
 * 'José "Pepe" Ramírez' → first 'José "Pepe"', last "Ramírez".
 */
export function splitFullName(full: string | undefined): { firstName?: string; lastName?: string } {
  const words = (full ?? '').trim().replace(/\s+/g, ' ').match(NAME_WORDS) ?? [];
  const [first, ...rest] = words;
  if (!first) return {};
  const nicknames = rest.filter(isNickname);
  const surnames = rest.filter((w) => !isNickname(w));
  const firstName = [first, ...nicknames].join(' ');
  return surnames.length ? { firstName, lastName: surnames.join(' ') } : { firstName };
}

const cell = (r: Record_, key: string) => {
  const v = r[key]?.trim();
  return v ? v : undefined;
};

export interface AttorneyCsvRow {
  firstName?: string;
  lastName?: string;
  licenseNumber?: string;
  memberType?: string;
  email?: string;
  admissionDate?: string;
  specialties: string[];
  practiceCounties: string[];
  phoneNumber?: string;
  officeAddress?: string;
  firmName?: string;
}

export type SkipReason = 'missingName' | 'missingEmail' | 'duplicateEmail';
export interface SkippedRow {
  line: number;
  name: string;
  reason: SkipReason;
}
export interface CsvParseResult<T> {
  rows: T[];
  /** Line of each kept row in the file, in step with rows. */
  lines: number[];
  skipped: SkippedRow[];
}

/** The state-bar CSV as import rows: kept only with a first name and an e-mail, once per e-mail. */
export function parseAttorneyCsv(text: string): CsvParseResult<AttorneyCsvRow> {
  const result: CsvParseResult<AttorneyCsvRow> = { rows: [], lines: [], skipped: [] };
  const seen = new Set<string>();
  for (const { record, line } of parseCsvRecords(text)) {
    const full = cell(record, 'Full_Name') ?? '';
    const row: AttorneyCsvRow = {
      ...splitFullName(full),
      licenseNumber: cell(record, 'ID'),
      memberType: cell(record, 'Member_Type'),
      firmName: cell(record, 'Firm_Name') ?? cell(record, 'Firm'),
      email: firstEmail(record.Emails),
      admissionDate: cell(record, 'Addmission_Date'),
      specialties: splitList(record.Practice_Areas),
      practiceCounties: splitList(record.Practice_Counties),
      phoneNumber: cell(record, 'Phone Number'),
      officeAddress: cell(record, 'Office_Address'),
    };
    const reason: SkipReason | null = !row.firstName
      ? 'missingName'
      : !row.email
        ? 'missingEmail'
        : seen.has(row.email)
          ? 'duplicateEmail'
          : null;
    if (reason) {
      result.skipped.push({ line, name: full || (row.email ?? ''), reason });
      continue;
    }
    seen.add(row.email as string);
    result.rows.push(row);
    result.lines.push(line);
  }
  return result;
}

export type LegalCaseCsvRow = Record_;

/** The legal-case CSV: kept only with a title and a description (either spelling of each). */
export function parseLegalCaseCsv(text: string): CsvParseResult<LegalCaseCsvRow> {
  const result: CsvParseResult<LegalCaseCsvRow> = { rows: [], lines: [], skipped: [] };
  for (const { record, line } of parseCsvRecords(text)) {
    const title = cell(record, 'anonymizedTitle') ?? cell(record, 'title');
    const description = cell(record, 'anonymizedDescription') ?? cell(record, 'description');
    if (!title || !description) {
      result.skipped.push({ line, name: title ?? '', reason: 'missingName' });
      continue;
    }
    const row: Record_ = {};
    for (const [k, v] of Object.entries(record)) if (v.trim()) row[k] = v.trim();
    result.rows.push(row);
    result.lines.push(line);
  }
  return result;
}

/** The spec's isUrgent rule: 'true' in any letter case, or '1'. */
export function urgentFrom(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  return text === 'true' || text === '1';
}

/** Splits a list into pieces of at most size items. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
