import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assetsNamedBy, sourceFingerprint, staleReason } from '../scripts/build-state.mjs';

const page = (script: string) =>
  `<html><head><script type="module" crossorigin src="${script}"></script>` +
  '<link rel="stylesheet" crossorigin href="/assets/index-b.css"><link rel="icon" href="/favicon.svg"></head></html>';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder as scripts/build.mjs leaves it; `landingScript` lets a page name another build's script. */
function fakeBuild(options: { fingerprint?: string; landingScript?: string; info?: boolean } = {}) {
  dir = mkdtempSync(join(tmpdir(), 'amparo-build-'));
  mkdirSync(join(dir, 'client/assets'), { recursive: true });
  mkdirSync(join(dir, 'landing'));
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'server/server.js'), '');
  writeFileSync(join(dir, 'client/assets/index-a.js'), '');
  writeFileSync(join(dir, 'client/assets/index-b.css'), '');
  writeFileSync(join(dir, 'client/index.html'), page('/assets/index-a.js'));
  for (const language of ['en', 'es'])
    writeFileSync(join(dir, `landing/${language}.html`), page(options.landingScript ?? '/assets/index-a.js'));
  if (options.info !== false)
    writeFileSync(
      join(dir, 'build.json'),
      JSON.stringify({ fingerprint: options.fingerprint ?? sourceFingerprint() }),
    );
  return dir;
}

describe('a build folder is used only when it is one complete build of the current sources', () => {
  it('takes a complete build of the current sources', () => {
    expect(staleReason(fakeBuild())).toBeNull();
  });

  it('refuses a landing that names a script another build left behind', () => {
    expect(staleReason(fakeBuild({ landingScript: '/assets/index-old.js' }))).toMatch(
      /landing.*names \/assets\/index-old\.js/,
    );
  });

  it("refuses a page's first screen that names, for /boot.js, a chunk another build left behind", () => {
    fakeBuild();
    writeFileSync(join(dir, 'client/boot.js'), '');
    mkdirSync(join(dir, 'landing/es'));
    const boot = (preload: string) =>
      `<script defer src="/boot.js" data-entry="/assets/index-a.js" data-preload="${preload}"></script>`;
    writeFileSync(join(dir, 'landing/es/messages.html'), boot('/assets/index-b.css'));
    expect(staleReason(dir)).toBeNull();
    writeFileSync(join(dir, 'landing/es/messages.html'), boot('/assets/index-b.css /assets/page-old.js'));
    expect(staleReason(dir)).toMatch(/messages\.html names \/assets\/page-old\.js/);
  });

  it('refuses a build of other sources, and one that never finished', () => {
    expect(staleReason(fakeBuild({ fingerprint: 'older' }))).toMatch(/sources changed/);
    rmSync(dir, { recursive: true });
    expect(staleReason(fakeBuild({ info: false }))).toMatch(/no complete build/);
  });

  it('asks for the compiled server only where the server runs from the build', () => {
    fakeBuild();
    rmSync(join(dir, 'server'), { recursive: true });
    expect(staleReason(dir)).toMatch(/server is not built/);
    expect(staleReason(dir, { server: false })).toBeNull();
  });

  it('reads the scripts and stylesheets of our own origin from a page, not icons or other sites', () => {
    const html = `${page('/assets/index-a.js')}<script src="https://example.com/x.js"></script>`;
    expect(assetsNamedBy(html).sort()).toEqual(['/assets/index-a.js', '/assets/index-b.css']);
  });
});
