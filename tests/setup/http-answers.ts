import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { message } from '../../src/server/lib/messages.js';

/**
 * Real HTTP requests to a server in its own process, recorded whatever happens to them: what a
 * client saw, how long it waited, and whether it was told when to come back.
 */
export interface Answer {
  /** 0: no answer at all, because the process died, the connection was refused or reset, or it hung. */
  status: number;
  ms: number;
  body: string;
  retryAfter: string | null;
}

export async function callServer(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: object },
  timeoutMs = 15_000,
): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: init.method,
      headers: init.body ? { ...init.headers, 'content-type': 'application/json' } : init.headers,
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return {
      status: res.status,
      ms: performance.now() - started,
      body: text,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    return { status: 0, ms: performance.now() - started, body: `${err} ${cause ?? ''}`, retryAfter: null };
  }
}

export const isSuccess = (a: Answer) => a.status >= 200 && a.status < 300;

/** Our own 503 for an unavailable database, with Retry-After, within the time a caller may wait. */
export function expectUnavailable(answer: Answer, withinMs: number) {
  expect(answer.status, answer.body).toBe(503);
  expect(JSON.parse(answer.body)).toEqual({ code: 'UNAVAILABLE', message: message('en', 'UNAVAILABLE') });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(withinMs);
}

/**
 * Only 2xx and 503 are acceptable answers while the database misbehaves: never 500, never none,
 * and none later than withinMs (the longest a configured timeout lets a request wait).
 */
export function expectOnlySuccessOr503(answers: Answer[], withinMs: number) {
  const others = answers.filter((a) => a.status !== 503 && !isSuccess(a));
  expect(others.map((a) => `${a.status} ${a.body}`)).toEqual([]);
  for (const a of answers.filter((x) => x.status === 503)) expectUnavailable(a, withinMs);
  const slowest = Math.max(0, ...answers.map((a) => a.ms));
  expect(slowest).toBeLessThan(withinMs);
}

/** Milliseconds until check() holds, polling; fails with describe() once limitMs have passed. */
export async function msUntil(
  check: () => Promise<boolean>,
  limitMs: number,
  describe: () => string,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await sleep(100);
  }
  throw new Error(`not so after ${limitMs} ms:\n${describe()}`);
}
