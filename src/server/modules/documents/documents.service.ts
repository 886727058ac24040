import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import {
  type AnyDocumentFields,
  DOCUMENT_KINDS,
  type DocumentFieldsByKind,
  type DocumentKind,
  type DocumentPreview,
  type DocumentRequest,
  type OfferedDocuments,
  type SavedDocument,
} from '../../../shared/schemas/documents.js';
import type { Db } from '../../db/open.js';
import { caseDocuments } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { message } from '../../lib/messages.js';
import { consume } from '../../lib/rate-limit.js';
import { ownedOr404 } from '../../plugins/auth.js';
import { findCaseById } from '../cases/cases.service.js';
import { findAnalysisSession } from '../situation/situation.service.js';
import {
  type DocumentContext,
  fieldLabel,
  invalidOf,
  merge,
  missingOf,
  offeredFor,
  prefill,
} from './fill.js';
import { composeLetter } from './letters.js';
import { renderPdf } from './pdf.js';

/** Making documents costs a little CPU: guests by address, people by account, as the AI routes. */
export const DOCUMENT_RATE = {
  windowMs: 10 * 60_000,
  pdf: { perIp: 60, perUser: 120 },
  /** A preview follows the form as it is typed, so it may be asked for far more often. */
  preview: { perIp: 600, perUser: 1200 },
} as const;

export async function countUse(
  db: Db,
  what: 'pdf' | 'preview',
  who: { user: UserRow | null; ip: string },
): Promise<void> {
  const limits = DOCUMENT_RATE[what];
  const [key, limit] = who.user
    ? [`documents:${what}:user:${who.user.id}`, limits.perUser]
    : [`documents:${what}:ip:${who.ip}`, limits.perIp];
  await consume(db, { key, limit, windowMs: DOCUMENT_RATE.windowMs });
}

