import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCase } from '../factories/cases.js';
import { expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { peopleFor } from './support/people.js';
import { appAndBrowserForFile } from './support/server.js';
import { JOURNEY } from './support/situation-texts.js';

const ctx = appAndBrowserForFile();
const { register } = peopleFor(ctx, 'cartas');

/** What a person reads and types on the letters screen, per language of the app. */
const TEXTS = {
  en: {
    writeLetter: 'Write a letter',
    kind: /Security deposit demand letter/,
    labels: {
      senderName: 'Your full name',
      senderAddress: 'Your address',
      recipientName: 'Landlord or property manager',
      recipientAddress: "Landlord's address",
      state: 'State',
      propertyAddress: 'Address of the home you rented',
      depositAmount: 'Deposit paid (US$)',
      moveOutDate: 'Day you moved out',
      language: 'Language of the letter',
    },
    required: 'This field is required.',
    preview: 'Preview the letter',
    heading: /^Your letter/,
    notAdvice: 'not legal advice',
    compare: 'Read it in Spanish side by side',
    download: 'Download PDF',
    letterLanguage: 'en',
  },
  es: {
    writeLetter: 'Escribir una carta',
    kind: /Carta para exigir el depósito de garantía/,
    labels: {
      senderName: 'Su nombre completo',
      senderAddress: 'Su dirección',
      recipientName: 'Arrendador o administrador',
      recipientAddress: 'Dirección del arrendador',
      state: 'Estado',
      propertyAddress: 'Dirección de la vivienda que rentó',
      depositAmount: 'Depósito pagado (US$)',
      moveOutDate: 'Día en que se mudó',
      language: 'Idioma de la carta',
    },
    required: 'Este campo es obligatorio.',
    preview: 'Ver la carta',
    heading: /^Su carta/,
    notAdvice: 'no asesoría legal',
    // The letter is asked for in Spanish, so the other side is the English one.
    compare: 'Leerla en inglés al lado',
    download: 'Descargar PDF',
    letterLanguage: 'es',
  },
} as const;

async function fromAnalysisToPdf(lang: 'en' | 'es') {
  const J = JOURNEY[lang];
  const T = TEXTS[lang];
  const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/explain-situation', {
    viewport: PHONE,
    locale: J.locale,
  });
  await page.getByLabel(J.situationLabel, { exact: true }).fill(JOURNEY.en.story);
  await page.getByRole('button', { name: J.analyze }).click();
  await page.getByRole('heading', { name: J.result }).waitFor();

  // From the analysis to the letters.
  await page.getByRole('link', { name: T.writeLetter }).click();
  await page.waitForURL(`${ctx.server.baseUrl}/documents`);
  await page.getByText(T.notAdvice, { exact: false }).first().waitFor();
  await page.getByRole('radio', { name: T.kind }).check();

  // Sent empty, the form names what is missing beside each field and goes to the first one.
  await page.getByRole('button', { name: T.preview }).click();
  await page.getByText(T.required).first().waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('senderName');
  await expectAccessible(page);

  const L = T.labels;
  await page.getByLabel(L.senderName, { exact: true }).fill('Ana Pérez');
  await page.getByLabel(L.senderAddress, { exact: true }).fill('12 Elm St\nAlbuquerque, NM 87101');
  await page.getByLabel(L.recipientName, { exact: true }).fill('Sunrise Rentals LLC');
  await page.getByLabel(L.recipientAddress, { exact: true }).fill('9 Main St\nAlbuquerque, NM 87102');
  await page.getByLabel(L.state, { exact: true }).selectOption('NM');
  await page.getByLabel(L.propertyAddress, { exact: true }).fill('4 Oak Ave, Apt 2, Albuquerque, NM 87104');
  await page.getByLabel(L.depositAmount, { exact: true }).fill('1200');
  await page.getByLabel(L.moveOutDate, { exact: true }).fill('2026-03-03');
  await page.getByLabel(L.language, { exact: true }).selectOption(T.letterLanguage);
  await page.getByRole('button', { name: T.preview }).click();

  // The letter, in the language asked for, with the focus on it.
  const heading = page.getByRole('heading', { name: T.heading });
  await heading.waitFor();
  const letter = page.getByTestId(`letter-${T.letterLanguage}`);
  await letter.waitFor();
  expect(await letter.textContent()).toContain('Ana Pérez');
  expect(await letter.textContent()).toMatch(/1,200/);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('document-preview-heading');

  // The other language beside it, only to read.
  await page.getByRole('button', { name: T.compare }).click();
  await page.getByTestId(`letter-${T.letterLanguage === 'en' ? 'es' : 'en'}`).waitFor();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, `documents-${lang}-preview-390`);

  // The PDF, saved by the browser.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: T.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pageProblems(page)).toEqual([]);
  await context.close();
}

