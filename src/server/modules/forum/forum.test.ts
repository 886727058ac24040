import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedIn, signUp } from '../../../../tests/factories/users.js';
import {
  type ForumAnswer,
  type ForumRequest,
  listing,
  moreStub,
  sampleComment,
  samplePost,
  startForumFake,
} from '../../../../tests/fakes/forum.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';

type Fake = Awaited<ReturnType<typeof startForumFake>>;

const PERMALINK = '/r/legaladvice/comments/abc123/my_landlord_kept_my_deposit/';

const thread = () => [
  listing([samplePost('abc123')]),
  listing([
    sampleComment('c1', 'Send a demand letter first.', [
      sampleComment('c2', '[deleted]', [sampleComment('c3', 'Small claims court handles this.')]),
      sampleComment('c4', 'Agreed.'),
    ]),
    sampleComment('c5', '[removed]'),
    sampleComment('c6', 'Moderator removed me', [], { removed: true }),
    moreStub('m1'),
  ]),
];

describe('forum proxy', () => {
  let t: TestContext;
  let fake: Fake;
  let person: SignedIn;
  let answer: (req: ForumRequest) => ForumAnswer;

  beforeAll(async () => {
    fake = await startForumFake((req) => answer(req));
    t = await createTestApp({
      FORUM_BASE_URL: fake.url,
      FORUM_CACHE_MS: '0',
      FORUM_LIST_TIMEOUT_MS: '1500',
      FORUM_POST_TIMEOUT_MS: '1500',
    });
    person = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    answer = (req) =>
      req.url.startsWith('/r/legaladvice/comments/')
        ? { body: thread() }
        : { body: listing([samplePost('p1'), samplePost('p2'), { kind: 't1', data: {} }]) };
  });

  const get = (url: string, who: SignedIn | null = person, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...(who?.headers ?? {}), 'accept-language': lang } });

  it('asks a guest to sign in and makes no call out', async () => {
    expect((await get('/api/reddit/legaladvice/hot', null)).statusCode).toBe(401);
    expect((await get(`/api/reddit/post?permalink=${encodeURIComponent(PERMALINK)}`, null)).statusCode).toBe(
      401,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('lists posts in the forum shape, trimmed to the post fields, with a descriptive User-Agent', async () => {
    const res = await get('/api/reddit/legaladvice/new?limit=10');
    expect(res.statusCode).toBe(200);
    const children = res.json().data.children;
    expect(children).toHaveLength(2);
    expect(children[0].data).toEqual({
      id: 'p1',
      title: 'My landlord kept my deposit (p1)',
      selftext: expect.stringContaining('$1,200'),
      author: 'tenant_p1',
      score: 42,
      num_comments: 3,
      created_utc: 1_763_800_000,
      subreddit: 'legaladvice',
      permalink: '/r/legaladvice/comments/p1/my_landlord_kept_my_deposit/',
    });
    const [call] = fake.requests;
    expect(call?.url).toBe('/r/legaladvice/new.json?limit=10&raw_json=1');
    expect(call?.headers['user-agent']).toMatch(/amparo/);
  });

  it('refuses any other sort with 400 and no call out', async () => {
    for (const sort of ['controversial', 'HOT', 'hot.json', 'hot%2F..%2F..']) {
      const res = await get(`/api/reddit/legaladvice/${sort}`);
      expect(res.statusCode, sort).toBe(400);
    }
    // A dot segment leaves the route altogether.
    for (const dots of ['..', '%2e%2e'])
      expect((await get(`/api/reddit/legaladvice/${dots}`)).statusCode).toBe(404);
    expect((await get('/api/reddit/legaladvice/hot?limit=1000')).statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers a post as [post, comments] without deleted, removed or "more" stubs, nesting kept', async () => {
    const res = await get(`/api/reddit/post?permalink=${encodeURIComponent(PERMALINK)}`);
    expect(res.statusCode).toBe(200);
    const [post, comments] = res.json();
    expect(post.id).toBe('abc123');
    expect(comments.map((c: { id: string }) => c.id)).toEqual(['c1']);
    const replies = comments[0].replies;
    // c2 was deleted: its reply c3 takes its place under c1.
    expect(replies.map((c: { id: string }) => c.id)).toEqual(['c3', 'c4']);
    expect(replies[0]).toMatchObject({
      author: 'user_c3',
      body: 'Small claims court handles this.',
      replies: [],
    });
    expect(fake.requests[0]?.url).toBe(
      '/r/legaladvice/comments/abc123/my_landlord_kept_my_deposit.json?limit=200&raw_json=1',
    );
  });

  it('refuses every permalink that is not an r/legaladvice post, without a call out', async () => {
    const attempts = [
      'https://evil.example/r/legaladvice/comments/abc/x',
      '//evil.example/r/legaladvice/comments/abc/x',
      '/r/legaladvice/comments/abc/../../../admin',
      '/r/legaladvice/comments/abc/x/../../y',
      '/r/otherplace/comments/abc/x/',
      '/r/legaladvice/comments/abc/x?redirect=https://evil.example',
      '/r/legaladvice/comments/abc/x#frag',
      '/r/legaladvice/comments/abc/x/%2F..%2F',
      '@evil.example/r/legaladvice/comments/abc/x',
      '/r/legaladvice/comments/abc/x\r\nHost: evil.example',
      'http://127.0.0.1:5432/',
      '',
    ];
    for (const permalink of attempts) {
      const res = await get(`/api/reddit/post?permalink=${encodeURIComponent(permalink)}`);
      expect(res.statusCode, permalink).toBe(400);
      expect(res.json().message).toMatch(/permalink/);
    }
    expect((await get('/api/reddit/post')).statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('maps a slow forum to 504 with the timeout text, in the reader language', async () => {
    answer = () => ({ body: listing([]), delayMs: 5_000 });
    const started = Date.now();
    const res = await get('/api/reddit/legaladvice/hot', person, 'es');
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({
      code: 'FORUM_TIMEOUT',
      message: 'La solicitud tardó demasiado. Inténtelo de nuevo.',
    });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('maps 503 to 503, a redirect, HTML or an oversized answer to 502, never following the redirect', async () => {
    answer = () => ({ status: 503, body: { message: 'down' } });
    let res = await get('/api/reddit/legaladvice/hot');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Reddit service is temporarily unavailable. Please try again later.');

    answer = (req) =>
      req.url.startsWith('/elsewhere')
        ? { body: listing([samplePost('zz')]) }
        : { status: 302, headers: { location: `${fake.url}/elsewhere` }, body: '' };
    fake.requests.length = 0;
    res = await get('/api/reddit/legaladvice/hot');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'FORUM_BLOCKED',
      message: 'Reddit blocked the request. Try opening Reddit directly.',
    });
    expect(fake.requests.map((r) => r.url)).not.toContain('/elsewhere');

    // How the forum blocks a server: a web page where the JSON should be, with a 200.
    answer = () => ({ headers: { 'content-type': 'text/html' }, body: '<html><body>Blocked</body></html>' });
    res = await get('/api/reddit/legaladvice/hot');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'FORUM_BLOCKED',
      message: 'Reddit blocked the request. Try opening Reddit directly.',
    });
    answer = () => ({ headers: { 'content-type': 'text/plain' }, body: '<!DOCTYPE html><p>whoa there</p>' });
    expect((await get('/api/reddit/legaladvice/hot', person, 'es')).json()).toMatchObject({
      code: 'FORUM_BLOCKED',
      message: 'Reddit bloqueó la solicitud. Intente abrir Reddit directamente.',
    });
    answer = () => ({ headers: { 'content-type': 'application/json' }, body: '{"kind": "Listi' });
    expect((await get('/api/reddit/legaladvice/hot')).json().code).toBe('FORUM_BAD_ANSWER');

    const huge = JSON.stringify(listing([samplePost('big', { selftext: 'x'.repeat(4 * 1024 * 1024) })]));
    answer = () => ({ body: huge });
    res = await get('/api/reddit/legaladvice/hot');
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('FORUM_BAD_ANSWER');

    answer = () => ({ body: { kind: 'Listing', data: { children: 'nope' } } });
    res = await get('/api/reddit/legaladvice/hot');
    expect(res.statusCode).toBe(502);
  });

  it('answers 404 for a post the forum no longer has, and never a 500 with internal text', async () => {
    answer = () => ({ status: 404, body: { message: 'Not Found', error: 404 } });
    const res = await get(`/api/reddit/post?permalink=${encodeURIComponent(PERMALINK)}`);
    expect(res.statusCode).toBe(404);
    answer = () => ({ body: [listing([])] });
    const broken = await get(`/api/reddit/post?permalink=${encodeURIComponent(PERMALINK)}`);
    expect(broken.statusCode).toBe(502);
    expect(broken.body).not.toMatch(/TypeError|stack|at /);
  });
});

describe('forum proxy: sharing, caching and OAuth', () => {
  it('shares one upstream call among concurrent identical requests and reuses it briefly', async () => {
    const fake = await startForumFake(() => ({ body: listing([samplePost('p1')]), delayMs: 150 }));
    const t = await createTestApp({ FORUM_BASE_URL: fake.url, FORUM_CACHE_MS: '60000' });
    const person = await signUp(t.app);
    const many = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'GET', url: '/api/reddit/legaladvice/top', headers: person.headers }),
      ),
    );
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    await t.app.inject({ method: 'GET', url: '/api/reddit/legaladvice/top', headers: person.headers });
    expect(fake.requests).toHaveLength(1);
    await t.app.inject({ method: 'GET', url: '/api/reddit/legaladvice/rising', headers: person.headers });
    expect(fake.requests).toHaveLength(2);
    await t.close();
    await fake.close();
  });

  it('with client credentials, takes an application token once and reads from the API host', async () => {
    const api = await startForumFake((req) =>
      req.headers.authorization === 'Bearer tok-1' ? { body: listing([samplePost('o1')]) } : { status: 401 },
    );
    const auth = await startForumFake(() => ({
      body: { access_token: 'tok-1', token_type: 'bearer', expires_in: 3600 },
    }));
    const t = await createTestApp({
      FORUM_BASE_URL: auth.url,
      FORUM_OAUTH_BASE_URL: api.url,
      FORUM_CLIENT_ID: 'cid',
      FORUM_CLIENT_SECRET: 'csecret',
      FORUM_CACHE_MS: '0',
    });
    const person = await signUp(t.app);
    for (const sort of ['hot', 'new']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reddit/legaladvice/${sort}`,
        headers: person.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.children[0].data.id).toBe('o1');
    }
    expect(auth.requests).toHaveLength(1);
    expect(auth.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/access_token',
      body: 'grant_type=client_credentials',
    });
    expect(auth.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('cid:csecret').toString('base64')}`,
    );
    expect(api.requests.map((r) => r.url)).toEqual([
      '/r/legaladvice/hot?limit=10&raw_json=1',
      '/r/legaladvice/new?limit=10&raw_json=1',
    ]);
    await t.close();
    await api.close();
    await auth.close();
  });
});

