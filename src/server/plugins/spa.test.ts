import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAs } from '../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../tests/setup/test-app.js';

// A built client as scripts/prerender.mjs leaves it: the shell and the landing in each language.
const dir = mkdtempSync(join(tmpdir(), 'amparo-spa-'));
mkdirSync(join(dir, 'client'));
mkdirSync(join(dir, 'landing'));
writeFileSync(join(dir, 'client/index.html'), '<div id="root">shell</div>');
writeFileSync(
  join(dir, 'landing/en.html'),
  '<div id="root" data-prerendered="en">Tell us what happened</div>',
);
writeFileSync(join(dir, 'landing/es.html'), '<div id="root" data-prerendered="es">Cuéntenos qué pasó</div>');
// The first screens of pages, drawn at build time (`firstScreen` in src/shared/pages.ts).
mkdirSync(join(dir, 'landing/en'));
mkdirSync(join(dir, 'landing/es'));
writeFileSync(join(dir, 'landing/en/messages.html'), '<div id="root">Messages</div>');
writeFileSync(join(dir, 'landing/es/messages.html'), '<div id="root">Mensajes</div>');
writeFileSync(join(dir, 'landing/en/admin.html'), '<div id="root">Admin</div>');
// The server-side build of the client, which draws /messages for the person who asks.
mkdirSync(join(dir, 'prerender'));
writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
writeFileSync(
  join(dir, 'prerender/prerender.js'),
  `export const PAGE_SHELLS = [{ path: '/messages', role: 'user' }, { path: '/admin', role: 'admin' }];
const ADMIN_KEYS = { Ana: [['/api/stats'], ['/api/escalations?status=pending&limit=1']], Bea: [['/api/stats'], ['/api/none']] };
export const firstDataKeys = (user, path) =>
  path === '/messages' ? [['/api/user-chat-sessions']] : path === '/admin' ? ADMIN_KEYS[user.firstName] : [];
export const renderForPerson = async (location, language, user, seeds) =>
  location === '/admin'
    ? \`Overview of \${user.firstName}: \${seeds.map(([key]) => key[0]).join(' ')}\`
    : \`Messages of \${user.firstName} at \${location} in \${language}: \${JSON.stringify(seeds[0][1])}\`;`,
);

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, join(dir, 'client'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const home = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the page at /', () => {
  it('gives a visitor without a session the landing already drawn, in English by default', async () => {
    const res = await home('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Tell us what happened');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('follows the browser languages, and a stored choice over them', async () => {
    expect((await home('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).body).toContain('Cuéntenos');
    expect((await home('/', { 'accept-language': 'fr-FR,es;q=0.8,en;q=0.5' })).body).toContain('Cuéntenos');
    expect((await home('/', { 'accept-language': 'en-US', cookie: 'amparo_lang=es' })).body).toContain(
      'Cuéntenos',
    );
    expect((await home('/', { 'accept-language': 'es', cookie: 'amparo_lang=en' })).body).toContain(
      'Tell us',
    );
    expect((await home('/', { 'accept-language': 'es', cookie: 'amparo_lang=fr' })).body).toContain(
      'Cuéntenos',
    );
  });

  it('gives the plain shell to anyone with a session, and to any address with a query', async () => {
    expect((await home('/', { cookie: 'amparo_session=abc' })).body).toBe('<div id="root">shell</div>');
    expect((await home('/?token=abc')).body).toBe('<div id="root">shell</div>');
    expect((await home('/?return=explain-situation')).body).toBe('<div id="root">shell</div>');
    expect((await home('/dashboard')).body).toBe('<div id="root">shell</div>');
  });

  it('does not serve the drawn pages as files', async () => {
    expect((await home('/landing/en/messages.html')).body).toBe('<div id="root">shell</div>');
    expect((await home('/landing/en.html')).body).toBe('<div id="root">shell</div>');
    expect((await home('/../landing/en.html')).body).not.toContain('Tell us');
  });
});

describe('a page drawn at build time', () => {
  it("answers its address with any query or session, in the browser's language", async () => {
    const res = await home('/messages?token=abc', { cookie: 'amparo_session=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('<div id="root">Messages</div>');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await home('/messages', { 'accept-language': 'es-MX' })).body).toBe(
      '<div id="root">Mensajes</div>',
    );
    expect((await home('/messages', { cookie: 'amparo_lang=es' })).body).toBe(
      '<div id="root">Mensajes</div>',
    );
  });

  it('leaves every other address to the plain shell', async () => {
    expect((await home('/messages/1')).body).toBe('<div id="root">shell</div>');
    expect((await home('/profile')).body).toBe('<div id="root">shell</div>');
  });
});

describe('a page drawn for the person who asks', () => {
  it('holds their own first list, read with their sign-in, and is kept by no cache', async () => {
    const rosa = await signUp(t.app, { firstName: 'Rosa' });
    for (const res of [
      await home(`/messages?token=${rosa.token}`),
      await home('/messages', { cookie: `amparo_session=${rosa.token}` }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe(
        `<script type="application/json" id="drawn-data">{"userId":${rosa.id},"language":"en","seeds":[[["/api/user-chat-sessions"],[]]]}</script>` +
          '<div id="root">Messages of Rosa at /messages in en: []</div>',
      );
    }
  });

  it('is drawn at the address the app shows, without the token, in the page language', async () => {
    const rosa = await signUp(t.app, { firstName: 'Rosa' });
    const res = await home(`/messages?session=4&token=${rosa.token}`, { 'accept-language': 'es' });
    expect(res.body).toContain('Messages of Rosa at /messages?session=4 in es');
    expect(res.body).not.toContain(rosa.token);
  });

  it('is the first screen for anyone else: no sign-in, a wrong or malformed one, another role', async () => {
    const rosa = await signUp(t.app);
    const attorney = await signUpAs(t.app, t.db, 'attorney');
    for (const [url, headers] of [
      ['/messages', {}],
      ['/messages?token=not-a-session', {}],
      [`/messages?token=${rosa.token}&token=${rosa.token}`, {}],
      // The ?token= is what the app signs in with, so a cookie does not stand in for a wrong one.
      ['/messages?token=not-a-session', { cookie: `amparo_session=${rosa.token}` }],
      [`/messages?token=${attorney.token}`, {}],
    ] as const) {
      const res = await home(url, headers);
      expect(res.body, url).toBe('<div id="root">Messages</div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('holds every part of a page that shows several, and is the first screen should one fail', async () => {
    const ana = await signUpAs(t.app, t.db, 'admin', { firstName: 'Ana' });
    const drawn = await home(`/admin?token=${ana.token}`);
    expect(drawn.headers['cache-control']).toBe('no-store');
    expect(drawn.body).toContain(
      '<div id="root">Overview of Ana: /api/stats /api/escalations?status=pending&limit=1</div>',
    );
    const data = /<script type="application\/json" id="drawn-data">(.*?)<\/script>/.exec(drawn.body)?.[1];
    const seeds = (JSON.parse(data ?? '{}') as { seeds: Array<[string[], unknown]> }).seeds;
    expect(seeds.map(([key]) => key[0])).toEqual(['/api/stats', '/api/escalations?status=pending&limit=1']);
    expect(seeds[1]?.[1]).toMatchObject({ escalations: expect.any(Array) });

    const bea = await signUpAs(t.app, t.db, 'admin', { firstName: 'Bea' });
    const plain = await home(`/admin?token=${bea.token}`);
    expect(plain.body).toBe('<div id="root">Admin</div>');
    expect(plain.headers['cache-control']).toBe('no-cache');
  });
});
