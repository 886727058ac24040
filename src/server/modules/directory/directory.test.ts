import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../../../tests/factories/images.js';
import { type SignedIn, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { rowCounts } from '../../../../tests/setup/db-rows.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { attorneyPhotos, attorneyProfiles, users } from '../../db/schema/index.js';

let t: TestContext;
let client: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, { state: 'NM' });
});
afterAll(async () => t?.close());

type Profile = Partial<typeof attorneyProfiles.$inferInsert>;
let seq = 0;
/** An attorney with a full private record: the directory must show only the public part of it. */
async function attorney(
  profile: Profile = {},
  person: Partial<{ state: string; firstName: string; lastName: string }> = {},
) {
  seq += 1;
  const who = await signUpAs(t.app, t.db, 'attorney', {
    phoneNumber: `+1505555${String(1000 + seq)}`,
    state: 'NM',
    lastName: `Abogada${seq}`,
    ...person,
  });
  await t.db
    .update(attorneyProfiles)
    .set({
      licenseNumber: `NM-LIC-${seq}77`,
      officeAddress: `${seq} Gold Ave SW, Suite 4, Albuquerque, NM 87102`,
      firmName: 'Rio Grande Legal, PLLC',
      hourlyRateCents: 23_500,
      specialties: ['Family Law'],
      ...profile,
    })
    .where(eq(attorneyProfiles.userId, who.id));
  return who;
}

const get = (url: string, who: SignedIn | null = client) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const ids = async (url: string, who: SignedIn | null = client) =>
  ((await get(url, who)).json() as { id: number }[]).map((a) => a.id);
