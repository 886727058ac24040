import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase, createCompletedAnalysis } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { pdfLayout, pdfText } from '../../../../tests/setup/pdf-text.js';
import { DEPOSIT_FIELDS } from '../../../../tests/setup/samples.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { caseDocuments } from '../../db/schema/index.js';
import { hit } from '../../lib/rate-limit.js';
import { DOCUMENT_RATE } from './documents.service.js';

let t: TestContext;
let owner: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let clock = new Date('2026-11-27T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => clock;
  owner = await signUpAs(t.app, t.db, 'user');
  other = await signUpAs(t.app, t.db, 'user');
  admin = await signUpAs(t.app, t.db, 'admin');
});
afterAll(async () => t?.close());

const depositFields = DEPOSIT_FIELDS;

const post = (url: string, payload: object, who?: SignedIn, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...(who?.headers ?? {}), ...headers } });

describe('POST /api/documents', () => {
  it('a guest gets a deposit letter whose text holds the amount, the dates and the statute', async () => {
    const res = await post('/api/documents', {
      kind: 'deposit-demand',
      language: 'en',
      fields: depositFields,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="deposit-demand-en-2026-11-27.pdf"',
    );
    const text = (await pdfText(res.rawPayload)).join('\n');
    expect(text).toContain('$1,250.00');
    expect(text).toContain('October 15, 2026'); // move-out
    expect(text).toContain('November 14, 2026'); // 30 days later (NMSA § 47-8-18)
    expect(text).toContain('NMSA § 47-8-18');
    expect(text).toContain('December 11, 2026'); // reply by: 14 days from the clock's day
    expect(text).toContain('Rosa Martínez');
    expect(text).toContain('Calle Ñandú');
    expect(text).toContain('not legal advice');
    expect(text).toMatch(/Page 1 of \d/);
    expect(await t.db.select().from(caseDocuments)).toHaveLength(0);
  });

  it('is set like a letter: US Letter pages, one-inch margins, its own font embedded', async () => {
    const res = await post('/api/documents', {
      kind: 'case-summary',
      language: 'es',
      fields: {
        state: 'NM',
        situation: `Mi arrendador se quedó con mi depósito de $900 el 3 de marzo de 2026. ${'Pasó algo más. '.repeat(240)}`,
        questions: '¿Puede quedarse con todo el depósito?\n¿Qué le mando?',
      },
    });
    expect(res.statusCode).toBe(200);
    const layout = await pdfLayout(res.rawPayload);
    expect(layout.fontsEmbedded).toBe(true);
    expect(layout.pages.length).toBeGreaterThan(1);
    for (const page of layout.pages) {
      expect(page).toMatchObject({ width: 612, height: 792 });
      // Text within the 72-point margins (the page number sits in the bottom margin, above 36 pt).
      expect(page.left).toBeGreaterThanOrEqual(71.5);
      expect(page.left).toBeLessThan(80);
      expect(page.right).toBeLessThanOrEqual(612 - 71.5);
      expect(page.top).toBeLessThanOrEqual(792 - 71.5);
      expect(page.bottom).toBeGreaterThanOrEqual(24);
    }
    const text = await pdfText(res.rawPayload);
    expect(text.at(-1)).toContain(`Página ${text.length} de ${text.length}`);
  });

  it('is byte-identical for the same request and clock, and differs when the clock moves', async () => {
    const body = { kind: 'deposit-demand', language: 'es', fields: depositFields };
    const a = await post('/api/documents', body);
    const b = await post('/api/documents', body);
    expect(a.statusCode).toBe(200);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    clock = new Date('2026-11-28T15:00:00Z');
    const c = await post('/api/documents', body);
    clock = new Date('2026-11-27T15:00:00Z');
    expect(Buffer.compare(a.rawPayload, c.rawPayload)).not.toBe(0);
    const text = (await pdfText(a.rawPayload)).join('\n');
    expect(text).toContain('Página 1 de');
    expect(text).toContain('11 de diciembre de 2026');
  });

  it('a wage letter names the amount, the statute and the agency', async () => {
    const res = await post('/api/documents', {
      kind: 'wage-demand',
      language: 'en',
      fields: {
        senderName: 'Rosa Martínez',
        senderAddress: '45 Calle Ñandú, Austin, TX 78701',
        employerName: 'Acme Roofing',
        employerAddress: '9 Industrial Way, Austin, TX 78702',
        state: 'TX',
        payPeriods: 'November 1-15, 2026',
        hoursWorked: 80,
        hourlyRate: 18.5,
        amountOwed: 1480,
        lastDayWorked: '2026-11-16',
        separation: 'quit',
      },
    });
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).join('\n');
    expect(text).toContain('$1,480.00');
    expect(text).toContain('Tex. Lab. Code § 61.014');
    expect(text).toContain('November 16, 2026');
  });

  it('a debt-validation request states the 30-day window and the cease-contact request', async () => {
    const res = await post('/api/documents', {
      kind: 'debt-validation',
      language: 'en',
      fields: {
        senderName: 'Rosa Martínez',
        senderAddress: '45 Calle Ñandú, Santa Fe, NM 87501',
        collectorName: 'Recovery Partners',
        collectorAddress: 'PO Box 1, Dallas, TX 75201',
        accountNumber: 'XX-4821',
        amountClaimed: 912.4,
        noticeDate: '2026-11-20',
        ceaseContact: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).join('\n');
    expect(text).toContain('$912.40');
    expect(text).toContain('December 20, 2026');
    expect(text).toContain('1692g');
    expect(text).toContain('1692c(c)');
    expect(text).toContain('XX-4821');
  });

  it('a missing fact is a 400 naming the field, in the caller’s language', async () => {
    const { recipientName: _left, ...rest } = depositFields;
    const en = await post('/api/documents', { kind: 'deposit-demand', language: 'en', fields: rest });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ field: 'recipientName' });
    expect(en.json().message).toContain("The landlord's name");
    const es = await post(
      '/api/documents',
      { kind: 'deposit-demand', language: 'en', fields: rest },
      undefined,
      { 'x-language': 'es' },
    );
    expect(es.statusCode).toBe(400);
    expect(es.json().message).toContain('El nombre del arrendador');
  });

  it('an unknown state or a field of no kind is a 400 naming it', async () => {
    const bad = await post('/api/documents', {
      kind: 'deposit-demand',
      language: 'en',
      fields: { ...depositFields, state: 'ZZ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('state');
  });
});

describe('rate limits', () => {
  it('a guest address past its PDFs gets a translated 429; a signed-in person there does not', async () => {
    const ip = '203.0.113.91';
    // The address has already made its PDFs in this window (counted as the route counts them).
    for (let i = 0; i < DOCUMENT_RATE.pdf.perIp; i++) {
      await hit(t.db, `documents:pdf:ip:${ip}`, DOCUMENT_RATE.windowMs);
    }
    const body = { kind: 'deposit-demand', language: 'en', fields: depositFields };
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body,
      headers: { 'accept-language': 'es' },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/Demasiados/);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/documents/preview',
      payload: body,
      remoteAddress: ip,
    });
    expect(preview.statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body,
      headers: owner.headers,
      remoteAddress: ip,
    });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('filled from the person’s own case or analysis', () => {
  it('a case fills the state, the name and the deposit; sent fields override', async () => {
    const row = await createCase(t.db, owner.id, {
      state: 'CA',
      originalDescription: 'I moved out and my landlord kept my $1,800 security deposit for normal wear.',
    });
    const res = await post(
      '/api/documents/preview',
      { kind: 'deposit-demand', language: 'en', caseId: row.id, fields: { recipientName: 'Bay Homes' } },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.fields).toMatchObject({ state: 'CA', depositAmount: 1800, recipientName: 'Bay Homes' });
    expect(preview.fields.senderName).toBeTruthy();
    expect(preview.missing).toEqual(['senderAddress', 'recipientAddress', 'propertyAddress', 'moveOutDate']);
    expect(preview.offered).toBe(true);
  });

  it('another person’s case or analysis answers 404, a guest naming one 401', async () => {
    const row = await createCase(t.db, owner.id);
    const session = await createCompletedAnalysis(t.db, owner.id);
    for (const body of [{ caseId: row.id }, { sessionId: session.id }]) {
      const payload = { kind: 'deposit-demand', language: 'en', fields: depositFields, ...body };
      expect((await post('/api/documents', payload, other)).statusCode).toBe(404);
      expect((await post('/api/documents/preview', payload, other)).statusCode).toBe(404);
      expect((await post('/api/documents', payload, admin)).statusCode).toBe(404);
      expect((await post('/api/documents', payload)).statusCode).toBe(401);
      expect((await post('/api/documents', payload, owner)).statusCode).toBe(200);
    }
    const offered = await t.app.inject({
      method: 'GET',
      url: `/api/documents/offered?caseId=${row.id}`,
      headers: other.headers,
    });
    expect(offered.statusCode).toBe(404);
  });

  it('offers no deposit letter for a mortgage case, and says why', async () => {
    const row = await createCase(t.db, owner.id, {
      legalIssue: 'Mortgage Foreclosure',
      originalDescription:
        'The bank started a foreclosure on my house after I missed three mortgage payments.',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/offered?caseId=${row.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const kinds = Object.fromEntries(res.json().kinds.map((k: { kind: string }) => [k.kind, k]));
    expect(kinds['deposit-demand']).toMatchObject({ offered: false });
    expect(kinds['deposit-demand'].reason).toContain('foreclosure');
    expect(kinds['case-summary']).toMatchObject({ offered: true });
    // Nor a wage or debt letter for a matter that names no pay and no collector.
    expect(kinds['wage-demand']).toMatchObject({ offered: false });
    expect(kinds['debt-validation']).toMatchObject({ offered: false });
    const pdf = await post(
      '/api/documents',
      { kind: 'deposit-demand', language: 'en', caseId: row.id, fields: depositFields },
      owner,
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().field).toBe('kind');
  });

  it('the preview holds the same text as the PDF, and the other language side by side', async () => {
    const body = { kind: 'deposit-demand', fields: depositFields };
    const en = (await post('/api/documents/preview', { ...body, language: 'en' })).json();
    const es = (await post('/api/documents/preview', { ...body, language: 'es' })).json();
    expect(en.rule).toMatchObject({ state: 'NM', value: 30, unit: 'days', citation: 'NMSA § 47-8-18' });
    expect(es.blocks.length).toBe(en.blocks.length);
    const pdf = await post('/api/documents', { ...body, language: 'en' });
    const text = (await pdfText(pdf.rawPayload)).join(' ').replace(/\s+/g, ' ');
    for (const block of en.blocks) {
      for (const line of block.lines) if (line) expect(text).toContain(line.split(' ').slice(0, 4).join(' '));
    }
  });
});

describe('the case summary for a lawyer', () => {
  it('an analysis fills it from the person’s words, and the PDF holds each section', async () => {
    const story =
      'I moved out of my apartment in Austin, Texas on March 3, 2026. My landlord kept my $900 deposit. ' +
      'I have the lease and photos of the apartment. Can he keep the whole deposit?';
    const session = await createCompletedAnalysis(t.db, owner.id, { originalSituation: story });
    const offered = await t.app.inject({
      method: 'GET',
      url: `/api/documents/offered?sessionId=${session.id}`,
      headers: { ...owner.headers, 'x-language': 'es' },
    });
    // The account says New Mexico; the matter happened in Texas, so Texas law is the one quoted.
    expect(offered.json().fields['case-summary']).toMatchObject({
      state: 'TX',
      situation: story,
      parties: 'Mi arrendador o administrador',
      questions: 'Can he keep the whole deposit?',
    });
    const res = await post(
      '/api/documents',
      { kind: 'case-summary', language: 'en', sessionId: session.id },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('March 3, 2026: I moved out of my apartment');
    expect(text).toContain('$900.00');
    expect(text).toContain('My landlord or property manager');
    expect(text).toContain('A written lease, contract or agreement');
    expect(text).toContain('Photos or video');
    expect(text).toMatch(/Tex\. Prop\. Code § 92\.1/);
    expect(text).toContain('Can he keep the whole deposit?');
    expect(text).toContain('not legal advice');
  });
});

describe('saved documents', () => {
  it('save, list, download, delete; another person gets 404', async () => {
    const row = await createCase(t.db, owner.id);
    const url = `/api/legal-cases/${row.id}/documents`;
    const saved = await post(url, { kind: 'deposit-demand', language: 'en', fields: depositFields }, owner);
    expect(saved.statusCode).toBe(201);
    const doc = saved.json();
    expect(doc).toMatchObject({
      kind: 'deposit-demand',
      language: 'en',
      title: 'Security deposit demand letter',
    });
    expect(doc.createdAt).toBe('2026-11-27T15:00:00.000Z');

    const list = await t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect(list.json()).toEqual([doc]);
    const pdf = await t.app.inject({ method: 'GET', url: `${url}/${doc.id}`, headers: owner.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const fresh = await post('/api/documents', {
      kind: 'deposit-demand',
      language: 'en',
      fields: depositFields,
    });
    expect(Buffer.compare(pdf.rawPayload, fresh.rawPayload)).toBe(0);

    for (const who of [other, admin]) {
      expect((await t.app.inject({ method: 'GET', url, headers: who.headers })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `${url}/${doc.id}`, headers: who.headers })).statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `${url}/${doc.id}`, headers: who.headers })).statusCode,
      ).toBe(404);
      expect(
        (
          await post(
            url,
            { kind: 'case-summary', language: 'en', fields: { state: 'NM', situation: 'x' } },
            who,
          )
        ).statusCode,
      ).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const gone = await t.app.inject({ method: 'DELETE', url: `${url}/${doc.id}`, headers: owner.headers });
    expect(gone.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}/${doc.id}`, headers: owner.headers })).statusCode,
    ).toBe(404);
    expect(await t.db.select().from(caseDocuments).where(eq(caseDocuments.caseId, row.id))).toHaveLength(0);
  });

  it('saved documents are in the privacy export and go with the account', async () => {
    const person = await signUpAs(t.app, t.db, 'user');
    const row = await createCase(t.db, person.id);
    const saved = await post(
      `/api/legal-cases/${row.id}/documents`,
      {
        kind: 'case-summary',
        language: 'es',
        fields: { state: 'NM', situation: 'Mi arrendador no me devolvió el depósito de $900.' },
      },
      person,
    );
    expect(saved.statusCode).toBe(201);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: person.headers,
    });
    const records = exported.json().records.savedDocuments;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'case-summary', language: 'es' });
    expect(records[0].pdf).toBeUndefined();
    const deleted = await post('/api/privacy/delete-account', { confirmation: 'DELETE' }, person);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(caseDocuments).where(eq(caseDocuments.userId, person.id))).toHaveLength(
      0,
    );
  });
});
