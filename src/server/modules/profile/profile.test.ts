import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { users } from '../../db/schema/index.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const INTAKE = {
  firstName: 'Lupe',
  lastName: 'Vega',
  phoneNumber: '(505) 555-0123',
  email: 'lupe@example.com',
  zipcode: '87102',
  incidentState: 'New Mexico',
};
const patch = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/api/auth/user/intake', payload: payload as object, headers });

describe('PATCH /api/auth/user/intake', () => {
  it('needs sign-in, whatever the body', async () => {
    expect((await patch(INTAKE)).statusCode).toBe(401);
    expect((await patch({})).statusCode).toBe(401);
  });

  it('copies names, phone, ZIP code and the incident state to the profile', async () => {
    const person = await signUp(t.app, { state: 'TX' });
    const res = await patch({ ...INTAKE, role: 'admin', freeResponsesUsed: 0 }, person.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Lupe',
      lastName: 'Vega',
      phoneNumber: '(505) 555-0123',
      state: 'NM',
      role: 'user',
      email: person.email,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.zipcode).toBe('87102');
  });

  it('accepts the state as a code or a name in any case', async () => {
    const person = await signUp(t.app);
    expect((await patch({ ...INTAKE, incidentState: 'ca' }, person.headers)).json().state).toBe('CA');
    expect((await patch({ ...INTAKE, incidentState: 'north carolina' }, person.headers)).json().state).toBe(
      'NC',
    );
  });

  it('never changes the sign-in e-mail, even to a free or a taken address', async () => {
    const person = await signUp(t.app);
    const other = await signUp(t.app);
    const free = await patch({ ...INTAKE, email: 'brand-new@example.com' }, person.headers);
    expect(free.statusCode).toBe(200);
    expect(free.json().email).toBe(person.email);
    const taken = await patch({ ...INTAKE, email: other.email }, person.headers);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().email).toBe(person.email);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ phoneNumber: '555-01' }, 'phoneNumber'],
    [{ email: 'not-an-email' }, 'email'],
    [{ zipcode: '8710' }, 'zipcode'],
    [{ incidentState: 'Puerto Rico' }, 'incidentState'],
    [{ firstName: '  ' }, 'firstName'],
    [{ lastName: undefined }, 'lastName'],
  ])('answers 400 naming the field for %o', async (change, field) => {
    const person = await signUp(t.app);
    const res = await patch({ ...INTAKE, ...change }, person.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
  });
});
