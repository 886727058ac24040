import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../../tests/fakes/openai-server.js';
import { AppError } from '../../../../shared/errors.js';
import { loadEnv } from '../../../env.js';
import { createAi } from '../index.js';
import { COMMON_TEXT } from '../offline/index.js';
import type { AiProvider } from '../types.js';

const SECTIONS = {
  keyIssues: '• Whether the notice is valid',
  yourRights: '• Only a court can order an eviction',
  deadlines: '• Answer court papers quickly',
  evidenceToGather: '• The notice',
  nextSteps: '1. Call legal aid',
  whenToSeeAttorney: '• Now',
  freeResources: '• LawHelp.org',
};

let fake: FakeOpenAi;
let ai: AiProvider;

beforeAll(async () => {
  fake = await startFakeOpenAi({
    situation_analysis: {
      summary: 'An eviction notice in New Mexico.',
      sections: { ...SECTIONS, deadlines: '' },
      followUpQuestions: [
        'When did you get it?',
        'Do you have a lease?',
        'How much rent is owed?',
        'a',
        'b',
        'c',
      ],
      legalIssues: ['Eviction'],
    },
    enhanced_situation: { enhancedSituation: 'My landlord gave me a 3-day notice on March 3 for $900.' },
    chat_reply: { reply: 'You have the right to a hearing.' },
    conversation_title: { title: '"Eviction notice – New Mexico"' },
    case_viability: { score: 71.6, reason: 'Clear problem with dates.' },
    irac: { issue: 'I', rule: 'R', application: 'A', conclusion: 'C' },
  });
  ai = createAi(
    loadEnv({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '300',
    }),
  );
});
afterAll(async () => fake?.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
}

describe('openai provider over HTTP', () => {
  it('sends the model, the key, the language and a strict JSON schema, and returns a checked analysis', async () => {
    const result = await ai.analyze('my landlord gave me a 3 day notice in Albuquerque', 'es');
    const req = fake.requests[0];
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    expect(req?.body.model).toBe('test-model');
    expect(req?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'situation_analysis', strict: true },
    });
    const messages = req?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.content).toMatch(/Write every text value in Spanish/);
    expect(messages[1]?.content).toBe('my landlord gave me a 3 day notice in Albuquerque');
    expect(result.summary).toBe('An eviction notice in New Mexico.');
    expect(result.analysis.yourRights).toEqual({
      present: true,
      content: '• Only a court can order an eviction',
    });
    // The model gave no deadline; the vetted rule for a notice before an eviction follows.
    expect(result.analysis.deadlines?.present).toBe(true);
    expect(result.analysis.deadlines?.content).toContain('3 días (NMSA § 47-8-33)');
    expect(result.followUpQuestions).toHaveLength(5);
    expect(result.notice).toBe(COMMON_TEXT.es.notice);
  });

  it('adds the notice to chat replies and cleans titles', async () => {
    const reply = await ai.chatReply({
      language: 'en',
      question: 'can he evict me?',
      history: [{ role: 'user', text: 'hi' }],
      topic: 'landlord_tenant',
      state: 'NM',
    });
    // The model's words first, then the vetted rule for the person's state and claim, then the notice.
    expect(reply.startsWith('You have the right to a hearing.\n\nDeadlines:\n• ')).toBe(true);
    expect(reply).toContain('NMSA § 47-8-33');
    expect(reply.endsWith(COMMON_TEXT.en.notice)).toBe(true);
    const messages = fake.requests[0]?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(messages[0]?.content).toMatch(/Landlord\/Tenant.*New Mexico/);
    expect(await ai.conversationTitle(['x'], 'en')).toBe('Eviction notice – New Mexico');
  });

  it('keeps an enhancement only when every number survives', async () => {
    expect(await ai.enhance('landlord gave me 3 day notice on march 3 for $900', 'en')).toBe(
      'My landlord gave me a 3-day notice on March 3 for $900.',
    );
    const fallback = await ai.enhance('landlord gave me 5 day notice for $700 u know', 'en');
    expect(fallback).toContain('5 day notice for $700 you know');
  });

  it('rounds the viability score and adds the caveat; IRAC carries the notice', async () => {
    const v = await ai.caseViability('text', 'en');
    expect(v.score).toBe(72);
    expect(v.reason).toMatch(/^Clear problem with dates\. .*not legal advice/);
    expect(await ai.irac('text', 'en')).toEqual({
      issue: 'I',
      rule: 'R',
      application: 'A',
      conclusion: 'C',
      notice: COMMON_TEXT.en.notice,
    });
  });

  it('reads facts locally, without a request', async () => {
    const facts = await ai.classify('me despidieron en Texas y me deben $800');
    expect(facts).toMatchObject({ topic: 'employment', state: 'TX', amounts: ['$800'] });
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to JSON mode when the server does not know json_schema', async () => {
    fake.mode = 'no-json-schema';
    const single = await startFakeOpenAi({ only: { enhancedSituation: 'Text with 42.' } });
    single.mode = 'no-json-schema';
    const local = createAi(
      loadEnv({ AI_PROVIDER: 'openai', AI_BASE_URL: single.url, AI_TIMEOUT_MS: '1000' }),
    );
    expect(await local.enhance('text with 42', 'en')).toBe('Text with 42.');
    expect(single.requests.map((r) => (r.body.response_format as { type: string }).type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    expect(single.requests[0]?.headers.authorization).toBeUndefined();
    await single.close();
  });

  it.each([
    ['malformed', 'AI_UNAVAILABLE'],
    ['wrong-shape', 'AI_UNAVAILABLE'],
    ['server-error', 'AI_UNAVAILABLE'],
    ['rate-limited', 'AI_QUOTA'],
    ['quota', 'AI_QUOTA'],
    ['slow', 'AI_UNAVAILABLE'],
  ] as const)('turns a %s answer into %s after one attempt', async (mode, code) => {
    fake.mode = mode;
    expect(await codeOf(ai.analyze('my landlord gave me a notice', 'en'))).toBe(code);
    // Someone is waiting for the answer: no silent retries that multiply the wait.
    expect(fake.requests).toHaveLength(1);
  });

  it('answers AI_UNAVAILABLE when nothing listens', async () => {
    const closed = createAi(
      loadEnv({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_TIMEOUT_MS: '500' }),
    );
    expect(await codeOf(closed.chatReply({ language: 'en', question: 'hi', history: [] }))).toBe(
      'AI_UNAVAILABLE',
    );
  });

  it('refuses to start without a key or a base URL', () => {
    expect(() => createAi(loadEnv({ AI_PROVIDER: 'openai' }))).toThrow(/AI_API_KEY/);
    expect(createAi(loadEnv({})).name).toBe('offline');
  });
});

