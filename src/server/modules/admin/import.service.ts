import { sql } from 'drizzle-orm';
import { type ZodType, z } from 'zod';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { ATTORNEY_FIELD_COLUMNS, MAX_IMPORT_ROWS } from '../../../shared/rules/admin-import.js';
import {
  type AttorneyImportRow,
  attorneyImportRowSchema,
  type ImportError,
  type ImportResult,
  legalCaseImportRowSchema,
} from '../../../shared/schemas/admin.js';
import { ONE_LINE_ERROR } from '../../../shared/schemas/common.js';
import { US_STATES } from '../../../shared/states.js';
import { type Db, rowsOf } from '../../db/open.js';
import { legalCases } from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import { toE164 } from '../../lib/phone.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { leadFromRecord, RowProblem } from '../leads/lead-import.service.js';

type NewLead = typeof legalCases.$inferInsert;

/** Rows per INSERT statement; each carries its rows as one JSON parameter. */
const INSERT_BATCH = MAX_IMPORT_ROWS;
/** Legal cases go as ordinary parameters: 14 a row keeps 1,000 rows under PostgreSQL's 65,535. */
const CASE_BATCH = 1_000;
const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));
const emailSchema = z.string().email();

/** "100 Gold Ave SW, Albuquerque, NM 87102" → "NM". */
function stateFromAddress(address: string | undefined): string | null {
  const match = /\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/.exec(address ?? '');
  return match?.[1] && STATE_CODES.has(match[1]) ? match[1] : null;
}

function batches<T>(items: T[], size = INSERT_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type ImportRecord = Record<string, unknown>;
interface Parsed<T> {
  /** 1-based, as the person counts the rows of their file. */
  row: number;
  values: T;
}

type ReasonKey = 'admin.importMissing' | 'admin.importInvalid' | 'admin.importNotOneLine';
/** Import field → the file's column it came from, where the two are spelled differently. */
type Columns = Readonly<Record<string, string>>;
const SAME_NAMES: Columns = {};

/** A sentence in the admin's language naming the column at fault (its first path segment). */
function reasonFor(lang: Language, key: ReasonKey, path: readonly PropertyKey[], columns: Columns): string {
  const field = String(path[0] ?? '');
  return message(lang, key, { field: columns[field] ?? (field || '—') });
}

/** Why a row failed its schema, naming the first field at fault, in the admin's language. */
function rowReason(error: z.ZodError, lang: Language, columns: Columns): string {
  const issue = error.issues[0];
  const key = issue?.message === ONE_LINE_ERROR ? 'admin.importNotOneLine' : 'admin.importInvalid';
  return reasonFor(lang, key, issue?.path ?? [], columns);
}

/** Each record checked on its own: the rows that pass, and a failure for each that does not. */
function parseRows<T>(
  schema: ZodType<T>,
  records: ImportRecord[],
  emailField: string,
  lang: Language,
  columns: Columns,
) {
  const rows: Parsed<T>[] = [];
  const errors: ImportError[] = [];
  records.forEach((record, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) rows.push({ row: index + 1, values: parsed.data });
    else {
      const email = typeof record[emailField] === 'string' ? record[emailField] : null;
      errors.push({ row: index + 1, email, reason: rowReason(parsed.error, lang, columns) });
    }
  });
  return { rows, errors };
}

interface Candidate {
  row: number;
  email: string;
  values: AttorneyImportRow;
}

function checkAttorneyRows(rows: Parsed<AttorneyImportRow>[], lang: Language) {
  const errors: ImportError[] = [];
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const { row, values } of rows) {
    const email = values.email?.toLowerCase() ?? null;
    const reason = !values.firstName
      ? reasonFor(lang, 'admin.importMissing', ['firstName'], ATTORNEY_FIELD_COLUMNS)
      : !email
        ? reasonFor(lang, 'admin.importMissing', ['email'], ATTORNEY_FIELD_COLUMNS)
        : !emailSchema.safeParse(email).success
          ? reasonFor(lang, 'admin.importInvalid', ['email'], ATTORNEY_FIELD_COLUMNS)
          : seen.has(email)
            ? message(lang, 'admin.importDuplicateInFile')
            : null;
    if (reason || !email) {
      errors.push({ row, email, reason: reason ?? '' });
      continue;
    }
    seen.add(email);
    candidates.push({ row, email, values });
  }
  return { errors, candidates };
}

/**
 * Imports state-bar rows as approved attorneys without a password, set-based: one INSERT … ON
 * CONFLICT DO NOTHING RETURNING per batch of accounts and one per batch of profiles, in one
 * transaction. An e-mail already in use, or repeated in the request, fails its row and never
 * overwrites an account. Each row is the account and its profile together, or nothing.
 */
