import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { createPendingAttorney, type SignedIn, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { changes, type OpenStream, openEventStream } from '../../../../tests/setup/event-stream.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { isWatching } from './presence.js';

let t: TestContext;
let base = '';
const open: OpenStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of open) s.close();
  await t?.close();
});

async function stream(query: string, who?: SignedIn | null, headers: Record<string, string> = {}) {
  const s = await openEventStream(`${base}/api/live?${query}`, { ...(who?.headers ?? {}), ...headers });
  open.push(s);
  return s;
}

async function newChat(who: SignedIn): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user-chat-sessions',
    headers: who.headers,
    payload: { sessionType: 'ai' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

async function write(who: SignedIn, sessionId: number, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user-chat-messages',
    headers: who.headers,
    payload: { sessionId, messageText: text },
  });
  expect(res.statusCode).toBe(201);
}

const ready = (s: OpenStream) => s.waitFor((e) => e.event === 'ready');

describe('GET /api/live', () => {
  it('tells the owner of a chat that it changed, with no content, once a message is written', async () => {
    const person = await signUp(t.app);
    const chat = await newChat(person);
    const s = await stream(`channels=chat:${chat}`, person);
    expect(s.status).toBe(200);
    await ready(s);
    await write(person, chat, 'is my landlord allowed to keep the deposit?');
    const event = await s.waitFor((e) => e.event === 'change');
    expect(JSON.parse(event.data)).toEqual({ channel: `chat:${chat}`, kind: 'message' });
    expect(event.data).not.toContain('landlord');
    expect(Number(event.id)).toBeGreaterThan(0);
    s.close();
  });

  it('catches up from Last-Event-ID: every event after it, none twice', async () => {
    const person = await signUp(t.app);
    const chat = await newChat(person);
    const first = await stream(`channels=chat:${chat}`, person);
    const seen = await ready(first);
    first.close();
    await write(person, chat, 'one');
    await write(person, chat, 'two');
    const again = await stream(`channels=chat:${chat}`, person, { 'last-event-id': String(seen.id) });
    await ready(again);
    expect(changes(again)).toHaveLength(2);
    await write(person, chat, 'three');
    await again.waitFor(
      (e) => e.event === 'change' && again.events.filter((x) => x.event === 'change').length >= 3,
    );
    const ids = again.events.filter((e) => e.event === 'change').map((e) => Number(e.id));
    expect(new Set(ids).size).toBe(3);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // The query form, for clients that cannot set the header.
    const byQuery = await stream(`channels=chat:${chat}&lastEventId=${seen.id}`, person);
    await ready(byQuery);
    expect(changes(byQuery)).toHaveLength(3);
    again.close();
    byQuery.close();
  });

  it("refuses another person's chat as its GET does, and channels the role may not follow", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const chat = await newChat(owner);
    expect((await stream(`channels=chat:${chat}`, other)).status).toBe(404);
    expect((await stream(`channels=live-count,chat:${chat}`, other)).status).toBe(404);
    expect((await stream('channels=consultations', other)).status).toBe(403);
    expect((await stream('channels=admin-reviews', other)).status).toBe(403);
    expect((await stream(`channels=chat:${chat}`, null)).status).toBe(401);
    expect((await stream('channels=secrets', owner)).status).toBe(400);
    expect((await stream('channels=', owner)).status).toBe(400);
    const anyone = await stream('channels=live-count', null);
    expect(anyone.status).toBe(200);
    anyone.close();
  });

  it("admits a case's auction as its ledger GET does, and tells its readers of a bid and the leads list", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    const lead = await createCase(t.db, owner.id, {
      listedForAttorneys: true,
      listedAt: new Date(),
      aiViabilityScore: 72,
    });
    const unlisted = await createCase(t.db, owner.id, {});
    expect((await stream(`channels=auction:${lead.id}`, stranger)).status).toBe(403);
    expect((await stream(`channels=auction:${unlisted.id}`, lawyer)).status).toBe(404);
    expect((await stream('channels=leads', owner)).status).toBe(403);
    const mine = await stream(`channels=auction:${lead.id}`, owner);
    const theirs = await stream(`channels=auction:${lead.id},leads`, lawyer);
    await ready(mine);
    await ready(theirs);
    const bid = await t.app.inject({
      method: 'POST',
      url: '/api/legal-leads/bid',
      headers: lawyer.headers,
      payload: { caseId: lead.id, amount: 120, proposal: 'I take these cases.' },
    });
    expect(bid.statusCode, bid.body).toBe(201);
    const seen = await mine.waitFor((e) => e.event === 'change');
    expect(JSON.parse(seen.data)).toEqual({ channel: `auction:${lead.id}`, kind: 'bid' });
    await theirs.waitFor((e) => e.event === 'change' && JSON.parse(e.data).channel === 'leads');
    mine.close();
    theirs.close();
  });

  it("a review decided reaches the admins' queue and everyone's live count; a client's message the attorney's list", async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const queue = await stream('channels=admin-reviews', admin);
    const count = await stream('channels=live-count', null);
    await ready(queue);
    await ready(count);
    const applicant = await createPendingAttorney(t.db);
    const review = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/attorneys/${applicant.id}/status`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(JSON.parse((await queue.waitFor((e) => e.event === 'change')).data)).toEqual({
      channel: 'admin-reviews',
      kind: 'review',
    });
    await count.waitFor((e) => e.event === 'change');

    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    const client = await signUp(t.app);
    const list = await stream('channels=consultations', lawyer);
    await ready(list);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/user-chat-sessions',
      headers: client.headers,
      payload: { sessionType: 'attorney', attorneyName: 'x', attorneyId: lawyer.id },
    });
    expect(session.statusCode).toBe(201);
    await write(client, session.json().id, 'My landlord kept the deposit.');
    await list.waitFor((e) => e.event === 'change' && JSON.parse(e.data).channel === 'consultations');
    queue.close();
    count.close();
    list.close();
  });

  it('ends the stream when the session is signed out', async () => {
    const person = await signUp(t.app);
    const chat = await newChat(person);
    const s = await stream(`channels=chat:${chat}`, person);
    await ready(s);
    const out = await fetch(`${base}/api/logout`, { headers: person.headers, redirect: 'manual' });
    expect(out.status).toBe(302);
    await s.waitFor((e) => e.event === 'end');
    await s.ended;
  });

  it('ends the stream when the account is banned', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const person = await signUp(t.app);
    const chat = await newChat(person);
    const s = await stream(`channels=chat:${chat}`, person);
    await ready(s);
    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${person.id}/ban`,
      headers: admin.headers,
      payload: {},
    });
    expect(ban.statusCode).toBeLessThan(300);
    await s.ended;
    expect(s.events.at(-1)?.event).toBe('end');
  });

  it('knows who is watching a channel while the stream is open', async () => {
    const person = await signUp(t.app);
    const chat = await newChat(person);
    expect(await isWatching(t.db, person.id, `chat:${chat}`)).toBe(false);
    const s = await stream(`channels=chat:${chat}`, person);
    await ready(s);
    expect(await isWatching(t.db, person.id, `chat:${chat}`)).toBe(true);
    expect(await isWatching(t.db, person.id, 'chat:999999')).toBe(false);
    s.close();
    for (let i = 0; i < 100 && (await isWatching(t.db, person.id, `chat:${chat}`)); i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await isWatching(t.db, person.id, `chat:${chat}`)).toBe(false);
  });
});
