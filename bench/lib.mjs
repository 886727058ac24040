import { fork } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuild } from '../scripts/build-state.mjs';

export const ROOT = new URL('..', import.meta.url).pathname;

/** Every load runs at this many concurrent connections; its p99 must stay under P99_TARGET_MS. */
export const CONNECTIONS = 50;
export const P99_TARGET_MS = 20;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** The accounts the server seeds with SEED_DEMO=true (src/server/db/seed.ts). */
export const DEMO = {
  client: { email: 'client@amparo.test', password: 'amparo-client' },
  attorney: { email: 'attorney@amparo.test', password: 'amparo-attorney' },
  admin: { email: 'admin@amparo.test', password: 'amparo-admin' },
};

/** The bench measures what `npm start` serves: the same complete build in dist/. */
export function ensureBuilt() {
  ensureBuild(join(ROOT, 'dist'));
}

/** A PostgreSQL URL for a fresh bench database, or null when no PostgreSQL answers. */
export async function benchDatabaseUrl() {
  const base =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('drop database if exists amparo_bench with (force)');
    await client.query('create database amparo_bench');
    const url = new URL(base);
    url.pathname = '/amparo_bench';
    return url.toString();
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Starts a server script in its own process and resolves with its address. */
export function startProcess(script, env, readyPattern) {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      execArgv: process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [],
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = readyPattern?.exec(output);
      if (match) resolve({ child, address: match[1] });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c) => (output += c));
    child.on('message', (m) => m?.address && resolve({ child, address: m.address }));
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

/** One JSON call to the app; anything but a 2xx ends the bench with the answer it got. */
export async function api(base, method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The session token of one of the DEMO accounts. */
export async function signIn(base, account) {
  return (await api(base, 'POST', '/api/login', null, account)).token;
}

export const bearer = (token) => ({ authorization: `Bearer ${token}` });

/**
 * Requests per second and p99 latency of one URL (GET unless told) under CONNECTIONS connections,
 * after two seconds of the same load that are not counted (a fresh process runs unoptimized code
 * and cold caches at first).
 */
export async function load(url, headers = {}, method = 'GET') {
  const options = { url, headers, method, connections: CONNECTIONS, pipelining: 1 };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export function fmt(n, digits = 0) {
  return Number(n).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/**
 * The least share of the bare route's requests per second a route must reach in the same run:
 * CACHED where the read cache (src/server/lib/read-cache.ts) may answer repeated reads between
 * writes, DATABASE where every request must reach the database (writes: locks, hashes, rows).
 */
export const RATIO = { CACHED: 0.3, DATABASE: 0.15 };

/** A table row: label, figures, the targets they are held to, and PASS or MISS. */
export const row = (label, figures, targets, pass) => ({ cells: [label, ...figures, targets], pass });

/** The row of a load measured against the bare route: its ratio and its p99 against their targets. */
export function loadRow(label, figures, bare, minRatio, unit = 'req/s') {
  const ratio = figures.rps / bare.rps;
  return row(
    label,
    [`${fmt(figures.rps)} ${unit}`, `ratio ${fmt(ratio, 2)}`, `p99 ${fmt(figures.p99)} ms`],
    `ratio ≥ ${minRatio}, p99 < ${P99_TARGET_MS} ms`,
    ratio >= minRatio && figures.p99 < P99_TARGET_MS,
  );
}
