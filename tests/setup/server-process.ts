import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT_DIR } from '../../src/server/lib/paths.js';

/**
 * The real server entry (src/server/server.ts) in a process of its own on 127.0.0.1, so a test can
 * see whether something kills the process, not only what a request answers.
 */
export interface ServerProcess {
  readonly url: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Everything it printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export async function startServerProcess(
  env: Record<string, string>,
  startMs = 30_000,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${printed}`)), startMs);
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /running at http:\/\/localhost:(\d+)/.exec(printed);
      if (found) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${found[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it started:\n${printed}`));
    });
  });
  return {
    url,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => printed,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
