import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { CASE_STATUS, caseEditProblem, isCaseBought } from '../../../shared/rules/legal-case.js';
import { personName } from '../../../shared/rules/person-name.js';
import type { LegalCase, PatchLegalCaseBody } from '../../../shared/schemas/cases.js';
import type { Db } from '../../db/open.js';
import { legalCases, users } from '../../db/schema/index.js';
import type { LegalCaseRow, UserRow } from '../../db/types.js';
import { message } from '../../lib/messages.js';
import { paidTimes } from '../leads/case-offers.service.js';
import { listingChange, logListingConsent } from '../leads/listing.service.js';
import { toLegalCase } from './case.view.js';

/** The signed-in person's own cases, newest first. */
export async function listUserCases(db: Db, userId: number): Promise<LegalCaseRow[]> {
  return db
    .select()
    .from(legalCases)
    .where(eq(legalCases.userId, userId))
    .orderBy(desc(legalCases.createdAt), desc(legalCases.id));
}

export async function findCaseById(db: Db, id: number): Promise<LegalCaseRow | undefined> {
  const [row] = await db.select().from(legalCases).where(eq(legalCases.id, id));
  return row;
}

/**
 * A case the user may change: their own. Others' cases answer 404 so nobody learns they exist;
 * an admin, who may read any case, gets 403 instead because the case is visible to them.
 */
export function changeableBy(row: LegalCaseRow | undefined, user: UserRow, lang: Language): LegalCaseRow {
  if (!row) throw new AppError('NOT_FOUND');
  if (row.userId !== user.id) throw new AppError(user.role === 'admin' ? 'FORBIDDEN' : 'NOT_FOUND');
  if (isCaseBought(row)) throw new AppError('CONFLICT', message(lang, 'cases.bought'));
  return row;
}

/**
 * Applies a client's edit and listing choice in one transaction, under the row lock: the checks
 * read the locked row, and a listed case's attorney-facing text is scrubbed in the same write as
 * the edit, so a reader on any process sees the old scrubbed text or the new one, never raw text.
 * A purchase that lands first wins and the change is refused with 409.
 */
export async function editCase(
  db: Db,
  input: { caseId: number; user: UserRow; body: PatchLegalCaseBody; lang: Language },
): Promise<LegalCaseRow> {
  const { listedForAttorneys, ...edit } = input.body;
  const lang = input.lang;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(legalCases).where(eq(legalCases.id, input.caseId)).for('update');
    const row = changeableBy(locked, input.user, lang);
    const listed = listedForAttorneys ?? row.listedForAttorneys;
    if (row.removedAt && (listed || listedForAttorneys === false)) {
      throw new AppError('CONFLICT', message(lang, 'leads.boughtListing'));
    }
    const changes = definedOnly(edit);
    const editing = Object.keys(changes).length > 0;
    if (!editing && listedForAttorneys === undefined) return row;
    const merged = { ...row, ...changes };
    // The rules judge an edit; listing alone keeps the case as it is.
    const problem = editing ? caseEditProblem(merged) : null;
    if (problem) throw new AppError('VALIDATION', message(lang, `cases.${problem.problem}`), problem.field);
    const now = new Date();
    const listing =
      listed || listedForAttorneys === false ? listingChange(merged, listed, input.user, lang, now) : {};
    const [updated] = await tx
      .update(legalCases)
      .set({ ...changes, ...listing, updatedAt: now })
      .where(eq(legalCases.id, row.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    if (row.listedForAttorneys !== listed) {
      await logListingConsent(tx, { userId: input.user.id, caseId: row.id, listed, lang });
    }
    return updated;
  });
}

/**
 * Deletes a case its client owns. The not-bought condition is repeated in the statement so a
 * purchase that lands between the check and the delete still wins.
 */
export async function deleteCase(db: Db, row: LegalCaseRow, lang: Language): Promise<void> {
  const deleted = await db
    .delete(legalCases)
    .where(
      and(
        eq(legalCases.id, row.id),
        eq(legalCases.userId, row.userId ?? -1),
        isNull(legalCases.buyerId),
        ne(legalCases.status, CASE_STATUS.assigned),
      ),
    )
    .returning({ id: legalCases.id });
  if (deleted.length === 0) {
    if (!(await findCaseById(db, row.id))) throw new AppError('NOT_FOUND');
    throw new AppError('CONFLICT', message(lang, 'cases.bought'));
  }
}

function definedOnly<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Cases as their client sees them, each with the attorney who bought it, if one did. */
export async function viewCases(db: Db, rows: LegalCaseRow[]): Promise<LegalCase[]> {
  const buyerIds = [...new Set(rows.map((r) => r.buyerId).filter((id): id is number => id !== null))];
  const buyers = buyerIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, buyerIds))
    : [];
  const byId = new Map(buyers.map((b) => [b.id, { name: personName(b, b.email), email: b.email }]));
  const paid = await paidTimes(
    db,
    rows.filter((r) => r.buyerId !== null).map((r) => r.id),
  );
  return rows.map((row) => {
    const buyer = row.buyerId !== null ? byId.get(row.buyerId) : undefined;
    const boughtAt = paid.get(row.id)?.toISOString() ?? null;
    return toLegalCase(row, buyer ? { ...buyer, boughtAt } : null);
  });
}

export { toLegalCase } from './case.view.js';
