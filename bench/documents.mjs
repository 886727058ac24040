// Self-help documents (decision 0056): how long the server takes to make a PDF letter, measured as
// the whole request one after another (p95 < 200 ms), and what a PDF weighs. Each of the four kinds
// in both languages, signed in as the demo client (the per-account limit allows 120 in 10 minutes).
import { DEMO, fmt, row, signIn } from './lib.mjs';

const SENDER = { senderName: 'Rosa Martínez', senderAddress: '45 Calle Ñandú, Santa Fe, NM 87501' };
const REQUESTS = [
  {
    kind: 'deposit-demand',
    fields: {
      ...SENDER,
      recipientName: 'Sun Apartments LLC',
      recipientAddress: '1 Main St, Albuquerque, NM 87102',
      state: 'NM',
      propertyAddress: '12 Elm St, Apt 4',
      depositAmount: 1250,
      moveOutDate: '2026-10-15',
    },
  },
  {
    kind: 'wage-demand',
    fields: {
      ...SENDER,
      employerName: 'Acme Roofing',
      employerAddress: '9 Industrial Way, Austin, TX 78702',
      state: 'TX',
      payPeriods: 'November 1-15, 2026',
      hoursWorked: 80,
      hourlyRate: 18.5,
      amountOwed: 1480,
      separation: 'quit',
    },
  },
  {
    kind: 'debt-validation',
    fields: {
      ...SENDER,
      collectorName: 'Recovery Partners',
      collectorAddress: 'PO Box 1, Dallas, TX 75201',
      amountClaimed: 912.4,
      noticeDate: '2026-11-20',
      ceaseContact: true,
    },
  },
  {
    kind: 'case-summary',
    fields: {
      state: 'NM',
      situation:
        'I moved out of my apartment in Santa Fe on October 15, 2026 and my landlord kept my $1,250 deposit. ' +
        'He says the carpet was damaged, but it was already worn when I moved in on March 1, 2024.',
      questions: 'Can I sue in small-claims court? What can I ask for besides the deposit?',
    },
  },
];
const ROUNDS = 12;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function documentsBench({ base }) {
  const token = await signIn(base, DEMO.client);
  const times = [];
  const sizes = [];
  // One request first, so the font is read and parsed before the clock runs.
  for (let round = -1; round < ROUNDS; round++) {
    for (const { kind, fields } of REQUESTS) {
      const language = round % 2 === 0 ? 'es' : 'en';
      const started = performance.now();
      const res = await fetch(`${base}/api/documents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ kind, language, fields }),
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`POST /api/documents ${kind}: ${res.status}`);
      if (round < 0) continue;
      times.push(performance.now() - started);
      sizes.push(bytes.length);
    }
  }
  times.sort((a, b) => a - b);
  sizes.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const kb = (n) => `${fmt(n / 1024, 1)} KB`;
  return [
    row(
      `PDF letter made (${times.length} requests, 4 kinds × en/es)`,
      [`median ${fmt(percentile(times, 50), 1)} ms`, '', `p95 ${fmt(p95, 1)} ms`],
      'p95 < 200 ms',
      p95 < 200,
    ),
    row(
      'PDF letter size',
      [`median ${kb(percentile(sizes, 50))}`, `min ${kb(sizes[0])}`, `max ${kb(sizes.at(-1))}`],
      'max < 150 KB',
      sizes.at(-1) < 150 * 1024,
    ),
  ];
}