export async function importAttorneys(
  db: Db,
  admin: AuditActor,
  records: ImportRecord[],
  lang: Language,
): Promise<ImportResult> {
  const parsed = parseRows(attorneyImportRowSchema, records, 'email', lang, ATTORNEY_FIELD_COLUMNS);
  const { errors, candidates } = checkAttorneyRows(parsed.rows, lang);
  errors.push(...parsed.errors);
  if (candidates.length === 0 && !records.some((r) => r.firstName && r.email)) {
    throw new AppError('VALIDATION', message(lang, 'admin.noAttorneyRows'), 'body');
  }
  const created = await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const batch of batches(candidates)) {
      const accounts = batch.map(({ email, values: v }) => ({
        email,
        first_name: v.firstName ?? null,
        last_name: v.lastName ?? null,
        phone_number: v.phoneNumber ? (toE164(v.phoneNumber) ?? v.phoneNumber) : null,
        state: stateFromAddress(v.officeAddress),
      }));
      // The whole batch travels as one JSON parameter: binding thousands of parameters costs
      // far more than the insert itself.
      const inserted = await tx.execute(sql`
        insert into users (email, role, first_name, last_name, phone_number, state)
        select r.email, 'attorney', r.first_name, r.last_name, r.phone_number, r.state
        from jsonb_to_recordset(${JSON.stringify(accounts)}::jsonb)
          as r(email text, first_name text, last_name text, phone_number text, state text)
        on conflict do nothing
        returning id, email`);
      for (const r of rowsOf<{ id: number; email: string }>(inserted)) ids.set(r.email.toLowerCase(), r.id);
      const profiles = batch
        .filter((c) => ids.has(c.email))
        .map(({ email, values: v }) => ({
          user_id: ids.get(email),
          specialties: v.specialties,
          practice_counties: v.practiceCounties,
          license_number: v.licenseNumber ?? null,
          firm_name: v.firmName ?? null,
          admission_date: v.admissionDate ?? null,
          office_address: v.officeAddress ?? null,
          bar_admissions: v.memberType ? [v.memberType] : [],
        }));
      if (profiles.length === 0) continue;
      await tx.execute(sql`
        insert into attorney_profiles (user_id, status, specialties, practice_counties, license_number,
          firm_name, admission_date, office_address, bar_admissions)
        select r.user_id, 'approved', r.specialties, r.practice_counties, r.license_number,
          r.firm_name, r.admission_date, r.office_address, r.bar_admissions
        from jsonb_to_recordset(${JSON.stringify(profiles)}::jsonb)
          as r(user_id int, specialties jsonb, practice_counties jsonb, license_number text,
               firm_name text, admission_date text, office_address text, bar_admissions jsonb)`);
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'import_attorneys',
      details: { rows: records.length, imported: ids.size },
    });
    return ids;
  });
  for (const c of candidates) {
    if (!created.has(c.email))
      errors.push({ row: c.row, email: c.email, reason: message(lang, 'admin.importEmailTaken') });
  }
  errors.sort((a, b) => a.row - b.row);
  return { successful: created.size, failed: errors.length, errors };
}

/** Imports legal cases tied to the importing admin's account, one multi-row INSERT per batch. */
export async function importLegalCases(
  db: Db,
  admin: AuditActor,
  records: ImportRecord[],
  lang: Language,
): Promise<ImportResult> {
  const { rows, errors } = parseRows(legalCaseImportRowSchema, records, 'clientEmail', lang, SAME_NAMES);
  const values: NewLead[] = [];
  const now = new Date();
  rows.forEach(({ row, values: r }) => {
    const fail = (key: ReasonKey, field: string) =>
      errors.push({ row, email: r.clientEmail ?? null, reason: reasonFor(lang, key, [field], SAME_NAMES) });
    try {
      // The same reading of a row as the marketplace's CSV import: listed, scrubbed, contact kept.
      const lead = leadFromRecord(r, admin.id, lang, now);
      if (lead) values.push(lead);
      else fail('admin.importMissing', r.anonymizedTitle || r.title ? 'description' : 'title');
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      fail('admin.importInvalid', err.field);
    }
  });
  if (
    values.length === 0 &&
    !records.some((r) => (r.anonymizedTitle ?? r.title) && (r.anonymizedDescription ?? r.description))
  ) {
    throw new AppError('VALIDATION', message(lang, 'admin.noCaseRows'), 'body');
  }
  await db.transaction(async (tx) => {
    for (const batch of batches(values, CASE_BATCH)) await tx.insert(legalCases).values(batch);
    await recordAudit(tx, {
      actor: admin,
      action: 'import_legal_cases',
      details: { rows: records.length, imported: values.length },
    });
  });
  errors.sort((a, b) => a.row - b.row);
  return { successful: values.length, failed: errors.length, errors };
}
