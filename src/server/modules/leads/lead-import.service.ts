import { parse } from 'csv-parse/sync';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import {
  budgetFromInput,
  CASE_BUDGET_MAX,
  CASE_PRIORITIES,
  CASE_STATUS,
} from '../../../shared/rules/legal-case.js';
import { isOneLine } from '../../../shared/rules/one-line.js';
import { stateCodeOf } from '../../../shared/states.js';
import type { Db } from '../../db/open.js';
import { legalCases } from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import { LISTING_BID_WINDOW_MS, scrubForListing } from './listing.service.js';

export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 5000;
const TEXT_MAX = 5000;

type NewLead = typeof legalCases.$inferInsert;
type Row = Record<string, string>;

/** Header names compared without case, spaces or punctuation: 'Anonymized Title' is anonymizedtitle. */
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export class RowProblem extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

function pick(row: Row, ...names: string[]): string {
  for (const n of names) {
    const v = row[key(n)]?.trim();
    if (v) return v;
  }
  return '';
}

function text(value: string, field: string, max = TEXT_MAX): string {
  if (value.length > max) throw new RowProblem(field);
  return value;
}

/** A value that is written on one line wherever it goes (a title, a name in a mail). */
function line(value: string, field: string, max: number): string {
  if (!isOneLine(value)) throw new RowProblem(field);
  return text(value, field, max);
}

function integerIn(value: string, field: string, min: number, max: number, fallback: number): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new RowProblem(field);
  return n;
}

function budget(value: string, field: string): number {
  const n = budgetFromInput(value);
  if (!Number.isInteger(n) || n < 0 || n > CASE_BUDGET_MAX) throw new RowProblem(field);
  return n;
}

function dateOr(value: string, field: string, fallback: Date): Date {
  if (!value) return fallback;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new RowProblem(field);
  return d;
}

function issues(value: string): string | string[] {
  const list = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 10);
  if (list.length === 0) return 'Other';
  return list.length === 1 ? (list[0] as string) : list;
}

/**
 * One CSV row as a lead tied to the importing admin, or null when it has no title or no
 * description (the spec's rule: such a row is not kept). Any other bad value throws RowProblem.
 * Both column sets are read: the import row's (anonymizedTitle …, clientName …) and the admin
 * dialog's (title, description, status, aiViabilityScore …).
 */
function toLead(row: Row, adminId: number, lang: Language, now: Date): NewLead | null {
  const title = pick(row, 'anonymizedTitle', 'title');
  const description = pick(row, 'anonymizedDescription', 'description');
  const original = pick(row, 'originalDescription', 'description', 'anonymizedDescription');
  if (!title || !description) return null;
  const stateText = pick(row, 'state');
  const state = stateText ? stateCodeOf(stateText) : null;
  if (state === undefined || state === 'DC') throw new RowProblem('state');
  const priority = (pick(row, 'priority') || 'MEDIUM').toUpperCase();
  if (!(CASE_PRIORITIES as readonly string[]).includes(priority)) throw new RowProblem('priority');
  const status = (pick(row, 'status') || CASE_STATUS.active).toUpperCase();
  if (status !== CASE_STATUS.active) throw new RowProblem('status');
  const minBudget = budget(pick(row, 'minBudget'), 'minBudget');
  const maxBudget = budget(pick(row, 'maxBudget'), 'maxBudget');
  if (minBudget > maxBudget) throw new RowProblem('minBudget');
  const contactName = line(pick(row, 'clientName'), 'clientName', 200) || null;
  const contactEmail = line(pick(row, 'clientEmail'), 'clientEmail', 254) || null;
  if (contactEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contactEmail)) throw new RowProblem('clientEmail');
  const scrubbed = scrubForListing(
    {
      anonymizedTitle: line(title, 'anonymizedTitle', 200),
      anonymizedDescription: text(description, 'description'),
      aiViabilityReason: text(pick(row, 'aiViabilityReason'), 'aiViabilityReason', 1000),
    },
    contactName ? contactName.split(/\s+/) : [],
    lang,
  );
  return {
    userId: adminId,
    ...scrubbed,
    originalDescription: text(original, 'originalDescription'),
    legalIssue: issues(text(pick(row, 'legalIssue'), 'legalIssue', 500)),
    priority: priority as NewLead['priority'],
    isUrgent: /^(true|1)$/i.test(pick(row, 'isUrgent')),
    aiViabilityScore: integerIn(pick(row, 'aiViabilityScore'), 'aiViabilityScore', 0, 100, 0),
    minBudget,
    maxBudget,
    state,
    status: CASE_STATUS.active,
    bidDeadline: dateOr(
      pick(row, 'bidDeadline'),
      'bidDeadline',
      new Date(now.getTime() + LISTING_BID_WINDOW_MS),
    ),
    contactName,
    contactPhone: line(pick(row, 'clientPhone'), 'clientPhone', 40) || null,
    contactEmail,
    listedForAttorneys: true,
    listedAt: now,
  };
}

/**
 * A row that arrived as JSON (the admin dialog parses the CSV in the browser) read like a CSV
 * row: header names normalised, lists joined with commas, every value as text.
 */
export function leadFromRecord(
  record: Record<string, unknown>,
  adminId: number,
  lang: Language,
  now = new Date(),
): NewLead | null {
  const row: Row = {};
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined || value === null) continue;
    row[key(name)] = Array.isArray(value) ? value.map(String).join(', ') : String(value);
  }
  return toLead(row, adminId, lang, now);
}

function parseRows(csv: string, lang: Language): Row[] {
  try {
    return parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map(key),
      skip_empty_lines: true,
      trim: true,
    }) as Row[];
  } catch (err) {
    throw new AppError('VALIDATION', message(lang, 'leads.csvInvalid'), 'csvFile', { cause: err });
  }
}

/**
 * Imports a whole file or nothing: rows without a title or description are skipped and counted as
 * failed (spec); any other bad value refuses the file naming the row, so a half-imported file
 * never has to be found and cleaned up.
 */
export async function importLeadsCsv(
  db: Db,
  input: { csv: string; adminId: number; lang: Language },
): Promise<{ successful: number; failed: number }> {
  const rows = parseRows(input.csv, input.lang);
  if (rows.length > CSV_MAX_ROWS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      message(input.lang, 'leads.csvTooLarge', { max: CSV_MAX_ROWS }),
      'csvFile',
    );
  }
  const now = new Date();
  const leads: NewLead[] = [];
  rows.forEach((row, i) => {
    try {
      const lead = toLead(row, input.adminId, input.lang, now);
      if (lead) leads.push(lead);
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      // Row 1 is the header, so the first data row is row 2, as a spreadsheet numbers it.
      const values = { row: i + 2, field: err.field };
      throw new AppError('VALIDATION', message(input.lang, 'leads.csvRow', values), 'csvFile');
    }
  });
  if (leads.length === 0) throw new AppError('VALIDATION', message(input.lang, 'leads.csvNoRows'), 'csvFile');
  await db.transaction(async (tx) => {
    for (let i = 0; i < leads.length; i += 500) await tx.insert(legalCases).values(leads.slice(i, i + 500));
  });
  return { successful: leads.length, failed: rows.length - leads.length };
}
