import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { attorneyProfiles, users } from '../../db/schema/index.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const liveCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/attorneys/live-count' })).json().count;

describe('GET /api/attorneys/live-count', () => {
  it('is public and counts only approved attorneys who are live', async () => {
    expect(await liveCount()).toBe(0);
    const live = await signUpAs(t.app, t.db, 'attorney');
    const offline = await signUpAs(t.app, t.db, 'attorney');
    const pending = await signUpAs(t.app, t.db, 'attorney');
    await t.db.update(attorneyProfiles).set({ liveNow: true }).where(eq(attorneyProfiles.userId, live.id));
    await t.db
      .update(attorneyProfiles)
      .set({ liveNow: true, status: 'pending' })
      .where(eq(attorneyProfiles.userId, pending.id));
    expect(offline.id).toBeGreaterThan(0);
    expect(await liveCount()).toBe(1);
  });

  it('stops counting someone who is no longer an attorney', async () => {
    const before = await liveCount();
    const person = await signUpAs(t.app, t.db, 'attorney');
    await t.db.update(attorneyProfiles).set({ liveNow: true }).where(eq(attorneyProfiles.userId, person.id));
    expect(await liveCount()).toBe(before + 1);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, person.id));
    expect(await liveCount()).toBe(before);
  });
});