describe('IRAC analysis of a post', () => {
  let t: TestContext;
  let person: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    person = await signUp(t.app);
  });
  afterAll(() => t.close());

  const analyse = (payload: unknown, lang = 'en', who: SignedIn | null = person) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reddit-analysis',
      payload: payload as object,
      headers: { ...(who?.headers ?? {}), 'accept-language': lang },
    });

  it('answers issue, rule, application and conclusion with the notice, in the reader language', async () => {
    const post = {
      title: 'Landlord kept my security deposit',
      content:
        'I moved out of my apartment in Texas 45 days ago and the landlord has not returned my $1,200 deposit.',
    };
    const en = await analyse(post);
    expect(en.statusCode).toBe(200);
    const a = en.json().analysis;
    for (const part of ['issue', 'rule', 'application', 'conclusion', 'notice'])
      expect(a[part], part).toBeTruthy();
    expect(a.issue.toLowerCase()).toMatch(/deposit|landlord|tenant/);
    expect(a.notice).toMatch(/not legal advice/i);
    const es = (await analyse(post, 'es')).json().analysis;
    expect(es.notice).toMatch(/no asesoría legal/i);
  });

  it('refuses guests and bad bodies with a message naming the field', async () => {
    expect((await analyse({ title: 'x', content: 'y' }, 'en', null)).statusCode).toBe(401);
    const bad = await analyse({ content: 'no title' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/title/);
    expect((await analyse({ title: 'x'.repeat(301) })).statusCode).toBe(400);
  });
});
