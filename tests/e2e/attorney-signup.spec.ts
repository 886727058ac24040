import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attorneyProfiles, users } from '../../src/server/db/schema/index.js';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { appAndBrowserForFile } from './support/server.js';

// An attorney applies: the form's rules and texts, specialties one by one, and the review notice.
const ctx = appAndBrowserForFile();

type Lang = 'en' | 'es';
type Texts = typeof import('../../src/client/locales/en/attorney-signup.json');
const T = (lang: Lang): Texts =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, 'attorney-signup.json'), 'utf8'));

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The field a label names, and the error text tied to it through aria-describedby. */
async function errorOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(
    ids.map((id) => field.page().locator(`[id="${id}"][role="alert"]`).allTextContents()),
  );
  return texts.flat().join(' ');
}

async function openSignup(
  lang: Lang,
  viewport: typeof PHONE,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/attorney-signup', { viewport });
  await page.getByRole('heading', { level: 1, name: T('en').title }).waitFor();
  if (lang === 'es') {
    await page.getByTestId('language-switcher').click();
    await page.getByRole('heading', { level: 1, name: T('es').title }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
  }
  return { page, close: () => context.close() };
}

function form(page: Page, t: Texts) {
  const label = (text: string) => page.getByLabel(text, { exact: true });
  return {
    firstName: label(t.fields.firstName),
    lastName: label(t.fields.lastName),
    email: label(t.fields.email),
    phone: label(t.fields.phoneNumber),
    state: label(t.fields.state),
    license: label(t.fields.licenseNumber),
    bar: label(t.fields.barAdmissions),
    experience: label(t.fields.experience),
    rate: label(t.fields.hourlyRate),
    education: label(t.fields.education),
    bio: label(t.fields.bio),
    specialty: label(t.specialties.choose),
    add: page.getByRole('button', { name: t.specialties.add }),
    chips: page.getByRole('list', { name: t.specialties.chosen }).getByRole('listitem'),
    submit: page.getByRole('button', { name: t.submit }),
  };
}

const toastWith = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

async function fillAll(f: ReturnType<typeof form>, email: string) {
  await f.firstName.fill('Elena');
  await f.lastName.fill('Vargas');
  await f.email.fill(email);
  await f.phone.fill('(505) 555-0199');
  await f.state.selectOption('NM');
  await f.license.fill('NM-12345');
  await f.bar.fill('New Mexico; Texas');
  await f.experience.fill('12');
  await f.education.fill('J.D., University of New Mexico School of Law');
  await f.bio.fill('Tenant and family law attorney serving Albuquerque and Santa Fe for twelve years.');
}

async function addSpecialty(f: ReturnType<typeof form>, t: Texts, key: keyof Texts['specialties']['names']) {
  await f.specialty.selectOption({ label: t.specialties.names[key] });
  await f.add.click();
}

let seq = 0;

describe('attorney signup', () => {
  it.each([
    ['en', 'phone', PHONE],
    ['es', 'desktop', DESKTOP],
    ['en', 'desktop', DESKTOP],
    ['es', 'phone', PHONE],
  ] as const)(
    'applies in %s on a %s, from an empty form to the review notice',
    async (lang, size, viewport) => {
      const t = T(lang);
      const { page, close } = await openSignup(lang, viewport);
      const f = form(page, t);
      for (const section of Object.values(t.sections))
        await page.getByRole('heading', { name: section }).waitFor();
      expect(await f.state.locator('option').count()).toBe(52); // a placeholder, 50 states and DC
      expect(await f.experience.inputValue()).toBe('0');
      expect(await f.rate.inputValue()).toBe('150');
      await expectAccessible(page);
      await snap(page, `attorney-signup-${lang}-${size}`);

      // Nothing filled in: every rule speaks at its field, the toast asks for a specialty, focus goes to the first.
      await f.submit.click();
      await toastWith(page, t.toasts.specialtiesTitle)
        .filter({ hasText: t.toasts.specialtiesBody })
        .waitFor();
      expect(await toastWith(page, t.toasts.specialtiesTitle).getAttribute('data-variant')).toBe(
        'destructive',
      );
      expect(await errorOf(f.firstName)).toBe(t.attorneySignup.firstNameShort);
      expect(await isFocused(f.firstName)).toBe(true);
      for (const [field, text] of [
        [f.lastName, t.attorneySignup.lastNameShort],
        [f.email, t.attorneySignup.emailInvalid],
        [f.phone, t.attorneySignup.phoneInvalid],
        [f.state, t.attorneySignup.stateRequired],
        [f.license, t.attorneySignup.licenseRequired],
        [f.bar, t.attorneySignup.barAdmissionsRequired],
        [f.education, t.attorneySignup.educationRequired],
        [f.bio, t.attorneySignup.bioShort],
        [f.specialty, t.attorneySignup.specialtiesRequired],
      ] as const) {
        expect(await errorOf(field)).toBe(text);
        expect(await field.getAttribute('aria-invalid')).toBe('true');
      }
      await expectAccessible(page);
      await snap(page, `attorney-signup-${lang}-${size}-errors`);

      // Specialties: three added, a duplicate ignored, one removed.
      await addSpecialty(f, t, 'familyLaw');
      await addSpecialty(f, t, 'immigration');
      await addSpecialty(f, t, 'taxLaw');
      await addSpecialty(f, t, 'familyLaw');
      await page
        .getByRole('status')
        .filter({
          hasText: t.specialties.alreadyAdded.replace('{{specialty}}', t.specialties.names.familyLaw),
        })
        .waitFor({ state: 'attached' });
      expect(await f.chips.allTextContents()).toEqual([
        t.specialties.names.familyLaw,
        t.specialties.names.immigration,
        t.specialties.names.taxLaw,
      ]);
      await page
        .getByRole('button', {
          name: t.specialties.remove.replace('{{specialty}}', t.specialties.names.taxLaw),
        })
        .click();
      expect(await f.chips.allTextContents()).toEqual([
        t.specialties.names.familyLaw,
        t.specialties.names.immigration,
      ]);
      expect(await errorOf(f.specialty)).toBe('');

      // One field still wrong: its error, and the focus on it.
      seq += 1;
      const email = `elena.${lang}.${size}.${seq}@example.com`;
      await fillAll(f, email);
      await f.rate.fill('40');
      await f.submit.click();
      await page.getByText(t.attorneySignup.hourlyRateLow).waitFor();
      expect(await errorOf(f.rate)).toBe(t.attorneySignup.hourlyRateLow);
      expect(await isFocused(f.rate)).toBe(true);
      expect(await errorOf(f.firstName)).toBe('');

      // Sent: the button says so while the call is pending.
      await f.rate.fill('175');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/register-attorney', async (route) => {
        await held;
        await route.continue();
      });
      await f.submit.click();
      const pending = page.getByRole('button', { name: t.submitting });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      release();

      const card = page.getByTestId('signup-submitted');
      await card.getByRole('heading', { name: t.success.title }).waitFor();
      await card.getByText(t.success.review).waitFor();
      await card.getByText(t.success.email.replace('{{email}}', email)).waitFor();
      await toastWith(page, t.toasts.submittedTitle).waitFor();
      await expectAccessible(page);
      await snap(page, `attorney-signup-${lang}-${size}-submitted`);

      const [row] = await ctx.server.db
        .select({ user: users, profile: attorneyProfiles })
        .from(users)
        .innerJoin(attorneyProfiles, eq(attorneyProfiles.userId, users.id))
        .where(eq(users.email, email));
      expect(row?.user).toMatchObject({
        role: 'attorney',
        passwordHash: null,
        preferredLanguage: lang,
        state: 'NM',
      });
      expect(row?.profile).toMatchObject({
        status: 'pending',
        specialties: ['Family Law', 'Immigration'],
        experienceYears: 12,
        hourlyRateCents: 17_500,
        barAdmissions: ['New Mexico', 'Texas'],
      });

      await card.getByRole('link', { name: t.success.home }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(pageProblems(page)).toEqual([]);
      await close();
    },
  );

  it('a refused registration: the server’s text in a destructive toast and at the e-mail field', async () => {
    const t = T('es');
    const { page, close } = await openSignup('es', PHONE);
    const f = form(page, t);
    await fillAll(f, 'abogada@amparo.test');
    await addSpecialty(f, t, 'civilRights');
    // The demo attorney's address, in another letter case.
    const demo = 'Attorney@Amparo.test';
    await f.email.fill(demo);
    await f.submit.click();
    const toast = toastWith(page, t.toasts.failedTitle);
    await toast.filter({ hasText: 'Ya existe una cuenta con este correo electrónico.' }).waitFor();
    expect(await toast.getAttribute('data-variant')).toBe('destructive');
    expect(await errorOf(f.email)).toBe('Ya existe una cuenta con este correo electrónico.');
    expect(await isFocused(f.email)).toBe(true);
    await expectAccessible(page);
    await snap(page, 'attorney-signup-es-phone-refused');
    await close();
  });

  it('the back-to-home button leads to /', async () => {
    const { page, close } = await openSignup('en', PHONE);
    await page.getByRole('link', { name: T('en').backHome }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });
});
