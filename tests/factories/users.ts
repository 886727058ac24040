import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/open.js';
import { attorneyProfiles, smsOutbox, users } from '../../src/server/db/schema/index.js';

let counter = 0;

export interface SignedIn {
  id: number;
  email: string;
  password: string;
  token: string;
  /** Headers that authenticate a request as this user. */
  headers: Record<string, string>;
}

/** Registers a person through the API and returns their token. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    state: string;
    phoneNumber: string;
  }> = {},
): Promise<SignedIn> {
  counter += 1;
  const body = {
    email: `person${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    firstName: 'Rosa',
    lastName: 'Martínez',
    state: 'NM',
    ...overrides,
  };
  // Each person registers from their own address, as people do, so suites that create many people
  // stay under the per-IP registration limit that the server really applies.
  const remoteAddress = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body, remoteAddress });
  if (res.statusCode !== 201) throw new Error(`signUp failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json();
  return {
    id: user.id,
    email: body.email,
    password: body.password,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** Registers a person and gives them a role (attorneys get an approved profile). */
export async function signUpAs(
  app: FastifyInstance,
  db: Db,
  role: 'user' | 'attorney' | 'admin',
  overrides: Parameters<typeof signUp>[1] = {},
): Promise<SignedIn> {
  const person = await signUp(app, overrides);
  if (role !== 'user') {
    await db.update(users).set({ role }).where(eq(users.id, person.id));
  }
  if (role === 'attorney') {
    await db.insert(attorneyProfiles).values({ userId: person.id, status: 'approved' });
  }
  return person;
}

/** The code in the latest text sent to a number (the console transport keeps it in the outbox). */
export async function lastCodeTextedTo(db: Db, phoneE164: string): Promise<string> {
  const [row] = await db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.toNumber, phoneE164))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = row?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was texted to ${phoneE164}`);
  return code;
}

/** Verifies the phone on a person's profile as they would: ask for a code, type it in. */
export async function verifyPhone(app: FastifyInstance, db: Db, person: SignedIn, phoneE164: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/auth/phone-verification',
    headers: person.headers,
  });
  if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.statusCode} ${sent.body}`);
  const code = await lastCodeTextedTo(db, phoneE164);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/phone-verification/confirm',
    headers: person.headers,
    payload: { code },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`code refused: ${confirmed.statusCode} ${confirmed.body}`);
}

let attorneySeq = 0;

/**
 * An attorney as the signup leaves one: a user with role attorney and a pending profile, and no
 * password unless one is given.
 */
export async function createPendingAttorney(
  db: Db,
  overrides: Partial<{
    email: string;
    firstName: string;
    preferredLanguage: 'en' | 'es';
    passwordHash: string;
  }> = {},
): Promise<{ id: number; email: string }> {
  attorneySeq += 1;
  const email = overrides.email ?? `attorney${attorneySeq}-${Date.now()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      role: 'attorney',
      firstName: overrides.firstName ?? 'Lucía',
      lastName: 'Herrera',
      state: 'NM',
      preferredLanguage: overrides.preferredLanguage ?? 'en',
      passwordHash: overrides.passwordHash ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('attorney not created');
  await db.insert(attorneyProfiles).values({
    userId: row.id,
    status: 'pending',
    licenseNumber: `NM-${10000 + attorneySeq}`,
    specialties: ['Family Law'],
  });
  return { id: row.id, email };
}
