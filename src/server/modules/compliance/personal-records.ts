import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open.js';
import {
  analysisSessions,
  attorneyPhotos,
  auditSources,
  authSessions,
  caseDocuments,
  chatMessages,
  chatSessions,
  consentRecords,
  consultationRequests,
  consultations,
  escalations,
  identityLinks,
  mailOutbox,
  payments,
  phoneFreeUsage,
  phoneOwnerships,
  phoneVerifications,
  planSubscriptions,
  rateLimits,
  recoveryCodes,
  secondFactorChallenges,
  smsOptOuts,
  smsOutbox,
  totpCredentials,
  webauthnCredentials,
} from '../../db/schema/index.js';
import { type PhoneOwner, verifiedPhone } from '../../lib/phone.js';

/** Who the records are about: what tables may key them by. */
export interface Person {
  id: number;
  email: string;
  phoneNumber: string | null;
  /**
   * The profile's phone in E.164, as SMS tables store it, when the person verified it: texts from
   * a number they never proved is theirs are not theirs to download or erase. Else null.
   */
  phoneE164: string | null;
}

export function personOf(user: { id: number; email: string } & PhoneOwner): Person {
  return {
    id: user.id,
    email: user.email,
    phoneNumber: user.phoneNumber,
    phoneE164: verifiedPhone(user),
  };
}

/**
 * One kind of record held about a person: how to list it for the export and how to erase it when
 * they delete their account. Users, attorney profiles and legal cases have their own rules in the
 * services; every other table holding personal data is one entry in PERSONAL_RECORDS.
 */
export interface PersonalRecords {
  key: string;
  select(db: Db, person: Person): Promise<Record<string, unknown>[]>;
  /** Runs inside the deletion transaction; returns how many rows it erased, cleared or kept. */
  erase(tx: Db, person: Person): Promise<number>;
}

type Row = Record<string, unknown>;
/**
 * 'delete' removes the rows; an object of column values overwrites those columns instead (for
 * records whose existence must stay, such as proof of consent); 'keep' leaves them, for records
 * the law makes us keep (docs/privacy.md says which and why).
 */
type Erase = 'delete' | 'keep' | Row;

const NONE = sql`false`;

function without(row: Row, keys: string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
}

/** Rows of `table` matched by `where(person)`; `omit` lists secrets never exported (token hashes). */
export function recordsOf(
  key: string,
  table: PgTable,
  where: (person: Person) => SQL | undefined,
  options: { erase: Erase; omit?: string[] },
): PersonalRecords {
  const hidden = ['userId', ...(options.omit ?? [])];
  // A missing condition must never mean "every row".
  const match = (person: Person) => where(person) ?? NONE;
  return {
    key,
    async select(db, person) {
      const rows = (await db.select().from(table).where(match(person))) as Row[];
      return rows.map((row) => without(row, hidden));
    },
    async erase(tx, person) {
      const one = { one: sql<number>`1` };
      if (options.erase === 'keep') {
        return (await tx.select(one).from(table).where(match(person))).length;
      }
      if (options.erase === 'delete') {
        return (await tx.delete(table).where(match(person)).returning(one)).length;
      }
      const set = options.erase as never;
      return (await tx.update(table).set(set).where(match(person)).returning(one)).length;
    },
  };
}

/** The usual case: a table with a user id column. */
const ownedBy =
  (column: PgColumn) =>
  (person: Person): SQL =>
    eq(column, person.id);

/**
 * Rows keyed by a phone number in E.164 (SMS tables) that are the person's: written while the
 * number was theirs (phone_ownerships). Before and after, the same number may be someone else's.
 */
const whileTheirs =
  (phone: PgColumn, at: PgColumn) =>
  (person: Person): SQL =>
    sql`exists (select 1 from ${phoneOwnerships} where ${phoneOwnerships.userId} = ${person.id}
      and ${phoneOwnerships.phoneNumber} = ${phone} and ${at} >= ${phoneOwnerships.startedAt}
      and (${phoneOwnerships.endedAt} is null or ${at} < ${phoneOwnerships.endedAt}))`;

/** Their conversations, SMS ones included: texts land in the conversation of the number's holder. */
const chatSessionsOf = ownedBy(chatSessions.userId);

const chatMessagesOf = (person: Person): SQL =>
  sql`${chatMessages.sessionId} in (select ${chatSessions.id} from ${chatSessions} where ${chatSessionsOf(person)})`;

/** Mail sent to the account's address (addresses are unique among accounts that still exist). */
const mailTo = (person: Person): SQL => sql`lower(${mailOutbox.toAddress}) = ${person.email.toLowerCase()}`;

/** Throttling counters whose key names the person (login attempts by e-mail, texts by phone). */
function countersNaming(person: Person): SQL {
  const parts = [
    sql`strpos(${rateLimits.key}, ${person.email.toLowerCase()}) > 0`,
    eq(rateLimits.key, `privacy-export:${person.id}`),
  ];
  for (const phone of [person.phoneNumber, person.phoneE164]) {
    if (phone && phone.replace(/\D/g, '').length >= 7)
      parts.push(sql`strpos(${rateLimits.key}, ${phone}) > 0`);
  }
  return or(...parts)!;
}

