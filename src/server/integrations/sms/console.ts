import { randomUUID } from 'node:crypto';
import type { SmsSender } from './types.js';

/**
 * The offline default: the text is printed instead of sent. The caller stores every text in the
 * outbox, so admins see what would have gone out.
 */
export function createConsoleSms(print: (line: string) => void = console.info): SmsSender {
  return {
    name: 'console',
    async send(to, body) {
      print(`[sms to ${to}] ${body}`);
      return { sid: `console-${randomUUID()}` };
    },
  };
}
