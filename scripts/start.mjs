// `npm start`: builds the app when dist/ does not hold a complete build of the current sources
// (first run, `git pull`, an interrupted build), then serves it. Set PORT, DATABASE_URL and the
// rest in the environment (see .env.example).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, ROOT } from './build-state.mjs';

const dist = join(ROOT, 'dist');
try {
  ensureBuild(dist);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

process.env.NODE_ENV ??= 'production';
// With no DATABASE_URL this is the local trial on embedded PGlite over plain HTTP: production
// defaults would hide the demo logins, drop the session cookie (Secure on http://) and refuse the
// simulated checkout. A real deployment sets DATABASE_URL and gets the safe defaults.
if (!process.env.DATABASE_URL) {
  process.env.SEED_DEMO ??= 'true';
  process.env.COOKIE_SECURE ??= 'false';
  process.env.PAYMENTS_SIMULATED ??= 'true';
  process.env.MAIL_PRINT ??= 'true';
}
await import(pathToFileURL(join(dist, 'server/server.js')).href);
