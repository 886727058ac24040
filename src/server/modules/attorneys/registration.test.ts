import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/factories/users.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import { ATTORNEY_SPECIALTIES } from '../../../shared/rules/attorney-signup.js';
import { ATTORNEY_SIGNUP_ERRORS } from '../../../shared/schemas/attorney-registration.js';
import { attorneyProfiles, users } from '../../db/schema/index.js';
import { message, textOrKey } from '../../lib/messages.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let seq = 0;
/** A fresh address per request, so the per-IP registration limit only bites where a test wants it. */
let ips = 0;
const freshIp = () => {
  ips += 1;
  return `10.77.${Math.floor(ips / 250)}.${(ips % 250) + 1}`;
};

function application(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    email: `counsel${seq}@example.com`,
    firstName: 'Elena',
    lastName: 'Vargas',
    phoneNumber: '505 555 0199',
    state: 'NM',
    licenseNumber: 'NM-12345',
    education: 'J.D., University of New Mexico School of Law',
    experience: 12,
    hourlyRate: 175,
    bio: 'Tenant and family law attorney serving Albuquerque and Santa Fe for twelve years.',
    barAdmissions: 'New Mexico; Texas, District of Columbia',
    specialties: ['Family Law', 'Real Estate'],
    ...overrides,
  };
}

const register = (body: unknown, lang: 'en' | 'es' = 'en', remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register-attorney',
    headers: { 'accept-language': lang },
    payload: body as object,
    remoteAddress,
  });

