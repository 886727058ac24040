import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import type { AuditEntry } from '../../../shared/schemas/admin.js';
import {
  adminAuditLog,
  attorneyProfiles,
  auditChainHead,
  auditCheckpoints,
  auditSources,
  escalations,
} from '../../db/schema/index.js';

let t: TestContext;
let admin: SignedIn;

const AGENT = 'AuditTest/1.0 (X11; Linux)';
const FROM = '198.51.100.23';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t.app, t.db, 'admin');
});
afterAll(async () => t?.close());

const inject = (method: string, url: string, who: SignedIn | null, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: FROM,
    headers: { 'user-agent': AGENT, ...(who?.headers ?? {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function entries(query: string): Promise<AuditEntry[]> {
  const res = await inject('GET', `/api/admin/audit-log?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries;
}

/** The newest entry with this action, checked to say who, when and from where. */
async function latest(action: string): Promise<AuditEntry> {
  const [entry] = await entries(`action=${action}&limit=1`);
  expect(entry, action).toBeDefined();
  expect(entry).toMatchObject({ action, ip: FROM, userAgent: AGENT, sourceErased: false });
  expect(Date.now() - Date.parse(entry?.createdAt ?? '')).toBeLessThan(60_000);
  return entry as AuditEntry;
}

const verify = async () => (await inject('GET', '/api/admin/audit-log/verify', admin)).json();

describe('every admin action is an entry naming who, what and where', () => {
  it('ban, unban and reset', async () => {
    const person = await signUp(t.app);
    for (const [path, action] of [
      ['ban', 'ban'],
      ['unban', 'unban'],
      ['reset-free-responses', 'reset_free_responses'],
    ] as const) {
      expect((await inject('POST', `/api/admin/users/${person.id}/${path}`, admin)).statusCode).toBe(200);
      expect(await latest(action)).toMatchObject({
        actorId: admin.id,
        actorEmail: admin.email,
        actorRole: 'admin',
        targetType: 'user',
        targetId: person.id,
      });
    }
  });

  it('approve and reject an attorney', async () => {
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    await t.db
      .update(attorneyProfiles)
      .set({ status: 'pending' })
      .where(eq(attorneyProfiles.userId, lawyer.id));
    for (const status of ['approved', 'rejected'] as const) {
      const res = await inject('PATCH', `/api/admin/attorneys/${lawyer.id}/status`, admin, { status });
      expect(res.statusCode, res.body).toBe(200);
      const action = status === 'approved' ? 'approve_attorney' : 'reject_attorney';
      expect(await latest(action)).toMatchObject({ actorId: admin.id, targetId: lawyer.id });
    }
  });

  it('make attorney, delete attorney and both imports', async () => {
    const made = await inject('POST', '/api/admin/make-attorney', admin, {
      email: `made-${Date.now()}@example.com`,
      attorneyData: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        specialties: ['Family Law'],
        education: 'UNM',
        experience: 5,
        hourlyRate: 150,
        licenseNumber: 'NM1',
        barAdmissions: ['New Mexico'],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    expect(await latest('make_attorney')).toMatchObject({ targetType: 'user', targetId: id });
    expect((await inject('DELETE', `/api/admin/attorneys/${id}`, admin)).statusCode).toBe(200);
    expect(await latest('delete_attorney')).toMatchObject({ targetType: 'user', targetId: id });
    const rows = [{ firstName: 'Zed', lastName: 'Ray', email: `z-${Date.now()}@example.com` }];
    expect((await inject('POST', '/api/admin/bulk-import-attorneys', admin, rows)).statusCode).toBe(200);
    expect((await latest('import_attorneys')).details).toMatchObject({ rows: 1 });
    const cases = [{ title: 'Lease', description: 'A landlord kept the deposit.' }];
    expect((await inject('POST', '/api/admin/bulk-import-legal-cases', admin, cases)).statusCode).toBe(200);
    expect((await latest('import_legal_cases')).details).toMatchObject({ rows: 1 });
  });

  it('resolve an escalation', async () => {
    const person = await signUp(t.app);
    const [row] = await t.db
      .insert(escalations)
      .values({ userId: person.id, kind: 'sms_request', summary: 'call me' })
      .returning();
    const res = await inject('POST', `/api/escalations/${row?.id}/resolve`, admin, { note: 'called' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await latest('resolve_escalation')).toMatchObject({
      targetType: 'escalation',
      targetId: row?.id,
      targetUserId: person.id,
    });
  });
});

describe('sign-ins and password changes', () => {
  const login = (who: SignedIn, password = who.password) =>
    inject('POST', '/api/login', null, { email: who.email, password });

  it('an admin and an attorney signing in with a password, and a wrong password for an admin', async () => {
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    expect((await login(admin)).statusCode).toBe(200);
    expect(await latest('sign_in')).toMatchObject({ actorId: admin.id, details: { method: 'password' } });
    expect((await login(lawyer)).statusCode).toBe(200);
    expect(await latest('sign_in')).toMatchObject({ actorId: lawyer.id, actorRole: 'attorney' });
    expect((await login(admin, 'not the password at all')).statusCode).toBe(401);
    expect(await latest('sign_in_failed')).toMatchObject({ actorId: admin.id });
  });

  it("a client's sign-in is not an entry", async () => {
    const person = await signUp(t.app);
    expect((await login(person)).statusCode).toBe(200);
    expect(await entries(`actorId=${person.id}&action=sign_in`)).toEqual([]);
  });

  it('a password change, by anyone, is an entry', async () => {
    const person = await signUp(t.app);
    const res = await inject('POST', '/api/auth/change-password', person, {
      currentPassword: person.password,
      newPassword: 'another horse battery',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await latest('password_change')).toMatchObject({ actorId: person.id, actorRole: 'user' });
  });
});

describe('the list: filters, paging and who may read it', () => {
  it('filters by actor, action, target and dates, and pages by cursor without overlap', async () => {
    const person = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) {
      await inject('POST', `/api/admin/users/${person.id}/reset-free-responses`, admin);
    }
    const mine = await entries(`targetType=user&targetId=${person.id}&actorId=${admin.id}`);
    expect(mine.map((e) => e.action)).toEqual(Array(3).fill('reset_free_responses'));
    const first = await inject('GET', `/api/admin/audit-log?targetId=${person.id}&limit=2`, admin);
    const page1 = first.json();
    expect(page1.entries).toHaveLength(2);
    expect(page1.nextCursor).toBe(page1.entries[1].id);
    const page2 = (
      await inject(
        'GET',
        `/api/admin/audit-log?targetId=${person.id}&limit=2&cursor=${page1.nextCursor}`,
        admin,
      )
    ).json();
    expect(page2.entries.map((e: AuditEntry) => e.id)).toEqual([mine[2]?.id]);
    expect(page2.nextCursor).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect(await entries(`targetId=${person.id}&from=${today}&to=${today}`)).toHaveLength(3);
    expect(await entries(`targetId=${person.id}&to=2020-01-01`)).toEqual([]);
  });

  it('refuses a bad filter with a message naming the field', async () => {
    for (const [query, field] of [
      ['action=fly', 'action'],
      ['from=yesterday', 'from'],
      ['from=2026-02-02&to=2026-01-01', 'to'],
      ['limit=1000', 'limit'],
      ['cursor=-1', 'cursor'],
    ]) {
      const res = await inject('GET', `/api/admin/audit-log?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(field);
    }
  });

  it('answers a guest 401 and a client or attorney 403, for the list and the check', async () => {
    const client = await signUp(t.app);
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/verify']) {
      expect((await inject('GET', url, null)).statusCode).toBe(401);
      expect((await inject('GET', url, client)).statusCode).toBe(403);
      expect((await inject('GET', url, lawyer)).statusCode).toBe(403);
    }
  });
});