describe('a model held to the state-law table', () => {
  const SPONGE =
    'the surgeon left a sponge inside my mom during her c-section in march 2025. they found it last week on a CT scan. we live in Buffalo. how long do we have?';
  let held: AiProvider;
  beforeAll(() => {
    held = createAi(
      loadEnv({
        AI_PROVIDER: 'openai',
        AI_BASE_URL: fake.url,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'test-model',
      }),
      { now: () => new Date('2026-11-26T12:00:00Z') },
    );
  });

  it('sends the rows of the person’s state and claim with the question', async () => {
    fake.answers.chat_reply = { reply: 'Keep every medical record.' };
    await held.chatReply({ language: 'en', question: SPONGE, history: [] });
    const last = fake.requests[fake.requests.length - 1];
    const system = (last?.body.messages as { content: string }[] | undefined)?.[0]?.content ?? '';
    expect(system).toContain('VETTED DEADLINES');
    expect(system).toMatch(/object left in the body in New York: 1 year .*\(N\.Y\. CPLR § 214-a\(a\)\)/);
    expect(system).toMatch(/use ONLY these rules/);
  });

  it('never passes on a statute the model invented: the sentence goes and the vetted rule is given', async () => {
    fake.answers.chat_reply = {
      reply:
        'I am sorry this happened. In New York you have 3 years to sue the surgeon (N.Y. CPLR § 299-x). Keep every medical record.',
    };
    const reply = await held.chatReply({ language: 'en', question: SPONGE, history: [] });
    expect(reply).not.toContain('299-x');
    expect(reply).not.toMatch(/3 years to sue/);
    expect(reply).toContain('I am sorry this happened.');
    expect(reply).toContain('Keep every medical record.');
    expect(reply).toMatch(/An object left in the body|object left in the body in New York: 1 year/i);
    expect(reply).toContain('N.Y. CPLR § 214-a(a)');
    expect(reply.endsWith(COMMON_TEXT.en.notice)).toBe(true);
  });

  it('takes out the right statute with the wrong number, and marks other unknown statutes as not verified', async () => {
    fake.answers.chat_reply = {
      reply:
        'You have 3 years under N.Y. CPLR § 214-a. The hospital must keep your records under N.Y. Pub. Health Law § 9999.',
    };
    const reply = await held.chatReply({ language: 'en', question: SPONGE, history: [] });
    expect(reply).not.toMatch(/You have 3 years/);
    expect(reply).toMatch(/§ 9999\. \(citation not verified\)|§ 9999 \(citation not verified\)/);
  });

  it('holds an analysis to the table too, in Spanish', async () => {
    const previous = fake.answers.situation_analysis;
    fake.answers.situation_analysis = {
      summary: 'Su padre murió por un error médico. Tiene 6 años para demandar (Cal. Civ. Code § 9999).',
      sections: { ...SECTIONS, deadlines: '• Tiene 6 años para demandar (Cal. Civ. Code § 9999).' },
      followUpQuestions: ['¿Cuándo murió?', '¿Tiene el expediente?', '¿Quién lo atendió?'],
      legalIssues: ['Negligencia médica'],
    };
    try {
      const result = await held.analyze(
        'Mi papá murió hace 14 meses en San Diego. El doctor dijo que era gastritis y era un infarto, no le hicieron los estudios. Nos enteramos del error ese mismo mes.',
        'es',
      );
      const all = [result.summary, ...Object.values(result.analysis).map((x) => x?.content ?? '')].join('\n');
      expect(all).not.toContain('9999');
      expect(all).not.toMatch(/6 años/);
      expect(result.summary).toContain('Su padre murió por un error médico.');
      expect(result.analysis.deadlines?.content).toMatch(/^• .*Cal\. Civ\. Proc\. Code § 340\.5/);
      expect(result.analysis.deadlines?.content).toMatch(/probablemente ya venció/);
    } finally {
      fake.answers.situation_analysis = previous;
    }
  });
});
