import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { appAndBrowserForFile } from './support/server.js';

// Anyone can get the operating manual: download it, open it, and find who to write to.
const ctx = appAndBrowserForFile({ SUPPORT_EMAIL: 'soporte@amparo.example' });
const version = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string })
  .version;

describe.each([
  ['en', 'en-US', DESKTOP],
  ['es', 'es-MX', PHONE],
] as const)('operating manual page (%s)', (lang, locale, viewport) => {
  const t = JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, 'manual.json'), 'utf8'));

  it('offers the manual in the reader’s language to download and open, the other edition too, with its version, date and the support address', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/download-manual', {
      viewport,
      locale,
    });
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    const edition = page.getByText(
      new RegExp(t.edition.split('{{version}}')[0] + version.replace(/\./g, '\\.')),
    );
    await edition.waitFor();
    expect(await edition.innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);

    // The reader's own edition first.
    const own = {
      en: { file: `amparo-operating-manual-${version}.md`, href: '/operating-manual.md' },
      es: { file: `amparo-operating-manual-${version}.es.md`, href: '/operating-manual.md?lang=es' },
    };
    const title = { en: /^# Amparo operating manual/, es: /^# Manual de operación de Amparo/ };
    const other = lang === 'en' ? 'es' : 'en';
    const download = page.getByRole('link', { name: t.download });
    expect(await download.getAttribute('download')).toBe(own[lang].file);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const saved = readFileSync(await file.path(), 'utf8');
    expect(saved).toMatch(title[lang]);
    expect(saved).toContain(`${lang === 'en' ? 'Version' : 'Versión'} ${version}`);

    // And the other language's edition.
    const otherLink = page.getByRole('link', { name: t.otherEdition });
    expect(await otherLink.getAttribute('href')).toBe(own[other].href);
    const [otherFile] = await Promise.all([page.waitForEvent('download'), otherLink.click()]);
    expect(readFileSync(await otherFile.path(), 'utf8')).toMatch(title[other]);

    const open = page.getByRole('link', { name: new RegExp(t.open) });
    expect(await open.getAttribute('href')).toBe(own[lang].href);
    expect(await open.getAttribute('target')).toBe('_blank');
    const mail = page.getByRole('link', { name: 'soporte@amparo.example' });
    expect(await mail.getAttribute('href')).toBe('mailto:soporte@amparo.example');

    await expectAccessible(page);
    await snap(page, `manual-${lang}`);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
