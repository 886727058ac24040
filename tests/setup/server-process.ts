import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT_DIR } from '../../src/server/lib/paths.js';

/**
 * The real server entry (src/server/server.ts) in a process of its own on 127.0.0.1, so a test can
 * see whether something kills the process, not only what a request answers. Starting another one
 * with the same environment gives a second process (or a restart) on the same database.
 */
export interface ServerProcess {
  readonly url: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** Settles when the process has ended, with its exit code or the signal that ended it. */
  readonly exited: Promise<ProcessExit>;
  /** Sends a signal and returns at once, so a test can watch what happens while it is handled. */
  signal(name: NodeJS.Signals): void;
  /** Ends it the way a crash or the OOM killer does: SIGKILL, no shutdown code runs. */
  kill(): Promise<ProcessExit>;
  /** SIGTERM, then SIGKILL if it has not ended after 5 s. */
  stop(): Promise<void>;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
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
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
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
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    alive: () => !ended(),
    output: () => printed,
    exited,
    signal(name) {
      if (!ended()) child.kill(name);
    },
    async kill() {
      if (!ended()) child.kill('SIGKILL');
      return exited;
    },
    async stop() {
      if (ended()) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
