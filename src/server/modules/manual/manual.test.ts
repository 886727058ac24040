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
