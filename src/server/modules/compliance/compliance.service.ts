import { desc, eq } from 'drizzle-orm';
import { CONSENT_TEXT_VERSIONS, type Language } from '../../../shared/constants.js';
import type { RecordConsentBody } from '../../../shared/schemas/compliance.js';
import type { Db } from '../../db/open.js';
import { consentRecords } from '../../db/schema/index.js';

import type { UserRow } from '../../db/types.js';

type ConsentRow = typeof consentRecords.$inferSelect;

export interface ConsentView {
  id: number;
  kind: ConsentRow['kind'];
  textVersion: string;
  language: Language;
  createdAt: string;
}

const toView = (r: ConsentRow): ConsentView => ({
  id: r.id,
  kind: r.kind,
  textVersion: r.textVersion,
  language: r.language,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Records the terms and the consent to automated calls and texts, one row each, with the text
 * version, the language, the time, and what proves it later: source, phone number, IP and browser.
 */
export async function recordConsent(
  db: Db,
  user: UserRow,
  body: RecordConsentBody,
  context: { lang: Language; ip: string; userAgent?: string },
): Promise<ConsentView[]> {
  const language = body.language ?? context.lang;
  const details = {
    source: body.source,
    phoneNumber: body.phoneNumber || user.phoneNumber || null,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 300) ?? null,
  };
  const kinds = [
    ...(body.terms ? (['terms'] as const) : []),
    ...(body.automatedContact ? (['automated_contact'] as const) : []),
  ];
  const rows = await db
    .insert(consentRecords)
    .values(
      kinds.map((kind) => ({
        userId: user.id,
        kind,
        textVersion: CONSENT_TEXT_VERSIONS[kind],
        language,
        details,
      })),
    )
    .returning();
  return rows.map(toView);
}

export async function listConsents(db: Db, userId: number): Promise<ConsentView[]> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
  return rows.map(toView);
}