describe('self-help letters', () => {
  it('from an analysis to a downloaded deposit letter, on a phone, in English', async () => {
    await fromAnalysisToPdf('en');
  });

  it('the same in Spanish, the letter written in Spanish and read in English beside it', async () => {
    await fromAnalysisToPdf('es');
  });
});

describe('a letter saved with a case', () => {
  it('is filled from the case, saved, and listed in the profile under the case, in Spanish on a phone', async () => {
    const person = await register('Marisol', 'Reyes', 'es');
    const legalCase = await createCase(ctx.server.db, person.id, {
      anonymizedTitle: 'Depósito retenido',
      state: 'NM',
      originalDescription:
        'Me mudé y el arrendador se quedó con mi depósito de $1,100 sin darme ninguna razón.',
    });
    const L = TEXTS.es.labels;
    const { context, page } = await openPage(
      ctx.browser,
      ctx.server.baseUrl,
      `/documents?caseId=${legalCase.id}&token=${person.token}`,
      { viewport: PHONE, locale: 'es-MX' },
    );
    await page.getByRole('radio', { name: TEXTS.es.kind }).check();
    // What the case says is already in the form.
    await expect.poll(() => page.getByLabel(L.depositAmount, { exact: true }).inputValue()).toBe('1100');
    expect(await page.getByLabel(L.senderName, { exact: true }).inputValue()).toBe('Marisol Reyes');
    expect(await page.getByLabel(L.state, { exact: true }).inputValue()).toBe('NM');
    await page.getByLabel(L.senderAddress, { exact: true }).fill('12 Elm St\nAlbuquerque, NM 87101');
    await page.getByLabel(L.recipientName, { exact: true }).fill('Sunrise Rentals LLC');
    await page.getByLabel(L.recipientAddress, { exact: true }).fill('9 Main St\nAlbuquerque, NM 87102');
    await page.getByLabel(L.propertyAddress, { exact: true }).fill('4 Oak Ave, Apt 2, Albuquerque, NM 87104');
    await page.getByLabel(L.moveOutDate, { exact: true }).fill('2026-03-03');
    // A letter to a US landlord is written in English unless the person asks for Spanish.
    expect(await page.getByLabel(L.language, { exact: true }).inputValue()).toBe('en');
    await page.getByRole('button', { name: TEXTS.es.preview }).click();
    expect(await page.getByTestId('letter-en').textContent()).toContain('$1,100.00');

    await page.getByRole('button', { name: 'Guardar en mi caso' }).click();
    await page.getByText('Guardado con su caso.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Verlo en mi perfil' }).click();

    // The profile opens on the Legal Cases tab; the case's View shows the letter saved with it.
    await page.getByRole('button', { name: `Ver: ${legalCase.anonymizedTitle}` }).click();
    const saved = page.getByRole('dialog').getByTestId('case-documents');
    await saved.getByText('Security deposit demand letter', { exact: false }).first().waitFor();
    await expect.poll(() => saved.getByRole('button', { name: /^Descargar:/ }).count()).toBe(1);
    await expectAccessible(page);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
