import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/open.js';
import { attorneyProfiles, users } from '../../src/server/db/schema/index.js';

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
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
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
