// The reference points: bare Fastify routes on the same machine, so ratios cancel out its speed.
//   GET /bare: answers at once, touching nothing.
//   POST /bare/one-row (when DATABASE_URL is given): the least a write serialized on one row can
//   do, one autocommitted update of a single row through a pool of the app's size, each request
//   waiting for its commit to be durable (decision 0030).
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));

const url = process.env.DATABASE_URL;
if (url) {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 20) });
  await pool.query('create table if not exists bench_one_row (id int primary key, n bigint not null)');
  await pool.query('insert into bench_one_row values (1, 0) on conflict (id) do nothing');
  app.post('/bare/one-row', async () => {
    const { rows } = await pool.query('update bench_one_row set n = n + 1 where id = 1 returning n');
    return { n: Number(rows[0].n) };
  });
  app.addHook('onClose', () => pool.end());
}

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ address });