async function stored(email: string) {
  const [row] = await t.db
    .select({ user: users, profile: attorneyProfiles })
    .from(users)
    .leftJoin(attorneyProfiles, eq(attorneyProfiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

const countByEmail = async (email: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0]?.n ?? 0;

describe('POST /api/register-attorney', () => {
  it('creates a pending attorney with every field stored and no password', async () => {
    const body = application({ email: '  Elena.Vargas@Example.COM ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: message('en', 'attorneySignup.submitted'),
      attorneyStatus: 'pending',
    });
    expect(res.json()).not.toHaveProperty('token');
    expect(res.headers['set-cookie']).toBeUndefined();

    const row = await stored('elena.vargas@example.com');
    expect(row?.user).toMatchObject({
      email: 'elena.vargas@example.com',
      role: 'attorney',
      passwordHash: null,
      firstName: 'Elena',
      lastName: 'Vargas',
      phoneNumber: '505 555 0199',
      state: 'NM',
      preferredLanguage: 'en',
    });
    expect(row?.profile).toMatchObject({
      status: 'pending',
      specialties: ['Family Law', 'Real Estate'],
      experienceYears: 12,
      hourlyRateCents: 17_500,
      education: 'J.D., University of New Mexico School of Law',
      barAdmissions: ['New Mexico', 'Texas', 'District of Columbia'],
      bio: body.bio,
      licenseNumber: 'NM-12345',
      liveNow: false,
    });
  });

  it('answers in Spanish and keeps Spanish as the preferred language of a Spanish caller', async () => {
    const body = application();
    const res = await register(body, 'es');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(message('es', 'attorneySignup.submitted'));
    expect(res.json().message).toMatch(/revisión/);
    expect((await stored(body.email))?.user.preferredLanguage).toBe('es');
  });

  it('defaults: experience 0 and hourly rate $150 when left out; cents kept from a rate with cents', async () => {
    const { experience: _e, hourlyRate: _h, ...rest } = application();
    expect((await register(rest)).statusCode).toBe(201);
    expect((await stored(rest.email))?.profile).toMatchObject({
      experienceYears: 0,
      hourlyRateCents: 15_000,
    });

    const withCents = application({ hourlyRate: '99.95', experience: '7' });
    expect((await register(withCents)).statusCode).toBe(201);
    expect((await stored(withCents.email))?.profile).toMatchObject({
      experienceYears: 7,
      hourlyRateCents: 9995,
    });
  });

  it('non-numeric experience becomes 0 and is accepted; a non-numeric rate becomes 0 and is refused', async () => {
    const years = application({ experience: 'many' });
    expect((await register(years)).statusCode).toBe(201);
    expect((await stored(years.email))?.profile?.experienceYears).toBe(0);

    const rate = application({ hourlyRate: 'a lot' });
    const res = await register(rate);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'hourlyRate',
      message: 'hourlyRate: Hourly rate must be at least $50',
    });
  });

  it('ignores a specialty named twice and keeps the order they were added in', async () => {
    const body = application({ specialties: ['Tax Law', 'Civil Rights', 'Tax Law'] });
    expect((await register(body)).statusCode).toBe(201);
    expect((await stored(body.email))?.profile?.specialties).toEqual(['Tax Law', 'Civil Rights']);
  });

  const RULES: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'email',
      { email: 'not-an-email' },
      'Please enter a valid email address',
      'Ingrese un correo electrónico válido',
    ],
    [
      'email',
      { email: undefined },
      'Please enter a valid email address',
      'Ingrese un correo electrónico válido',
    ],
    [
      'firstName',
      { firstName: 'E' },
      'First name must be at least 2 characters',
      'El nombre debe tener al menos 2 caracteres',
    ],
    [
      'firstName',
      { firstName: '   ' },
      'First name must be at least 2 characters',
      'El nombre debe tener al menos 2 caracteres',
    ],
    [
      'lastName',
      { lastName: 'V' },
      'Last name must be at least 2 characters',
      'El apellido debe tener al menos 2 caracteres',
    ],
    [
      'phoneNumber',
      { phoneNumber: '505 5550' },
      'Please enter a valid phone number',
      'Ingrese un número de teléfono válido',
    ],
    ['state', { state: '' }, 'Please select your state of practice', 'Seleccione el estado donde ejerce'],
    ['state', { state: 'ZZ' }, 'Please select your state of practice', 'Seleccione el estado donde ejerce'],
    [
      'licenseNumber',
      { licenseNumber: '1234' },
      'Please enter your bar license number',
      'Ingrese su número de licencia del colegio de abogados',
    ],
    [
      'education',
      { education: 'J.D. UNM' },
      'Please enter your educational background',
      'Ingrese su formación académica',
    ],
    [
      'experience',
      { experience: -1 },
      'Experience must be 0 or greater',
      'La experiencia debe ser 0 o mayor',
    ],
    [
      'experience',
      { experience: 2_147_483_648 },
      'Experience must be 80 years or less',
      'La experiencia debe ser de 80 años o menos',
    ],
    [
      'hourlyRate',
      { hourlyRate: 49.99 },
      'Hourly rate must be at least $50',
      'La tarifa por hora debe ser de al menos $50',
    ],
    [
      'hourlyRate',
      { hourlyRate: '' },
      'Hourly rate must be at least $50',
      'La tarifa por hora debe ser de al menos $50',
    ],
    [
      'hourlyRate',
      { hourlyRate: 100_001 },
      'Hourly rate must be at most $100,000',
      'La tarifa por hora debe ser de $100,000 como máximo',
    ],
    [
      'bio',
      { bio: 'Short bio.' },
      'Bio must be at least 50 characters',
      'La biografía debe tener al menos 50 caracteres',
    ],
    [
      'barAdmissions',
      { barAdmissions: 'N' },
      'Please enter at least one bar admission',
      'Ingrese al menos una admisión a un colegio de abogados',
    ],
    [
      'barAdmissions',
      { barAdmissions: ' ;, ' },
      'Please enter at least one bar admission',
      'Ingrese al menos una admisión a un colegio de abogados',
    ],
    [
      'specialties',
      { specialties: [] },
      'Please add at least one legal specialty',
      'Agregue al menos una especialidad legal',
    ],
    [
      'specialties',
      { specialties: undefined },
      'Please add at least one legal specialty',
      'Agregue al menos una especialidad legal',
    ],
  ];

  it.each(RULES)(
    'refuses a bad %s with the rule’s text in the caller’s language: %j',
    async (field, change, en, es) => {
      for (const [lang, text] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const body = application(change);
        const res = await register(body, lang);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ code: 'VALIDATION', field, message: `${field}: ${text}` });
        if (typeof body.email === 'string') expect(await countByEmail(body.email)).toBe(0);
      }
    },
  );

  it('refuses a specialty that is not one of the twelve, naming it', async () => {
    const res = await register(application({ specialties: ['Family Law', 'Astrology'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('specialties.1');
  });

  it('every rule text is in both server catalogs', () => {
    for (const key of Object.values(ATTORNEY_SIGNUP_ERRORS)) {
      expect(textOrKey('en', key)).not.toBe(key);
      expect(textOrKey('es', key)).not.toBe(key);
      expect(textOrKey('es', key)).not.toBe(textOrKey('en', key));
    }
    expect(ATTORNEY_SPECIALTIES).toHaveLength(12);
  });

  it('answers 409 for an e-mail already registered, in any letter case, and changes nothing', async () => {
    const first = application({ email: 'taken.counsel@example.com' });
    expect((await register(first)).statusCode).toBe(201);
    for (const [email, lang, text] of [
      ['taken.counsel@example.com', 'en', 'An account with this email already exists.'],
      ['Taken.Counsel@EXAMPLE.com', 'es', 'Ya existe una cuenta con este correo electrónico.'],
    ] as const) {
      const res = await register(application({ email, firstName: 'Impostor' }), lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', field: 'email', message: text });
    }
    expect(await countByEmail('taken.counsel@example.com')).toBe(1);
    expect((await stored('taken.counsel@example.com'))?.user.firstName).toBe('Elena');
  });

  it('answers 409 when a client already holds the e-mail, and leaves the client as they were', async () => {
    const client = await signUp(t.app, { email: 'client.first@example.com' });
    const res = await register(application({ email: 'CLIENT.first@example.com' }));
    expect(res.statusCode).toBe(409);
    const row = await stored(client.email);
    expect(row?.user.role).toBe('user');
    expect(row?.profile).toBeNull();
  });

  it('reads no role, status or password from the body: still a pending attorney', async () => {
    const body = application({
      role: 'admin',
      attorneyStatus: 'approved',
      status: 'approved',
      passwordHash: 'x',
      password: 'let me in please',
      liveNow: true,
      attorneyLiveNow: true,
      rating: 5,
    });
    expect((await register(body)).statusCode).toBe(201);
    const row = await stored(body.email);
    expect(row?.user).toMatchObject({ role: 'attorney', passwordHash: null });
    expect(row?.profile).toMatchObject({ status: 'pending', liveNow: false });
  });

  it('writes no user when the profile cannot be written', async () => {
    // A real refusal by the database in the middle of the transaction, after the user row went in.
    await t.db.execute(sql`
      create or replace function refuse_test_profile() returns trigger language plpgsql as $$
      begin
        if new.license_number = 'REFUSED-1' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger refuse_test_profile before insert on attorney_profiles
      for each row execute function refuse_test_profile()`);
    try {
      const body = application({ licenseNumber: 'REFUSED-1' });
      const res = await register(body);
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/refused for the test/);
      expect(await countByEmail(body.email)).toBe(0);
      // The same person can then apply.
      expect((await register({ ...body, licenseNumber: 'NM-77777' })).statusCode).toBe(201);
    } finally {
      await t.db.execute(sql`drop trigger refuse_test_profile on attorney_profiles`);
    }
  });

  it('counts against the same per-IP allowance as client registrations', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await register(application(), 'en', ip)).statusCode).toBe(201);
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      payload: {
        email: 'allowance@example.com',
        password: 'correct horse battery',
        firstName: 'Ana',
        lastName: 'Ruiz',
        state: 'NM',
      },
    });
    expect(client.statusCode).toBe(201);
    const refused = application();
    const res = await register(refused, 'es', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: /Demasiados intentos/ });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countByEmail(refused.email)).toBe(0);
    expect((await register(application(), 'en', freshIp())).statusCode).toBe(201);
  });
});

