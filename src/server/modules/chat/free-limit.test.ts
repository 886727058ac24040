import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/factories/users.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import { chatMessages, phoneFreeUsage, users } from '../../db/schema/index.js';
import { claimAiAnswer } from './free-limit.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe.skipIf(!onPostgres)('the free limit under concurrent requests (PostgreSQL)', () => {
  it('10 parallel AI requests give exactly 3 answers and 7 refusals', async () => {
    const person = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user-chat-session',
      headers: person.headers,
      payload: { sessionType: 'ai' },
    });
    const sessionId = created.json().id;
    {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/ai-response',
            headers: person.headers,
            payload: { sessionId, question: `Parallel question ${i}` },
          }),
        ),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(3);
      expect(codes.filter((c) => c === 402)).toHaveLength(7);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ freeResponsesUsed: 3, hasReachedLimit: true });
    const answers = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId));
    expect(answers.filter((m) => m.messageType === 'ai_response')).toHaveLength(3);
  });

  it('20 parallel claims for one phone number succeed exactly 3 times', async () => {
    const phone = '+15055550777';
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimAiAnswer(t.db, { kind: 'phone', phone })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const [row] = await t.db.select().from(phoneFreeUsage).where(eq(phoneFreeUsage.phoneNumber, phone));
    expect(row?.freeResponsesUsed).toBe(3);
  });
});

describe('claims', () => {
  it('a phone number without an account has its own 3 free answers', async () => {
    const phone = '+15055550778';
    for (let i = 1; i <= 3; i++) {
      const claim = await claimAiAnswer(t.db, { kind: 'phone', phone });
      expect(claim.freeResponsesUsed).toBe(i);
    }
    await expect(claimAiAnswer(t.db, { kind: 'phone', phone })).rejects.toMatchObject({
      code: 'FREE_LIMIT_REACHED',
    });
  });

  it('a released claim can be taken again', async () => {
    const person = await signUp(t.app);
    const owner = { kind: 'user', userId: person.id } as const;
    await claimAiAnswer(t.db, owner);
    await claimAiAnswer(t.db, owner);
    const third = await claimAiAnswer(t.db, owner);
    expect(third.hasReachedLimit).toBe(true);
    await third.release();
    await third.release(); // only once
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ freeResponsesUsed: 2, hasReachedLimit: false });
    expect((await claimAiAnswer(t.db, owner)).freeResponsesUsed).toBe(3);
  });
});
