// The admin's 10,000-row state-bar import as the dialog sends it: two requests of 5,000 rows. Every
// row is written, so its rows per second are held to the database target against the bare route.
import { api, DEMO, fmt, RATIO, row, signIn } from './lib.mjs';

/** Imports the bench's 10,000 attorneys as the demo admin: rows written, and the time it took. */
export async function importBenchAttorneys(base) {
  const token = await signIn(base, DEMO.admin);
  const stamp = Date.now();
  const rows = Array.from({ length: 10_000 }, (_, i) => ({
    firstName: 'Bench',
    lastName: `Attorney ${i}`,
    email: `bench${i}-${stamp}@example.com`,
    licenseNumber: `B${i}`,
    firmName: `Firm ${i % 300}`,
    specialties: ['Family Law', 'Immigration'],
    practiceCounties: ['Bernalillo'],
    officeAddress: '100 Gold Ave SW, Albuquerque, NM 87102',
  }));
  const started = performance.now();
  let successful = 0;
  for (let i = 0; i < rows.length; i += 5_000) {
    const answer = await api(
      base,
      'POST',
      '/api/admin/bulk-import-attorneys',
      token,
      rows.slice(i, i + 5_000),
    );
    successful += answer.successful;
  }
  return { successful, ms: performance.now() - started, requested: rows.length };
}

export async function adminImportBench({ base, bare }) {
  const { successful, ms, requested } = await importBenchAttorneys(base);
  const rowsPerSecond = (successful / ms) * 1000;
  const ratio = rowsPerSecond / bare.rps;
  return [
    row(
      `admin import, ${fmt(successful)} attorneys (2 × 5,000 rows)`,
      [`${fmt(rowsPerSecond)} rows/s`, `ratio ${fmt(ratio, 2)}`, `${fmt(ms)} ms`],
      `ratio ≥ ${RATIO.DATABASE}`,
      successful === requested && ratio >= RATIO.DATABASE,
    ),
  ];
}
