import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work a reply does not wait for (a slow mail server, a timed retry). It runs alongside the
 * requests; a failure is logged, never thrown at anyone; and the app waits for what is still
 * running before it closes, so the database is not shut under it.
 */
export interface BackgroundWork {
  /** Starts the work now; a failure goes to `onError` (which logs it), not to the caller. */
  run(work: () => Promise<unknown>, onError: (err: unknown) => void): void;
  /** How many runs have not ended yet. */
  readonly pending: number;
  /** Resolves once every run started so far, and any started meanwhile, has ended. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

export const backgroundWork = fp(async (app: FastifyInstance) => {
  const unfinished = new Set<Promise<unknown>>();
  app.decorate('background', {
    run(work, onError) {
      const running: Promise<unknown> = Promise.resolve()
        .then(work)
        .catch(onError)
        .finally(() => unfinished.delete(running));
      unfinished.add(running);
    },
    get pending() {
      return unfinished.size;
    },
    async idle() {
      // Work started while waiting (a retry that fired meanwhile) is waited for too.
      while (unfinished.size > 0) await Promise.allSettled([...unfinished]);
    },
  } satisfies BackgroundWork);
  app.addHook('onClose', () => app.background.idle());
});
