// Bids on one lead, and reading a lead's ledger. Call from bench/run.mjs:
//   rows.push(...(await bidsBench({ base, bare: bareFigures, fmt, load })));
// 1. POST /api/legal-leads/bid on one lead from 32 connections, each bid a cent above the one sent
//    before it: every accepted bid locks the lead, links, hashes and signs a block. Bids that lose
//    the race to a higher one are refused (409) and counted apart.
// 2. GET /api/legal-leads/{id}/bids (signed in as the attorney, 20 blocks) against the bare route.
import autocannon from 'autocannon';

async function call(base, method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`bids bench: ${method} ${path} answered ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const signIn = async (base, email, password) =>
  (await call(base, 'POST', '/api/login', null, { email, password })).token;

/** The demo client lists its two demo cases; the demo attorney bids on them. */
async function twoListedLeads(base) {
  const client = await signIn(base, 'client@amparo.test', 'amparo-client');
  const cases = await call(base, 'GET', '/api/user/legal-cases', client);
  if (cases.length < 2) throw new Error('bids bench: the demo client needs two cases');
  for (const c of cases.slice(0, 2)) {
    await call(base, 'PATCH', `/api/legal-cases/${c.id}`, client, { listedForAttorneys: true });
  }
  return cases.slice(0, 2).map((c) => c.id);
}

export async function bidsBench({ base, bare, fmt, load }) {
  const [readLead, bidLead] = await twoListedLeads(base);
  const attorney = await signIn(base, 'attorney@amparo.test', 'amparo-attorney');
  const auth = { authorization: `Bearer ${attorney}` };

  for (let i = 0; i < 20; i++) {
    await call(base, 'POST', '/api/legal-leads/bid', attorney, {
      caseId: readLead,
      amount: 500 + i,
      proposal: `Bench proposal ${i + 1}: I handle cases like this one every month.`,
    });
  }

  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  let cents = 50_000;
  const result = await autocannon({
    url: base,
    connections: 32,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/legal-leads/bid',
        headers: { ...auth, 'content-type': 'application/json' },
        setupRequest: (request) => {
          cents += 1;
          return {
            ...request,
            body: JSON.stringify({ caseId: bidLead, amount: cents / 100, proposal: 'Bench bid' }),
          };
        },
      },
    ],
  });
  const accepted = result['2xx'];
  const refused = result.non2xx;
  const chain = await call(base, 'GET', `/api/legal-leads/${bidLead}/ledger/verify`, attorney);
  // Requests still in flight when the load stops may land after it: at least every accepted bid.
  if (!chain.valid || chain.length < accepted) {
    throw new Error(`bids bench: ledger after the load ${JSON.stringify(chain)}, ${accepted} bids accepted`);
  }

  const reads = await load(`${base}/api/legal-leads/${readLead}/bids`, auth);
  return [
    [
      'POST /api/legal-leads/bid, one lead, 32 connections',
      `${fmt(accepted / seconds)} bids/s accepted`,
      `p99 ${fmt(result.latency.p99)} ms`,
      `${fmt((100 * refused) / Math.max(1, accepted + refused))} % outbid in flight (409); chain verified`,
    ],
    [
      'GET /api/legal-leads/:id/bids (attorney, 20 blocks)',
      `${fmt(reads.rps)} req/s`,
      `p99 ${fmt(reads.p99)} ms`,
      `ratio ${fmt(reads.rps / bare.rps, 2)} (target ≥ 0.25)`,
    ],
  ];
}
