import { fork } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuild } from '../scripts/build-state.mjs';

export const ROOT = new URL('..', import.meta.url).pathname;

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

/**
 * Requests per second and p99 latency of one URL under a fixed load, after two seconds of the same
 * load that are not counted (a fresh process runs unoptimized code and cold caches at first).
 */
export async function load(url, headers = {}, seconds = Number(process.env.BENCH_SECONDS ?? 8)) {
  const options = { url, headers, connections: 32, pipelining: 1 };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export function fmt(n, digits = 0) {
  return Number(n).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
