import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild, ROOT } from '../../scripts/build-state.mjs';
import setupDb from '../setup/global-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
  }
}

/**
 * The browser tests serve a build of their own, in .tmp/, made by the same build script as
 * `npm start` and rebuilt only when the sources change: what the tests build never replaces what
 * `npm start` serves. Then the database template the servers start from.
 */
export default async function setup(project: TestProject) {
  const outDir = join(ROOT, '.tmp', 'test-build');
  ensureBuild(outDir, { server: false });
  project.provide('clientDir', join(outDir, 'client'));
  return setupDb(project);
}
