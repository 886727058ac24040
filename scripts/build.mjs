// `npm run build`: one complete, consistent build in dist/ (or --out DIR): the client, the guest
// landing drawn in each language from that same client, and the compiled server. The record
// build.json is written last, so an interrupted build is never taken for a finished one.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_INFO, ROOT, sourceFingerprint, staleReason } from './build-state.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    // The browser tests run the server from source and need only the client and the landing.
    'client-only': { type: 'boolean', default: false },
  },
});
const outDir = resolve(ROOT, values.out);
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const fingerprint = sourceFingerprint();
rmSync(outDir, { recursive: true, force: true });
run(bin('vite'), ['build', '--outDir', join(outDir, 'client'), '--emptyOutDir']);
run(bin('vite'), ['build', '--ssr', 'prerender.tsx', '--outDir', join(outDir, 'prerender'), '--emptyOutDir']);
run(process.execPath, [join(ROOT, 'scripts/prerender.mjs'), outDir]);
if (!values['client-only']) run(bin('tsc'), ['-p', 'tsconfig.server.json', '--outDir', outDir]);

const info = { fingerprint, builtAt: new Date().toISOString(), server: !values['client-only'] };
writeFileSync(join(outDir, BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
// The landing and the shell must name only scripts of this build.
const problem = staleReason(outDir, { server: info.server });
if (problem) {
  rmSync(join(outDir, BUILD_INFO));
  console.error(`The build is not complete: ${problem}`);
  process.exit(1);
}
console.log(`Build complete in ${values.out}`);
