// Bids on one lead, and reading a lead's ledger, both against the bare route.
// 1. POST /api/legal-leads/bid on one lead from CONNECTIONS connections, each bid a cent above the
//    one sent before it: every accepted bid locks the lead, links, hashes and signs a block, so every
//    request reaches the database. Bids that lose the race to a higher one are refused (409).
// 2. GET /api/legal-leads/{id}/bids (the attorney, 20 blocks), which the read cache may answer.
import autocannon from 'autocannon';
import { api, bearer, CONNECTIONS, DEMO, fmt, load, loadRow, RATIO, SECONDS, signIn } from './lib.mjs';

/** The demo client lists its two demo cases; the demo attorney bids on them. */
async function twoListedLeads(base) {
  const client = await signIn(base, DEMO.client);
  const cases = await api(base, 'GET', '/api/user/legal-cases', client);
  if (cases.length < 2) throw new Error('bids bench: the demo client needs two cases');
  for (const c of cases.slice(0, 2)) {
    await api(base, 'PATCH', `/api/legal-cases/${c.id}`, client, { listedForAttorneys: true });
  }
  return cases.slice(0, 2).map((c) => c.id);
}

async function bidLoad(base, attorney, caseId) {
  let cents = 50_000;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/legal-leads/bid',
        headers: { ...bearer(attorney), 'content-type': 'application/json' },
        setupRequest: (request) => {
          cents += 1;
          return { ...request, body: JSON.stringify({ caseId, amount: cents / 100, proposal: 'Bench bid' }) };
        },
      },
    ],
  });
  const accepted = result['2xx'];
  const refused = result.non2xx;
  const chain = await api(base, 'GET', `/api/legal-leads/${caseId}/ledger/verify`, attorney);
  // Requests still in flight when the load stops may land after it: at least every accepted bid.
  if (!chain.valid || chain.length < accepted) {
    throw new Error(`bids bench: ledger after the load ${JSON.stringify(chain)}, ${accepted} bids accepted`);
  }
  return {
    rps: accepted / SECONDS,
    p99: result.latency.p99,
    outbid: (100 * refused) / Math.max(1, accepted + refused),
  };
}

export async function bidsBench({ base, bare }) {
  const [readLead, bidLead] = await twoListedLeads(base);
  const attorney = await signIn(base, DEMO.attorney);
  for (let i = 0; i < 20; i++) {
    await api(base, 'POST', '/api/legal-leads/bid', attorney, {
      caseId: readLead,
      amount: 500 + i,
      proposal: `Bench proposal ${i + 1}: I handle cases like this one every month.`,
    });
  }
  const bids = await bidLoad(base, attorney, bidLead);
  const reads = await load(`${base}/api/legal-leads/${readLead}/bids`, bearer(attorney));
  return [
    loadRow(
      `POST /api/legal-leads/bid, one lead (${fmt(bids.outbid)} % outbid, 409; chain verified)`,
      bids,
      bare,
      RATIO.DATABASE,
      'bids/s',
    ),
    loadRow('GET /api/legal-leads/:id/bids (ledger, 20 blocks)', reads, bare, RATIO.CACHED),
  ];
}
