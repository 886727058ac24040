// A step of `npm run build` (scripts/build.mjs): renders the guest landing page in each language
// into <build>/landing/<lang>.html, from the built index.html and the server-side build of
// src/client/prerender.tsx. The server sends one of them for `/` to visitors without a session.
// Usage: node scripts/prerender.mjs [build folder, default dist]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const root = new URL('..', import.meta.url).pathname;
const dist = resolve(root, process.argv[2] ?? 'dist');
const template = readFileSync(join(dist, 'client/index.html'), 'utf8');
const { renderLanding } = await import(pathToFileURL(join(dist, 'prerender/prerender.js')).href);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fill(html, pattern, replacement) {
  if (!pattern.test(html)) throw new Error(`prerender: index.html has no match for ${pattern}`);
  return html.replace(pattern, replacement);
}

const outDir = join(dist, 'landing');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const language of ['en', 'es']) {
  const page = await renderLanding(language);
  // A part still loading when the render ended would come as a script that swaps it in later,
  // which the CSP refuses: the page must be complete.
  if (/<script|<template/.test(page.html))
    throw new Error(`prerender: the ${language} landing is not complete`);
  let html = template;
  html = fill(html, /<html lang="[^"]*">/, `<html lang="${language}">`);
  html = fill(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = fill(
    html,
    /<meta name="description" content="[^"]*"/,
    `<meta name="description" content="${escapeHtml(page.description)}"`,
  );
  html = fill(
    html,
    /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
    (_match, end) => `<div id="root" data-prerendered="${language}">${page.html}</div>${end}`,
  );
  writeFileSync(join(outDir, `${language}.html`), html);
}
rmSync(join(dist, 'prerender'), { recursive: true, force: true });
console.log(`prerendered the landing page in ${join(dist, 'landing')}`);
