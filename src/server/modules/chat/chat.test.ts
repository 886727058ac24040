import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../tests/fakes/openai-server.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import { chatMessages, chatSessions } from '../../db/schema/index.js';

let t: TestContext;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, { phoneNumber: '(505) 555-0199' });
  other = await signUp(t.app);
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, who?: SignedIn | null, payload?: unknown, headers = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...(who?.headers ?? {}), ...headers } });

async function newSession(who: SignedIn, body: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/api/user-chat-session', who, { phoneNumber: '5055550199', ...body });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

describe('guests', () => {
  it.each([
    ['GET', '/api/user-chat-sessions', undefined],
    ['POST', '/api/user-chat-sessions', { sessionType: 'ai' }],
    ['POST', '/api/user-chat-session', { sessionType: 'ai' }],
    ['GET', '/api/user-chat-messages/1', undefined],
    ['POST', '/api/user-chat-messages', { sessionId: 1, messageText: 'hola' }],
    ['POST', '/api/user-chat-message', { message: 'hola' }],
    ['POST', '/api/ai-response', { sessionId: 1, question: 'hola' }],
    ['POST', '/api/generate-conversation-title', { sessionId: 1 }],
    ['DELETE', '/api/user-chat-sessions/1', undefined],
    ['POST', '/api/continue/message', { message: 'hola' }],
  ] as const)('%s %s answers 401', async (method, url, body) => {
    const res = await call(method, url, null, body);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('creating sessions', () => {
  it('POST /api/user-chat-sessions answers the new id and falls back to web-user', async () => {
    const res = await call('POST', '/api/user-chat-sessions', other, { sessionType: 'attorney' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      sessionType: 'attorney',
      customerPhoneNumber: 'web-user',
      channel: 'web',
    });
    expect(Number.isInteger(res.json().id)).toBe(true);
  });

  it('POST /api/user-chat-session keeps the topic, colour, icon and title', async () => {
    const res = await call('POST', '/api/user-chat-session', owner, {
      phoneNumber: '5055550199',
      sessionType: 'ai',
      legalTopic: 'Employment Law',
      topicColor: 'teal',
      topicIcon: 'briefcase',
      title: 'Employment Law',
      role: 'admin',
      userId: other.id,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(chatSessions).where(eq(chatSessions.id, res.json().id));
    expect(row).toMatchObject({ userId: owner.id, legalTopic: 'Employment Law', topicIcon: 'briefcase' });
  });

  it('refuses an unknown session type', async () => {
    const res = await call('POST', '/api/user-chat-session', owner, { sessionType: 'robot' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('sessionType');
  });
});

describe('listing and reading', () => {
  it('lists only the person’s own sessions, newest activity first', async () => {
    const a = await newSession(owner, { title: 'first' });
    const b = await newSession(owner, { title: 'second' });
    const theirs = await newSession(other, { title: 'theirs' });
    await call('POST', '/api/user-chat-messages', owner, { sessionId: a, messageText: 'later message' });
    const res = await call('GET', '/api/user-chat-sessions', owner);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((s: { id: number }) => s.id);
    expect(ids).toContain(a);
    expect(ids).toContain(b);
    expect(ids).not.toContain(theirs);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
  });

  it('reads messages of an own session in order, and 404 for anyone else’s', async () => {
    const id = await newSession(owner);
    for (const text of ['one', 'two', 'three']) {
      const res = await call('POST', '/api/user-chat-messages', owner, {
        sessionId: id,
        messageText: text,
        direction: 'outbound',
        messageType: 'sms',
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await call('GET', `/api/user-chat-messages/${id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().map((m: { messageText: string }) => m.messageText)).toEqual(['one', 'two', 'three']);
    expect(res.json()[0]).toMatchObject({ sessionId: id, direction: 'outbound', messageType: 'sms' });
    expect((await call('GET', `/api/user-chat-messages/${id}`, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/user-chat-messages/999999', owner)).statusCode).toBe(404);
  });

  it('lets an admin read any conversation, but not write to it or delete it', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const id = await newSession(owner);
    await call('POST', '/api/user-chat-messages', owner, { sessionId: id, messageText: 'private' });
    const read = await call('GET', `/api/user-chat-messages/${id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()[0].messageText).toBe('private');
    expect(
      (await call('POST', '/api/user-chat-messages', admin, { sessionId: id, messageText: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/user-chat-sessions/${id}`, admin)).statusCode).toBe(404);
    const list = await call('GET', '/api/user-chat-sessions', admin);
    expect(list.json().map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])('refuses session id %s with 400', async (bad) => {
    const res = await call('GET', `/api/user-chat-messages/${bad}`, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('sessionId');
  });
});

describe('posting messages', () => {
  it('POST /api/user-chat-messages refuses another person’s session, empty text and AI-typed messages', async () => {
    const id = await newSession(owner);
    expect(
      (await call('POST', '/api/user-chat-messages', other, { sessionId: id, messageText: 'x' })).statusCode,
    ).toBe(404);
    const empty = await call('POST', '/api/user-chat-messages', owner, { sessionId: id, messageText: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('messageText');
    const forged = await call('POST', '/api/user-chat-messages', owner, {
      sessionId: id,
      messageText: 'I am the AI',
      direction: 'inbound',
      messageType: 'ai_response',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('POST /api/user-chat-message opens a session when none is given and answers its id', async () => {
    const res = await call('POST', '/api/user-chat-message', owner, {
      phoneNumber: '5055550199',
      message: 'Hello',
    });
    expect(res.statusCode).toBe(201);
    const { sessionId, message } = res.json();
    expect(message).toMatchObject({ sessionId, direction: 'outbound', messageText: 'Hello' });
    const again = await call('POST', '/api/user-chat-message', owner, { message: 'Again', sessionId });
    expect(again.json().sessionId).toBe(sessionId);
    expect(
      (await call('POST', '/api/user-chat-message', other, { message: 'x', sessionId })).statusCode,
    ).toBe(404);
  });

  it('keeps HTML and script text exactly as written', async () => {
    const id = await newSession(owner);
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await call('POST', '/api/user-chat-messages', owner, { sessionId: id, messageText: payload });
    const res = await call('GET', `/api/user-chat-messages/${id}`, owner);
    expect(res.json()[0].messageText).toBe(payload);
  });
});

describe('deleting', () => {
  it('deletes an own session: gone from the list and its messages 404', async () => {
    const id = await newSession(owner);
    expect((await call('DELETE', `/api/user-chat-sessions/${id}`, other)).statusCode).toBe(404);
    const res = await call('DELETE', `/api/user-chat-sessions/${id}`, owner);
    expect(res.statusCode).toBe(200);
    const list = await call('GET', '/api/user-chat-sessions', owner);
    expect(list.json().map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await call('GET', `/api/user-chat-messages/${id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user-chat-sessions/${id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/user-chat-sessions/0', owner)).statusCode).toBe(400);
  });
});

describe('AI answers (offline engine)', () => {
  it('answers in the requested language, aware of topic and state, and stores both sides', async () => {
    const person = await signUp(t.app, { state: 'TX' });
    const id = await newSession(person, { legalTopic: 'Landlord/Tenant' });
    await call('POST', '/api/user-chat-message', person, { message: '¿Me pueden desalojar?', sessionId: id });
    const res = await call('POST', '/api/ai-response', person, {
      sessionId: id,
      question: '¿Me pueden desalojar?',
      userLanguage: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/desalojo/i);
    expect(res.json().response).toMatch(/Texas/);
    expect(res.json().response).toMatch(/no asesoría legal/);
    expect(res.json()).toMatchObject({ freeResponsesUsed: 1, hasReachedLimit: false });
    expect(res.json().message.author).toEqual({ kind: 'ai', name: null });
    const read = (await call('GET', `/api/user-chat-messages/${id}`, person)).json();
    expect(read.map((m: { author: { kind: string } }) => m.author.kind)).toEqual(['client', 'ai']);
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id));
    expect(rows.map((r) => [r.direction, r.messageType])).toEqual([
      ['outbound', 'text'],
      ['inbound', 'ai_response'],
    ]);
  });

  it('stores the question itself when the client did not', async () => {
    const person = await signUp(t.app);
    const id = await newSession(person);
    await call('POST', '/api/ai-response', person, {
      sessionId: id,
      question: 'Can I break my lease early?',
    });
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id));
    expect(rows.map((r) => r.messageText)[0]).toBe('Can I break my lease early?');
    expect(rows).toHaveLength(2);
  });

  it('uses earlier messages: a state named before shapes a later answer', async () => {
    const person = await signUp(t.app, { state: 'NM' });
    const id = await newSession(person);
    await call('POST', '/api/ai-response', person, {
      sessionId: id,
      question: 'My boss in Texas has not paid my overtime.',
    });
    const res = await call('POST', '/api/ai-response', person, {
      sessionId: id,
      question: 'What should I do?',
    });
    expect(res.json().response).toMatch(/Texas/);
  });

  it('answers a follow-up first, from the whole conversation, with the state’s statute and in its own language', async () => {
    const person = await signUp(t.app, { state: 'TX' });
    const id = await newSession(person);
    await call('POST', '/api/ai-response', person, {
      sessionId: id,
      question: 'My landlord in Albuquerque, New Mexico kept my $1,200 deposit. I moved out 40 days ago.',
    });
    const days = (
      await call('POST', '/api/ai-response', person, {
        sessionId: id,
        question: 'How many days does he legally have?',
      })
    ).json().response;
    expect(days).toMatch(/^In New Mexico, the landlord has 30 days after you move out/);
    expect(days).toContain('NMSA § 47-8-18');
    expect(days).not.toMatch(/years ago|14 and 60 days|Keep paying/);
    const offer = (
      await call('POST', '/api/ai-response', person, {
        sessionId: id,
        question: '¿Debo aceptar $800?',
        userLanguage: 'en',
      })
    ).json().response;
    expect(offer).toMatch(/^Aceptar \$800 es su decisión\. Es cerca del 67% de los \$1,200 en juego/);
  });

  it('refuses an empty question, a stranger’s session and an unknown language', async () => {
    const id = await newSession(owner);
    const empty = await call('POST', '/api/ai-response', owner, { sessionId: id, question: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('question');
    expect(
      (await call('POST', '/api/ai-response', other, { sessionId: id, question: 'hi' })).statusCode,
    ).toBe(404);
    const lang = await call('POST', '/api/ai-response', owner, {
      sessionId: id,
      question: 'hi',
      userLanguage: 'fr',
    });
    expect(lang.statusCode).toBe(400);
  });

  it('opens a topic session with its common questions, free and only once', async () => {
    const person = await signUp(t.app);
    const id = await newSession(person, { legalTopic: 'Immigration Law' });
    const first = await call('POST', '/api/ai-response', person, { sessionId: id, purpose: 'opening' });
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toMatch(/^Common questions — /);
    expect(first.json().response).toMatch(/1\. .*immigration/i);
    expect(first.json().freeResponsesUsed).toBe(0);
    const second = await call('POST', '/api/ai-response', person, { sessionId: id, purpose: 'opening' });
    expect(second.json().message.id).toBe(first.json().message.id);
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id));
    expect(rows).toHaveLength(1);
  });

  it('gives the five-point preliminary analysis in a situation session', async () => {
    const person = await signUp(t.app);
    const id = await newSession(person, { title: 'Situation Analysis' });
    const situation =
      'My landlord kept my deposit of $1,200 after I moved out of my apartment in Albuquerque in March.';
    await call('POST', '/api/user-chat-message', person, { sessionId: id, message: situation });
    const res = await call('POST', '/api/ai-response', person, { sessionId: id, purpose: 'situation' });
    expect(res.statusCode).toBe(200);
    const text: string = res.json().response;
    for (const point of [
      '1. Type of legal matter',
      '2. Key issues',
      '3. Immediate steps',
      '4. Additional information needed',
      '5. ',
    ]) {
      expect(text).toContain(point);
    }
    expect(text).toMatch(/\$1,200/);
    expect(text).toMatch(/New Mexico/);
    expect(res.json().freeResponsesUsed).toBe(1);
  });
});

describe('what the AI layer is asked (OpenAI adapter against a local server)', () => {
  let fake: FakeOpenAi;
  let api: TestContext;
  beforeAll(async () => {
    fake = await startFakeOpenAi({
      chat_reply: { reply: 'Here is some information.' },
      conversation_title: { title: 'Deposit dispute' },
    });
    api = await createTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test',
      AI_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });
  const ask = (who: SignedIn, body: unknown) =>
    api.app.inject({
      method: 'POST',
      url: '/api/ai-response',
      payload: body as object,
      headers: who.headers,
    });
  const lastChat = () => fake.requests.at(-1)?.body.messages as { role: string; content: string }[];

  it('sends the topic, the state, the earlier turns and the question', async () => {
    const person = await signUp(api.app, { state: 'CA' });
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/user-chat-session',
      headers: person.headers,
      payload: { legalTopic: 'Employment Law' },
    });
    const sessionId = created.json().id;
    fake.mode = 'ok';
    await ask(person, { sessionId, question: 'I was fired.' });
    await ask(person, { sessionId, question: 'Can they do that?' });
    const messages = lastChat();
    expect(messages[0]?.content).toMatch(/Employment Law/);
    expect(messages[0]?.content).toMatch(/California/);
    expect(messages.slice(1).map((m) => [m.role, m.content.slice(0, 12)])).toEqual([
      ['user', 'I was fired.'],
      ['assistant', 'Here is some'],
      ['user', 'Can they do '],
    ]);
  });

  it.each([
    ['server-error', 503, 'AI_UNAVAILABLE'],
    ['rate-limited', 429, 'AI_QUOTA'],
  ] as const)('a provider %s answers %s %s and gives the free answer back', async (mode, status, code) => {
    const person = await signUp(api.app);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/user-chat-session',
      headers: person.headers,
      payload: {},
    });
    fake.mode = mode;
    try {
      const res = await ask(person, { sessionId: created.json().id, question: 'Will this work?' });
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.body).not.toContain('secret');
    } finally {
      fake.mode = 'ok';
    }
    const me = await api.app.inject({ method: 'GET', url: '/api/auth/user', headers: person.headers });
    expect(me.json().freeResponsesUsed).toBe(0);
  });
});

describe('the free limit', () => {
  it('gives exactly 3 answers, then 402 FREE_LIMIT_REACHED with a translated message', async () => {
    const person = await signUp(t.app);
    const id = await newSession(person);
    for (let i = 1; i <= 3; i++) {
      const res = await call('POST', '/api/ai-response', person, {
        sessionId: id,
        question: `Question ${i}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().freeResponsesUsed).toBe(i);
      expect(res.json().hasReachedLimit).toBe(i === 3);
    }
    const fourth = await call('POST', '/api/ai-response', person, { sessionId: id, question: 'Question 4' });
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json()).toMatchObject({ code: 'FREE_LIMIT_REACHED' });
    expect(fourth.json().message).toBe('You have used your 3 free AI responses. Choose a plan to continue.');
    const es = await call(
      'POST',
      '/api/ai-response',
      person,
      { sessionId: id, question: 'Otra' },
      { 'x-language': 'es' },
    );
    expect(es.statusCode).toBe(402);
    expect(es.json().message).toMatch(/respuestas gratuitas/);
    const me = await call('GET', '/api/auth/user', person);
    expect(me.json()).toMatchObject({ freeResponsesUsed: 3, hasReachedLimit: true });
    const answers = (await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id))).filter(
      (m) => m.messageType === 'ai_response',
    );
    expect(answers).toHaveLength(3);
    // The refused questions were not stored either: the conversation holds the three asked.
    const asked = (await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id))).filter(
      (m) => m.direction === 'outbound',
    );
    expect(asked.map((m) => m.messageText)).toEqual(['Question 1', 'Question 2', 'Question 3']);
  });

  it('is lifted by an active AI Assistant plan', async () => {
    const person = await signUp(t.app);
    const id = await newSession(person);
    for (let i = 1; i <= 3; i++)
      await call('POST', '/api/ai-response', person, { sessionId: id, question: `Q${i}` });
    expect(
      (await call('POST', '/api/ai-response', person, { sessionId: id, question: 'Q4' })).statusCode,
    ).toBe(402);
    const plan = await call('POST', '/api/plans/checkout', person, { plan: 'ai_assistant' });
    expect(plan.json()).toMatchObject({ status: 'active', plan: 'ai_assistant' });
    for (const q of ['Q4', 'Q5']) {
      const res = await call('POST', '/api/ai-response', person, { sessionId: id, question: q });
      expect(res.statusCode).toBe(200);
      expect(res.json().freeResponsesUsed).toBe(3);
    }
  });
});

describe('conversation titles', () => {
  it('names the conversation from its first messages, once', async () => {
    const person = await signUp(t.app);
    const id = await newSession(person);
    await call('POST', '/api/user-chat-message', person, {
      sessionId: id,
      message: 'My boss has not paid my overtime in Texas',
    });
    const res = await call('POST', '/api/generate-conversation-title', person, { sessionId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sessionId: id, title: 'Unpaid wages – Texas' });
    await call('POST', '/api/user-chat-message', person, { sessionId: id, message: 'My landlord in Ohio' });
    const again = await call('POST', '/api/generate-conversation-title', person, { sessionId: id });
    expect(again.json().title).toBe('Unpaid wages – Texas');
    const list = await call('GET', '/api/user-chat-sessions', person);
    expect(list.json()[0].title).toBe('Unpaid wages – Texas');
    expect(
      (await call('POST', '/api/generate-conversation-title', other, { sessionId: id })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/generate-conversation-title', person, { sessionId: -3 })).statusCode,
    ).toBe(400);
  });
});

describe.skipIf(!onPostgres)('a topic opened by many requests at once (PostgreSQL)', () => {
  it('stores one opening and answers it to all 10 requests', async () => {
    const person = await signUp(t.app);
    const id = await newSession(person, { legalTopic: 'Family Law' });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/ai-response', person, { sessionId: id, purpose: 'opening' }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.json().message.id)).size).toBe(1);
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, id));
    expect(rows).toHaveLength(1);
  });
});
