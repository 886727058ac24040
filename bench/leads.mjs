// The marketplace list with 10,000 leads. The demo admin imports 10,000 leads spread over the 50
// states (two CSV files of 5,000, the import's cap), then GET /api/legal-leads?state=NM (signed in
// as the demo attorney, the first page of 50) is loaded against the bare route. The page itself
// refreshes every 30 s, and the read cache may answer it between writes.
import { api, bearer, DEMO, fmt, load, loadRow, RATIO, signIn } from './lib.mjs';

const STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const ISSUES = ['Family Law', 'Employment Law', 'Immigration', 'Personal Injury', 'Contract Disputes'];

function csvOf(from, count) {
  const lines = [
    'anonymizedTitle,state,legalIssue,priority,anonymizedDescription,originalDescription,minBudget,maxBudget,isUrgent,aiViabilityScore',
  ];
  for (let i = from; i < from + count; i++) {
    const text = `Lead ${i}: a tenant asks about a deposit that was kept after moving out.`;
    lines.push(
      `Bench lead ${i},${STATES[i % 50]},${ISSUES[i % 5]},MEDIUM,${text},${text},100,900,false,${i % 101}`,
    );
  }
  return lines.join('\n');
}

async function importLeads(base, token, from, count) {
  const form = new FormData();
  form.append('csvFile', new Blob([csvOf(from, count)], { type: 'text/csv' }), 'bench.csv');
  const res = await fetch(`${base}/api/legal-leads/import-csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`leads bench: import answered ${res.status} ${await res.text()}`);
}

/** Puts the bench's 10,000 leads in the marketplace, as the demo admin. */
export async function seedBenchLeads(base) {
  const admin = await signIn(base, DEMO.admin);
  await importLeads(base, admin, 0, 5000);
  await importLeads(base, admin, 5000, 5000);
}

export async function leadsBench({ base, bare }) {
  await seedBenchLeads(base);
  const attorney = await signIn(base, DEMO.attorney);
  const first = await api(base, 'GET', '/api/legal-leads?state=NM', attorney);
  if (first.total < 200) throw new Error(`leads bench: expected ≥ 200 NM leads, got ${first.total}`);
  const figures = await load(`${base}/api/legal-leads?state=NM`, bearer(attorney));
  const label = `GET /api/legal-leads?state=NM (10,000 leads, ${fmt(first.total)} in NM, page of ${first.leads.length})`;
  return [loadRow(label, figures, bare, RATIO.CACHED)];
}