describe('a pending or rejected attorney stays out of sight', () => {
  it('cannot sign in: the login answers 401 like a wrong password, with no session', async () => {
    const body = application();
    expect((await register(body)).statusCode).toBe(201);
    for (const password of ['anything at all', 'x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: body.email, password },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('cannot take the account over through the client registration', async () => {
    const body = application();
    expect((await register(body)).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: freshIp(),
      payload: {
        email: body.email,
        password: 'my own password',
        firstName: 'Eve',
        lastName: 'Mallory',
        state: 'NM',
      },
    });
    expect(res.statusCode).toBe(409);
    expect((await stored(body.email))?.user.passwordHash).toBeNull();
  });

  it('never counts in the live count, even switched live; approved and live does', async () => {
    const liveCount = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/attorneys/live-count' })).json().count as number;
    const before = await liveCount();
    const pending = application();
    const rejected = application();
    for (const body of [pending, rejected]) expect((await register(body)).statusCode).toBe(201);
    const idOf = async (email: string) => (await stored(email))?.user.id as number;
    await t.db
      .update(attorneyProfiles)
      .set({ liveNow: true })
      .where(eq(attorneyProfiles.userId, await idOf(pending.email)));
    await t.db
      .update(attorneyProfiles)
      .set({ liveNow: true, status: 'rejected' })
      .where(eq(attorneyProfiles.userId, await idOf(rejected.email)));
    expect(await liveCount()).toBe(before);

    await t.db
      .update(attorneyProfiles)
      .set({ status: 'approved' })
      .where(eq(attorneyProfiles.userId, await idOf(pending.email)));
    expect(await liveCount()).toBe(before + 1);
  });
});

describe.skipIf(!onPostgres)('registrations racing (PostgreSQL)', () => {
  it('10 parallel applications for one e-mail in different letter cases: one pending attorney, nine 409', async () => {
    const body = application({ email: 'race.counsel@example.com' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        register({ ...body, email: i % 2 ? body.email.toUpperCase() : body.email }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    expect(await countByEmail(body.email)).toBe(1);
    expect((await stored(body.email))?.profile?.status).toBe('pending');
  });
});

describe('the form and the server word each rule the same way', () => {
  it.each(['en', 'es'] as const)('%s', (lang) => {
    const client = JSON.parse(
      readFileSync(join(process.cwd(), 'src/client/locales', lang, 'attorney-signup.json'), 'utf8'),
    ) as { attorneySignup: Record<string, string> };
    for (const key of Object.values(ATTORNEY_SIGNUP_ERRORS)) {
      const rule = key.replace(/^attorneySignup\./, '');
      expect(client.attorneySignup[rule], key).toBe(textOrKey(lang, key));
    }
  });
});
