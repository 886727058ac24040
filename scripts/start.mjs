// `npm start`: builds the app on the first run (or after `git pull` changed the sources), then
// serves it. Set PORT, DATABASE_URL and the rest in the environment (see .env.example).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'dist/server/server.js');
const client = join(root, 'dist/client/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = existsSync(server) && existsSync(client);
const stale =
  built && newest(join(root, 'src')) > Math.min(statSync(server).mtimeMs, statSync(client).mtimeMs);
if (!built || stale) {
  console.log(built ? 'Sources changed: rebuilding…' : 'First run: building Amparo…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
// With no DATABASE_URL this is the local trial on embedded PGlite over plain HTTP: production
// defaults would hide the demo logins, drop the session cookie (Secure on http://) and refuse the
// simulated checkout. A real deployment sets DATABASE_URL and gets the safe defaults.
if (!process.env.DATABASE_URL) {
  process.env.SEED_DEMO ??= 'true';
  process.env.COOKIE_SECURE ??= 'false';
  process.env.PAYMENTS_SIMULATED ??= 'true';
}
await import(server);
