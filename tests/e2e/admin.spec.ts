import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, attorneyProfiles, users } from '../../src/server/db/schema/index.js';
import { stateName } from '../../src/shared/states.js';
import { createCase } from '../factories/cases.js';
import { DESKTOP, expectAccessible, openPage, PHONE, snap } from './support/browser.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();

type Lang = 'en' | 'es';
type Texts = Record<string, Record<string, string> & Record<string, Record<string, string>>>;
const texts = (lang: Lang): Texts =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, 'admin.json'), 'utf8'));
const LOCALE = { en: 'en-US', es: 'es-MX' } as const;
/** The client's case labels, which the admin's Legal Cases table shows too. */
const caseTexts = (lang: Lang) =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, 'cases.json'), 'utf8')) as Record<
    'categories' | 'priorities' | 'statuses',
    Record<string, string>
  >;

let seq = 0;
async function register(lang: Lang, role?: 'admin' | 'attorney') {
  seq += 1;
  const email = `admin-e2e${seq}-${Date.now()}@example.com`;
  const res = await fetch(`${ctx.server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify({
      email,
      password: 'admin-rights-2026',
      firstName: 'Teresa',
      lastName: `Luna${seq}`,
      state: 'NM',
    }),
  });
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  await fetch(`${ctx.server.baseUrl}/api/auth/acknowledge-california-bar-guidance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (role) await ctx.server.db.update(users).set({ role }).where(eq(users.id, user.id));
  return { email, token, id: user.id, lastName: `Luna${seq}` };
}

describe.each(['en', 'es'] as const)('admin dashboard (%s)', (lang) => {
  const T = texts(lang);
  it('imports a state-bar CSV, approves an attorney, bans a user and shows the charts', async () => {
    const admin = await register(lang, 'admin');
    const victim = await register(lang);
    const caseTitle = `Deposit kept in Texas (${lang} ${Date.now()})`;
    await createCase(ctx.server.db, admin.id, {
      state: 'NM',
      anonymizedTitle: caseTitle,
      legalIssue: ['Employment Law'],
      priority: 'HIGH',
      status: 'ACTIVE',
      listedForAttorneys: true,
    });
    const viewport = lang === 'en' ? DESKTOP : PHONE;
    const width = lang === 'en' ? 'desktop' : 'phone';
    const { page } = await openPage(ctx.browser, ctx.server.baseUrl, `/admin?token=${admin.token}`, {
      viewport,
      locale: LOCALE[lang],
    });
    await page.getByTestId('stat-totalMessages').waitFor();
    expect(await page.locator('h1').allTextContents()).toContain(T.title);
    // Charts: drawn as SVG, each with its table.
    await page.locator('[data-testid="chart"] svg').first().waitFor();
    expect(await page.locator('[data-testid="chart"]').count()).toBe(3);
    await expectAccessible(page);
    await snap(page, `admin-dashboard-${lang}-${width}`);

    // State-bar import through the file chooser, with one row skipped for no e-mail.
    await page.getByRole('tab', { name: T.tabs.attorneys }).click();
    await page.getByRole('button', { name: T.attorneys.import }).click();
    const stamp = Date.now();
    const csv = [
      '\uFEFFFull_Name,ID,Member_Type,Firm,Firm_Name,Emails,Addmission_Date,Practice_Areas,Practice_Counties,Phone Number,Office_Address',
      `"Lucia Paz Ortega",900${seq},Active,,"Ortega ""Justicia"" Law",lucia${stamp}@example.com,2015-01-01,"Family Law, Immigration",Bernalillo,(505) 555-0111,"1 Main St, Santa Fe, NM 87501"`,
      `Pedro Sanchez,901${seq},Active,Sanchez Law,,pedro${stamp}@example.com,2016-01-01,Criminal Defense,Dona Ana,,`,
      'Sin Correo,902,Active,,,,,,,,',
    ].join('\r\n');
    const file = join(tmpdir(), `state-bar-${lang}-${stamp}.csv`);
    writeFileSync(file, csv);
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel(T.import.file).click();
    await (await chooser).setFiles(file);
    await page.getByTestId('import-preview').waitFor();
    await page.getByText(T.import.skipped_one as string).waitFor();
    await expectAccessible(page);
    await snap(page, `admin-import-preview-${lang}-${width}`);
    await page.getByRole('button', { name: T.import.start.replace('{{count, number}}', '2') }).click();
    const success = T.import.successAttorneys.replace('{{n, number}}', '2').replace('{{m, number}}', '0');
    await page.getByTestId('import-result').filter({ hasText: success }).waitFor();
    // A clean import closes the dialog after 2 s.
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5_000 });

    // The imported attorney is listed (approved); a pending one gets Approve, which sends PATCH.
    await page.getByLabel(T.attorneys.search).fill(`lucia${stamp}`);
    await page
      .getByTestId('attorney-row')
      .filter({ hasText: `lucia${stamp}` })
      .waitFor();
    const [lucia] = await ctx.server.db
      .select()
      .from(users)
      .where(eq(users.email, `lucia${stamp}@example.com`));
    await ctx.server.db
      .update(attorneyProfiles)
      .set({ status: 'pending' })
      .where(eq(attorneyProfiles.userId, lucia!.id));
    await page.getByLabel(T.attorneys.search).fill(`lucia${stamp}@`);
    const row = page.getByTestId('attorney-row').filter({ hasText: `lucia${stamp}` });
    await row.locator('[data-status="pending"]').waitFor();
    await expectAccessible(page);
    await snap(page, `admin-attorneys-${lang}-${width}`);
    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().includes(`/api/admin/attorneys/${lucia!.id}/status`),
    );
    await row.getByRole('button', { name: T.attorneys.approve }).click();
    expect((await patch).postDataJSON()).toEqual({ status: 'approved' });
    await row.locator('[data-status="approved"]').waitFor();

    // Ban a user, with a confirmation; their next request is refused.
    await page.getByRole('tab', { name: T.tabs.users }).click();
    await page.getByLabel(T.users.search).fill(victim.email);
    const userRow = page.getByTestId('user-row').filter({ hasText: victim.email });
    await userRow.getByText(T.users.responses.replace('{{n}}', '0')).waitFor();
    await userRow.getByRole('button', { name: T.users.ban, exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: T.confirm as unknown as string })
      .click();
    await userRow.getByRole('button', { name: T.users.unban }).waitFor();
    const me = await fetch(`${ctx.server.baseUrl}/api/auth/user`, {
      headers: { authorization: `Bearer ${victim.token}` },
    });
    expect(me.status).toBe(401);
    const audit = await ctx.server.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, victim.id));
    expect(audit.map((a) => a.action)).toEqual(['ban']);
    await expectAccessible(page);
    await snap(page, `admin-users-${lang}-${width}`);

    // Legal cases: the marketplace's leads, newest first, a page at a time, every stored value
    // (state, issue, priority, status) in the admin's language.
    const C = caseTexts(lang);
    await page.getByRole('tab', { name: T.tabs.cases }).click();
    const caseRow = page.getByRole('row').filter({ hasText: caseTitle });
    await caseRow.getByRole('cell', { name: stateName('NM', lang), exact: true }).waitFor();
    for (const label of [C.categories['Employment Law'], C.priorities.HIGH, C.statuses.ACTIVE])
      await caseRow.getByRole('cell', { name: label, exact: true }).waitFor();
    if (lang === 'es') {
      expect(await caseRow.textContent()).toContain('Nuevo México');
      expect(await caseRow.textContent()).not.toMatch(/HIGH|ACTIVE|Employment Law/);
    }
    await expectAccessible(page);

    // A partly successful import: a warning (not the red error) counting both, and the reason of
    // the failed row as a sentence in the admin's language.
    await page.getByRole('button', { name: T.cases.import }).click();
    const casesCsv = join(tmpdir(), `cases-${lang}-${Date.now()}.csv`);
    writeFileSync(
      casesCsv,
      [
        'title,description,state,legalIssue,priority',
        `Unpaid overtime ${lang},Six months of overtime never paid.,NM,Employment Law,HIGH`,
        `Lost deposit ${lang},The landlord kept the deposit.,Narnia,Landlord/Tenant,LOW`,
      ].join('\n'),
    );
    const casesChooser = page.waitForEvent('filechooser');
    await page.getByLabel(T.import.file).click();
    await (await casesChooser).setFiles(casesCsv);
    await page.getByRole('button', { name: T.import.start.replace('{{count, number}}', '2') }).click();
    const partly = T.import.partlyCases.replace('{{n, number}}', '1').replace('{{m, number}}', '1');
    const toastEl = page.getByTestId('toast').filter({ hasText: partly });
    await toastEl.waitFor();
    expect(await toastEl.getAttribute('data-variant')).toBe('warning');
    expect(await toastEl.getAttribute('class')).not.toMatch(/bg-red/);
    await page.getByTestId('import-result').filter({ hasText: partly }).waitFor();
    const reason =
      lang === 'es'
        ? 'El valor de la columna «state» no es válido.'
        : 'The value in the “state” column is not valid.';
    await page.getByRole('dialog').getByRole('cell', { name: reason }).waitFor();
    await expectAccessible(page);
    await snap(page, `admin-import-partly-${lang}-${width}`);
    // Escape would first dismiss the toast (the top layer): close the dialog with its button.
    const common = JSON.parse(
      readFileSync(join(process.cwd(), 'src/client/locales', lang, 'common.json'), 'utf8'),
    ) as { actions: { close: string } };
    await page.getByRole('dialog').getByRole('button', { name: common.actions.close, exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: T.tabs.system }).click();
    await page.getByTestId('system-check').nth(4).waitFor();
    // Delivery counts by status for mail and texts, below the checks.
    await page.getByTestId('delivery-mail').waitFor();
    await page.getByTestId('delivery-sms').waitFor();
    await expectAccessible(page);
    await snap(page, `admin-system-${lang}-${width}`);
  });

  it('shows the audit trail: filtered by an action, the entry says who did it to whom', async () => {
    const admin = await register(lang, 'admin');
    const victim = await register(lang);
    const ban = await fetch(`${ctx.server.baseUrl}/api/admin/users/${victim.id}/ban`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(ban.status).toBe(200);
    const A = T.audit as unknown as Record<string, string> & Record<string, Record<string, string>>;
    const { page } = await openPage(ctx.browser, ctx.server.baseUrl, `/admin?token=${admin.token}`, {
      viewport: lang === 'en' ? DESKTOP : PHONE,
      locale: LOCALE[lang],
    });
    await page.getByRole('tab', { name: T.tabs.audit }).click();
    await page.getByTestId('audit-verify').locator('[data-status="ok"]').waitFor();
    // Chosen by its label, sent with the keyboard.
    await page.getByLabel(A.action ?? '').selectOption({ label: A.actions?.ban ?? '' });
    await page.getByLabel(A.actorId ?? '').fill(String(admin.id));
    await page.getByLabel(A.actorId ?? '').press('Enter');
    const row = page.getByTestId('audit-row').filter({ hasText: `${A.targets?.user} #${victim.id}` });
    await row.getByText(A.actions?.ban ?? '', { exact: true }).waitFor();
    await page.getByTestId('audit-row').nth(1).waitFor({ state: 'detached' });
    expect(await row.textContent()).toContain(admin.email);
    await expectAccessible(page);
    await snap(page, `admin-audit-${lang}-${lang === 'en' ? 'desktop' : 'phone'}`);
  });
});
