import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open.js';
import { analysisSessions, authSessions, consentRecords, rateLimits } from '../../db/schema/index.js';

/** Who the records are about: what tables may key them by. */
export interface Person {
  id: number;
  email: string;
  phoneNumber: string | null;
}

/**
 * One kind of record held about a person: how to list it for the export and how to erase it when
 * they delete their account. Users, attorney profiles and legal cases have their own rules in the
 * services; every other table holding personal data is one line in PERSONAL_RECORDS.
 */
export interface PersonalRecords {
  key: string;
  select(db: Db, person: Person): Promise<Record<string, unknown>[]>;
  /** Runs inside the deletion transaction; returns how many rows it erased or cleared. */
  erase(tx: Db, person: Person): Promise<number>;
}

type Row = Record<string, unknown>;

function without(row: Row, keys: string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
}

/**
 * Rows of `table` matched by `where(person)`. erase 'delete' removes them; an object of column
 * values overwrites those columns instead (for records whose existence must be kept, such as
 * proof that consent was given). `omit` lists secrets never exported, like token hashes.
 */
export function recordsOf(
  key: string,
  table: PgTable,
  where: (person: Person) => SQL | undefined,
  options: { erase: 'delete' | Row; omit?: string[] },
): PersonalRecords {
  const hidden = ['userId', ...(options.omit ?? [])];
  return {
    key,
    async select(db, person) {
      const rows = (await db.select().from(table).where(where(person))) as Row[];
      return rows.map((row) => without(row, hidden));
    },
    async erase(tx, person) {
      const one = { one: sql<number>`1` };
      if (options.erase === 'delete') {
        return (await tx.delete(table).where(where(person)).returning(one)).length;
      }
      return (
        await tx
          .update(table)
          .set(options.erase as never)
          .where(where(person))
          .returning(one)
      ).length;
    },
  };
}

/** Shorthand for the usual case: a table with a user id column. */
export const ownedBy =
  (column: PgColumn) =>
  (person: Person): SQL =>
    eq(column, person.id);

/** Throttling counters whose key names the person (login attempts by e-mail, texts by phone). */
function namingPerson(person: Person): SQL | undefined {
  const parts = [sql`strpos(${rateLimits.key}, ${person.email.toLowerCase()}) > 0`];
  if (person.phoneNumber && person.phoneNumber.replace(/\D/g, '').length >= 7) {
    parts.push(sql`strpos(${rateLimits.key}, ${person.phoneNumber}) > 0`);
  }
  parts.push(eq(rateLimits.key, `privacy-export:${person.id}`));
  return or(...parts);
}

/** Every table with personal data beyond users, attorney profiles and cases. Add new ones here. */
export const PERSONAL_RECORDS: PersonalRecords[] = [
  recordsOf('signInSessions', authSessions, ownedBy(authSessions.userId), {
    erase: 'delete',
    omit: ['tokenHash'],
  }),
  recordsOf('consentRecords', consentRecords, ownedBy(consentRecords.userId), {
    erase: { details: null },
  }),
  recordsOf('analysisSessions', analysisSessions, ownedBy(analysisSessions.userId), { erase: 'delete' }),
  recordsOf('throttlingCounters', rateLimits, namingPerson, { erase: 'delete' }),
];
