// Bids on one lead, and reading a lead's ledger, both against the bare route.
// 1. POST /api/legal-leads/bid on one lead from CONNECTIONS connections, each bid a cent above the
//    one sent before it: every accepted bid links, hashes and signs a block and commits it with the
//    lead's row (bids that waited together in one commit, decision 0031), so every request
//    reaches the database. Bids that lose the race to a higher one are
//    refused (409). On PostgreSQL compared with a bare route that updates one row (decision 0030).
// 2. GET /api/legal-leads/{id}/bids (the attorney, 20 blocks), which the read cache may answer.
import autocannon from 'autocannon';
import { api, bearer, CONNECTIONS, DEMO, fmt, load, loadRow, RATIO, row, SECONDS, signIn } from './lib.mjs';

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

/**
 * The least share of the one-row update route's requests per second that accepted bids must reach,
 * and how far their p99 may go past that route's own p99 (decision 0030).
 */
export const ONE_ROW = { RATIO: 0.3, P99_FACTOR: 2 };

/**
 * Bids are held to the one-row update route when there is one (PostgreSQL): every accepted bid is
 * a durable commit on the lead's row, which no number of cores makes faster. Their ratio to the
 * bare route is printed beside it.
 */
function bidRow(label, bids, bare, oneRow) {
  if (!oneRow) return loadRow(label, bids, bare, RATIO.DATABASE, 'bids/s');
  const ratio = bids.rps / oneRow.rps;
  const p99Limit = ONE_ROW.P99_FACTOR * oneRow.p99;
  return row(
    label,
    [
      `${fmt(bids.rps)} bids/s`,
      `ratio ${fmt(ratio, 2)} to one-row (${fmt(bids.rps / bare.rps, 3)} to bare)`,
      `p99 ${fmt(bids.p99)} ms`,
    ],
    `ratio to one-row ≥ ${ONE_ROW.RATIO}, p99 ≤ ${ONE_ROW.P99_FACTOR}× its (${fmt(p99Limit)} ms)`,
    ratio >= ONE_ROW.RATIO && bids.p99 <= p99Limit,
  );
}

export async function bidsBench({ base, bare, oneRow = null }) {
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
    bidRow(
      `POST /api/legal-leads/bid, one lead (${fmt(bids.outbid)} % outbid, 409; chain verified)`,
      bids,
      bare,
      oneRow,
    ),
    loadRow('GET /api/legal-leads/:id/bids (ledger, 20 blocks)', reads, bare, RATIO.CACHED),
  ];
}