const personName = (user: UserRow | null) =>
  [user?.firstName, user?.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ') || undefined;

/**
 * What the person's own case or analysis says, for pre-filling. Either names a record of theirs;
 * another person's (or a guest naming one) answers 404 / 401 as every owned record does.
 */
export async function contextOf(
  db: Db,
  user: UserRow | null,
  ids: { caseId?: number; sessionId?: number },
): Promise<DocumentContext | null> {
  if (ids.caseId === undefined && ids.sessionId === undefined) {
    return user
      ? { text: '', homeState: user.state ?? undefined, senderName: personName(user), issues: [] }
      : null;
  }
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (ids.caseId !== undefined) {
    const row = ownedOr404(await findCaseById(db, ids.caseId), user);
    return {
      text: row.originalDescription,
      state: row.state ?? undefined,
      homeState: user.state ?? undefined,
      senderName: personName(user),
      issues: Array.isArray(row.legalIssue) ? row.legalIssue : [row.legalIssue],
    };
  }
  const session = await findAnalysisSession(db, user.id, ids.sessionId as number);
  return {
    text: session.enhancedSituation ?? session.originalSituation,
    homeState: user.state ?? undefined,
    senderName: personName(user),
    issues: [],
  };
}

/** A context without a case or analysis holds no matter: every document fits it. */
const matterOf = (ctx: DocumentContext | null) => (ctx?.text ? ctx : null);

interface Prepared {
  preview: DocumentPreview;
  /** Complete and valid fields, when the document can be made. */
  complete?: DocumentFieldsByKind[DocumentKind];
  invalid?: string;
}

/** The merged fields, what is missing, whether the kind fits, and the letter's text. */
export function prepare(
  kind: DocumentKind,
  lang: Language,
  ctx: DocumentContext | null,
  sent: AnyDocumentFields | undefined,
  now: Date,
): Prepared {
  const fields = merge(kind, prefill(kind, ctx, lang), sent);
  const missing = missingOf(kind, fields);
  const { offered, reason } = offeredFor(kind, matterOf(ctx), lang);
  const invalid = missing.length ? undefined : invalidOf(kind, fields);
  const base = { kind, language: lang, fields, missing, offered, notOfferedReason: reason };
  if (missing.length || invalid) {
    return {
      invalid,
      preview: {
        ...base,
        title: message(lang, `doc.title.${kind}`),
        suggestLawyer: false,
        rule: null,
        blocks: [],
      },
    };
  }
  const complete = fields as DocumentFieldsByKind[DocumentKind];
  const letter = composeLetter(kind, complete, lang, now);
  return {
    complete,
    preview: {
      ...base,
      title: letter.title,
      suggestLawyer: letter.suggestLawyer,
      rule: letter.rule,
      blocks: letter.blocks,
    },
  };
}

/** The PDF of a request, or a 400 naming the first missing or invalid field, in the caller's language. */
export async function makeDocument(
  db: Db,
  user: UserRow | null,
  request: DocumentRequest,
  callerLang: Language,
  now: Date,
): Promise<{ pdf: Buffer; preview: DocumentPreview }> {
  const ctx = await contextOf(db, user, request);
  const { preview, invalid } = prepare(request.kind, request.language, ctx, request.fields, now);
  const first = preview.missing[0];
  if (first) {
    const label = fieldLabel(first, callerLang);
    throw new AppError('VALIDATION', message(callerLang, 'doc.missing', { field: first, label }), first);
  }
  if (invalid) {
    const label = fieldLabel(invalid, callerLang);
    throw new AppError('VALIDATION', message(callerLang, 'doc.invalid', { field: invalid, label }), invalid);
  }
  if (!preview.offered) throw new AppError('VALIDATION', message(callerLang, 'doc.notOffered'), 'kind');
  const pdf = await renderPdf({
    title: preview.title,
    language: request.language,
    blocks: preview.blocks,
    now,
  });
  return { pdf, preview };
}

export async function previewDocument(
  db: Db,
  user: UserRow | null,
  request: DocumentRequest,
  now: Date,
): Promise<DocumentPreview> {
  const ctx = await contextOf(db, user, request);
  return prepare(request.kind, request.language, ctx, request.fields, now).preview;
}

export async function offeredDocuments(
  db: Db,
  user: UserRow | null,
  ids: { caseId?: number; sessionId?: number },
  lang: Language,
): Promise<OfferedDocuments> {
  const ctx = await contextOf(db, user, ids);
  const matter = matterOf(ctx);
  return {
    kinds: DOCUMENT_KINDS.map((kind) => ({ kind, ...offeredFor(kind, matter, lang) })),
    fields: Object.fromEntries(
      DOCUMENT_KINDS.map((kind) => [kind, prefill(kind, ctx, lang)]),
    ) as OfferedDocuments['fields'],
  };
}

/** A file name a person recognizes: the kind and the letter's date. */
export function fileNameOf(kind: DocumentKind, lang: Language, now: Date): string {
  return `${kind}-${lang}-${now.toISOString().slice(0, 10)}.pdf`;
}

type SavedRow = typeof caseDocuments.$inferSelect;
const toSaved = (row: SavedRow): SavedDocument => ({
  id: row.id,
  kind: row.kind,
  language: row.language,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The person's own case, or 404 (admins included: a saved letter is the client's alone). */
async function ownCase(db: Db, user: UserRow, caseId: number) {
  return ownedOr404(await findCaseById(db, caseId), user);
}

export async function saveDocument(
  db: Db,
  user: UserRow,
  caseId: number,
  body: Omit<DocumentRequest, 'caseId'>,
  callerLang: Language,
  now: Date,
): Promise<SavedDocument> {
  await ownCase(db, user, caseId);
  const { pdf, preview } = await makeDocument(db, user, { ...body, caseId }, callerLang, now);
  const [row] = await db
    .insert(caseDocuments)
    .values({
      userId: user.id,
      caseId,
      kind: preview.kind,
      language: preview.language,
      title: preview.title,
      fields: preview.fields,
      pdf,
      createdAt: now,
    })
    .returning();
  return toSaved(row as SavedRow);
}

export async function listDocuments(db: Db, user: UserRow, caseId: number): Promise<SavedDocument[]> {
  await ownCase(db, user, caseId);
  const rows = await db
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), eq(caseDocuments.userId, user.id)))
    .orderBy(desc(caseDocuments.createdAt), desc(caseDocuments.id));
  return rows.map(toSaved);
}

export async function findDocument(
  db: Db,
  user: UserRow,
  caseId: number,
  documentId: number,
): Promise<SavedRow> {
  await ownCase(db, user, caseId);
  const [row] = await db
    .select()
    .from(caseDocuments)
    .where(
      and(
        eq(caseDocuments.id, documentId),
        eq(caseDocuments.caseId, caseId),
        eq(caseDocuments.userId, user.id),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function deleteDocument(
  db: Db,
  user: UserRow,
  caseId: number,
  documentId: number,
): Promise<void> {
  const row = await findDocument(db, user, caseId, documentId);
  await db.delete(caseDocuments).where(eq(caseDocuments.id, row.id));
}