/** Every table with personal data beyond users, attorney profiles and cases. Add new ones here. */
export const PERSONAL_RECORDS: PersonalRecords[] = [
  // The address and browser of their audit entries; the entries and their chain stay (decision 0058).
  recordsOf('auditSources', auditSources, ownedBy(auditSources.userId), {
    erase: {
      nonce: null,
      ip: null,
      userAgent: null,
      erasedAt: sql`coalesce(${auditSources.erasedAt}, now())`,
    },
    omit: ['nonce'],
  }),
  recordsOf('signInSessions', authSessions, ownedBy(authSessions.userId), {
    erase: 'delete',
    omit: ['tokenHash'],
  }),
  // The second factor (decision 0059): the key and the code hashes are secrets, never exported.
  recordsOf('authenticatorApp', totpCredentials, ownedBy(totpCredentials.userId), {
    erase: 'delete',
    omit: ['secret'],
  }),
  recordsOf('recoveryCodes', recoveryCodes, ownedBy(recoveryCodes.userId), {
    erase: 'delete',
    omit: ['codeHash'],
  }),
  recordsOf('secondFactorSignIns', secondFactorChallenges, ownedBy(secondFactorChallenges.userId), {
    erase: 'delete',
    omit: ['keyHash'],
  }),
  // Passkeys: the public keys are no secret but say nothing to their owner; the names and dates do.
  recordsOf('passkeys', webauthnCredentials, ownedBy(webauthnCredentials.userId), {
    erase: 'delete',
    omit: ['publicKey', 'credentialId'],
  }),
  // Which third-party sign-in accounts open this one; erased, the same account elsewhere starts afresh.
  recordsOf('signInLinks', identityLinks, ownedBy(identityLinks.userId), { erase: 'delete' }),
  recordsOf('consentRecords', consentRecords, ownedBy(consentRecords.userId), { erase: { details: null } }),
  recordsOf('analysisSessions', analysisSessions, ownedBy(analysisSessions.userId), { erase: 'delete' }),
  // Letters saved to their cases: the fields they were filled with; the PDF is at its own address.
  recordsOf('savedDocuments', caseDocuments, ownedBy(caseDocuments.userId), {
    erase: 'delete',
    omit: ['pdf'],
  }),
  recordsOf('phoneVerifications', phoneVerifications, ownedBy(phoneVerifications.userId), {
    erase: 'delete',
    omit: ['codeHash'],
  }),
  // Consultations they opened as a client: the conversation below goes with them.
  recordsOf('consultations', consultations, ownedBy(consultations.clientUserId), {
    erase: 'delete',
    omit: ['clientUserId'],
  }),
  // Messages first: they are found through their conversation.
  recordsOf('chatMessages', chatMessages, chatMessagesOf, { erase: 'delete', omit: ['providerSid'] }),
  recordsOf('chatSessions', chatSessions, chatSessionsOf, { erase: 'delete' }),
  recordsOf('smsSent', smsOutbox, whileTheirs(smsOutbox.toNumber, smsOutbox.createdAt), {
    erase: 'delete',
    omit: ['providerSid'],
  }),
  recordsOf('mailSent', mailOutbox, mailTo, { erase: 'delete', omit: ['messageId'] }),
  recordsOf(
    'smsFreeUsage',
    phoneFreeUsage,
    whileTheirs(phoneFreeUsage.phoneNumber, phoneFreeUsage.updatedAt),
    {
      erase: 'delete',
    },
  ),
  recordsOf('smsOptOuts', smsOptOuts, whileTheirs(smsOptOuts.phoneNumber, smsOptOuts.createdAt), {
    erase: 'keep',
    omit: ['providerSid'],
  }),
  recordsOf('consultationRequests', consultationRequests, ownedBy(consultationRequests.userId), {
    // A consultation not yet held cannot be arranged without contact details, so it is canceled.
    erase: {
      phoneNumber: null,
      notes: null,
      status: sql`case when ${consultationRequests.status} in ('pending', 'scheduled') then 'canceled' else ${consultationRequests.status} end`,
    },
  }),
  // The picture itself is served at its own address; the export names its type and version.
  recordsOf('profilePicture', attorneyPhotos, ownedBy(attorneyPhotos.userId), {
    erase: 'delete',
    omit: ['bytes'],
  }),
  recordsOf('escalations', escalations, ownedBy(escalations.userId), { erase: 'keep' }),
  recordsOf('payments', payments, ownedBy(payments.userId), { erase: 'keep', omit: ['providerRef'] }),
  recordsOf('planSubscriptions', planSubscriptions, ownedBy(planSubscriptions.userId), {
    erase: { status: 'canceled', canceledAt: sql`coalesce(${planSubscriptions.canceledAt}, now())` },
    omit: ['providerRef'],
  }),
  recordsOf('throttlingCounters', rateLimits, countersNaming, { erase: 'delete' }),
  // Last: the rows above are found through these periods. Erased, the number is free again.
  recordsOf('phoneNumbers', phoneOwnerships, ownedBy(phoneOwnerships.userId), { erase: 'delete' }),
];
