// The admin's 10,000-row state-bar import as the dialog sends it: two requests of 5,000 rows.

/** Signs in as the demo admin, imports 10,000 new attorneys and returns the time it took. */
export async function adminImportBench(base) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@amparo.test', password: 'amparo-admin' }),
  });
  const { token } = await login.json();
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
    const res = await fetch(`${base}/api/admin/bulk-import-attorneys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(rows.slice(i, i + 5_000)),
    });
    if (!res.ok) throw new Error(`import failed: ${res.status} ${await res.text()}`);
    successful += (await res.json()).successful;
  }
  return { ms: performance.now() - started, successful };
}