describe('verification', () => {
  it('shows a cut tail against the signed checkpoint even when the head row is redone to match', async () => {
    expect(await verify()).toMatchObject({ valid: true });
    const [head] = await t.db.select().from(auditChainHead);
    const length = head?.length ?? 0;
    const [checkpoint] = await t.db
      .select()
      .from(auditCheckpoints)
      .where(eq(auditCheckpoints.length, length));
    expect(checkpoint, 'verify signs the chain as it stands').toBeDefined();
    const [last] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.seq, length));
    const [lastSource] = await t.db
      .select()
      .from(auditSources)
      .where(eq(auditSources.entryId, last?.id ?? 0));
    const [before] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.seq, length - 1));

    // Someone who can write rows, but holds no key, removes the newest entry and redoes the head.
    await t.db.delete(auditSources).where(eq(auditSources.entryId, last?.id ?? 0));
    await t.db.delete(adminAuditLog).where(eq(adminAuditLog.id, last?.id ?? 0));
    await t.db.update(auditChainHead).set({ length: length - 1, headHash: before?.hash ?? '' });
    const cut = await verify();
    expect(cut).toMatchObject({ valid: false, brokenAt: null });
    expect(cut.reason).toBe(
      `The trail has ${length - 1} entries, but ${length} were written: the last 1 are missing.`,
    );

    // Put back; then a checkpoint whose signature was forged is named.
    await t.db.insert(adminAuditLog).values(last as typeof adminAuditLog.$inferInsert);
    await t.db.insert(auditSources).values(lastSource as typeof auditSources.$inferInsert);
    await t.db.update(auditChainHead).set({ length, headHash: last?.hash ?? '' });
    expect(await verify()).toMatchObject({ valid: true, length });
    await t.db
      .update(auditCheckpoints)
      .set({ signature: Buffer.alloc(64).toString('base64') })
      .where(eq(auditCheckpoints.id, checkpoint?.id ?? 0));
    expect(await verify()).toMatchObject({
      valid: false,
      reason: `The signed checkpoint at entry ${length} does not carry a valid signature.`,
    });
    await t.db
      .update(auditCheckpoints)
      .set({ signature: checkpoint?.signature })
      .where(eq(auditCheckpoints.id, checkpoint?.id ?? 0));
    expect(await verify()).toMatchObject({ valid: true });
  });

  it('holds; holds after an account deletion erased its personal fields; names an edit and a deletion', async () => {
    const before = await verify();
    expect(before).toMatchObject({ valid: true });
    expect(before.length).toBeGreaterThan(10);

    // An attorney signs in, then deletes the account: their address and browser go, the chain holds.
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    await inject('POST', '/api/login', null, { email: lawyer.email, password: lawyer.password });
    const [signIn] = await entries(`actorId=${lawyer.id}&action=sign_in`);
    const deleted = await inject('POST', '/api/privacy/delete-account', lawyer, { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [erased] = await entries(`actorId=${lawyer.id}&action=sign_in`);
    expect(erased).toMatchObject({ id: signIn?.id, ip: null, userAgent: null, sourceErased: true });
    const after = await verify();
    expect(after).toMatchObject({ valid: true, length: before.length + 1 });
    expect(after.erased).toBeGreaterThanOrEqual(1);

    // An edited entry is named.
    const [victim] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.seq, 3));
    await t.db.update(adminAuditLog).set({ action: 'unban' }).where(eq(adminAuditLog.seq, 3));
    expect(await verify()).toMatchObject({ valid: false, brokenAt: { id: victim?.id, seq: 3 } });
    await t.db.update(adminAuditLog).set({ action: victim?.action }).where(eq(adminAuditLog.seq, 3));
    expect(await verify()).toMatchObject({ valid: true });

    // A changed address is named.
    const [source] = await t.db
      .select()
      .from(auditSources)
      .where(eq(auditSources.entryId, victim?.id ?? 0));
    await t.db
      .update(auditSources)
      .set({ ip: '192.0.2.1' })
      .where(eq(auditSources.entryId, victim?.id ?? 0));
    expect(await verify()).toMatchObject({ valid: false, brokenAt: { seq: 3 } });
    await t.db
      .update(auditSources)
      .set({ ip: source?.ip })
      .where(eq(auditSources.entryId, victim?.id ?? 0));

    // A deleted entry is named by its place; in Spanish too.
    await t.db.delete(auditSources).where(eq(auditSources.entryId, victim?.id ?? 0));
    await t.db.delete(adminAuditLog).where(eq(adminAuditLog.seq, 3));
    const broken = await verify();
    expect(broken).toMatchObject({ valid: false, brokenAt: { seq: 3 } });
    expect(broken.reason).toContain('3');
    const es = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/verify',
      headers: { ...admin.headers, 'accept-language': 'es' },
    });
    expect(es.json().reason).toMatch(/entrada 3/);
  });
});
