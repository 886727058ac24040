// A step of `npm run build` (scripts/build.mjs): renders, from the built index.html and the
// server-side build of src/client/prerender.tsx, in each language,
//   - the guest landing into <build>/landing/<lang>.html, which the server sends for `/` to
//     visitors without a session (decision 0009);
//   - the first screen of each page the registry src/shared/pages.ts gives a `firstScreen` into
//     <build>/landing/<lang>/<page>.html, which the server sends for that address.
// Those pages start the app with /boot.js once they are painted (decision 0029). The server-side
// build stays in <build>/prerender: the server draws those pages with a signed-in person's first
// list in them (src/server/plugins/drawn-for-person.ts).
// Usage: node scripts/prerender.mjs [build folder, default dist]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const root = new URL('..', import.meta.url).pathname;
const dist = resolve(root, process.argv[2] ?? 'dist');
const template = readFileSync(join(dist, 'client/index.html'), 'utf8');
const manifestPath = join(dist, 'client/.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const { renderLanding, renderShell, PAGE_SHELLS } = await import(
  pathToFileURL(join(dist, 'prerender/prerender.js')).href
);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fill(html, pattern, replacement) {
  if (!pattern.test(html)) throw new Error(`prerender: index.html has no match for ${pattern}`);
  return html.replace(pattern, replacement);
}

/**
 * A source module's chunk. A module that other chunks also import statically is listed under its
 * chunk's name only.
 */
function chunkOf(source) {
  if (manifest[source]) return manifest[source];
  const name = source.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  const matches = Object.entries(manifest).filter(
    ([key, chunk]) => key.startsWith('_') && chunk.name === name,
  );
  if (matches.length !== 1) throw new Error(`prerender: ${source} is not in the build`);
  return matches[0][1];
}

/** The built files a source module needs before it runs: its own and those it imports. */
function filesOf(source, found = new Set()) {
  const chunk = chunkOf(source);
  if (found.has(`/${chunk.file}`)) return found;
  found.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) filesOf(imported, found);
  return found;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFile = `/${manifest[entry].file}`;

/**
 * The shell's scripts, swapped for /boot.js: the entry and the page's code and translations are
 * fetched together once the page is painted, instead of before, as index.html does.
 */
function bootInstead(html, { source, namespaces }, language) {
  const files = filesOf(entry);
  filesOf(source, files);
  for (const ns of namespaces) filesOf(`locales/${language}/${ns}.json`, files);
  files.delete(entryFile);
  const withoutScripts = html
    .replace(/\s*<script type="module" crossorigin src="[^"]*"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]*">/g, '');
  const boot = `<script defer src="/boot.js" data-entry="${entryFile}" data-preload="${[...files].join(' ')}"></script>`;
  return fill(
    withoutScripts,
    /(\s*)(<link rel="stylesheet")/,
    (_m, space, link) => `${space}${boot}${space}${link}`,
  );
}

function page(language, markup, { title, description, prerendered, drawnAhead }) {
  let html = template;
  html = fill(html, /<html lang="[^"]*">/, `<html lang="${language}">`);
  if (title) html = fill(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description)
    html = fill(
      html,
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(description)}"`,
    );
  // The landing is taken over (hydrated); a first screen is drawn over, and the app then drops the
  // mark, which tells a browser test the page is live.
  const mark = prerendered ? ` data-prerendered="${language}"` : drawnAhead ? ' data-drawn-ahead' : '';
  return fill(
    html,
    /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
    (_match, end) => `<div id="root"${mark}>${markup}</div>${end}`,
  );
}

/** A part still loading when the render ended would come as a script the CSP refuses. */
function complete(markup, what) {
  if (/<script|<template/.test(markup)) throw new Error(`prerender: ${what} is not complete`);
  return markup;
}

const outDir = join(dist, 'landing');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const landingSource = { source: 'features/situation/pages/landing-page.tsx', namespaces: ['landing'] };
for (const language of ['en', 'es']) {
  const landing = await renderLanding(language);
  const html = page(language, complete(landing.html, `the ${language} landing`), {
    ...landing,
    prerendered: true,
  });
  writeFileSync(join(outDir, `${language}.html`), bootInstead(html, landingSource, language));
  mkdirSync(join(outDir, language));
  for (const shell of PAGE_SHELLS) {
    const markup = complete(await renderShell(shell.path, language), `${shell.path} (${language})`);
    const html = bootInstead(page(language, markup, { drawnAhead: true }), shell, language);
    writeFileSync(join(outDir, language, `${shell.path.slice(1)}.html`), html);
  }
}
rmSync(join(dist, 'client/.vite'), { recursive: true, force: true });
console.log(`prerendered the landing page and ${PAGE_SHELLS.length} first screens in ${outDir}`);
