import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/server/db/open.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgPrefix: string;
  }
}

async function adminQuery(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * Migrates once per run: a PGlite dump for PGlite tests and, with TEST_DATABASE_URL, a template
 * database that each test file copies. Names carry a run prefix so parallel runs do not collide.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const prefix = `amparo_t${process.pid}_${Date.now().toString(36)}`;
  project.provide('pgPrefix', prefix);
  let teardownPg = async () => {};
  if (pgUrl) {
    const template = `${prefix}_template`;
    await adminQuery(pgUrl, `create database ${template}`);
    const url = new URL(pgUrl);
    url.pathname = `/${template}`;
    const opened = await openPostgres(url.toString(), { poolSize: 1 });
    await opened.migrate();
    await opened.close();
    teardownPg = async () => {
      const rows = await adminQuery(pgUrl, 'select datname from pg_database where datname like $1', [
        `${prefix}%`,
      ]);
      for (const row of rows.rows)
        await adminQuery(pgUrl, `drop database if exists "${row.datname}" with (force)`);
    };
  }
  const opened = await openPglite();
  await opened.migrate();
  const client = (opened.db as unknown as { $client: { dumpDataDir(c: string): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(mkdtempSync(join(tmpdir(), 'amparo-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await opened.close();
  project.provide('pgliteTemplate', file);
  return teardownPg;
}
