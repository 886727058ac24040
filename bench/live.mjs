import { readFileSync } from 'node:fs';
import http from 'node:http';
import { api, fmt, row, startProcess } from './lib.mjs';

const WRITES = 200;
const IDLE_STREAMS = 2_000;

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Opens an event stream and calls onEvent with each frame's event name. */
function openStream(url, headers, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
        for (let at = text.indexOf('\n\n'); at >= 0; at = text.indexOf('\n\n')) {
          const name = /^event: (.+)$/m.exec(text.slice(0, at))?.[1];
          text = text.slice(at + 2);
          if (name) onEvent(name);
        }
      });
      resolve(req);
    });
    req.on('error', reject);
  });
}

/**
 * Live pages (decision 0053), PostgreSQL only: a second server process on the same database; a
 * client's message written through the first, timed until the stream held on the second shows it;
 * then the memory one process spends on 2,000 idle streams.
 */
export async function liveBench({ env, base, token }) {
  if (!env.DATABASE_URL) return [row('live pages (two processes)', ['PostgreSQL only', '', ''], '', null)];
  const other = await startProcess(
    'dist/server/server.js',
    { ...env, SEED_DEMO: 'false' },
    /running at (http:\/\/localhost:\d+)/,
  );
  try {
    const chat = await api(base, 'POST', '/api/user-chat-sessions', token, { sessionType: 'ai' });
    let wake = () => {};
    const stream = await openStream(
      `${other.address}/api/live?channels=chat:${chat.id}`,
      { authorization: `Bearer ${token}` },
      (name) => name === 'change' && wake(),
    );
    const lags = [];
    for (let i = 0; i < WRITES; i++) {
      const seen = new Promise((resolve) => {
        wake = resolve;
      });
      const started = performance.now();
      await api(base, 'POST', '/api/user-chat-messages', token, {
        sessionId: chat.id,
        messageText: `m ${i}`,
      });
      await seen;
      lags.push(performance.now() - started);
    }
    stream.destroy();
    lags.sort((a, b) => a - b);
    const p50 = quantile(lags, 0.5);
    const p99 = quantile(lags, 0.99);

    const before = rssKb(other.child.pid);
    const idle = [];
    for (let i = 0; i < IDLE_STREAMS; i++) {
      idle.push(await openStream(`${other.address}/api/live?channels=live-count`, {}, () => {}));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const perStreamKb = (rssKb(other.child.pid) - before) / IDLE_STREAMS;
    for (const req of idle) req.destroy();
    return [
      row(
        `live: write on A → event on B (${WRITES} writes)`,
        [`p50 ${fmt(p50, 1)} ms`, '', `p99 ${fmt(p99, 1)} ms`],
        'p99 < 1000 ms',
        p99 < 1000,
      ),
      row(
        `live: ${IDLE_STREAMS} idle streams on one process`,
        [`${fmt(perStreamKb, 1)} KB each`, '', `RSS +${fmt((perStreamKb * IDLE_STREAMS) / 1024, 1)} MB`],
        '',
        null,
      ),
    ];
  } finally {
    other.child.kill('SIGTERM');
  }
}