const put = (url: string, who: SignedIn | null, payload?: object) =>
  t.app.inject({ method: 'PUT', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const upload = (who: SignedIn | null, bytes: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/attorney/profile-picture',
    headers: { ...(who?.headers ?? {}), 'content-type': type },
    payload: bytes,
  });

describe('who may call what', () => {
  it('answers guests 401 everywhere and clients and admins 403 on the attorney-only calls', async () => {
    const lawyer = await attorney();
    const admin = await signUpAs(t.app, t.db, 'admin');
    expect((await get('/api/attorneys', null)).statusCode).toBe(401);
    expect((await get(`/api/attorneys/${lawyer.id}/photo`, null)).statusCode).toBe(401);
    const attorneyOnly = [
      () => put('/api/attorney/live-status', null, { liveNow: true }),
      () => put('/api/attorney/change-password', null, { currentPassword: 'x', newPassword: 'longer one' }),
      () => upload(null, solidPng(4, 4)),
      () => t.app.inject({ method: 'DELETE', url: '/api/attorney/profile-picture' }),
    ];
    for (const call of attorneyOnly) expect((await call()).statusCode).toBe(401);
    for (const who of [client, admin]) {
      expect((await put('/api/attorney/live-status', who, { liveNow: true })).statusCode).toBe(403);
      const change = await put('/api/attorney/change-password', who, {
        currentPassword: who.password,
        newPassword: 'a brand new one',
      });
      expect(change.statusCode).toBe(403);
      expect((await upload(who, solidPng(4, 4))).statusCode).toBe(403);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: '/api/attorney/profile-picture',
        headers: who.headers,
      });
      expect(remove.statusCode).toBe(403);
      expect((await get('/api/attorneys', who)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/attorneys', () => {
  it('shows approved attorneys only, with no private field at all', async () => {
    const shown = await attorney({ specialties: ['Immigration'] }, { state: 'AZ' });
    const pending = await attorney({ status: 'pending' }, { state: 'AZ' });
    const rejected = await attorney({ status: 'rejected' }, { state: 'AZ' });
    const res = await get('/api/attorneys?state=AZ');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((a) => a.id)).toEqual([shown.id]);
    expect(list.map((a) => a.id)).not.toContain(pending.id);
    expect(list.map((a) => a.id)).not.toContain(rejected.id);
    const [card] = list;
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'state',
        'location',
        'attorneyFirmName',
        'attorneySpecialties',
        'attorneyRating',
        'attorneyExperience',
        'attorneyAvailable',
        'attorneyLiveNow',
        'attorneyResponseTime',
        'attorneyTotalSessions',
        'attorneyEducation',
        'attorneyBarAdmissions',
        'attorneyBio',
        'photoUrl',
      ].sort(),
    );
    expect(card).toMatchObject({ location: 'Albuquerque, NM', attorneyFirmName: 'Rio Grande Legal' });
    for (const key of ['email', 'phoneNumber', 'passwordHash', 'attorneyLicenseNumber', 'role'])
      expect(card).not.toHaveProperty(key);
    const [row] = await t.db.select().from(users).where(eq(users.id, shown.id));
    for (const secret of [shown.email, row?.phoneNumber, row?.passwordHash, 'NM-LIC-', 'Gold Ave', '235'])
      expect(res.body).not.toContain(secret);
  });

  it('lists the caller’s own state by default, live attorneys first, then by rating', async () => {
    const low = await attorney({ rating: 3.9 }, { state: 'UT' });
    const high = await attorney({ rating: 4.9 }, { state: 'UT' });
    const live = await attorney({ rating: 4.1, liveNow: true }, { state: 'UT' });
    await attorney({ rating: 5 }, { state: 'CO' });
    const utahn = await signUp(t.app, { state: 'UT' });
    expect(await ids('/api/attorneys', utahn)).toEqual([live.id, high.id, low.id]);
    expect(await ids('/api/attorneys?state=ut', client)).toEqual([live.id, high.id, low.id]);
  });

  it('lists an attorney the admin added without a state under every state and when searching all', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/make-attorney',
      headers: admin.headers,
      payload: {
        email: `stateless-${Date.now()}@example.com`,
        attorneyData: {
          firstName: 'Sin',
          lastName: 'Estado',
          specialties: ['Family Law'],
          education: 'UNM School of Law',
          experience: 5,
          hourlyRate: 150,
          licenseNumber: 'NM54321',
          barAdmissions: ['New Mexico'],
        },
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.lastName, 'Estado'));
    const id = row?.id as number;
    expect(row?.state).toBeNull();
    try {
      expect(await ids('/api/attorneys?state=OR')).toContain(id);
      expect(await ids('/api/attorneys?state=NM')).toContain(id);
      // The caller's own state by default.
      expect(await ids('/api/attorneys')).toContain(id);
      expect(await ids('/api/attorneys?searchAll=true&limit=100')).toContain(id);
      const card = ((await get('/api/attorneys?state=OR')).json() as { id: number }[]).find(
        (a) => a.id === id,
      );
      // No state of its own is claimed for it: the card says "All states".
      expect(card).toMatchObject({ state: null, location: '' });
    } finally {
      // Later tests count the attorneys of a state exactly.
      await t.db.update(attorneyProfiles).set({ status: 'pending' }).where(eq(attorneyProfiles.userId, id));
    }
  });

  it('pages 20 at a time in a state and up to 100 when searching every state', async () => {
    for (let i = 0; i < 23; i++) await attorney({ rating: 4 }, { state: 'WY' });
    const first = await ids('/api/attorneys?state=WY&limit=20&offset=0');
    const second = await ids('/api/attorneys?state=WY&limit=20&offset=20');
    expect(first).toHaveLength(20);
    expect(second).toHaveLength(3);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    // A larger page than 20 is not given in state mode.
    expect(await ids('/api/attorneys?state=WY&limit=100')).toHaveLength(20);
    expect((await ids('/api/attorneys?searchAll=true&limit=100')).length).toBeGreaterThan(23);
    expect((await get('/api/attorneys?searchAll=true&limit=101')).statusCode).toBe(400);
    expect((await get('/api/attorneys?state=ZZ')).json()).toMatchObject({
      code: 'VALIDATION',
      field: 'state',
    });
  });

  it('searches name, firm, specialty and city in any letter case', async () => {
    const byName = await attorney({}, { firstName: 'Ximena', lastName: 'Quintanilla' });
    const byFirm = await attorney({ firmName: 'Zephyr Advocates LLC' });
    const bySpecialty = await attorney({ specialties: ['Maritime Salvage'] });
    const byCity = await attorney({ officeAddress: '9 Plaza, Truth or Consequences, NM 87901' });
    const search = (q: string) =>
      ids(`/api/attorneys?searchAll=true&limit=100&search=${encodeURIComponent(q)}`);
    expect(await search('ximena quint')).toEqual([byName.id]);
    expect(await search('ZEPHYR')).toEqual([byFirm.id]);
    expect(await search('maritime')).toEqual([bySpecialty.id]);
    expect(await search('truth or conseq')).toEqual([byCity.id]);
  });

  it('treats % and _ in a search as the characters themselves', async () => {
    const percent = await attorney({ firmName: 'Justicia 100% Legal' });
    const underscore = await attorney({ firmName: 'Under_Score Counsel' });
    const search = (q: string) =>
      ids(`/api/attorneys?searchAll=true&limit=100&search=${encodeURIComponent(q)}`);
    expect(await search('%')).toEqual([percent.id]);
    expect(await search('100%')).toEqual([percent.id]);
    expect(await search('_')).toEqual([underscore.id]);
    expect(await search('\\')).toEqual([]);
  });
});

describe('PUT /api/attorney/live-status', () => {
  it('switches the attorney live and back; the live count and the current user follow', async () => {
    const lawyer = await attorney();
    const count = async () => (await get('/api/attorneys/live-count', null)).json().count as number;
    const before = await count();
    const on = await put('/api/attorney/live-status', lawyer, { liveNow: true });
    expect(on.json()).toEqual({ attorneyLiveNow: true });
    expect(await count()).toBe(before + 1);
    expect((await get('/api/auth/user', lawyer)).json().attorneyLiveNow).toBe(true);
    const off = await put('/api/attorney/live-status', lawyer, { liveNow: false });
    expect(off.json()).toEqual({ attorneyLiveNow: false });
    expect(await count()).toBe(before);
    const bad = await put('/api/attorney/live-status', lawyer, { liveNow: 'yes' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'liveNow' });
  });
});

