// Runs `npm start` as a newcomer would and checks what a visitor gets: the landing in each
// language, every script and stylesheet it names, the client shell and the health check. Used by
// .ci/run before and after `npm test`. DATA_DIR defaults to a fresh folder, so ./data is left alone.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetsNamedBy, ROOT } from './build-state.mjs';

const STARTUP_MS = 180_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(port) {
  const env = { ...process.env, PORT: String(port) };
  env.LOG_LEVEL ??= 'warn';
  env.DATA_DIR ??= join(mkdtempSync(join(tmpdir(), 'amparo-start-')), 'pglite');
  // Its own process group, so stopping it stops npm and the server under it.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout.pipe(process.stdout);
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('npm start did not come up in time')), STARTUP_MS);
    child.stdout.on('data', (chunk) => {
      if (/running at/i.test(String(chunk))) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}`));
    });
  });
  return { child, ready };
}

async function get(base, path, headers = {}) {
  const response = await fetch(new URL(path, base), { headers, redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

async function check(base) {
  const problems = [];
  const expect200 = async (path, headers) => {
    const answer = await get(base, path, headers);
    if (answer.status !== 200) problems.push(`${path} answered ${answer.status}`);
    return answer;
  };
  const pages = [
    ['landing (en)', '/', { 'accept-language': 'en-US' }],
    ['landing (es)', '/', { 'accept-language': 'es-MX' }],
    ['client shell', '/dashboard', {}],
  ];
  for (const [name, path, headers] of pages) {
    const page = await expect200(path, headers);
    if (!page.type.startsWith('text/html')) problems.push(`${name} is ${page.type}, not HTML`);
    const assets = assetsNamedBy(page.body);
    if (!assets.some((asset) => asset.endsWith('.js'))) problems.push(`${name} names no script`);
    for (const asset of assets) await expect200(asset);
    console.log(`${name}: ${assets.length} scripts and stylesheets checked`);
  }
  await expect200('/api/health');
  return problems;
}

const port = await freePort();
const { child, ready } = start(port);
let problems;
try {
  await ready;
  problems = await check(`http://127.0.0.1:${port}`);
} catch (error) {
  problems = [error.message];
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
if (problems.length) {
  console.error(`npm start does not serve a working app:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('npm start serves a working app');
