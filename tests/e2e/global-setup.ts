import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import setupDb from '../setup/global-db.js';

/** Builds the client once per run, then prepares the database template the servers start from. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  }
  return setupDb(project);
}