describe('profile picture', () => {
  it('accepts a real PNG, serves it back from our origin with its type, and lists it', async () => {
    const lawyer = await attorney({}, { state: 'ID' });
    const png = solidPng(32, 32);
    const res = await upload(lawyer, png);
    expect(res.statusCode).toBe(200);
    const url = res.json().profileImageUrl as string;
    expect(url).toMatch(new RegExp(`^/api/attorneys/${lawyer.id}/photo\\?v=[0-9a-f]{32}$`));
    const served = await get(url, client);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age');
    expect(served.rawPayload.equals(png)).toBe(true);
    const etag = served.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...client.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const [card] = (await get('/api/attorneys?state=ID')).json();
    expect(card.photoUrl).toBe(url);
    expect((await get('/api/auth/user', lawyer)).json().profileImageUrl).toBe(url);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/attorney/profile-picture',
      headers: lawyer.headers,
    });
    expect(removed.json()).toEqual({ profileImageUrl: null });
    expect((await get(url, client)).statusCode).toBe(404);
    expect((await get('/api/attorneys?state=ID')).json()[0].photoUrl).toBeNull();
  });

  it('refuses a text file named .png, unknown types and pictures over 2 MB, storing nothing', async () => {
    const lawyer = await attorney();
    const before = await rowCounts(t.db);
    const text = await upload(lawyer, Buffer.from('just some notes, not a picture\n'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE', field: 'picture' });
    const octet = await upload(lawyer, solidPng(4, 4), 'application/octet-stream');
    expect(octet.statusCode).toBe(415);
    const empty = await upload(lawyer, Buffer.alloc(0), 'image/jpeg');
    expect(empty.statusCode).toBe(415);
    const huge = Buffer.concat([solidPng(4, 4), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(lawyer, huge)).statusCode).toBe(413);
    expect(await rowCounts(t.db)).toEqual(before);
    const spanish = await t.app.inject({
      method: 'PUT',
      url: '/api/attorney/profile-picture',
      headers: { ...lawyer.headers, 'content-type': 'image/webp', 'accept-language': 'es' },
      payload: Buffer.from('RIFF0000WEBX'),
    });
    expect(spanish.json().message).toContain('Elija una imagen');
  });

  it('is in the attorney’s data export and goes with the account when it is deleted', async () => {
    const lawyer = await attorney();
    const url = (await upload(lawyer, solidPng(8, 8))).json().profileImageUrl as string;
    const exported = (await get('/api/privacy/export', lawyer)).json();
    expect(exported.records.profilePicture).toEqual([
      expect.objectContaining({ contentType: 'image/png', etag: url.split('v=')[1] }),
    ]);
    expect(exported.records.profilePicture[0]).not.toHaveProperty('bytes');
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: lawyer.headers,
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.db.select().from(attorneyPhotos).where(eq(attorneyPhotos.userId, lawyer.id));
    expect(rows).toEqual([]);
    expect((await get(url, client)).statusCode).toBe(404);
  });

  it('shows a pending attorney’s picture to that attorney only', async () => {
    const pending = await attorney({ status: 'pending' });
    const url = (await upload(pending, solidPng(8, 8))).json().profileImageUrl as string;
    expect((await get(url, pending)).statusCode).toBe(200);
    expect((await get(url, client)).statusCode).toBe(404);
  });
});

describe('PUT /api/attorney/change-password', () => {
  const change = (who: SignedIn, currentPassword: string, newPassword: string, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/attorney/change-password',
      headers: { ...who.headers, 'accept-language': lang },
      payload: { currentPassword, newPassword },
    });

  it('refuses a wrong current password and a short new one, saying which field', async () => {
    const lawyer = await attorney();
    const wrong = await change(lawyer, 'not my password', 'a brand new one');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
    const short = await change(lawyer, lawyer.password, '12345');
    expect(short.json()).toMatchObject({ code: 'VALIDATION', field: 'newPassword' });
  });

  it('changes it, ends every other session and keeps the current one', async () => {
    const lawyer = await attorney();
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: lawyer.email, password } });
    const other = (await login(lawyer.password)).json().token as string;
    const otherHeaders = { authorization: `Bearer ${other}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: otherHeaders })).statusCode,
    ).toBe(200);

    const ok = await change(lawyer, lawyer.password, 'a brand new passphrase', 'es');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Su contraseña se ha cambiado correctamente.');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: otherHeaders })).statusCode,
    ).toBe(401);
    expect((await get('/api/auth/user', lawyer)).statusCode).toBe(200);
    expect((await login(lawyer.password)).statusCode).toBe(401);
    expect((await login('a brand new passphrase')).statusCode).toBe(200);
  });
});
