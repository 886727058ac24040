import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/factories/users.js';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../tests/fakes/openai-server.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';

/** The situation endpoints with the OpenAI-compatible provider, against a local fake of its API. */
let fake: FakeOpenAi;
let t: TestContext;
beforeAll(async () => {
  fake = await startFakeOpenAi({
    situation_analysis: {
      summary: 'Resumen del modelo.',
      sections: {
        keyIssues: '• Punto',
        yourRights: '• Derecho',
        deadlines: '',
        evidenceToGather: '• Pruebas',
        nextSteps: '1. Paso',
        whenToSeeAttorney: '• Ahora',
        freeResources: '• 211',
      },
      followUpQuestions: ['¿Cuándo?'],
      legalIssues: ['Desalojo'],
    },
  });
  t = await createTestApp({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'sk-test',
    AI_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.mode = 'ok';
});

const SITUATION = 'Mi casero me dio un aviso de desalojo de 3 días y tengo dos hijos, vivo en Nuevo México.';
const analyze = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analyze-situation',
    payload: { situation: SITUATION, language: 'es' },
    headers,
  });

describe('situation endpoints over an OpenAI-compatible API', () => {
  it('returns the model’s checked analysis with the notice', async () => {
    const res = await analyze();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ summary: 'Resumen del modelo.', legalIssues: ['Desalojo'] });
    expect(res.json().notice).toMatch(/no asesoría legal/);
  });

  it.each(['rate-limited', 'quota'] as const)(
    'passes a %s answer on as 429 with "429" in the message',
    async (mode) => {
      fake.mode = mode;
      const res = await analyze({ 'accept-language': 'es' });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('AI_QUOTA');
      expect(res.json().message).toMatch(/429/);
      expect(res.json().message).toMatch(/cuota/);
    },
  );

  it('answers 503 for a timeout or a server error, without the provider’s text', async () => {
    fake.mode = 'slow';
    const slow = await analyze();
    expect(slow.statusCode).toBe(503);
    expect(slow.json().code).toBe('AI_UNAVAILABLE');
    fake.mode = 'server-error';
    const failed = await analyze();
    expect(failed.statusCode).toBe(503);
    expect(failed.body).not.toContain('secret');
  });

  it('passes the quota answer on when creating a case, and creates nothing', async () => {
    fake.mode = 'quota';
    const person = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-legal-case',
      payload: { situation: SITUATION, language: 'en' },
      headers: person.headers,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/quota.*429|429.*quota/i);
  });
});
