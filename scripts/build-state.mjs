// Whether a build folder holds one complete build of the current sources. `npm start`, the browser
// tests and the bench ask this before they use a build, and rebuild when the answer is no.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;
export const BUILD_INFO = 'build.json';

// What the build reads. Tests are left out: changing one does not change what is built.
const INPUT_DIRS = ['src', 'public'];
const INPUT_FILES = [
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'scripts/build.mjs',
  'scripts/build-state.mjs',
  'scripts/prerender.mjs',
];
const isTest = (path) => /\.test\.tsx?$/.test(path);

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.isFile() && !isTest(path) ? [path] : [];
  });
}

/** A hash of every input of the build: names and contents, so a checkout or a copy does not matter. */
export function sourceFingerprint() {
  const files = [
    ...INPUT_DIRS.flatMap((dir) => listFiles(join(ROOT, dir))),
    ...INPUT_FILES.map((file) => join(ROOT, file)).filter((path) => existsSync(path)),
  ].sort();
  const hash = createHash('sha256');
  for (const path of files) {
    hash.update(relative(ROOT, path));
    hash.update('\0');
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The scripts and stylesheets a built page loads from our own origin. */
export function assetsNamedBy(html) {
  const found = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]+)"/g)) {
    const path = match[1].split(/[?#]/)[0];
    if (/\.(?:js|mjs|css)$/.test(path)) found.add(path);
  }
  // A page drawn ahead of time names its scripts for /boot.js to fetch (scripts/prerender.mjs).
  for (const match of html.matchAll(/\bdata-(?:entry|preload)="([^"]*)"/g)) {
    for (const path of match[1].split(' ')) if (path.startsWith('/')) found.add(path);
  }
  return [...found];
}

/**
 * The pages a build serves: the client shell, and the landing and the pages' first screens drawn in
 * each language.
 */
function builtPages(outDir) {
  const landingDir = join(outDir, 'landing');
  const landing = existsSync(landingDir)
    ? readdirSync(landingDir, { recursive: true })
        .filter((name) => name.endsWith('.html'))
        .map((name) => join(landingDir, name))
    : [];
  return [join(outDir, 'client', 'index.html'), ...landing];
}

/**
 * Why the build in outDir cannot be used as it is, or null when it is complete and current: its
 * record names the current sources, and every page's scripts and stylesheets are there.
 */
export function staleReason(outDir, { server = true } = {}) {
  const infoPath = join(outDir, BUILD_INFO);
  if (!existsSync(infoPath)) return 'no complete build yet';
  const info = JSON.parse(readFileSync(infoPath, 'utf8'));
  if (info.fingerprint !== sourceFingerprint()) return 'the sources changed since the last build';
  if (server && !existsSync(join(outDir, 'server', 'server.js'))) return 'the server is not built';
  const pages = builtPages(outDir);
  if (pages.length < 3) return 'the landing pages are missing';
  for (const page of pages) {
    if (!existsSync(page)) return `${relative(ROOT, page)} is missing`;
    for (const asset of assetsNamedBy(readFileSync(page, 'utf8'))) {
      const file = join(outDir, 'client', asset);
      if (!existsSync(file) || !statSync(file).isFile())
        return `${relative(ROOT, page)} names ${asset}, which is not in the build`;
    }
  }
  return null;
}

/** Builds into outDir unless it already holds a complete build of the current sources. */
export function ensureBuild(outDir, { server = true, quiet = false } = {}) {
  const reason = staleReason(outDir, { server });
  if (!reason) return false;
  if (!quiet) console.log(`Building Amparo (${reason})…`);
  const args = ['scripts/build.mjs', '--out', outDir];
  if (!server) args.push('--client-only');
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
  return true;
}
