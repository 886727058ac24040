import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { ROOT_DIR } from '../../lib/paths.js';

const pkg = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string };

describe('operating manual', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'ayuda@amparo.example' });
  });
  afterAll(() => t.close());

  it('is served as Markdown from the site root, with the version and date of the project', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/operating-manual.md' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.body).toMatch(/^# Amparo operating manual\n/);
    expect(res.body).toContain(`Version ${pkg.version} · `);
    expect(res.body).toMatch(/Version [\d.]+ · \d{4}-\d{2}-\d{2}\n/);
    expect(res.body).not.toContain('{{');
    const again = await t.app.inject({
      method: 'GET',
      url: '/operating-manual.md',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('is served in Spanish with ?lang=es, and refuses a language it does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/operating-manual.md?lang=es' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.body).toMatch(/^# Manual de operación de Amparo\n/);
    expect(res.body).toContain(`Versión ${pkg.version} · `);
    expect(res.body).not.toContain('{{');
    // Where people land after signing in: everyone on /dashboard, admins link on to /admin.
    expect(res.body).toMatch(/todas las personas llegan a su panel \(`\/dashboard`\)/);
    const english = await t.app.inject({ method: 'GET', url: '/operating-manual.md?lang=en' });
    expect(english.body).toMatch(/^# Amparo operating manual\n/);
    expect(res.headers.etag).not.toBe(english.headers.etag);
    const info = (await t.app.inject({ method: 'GET', url: '/api/manual?lang=es' })).json();
    expect(info).toMatchObject({ title: 'Manual de operación de Amparo', version: pkg.version });
    const unknown = await t.app.inject({ method: 'GET', url: '/operating-manual.md?lang=fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('lang');
  });

  it('the Spanish edition is the whole manual: every section and every setting', () => {
    const read = (name: string) => readFileSync(join(ROOT_DIR, 'docs', name), 'utf8');
    const en = read('operating-manual.md');
    const es = read('operating-manual.es.md');
    const headings = (text: string) => text.match(/^#{2,3} .*$/gm)?.length;
    expect(headings(es)).toBe(headings(en));
    const settings = (text: string) => new Set(text.match(/`[A-Z][A-Z0-9_]{3,}`/g));
    expect([...settings(en)].filter((s) => !settings(es).has(s))).toEqual([]);
    // The shell scripts are the same code in both.
    const scripts = (text: string) => text.match(/```sh[\s\S]*?```/g);
    expect(scripts(es)).toEqual(scripts(en));
  });

  it('describes itself for the download page, with the support address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/manual' });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({
      title: 'Amparo operating manual',
      version: pkg.version,
      supportEmail: 'ayuda@amparo.example',
    });
    expect(info.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(info.sizeBytes).toBeGreaterThan(20_000);
  });

  it('explains every setting of .env.example and covers what an operator needs', () => {
    const manual = readFileSync(join(ROOT_DIR, 'docs', 'operating-manual.md'), 'utf8');
    const settings = [
      ...readFileSync(join(ROOT_DIR, '.env.example'), 'utf8').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm),
    ].map((m) => m[1]);
    expect(settings.length).toBeGreaterThan(40);
    const missing = settings.filter((name) => !manual.includes(`\`${name}\``));
    expect(missing).toEqual([]);
    for (const topic of [
      'Install and first start',
      'Roles',
      'Attorney review',
      'marketplace',
      'ledger',
      'Imports',
      'Backups and restore of PostgreSQL',
      'Running several processes',
      'Privacy requests',
      'carrier rules',
      'Incident handling',
      'Troubleshooting',
    ]) {
      expect(manual, topic).toMatch(new RegExp(`^## \\d+\\. .*${topic}`, 'mi'));
    }
  });
});
