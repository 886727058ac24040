import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { backgroundWork } from './background-work.js';

/**
 * Work a reply does not wait for must still end before the app closes (the database closes right
 * after), and its failure must reach its logger rather than the process.
 */
describe('background work', () => {
  it('closing the app waits for work still running, and for work it started meanwhile', async () => {
    const app = Fastify();
    await app.register(backgroundWork);
    await app.ready();
    const done: string[] = [];
    let finish: () => void = () => {};
    app.background.run(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            done.push('first');
            app.background.run(
              async () => done.push('second'),
              () => {},
            );
            resolve();
          };
        }),
      () => {},
    );
    expect(app.background.pending).toBe(1);
    const closed = app.close().then(() => done.push('closed'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toEqual([]);
    finish();
    await closed;
    expect(done).toEqual(['first', 'second', 'closed']);
    expect(app.background.pending).toBe(0);
  });

  it('a failure goes to its handler, and the app still closes', async () => {
    const app = Fastify();
    await app.register(backgroundWork);
    const failures: unknown[] = [];
    app.background.run(
      async () => {
        throw new Error('mail server down');
      },
      (err) => failures.push(err),
    );
    await app.close();
    expect(failures).toHaveLength(1);
    expect((failures[0] as Error).message).toBe('mail server down');
  });
});
