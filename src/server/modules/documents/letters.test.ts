import { describe, expect, it } from 'vitest';
import type { DepositDemandFields, WageDemandFields } from '../../../shared/schemas/documents.js';
import type { LawUnit } from '../../../shared/state-law.js';
import { STATE_CODES_WITH_DC, stateName } from '../../../shared/states.js';
import { lawRow } from '../../law/table.js';
import { addBusinessDays, addMonths, periodEnd, replyByOf, validationEndOf } from './dates.js';
import { prefill, questionsIn } from './fill.js';
import { composeLetter, formatDay, timelineOf } from './letters.js';

const NOW = new Date('2026-11-27T18:30:00Z');
const text = (blocks: { lines: string[] }[]) => blocks.flatMap((b) => b.lines).join('\n');

const deposit = (state: string): DepositDemandFields => ({
  senderName: 'Rosa Martínez',
  senderAddress: '45 Calle Ñandú, Santa Fe, NM 87501',
  recipientName: 'Sun Apartments LLC',
  recipientAddress: '1 Main St, Albuquerque, NM 87102',
  state,
  propertyAddress: '12 Elm St, Apt 4',
  depositAmount: 1250,
  moveOutDate: '2026-10-15',
});

const wage = (state: string, separation: WageDemandFields['separation']): WageDemandFields => ({
  senderName: 'Rosa Martínez',
  senderAddress: '45 Calle Ñandú, Santa Fe, NM 87501',
  employerName: 'Acme Roofing',
  employerAddress: '9 Industrial Way, Santa Fe, NM 87507',
  state,
  payPeriods: 'November 1-15, 2026',
  hoursWorked: 80,
  hourlyRate: 18.5,
  amountOwed: 1480,
  lastDayWorked: '2026-11-16',
  separation,
});

describe('reply-by and period dates', () => {
  it('gives fourteen days to reply from the letter date', () => {
    expect(replyByOf('2026-11-27')).toBe('2026-12-11');
    expect(replyByOf('2026-12-25')).toBe('2027-01-08');
  });

  it('counts the 30-day validation period from the notice', () => {
    expect(validationEndOf('2026-11-10')).toBe('2026-12-10');
    expect(validationEndOf('2028-02-01')).toBe('2028-03-02');
  });

  it('skips weekends for business days and keeps month ends', () => {
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addBusinessDays('2026-11-27', 5)).toBe('2026-12-04');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(periodEnd('2026-11-16', 72, 'hours')).toBe('2026-11-19');
    expect(periodEnd('2026-11-16', 1, 'paydays')).toBeUndefined();
  });

  it('dates the letter and the reply-by day with the app clock', () => {
    const letter = composeLetter('deposit-demand', deposit('NM'), 'en', NOW);
    const all = text(letter.blocks);
    expect(letter.blocks.find((b) => b.type === 'date')?.lines).toEqual(['November 27, 2026']);
    expect(all).toContain('by December 11, 2026');
    const es = composeLetter('deposit-demand', deposit('NM'), 'es', NOW);
    expect(text(es.blocks)).toContain('a más tardar el 11 de diciembre de 2026');
  });

  it('debt validation: inside the window it says so and when it ends; after it, it says that too', () => {
    const fields = {
      senderName: 'Rosa Martínez',
      senderAddress: '45 Calle Ñandú, Santa Fe, NM 87501',
      collectorName: 'Recovery Partners',
      collectorAddress: 'PO Box 1, Dallas, TX 75201',
      amountClaimed: 912.4,
      noticeDate: '2026-11-20',
      ceaseContact: true,
    };
    const inside = text(composeLetter('debt-validation', fields, 'en', NOW).blocks);
    expect(inside).toContain('within the 30-day validation period, which ends on December 20, 2026');
    expect(inside).toContain('15 U.S.C. § 1692g(b)');
    expect(inside).toContain('12 CFR 1006.34');
    expect(inside).toContain('15 U.S.C. § 1692c(c)');
    const late = text(
      composeLetter(
        'debt-validation',
        { ...fields, noticeDate: '2026-09-01', ceaseContact: false },
        'en',
        NOW,
      ).blocks,
    );
    expect(late).toContain('ended on October 1, 2026');
    expect(late).not.toContain('1692c(c)');
  });
});

describe('the statute each state gets (all 51 jurisdictions)', () => {
  it('covers the 50 states and DC', () => expect(STATE_CODES_WITH_DC).toHaveLength(51));

  for (const code of STATE_CODES_WITH_DC) {
    it(`${code}: deposit letter`, () => {
      const letter = composeLetter('deposit-demand', deposit(code), 'en', NOW);
      const row = lawRow(code, 'deposit');
      const all = text(letter.blocks);
      expect(letter.rule?.state).toBe(code);
      if (row && row.value !== null) {
        expect(letter.rule).toMatchObject({ value: row.value, unit: row.unit, citation: row.cite });
        expect(all).toContain(`Under ${row.cite}, a landlord in ${stateName(code)}`);
        const end = periodEnd('2026-10-15', row.value, row.unit as LawUnit);
        if (end) expect(all).toContain(formatDay(end, 'en'));
        expect(letter.suggestLawyer).toBe(false);
      } else {
        expect(letter.rule?.value).toBeNull();
        expect(all).toContain(`within the time the law of ${stateName(code)} requires`);
        expect(letter.suggestLawyer).toBe(true);
      }
    });

    for (const separation of ['fired', 'quit'] as const) {
      it(`${code}: wage letter, ${separation}`, () => {
        const letter = composeLetter('wage-demand', wage(code, separation), 'es', NOW);
        const kind = separation === 'fired' ? 'wagesFinalFired' : 'wagesFinalQuit';
        const row = lawRow(code, kind);
        const all = text(letter.blocks);
        if (row && row.value !== null) {
          expect(letter.rule).toMatchObject({ state: code, value: row.value, citation: row.cite });
          expect(all).toContain(`Según ${row.cite}`);
          expect(letter.suggestLawyer).toBe(false);
        } else {
          expect(letter.rule?.value ?? null).toBeNull();
          expect(all).toContain(`dentro del plazo que exige la ley de ${stateName(code, 'es')}`);
          expect(letter.suggestLawyer).toBe(true);
        }
        const agency = [
          lawRow(code, 'wagesAgency'),
          lawRow(code, 'wagesFinalFired'),
          lawRow(code, 'wagesFinalQuit'),
        ]
          .filter((r) => r && !(r.value === null && r.reason === 'notChecked'))
          .find((r) => r?.agency)?.agency;
        if (agency) expect(all).toContain(agency);
      });
    }
  }

  it('a row nobody checked never names a statute in the letter', () => {
    for (const code of STATE_CODES_WITH_DC) {
      const row = lawRow(code, 'deposit');
      if (row?.value === null && row.reason === 'notChecked') {
        const letter = composeLetter('deposit-demand', deposit(code), 'en', NOW);
        expect(letter.rule?.citation).toBe('');
      }
    }
  });

  it('a worker who still works there gets no final-pay rule', () => {
    const letter = composeLetter('wage-demand', wage('CA', 'still-employed'), 'en', NOW);
    expect(letter.rule).toBeNull();
    expect(letter.suggestLawyer).toBe(false);
  });
});

describe('every document says what it is', () => {
  it('each kind ends with the self-help notice, in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      const summary = composeLetter(
        'case-summary',
        { state: 'TX', situation: 'My landlord kept my $900 deposit after I moved out on March 3, 2026.' },
        lang,
        NOW,
      );
      const notice = summary.blocks.at(-1);
      expect(notice?.type).toBe('notice');
      expect(notice?.lines[0]).toMatch(lang === 'en' ? /not legal advice/ : /No es asesoría legal/);
      expect(text(summary.blocks)).toContain('$900.00');
    }
  });
});

describe('the case summary, from the person’s own words', () => {
  const STORY =
    'I rented an apartment in Austin. I moved out on March 3, 2026 and gave my landlord my new address. ' +
    'He kept my $900 deposit and never sent a list of deductions. I have the lease, photos of the clean ' +
    'apartment and text messages with him. Can he keep the whole deposit? What should I send him?';

  it('fills the parties, the documents and the questions the text names, in the form’s language', () => {
    const ctx = { text: STORY, state: 'TX', issues: [] };
    const en = prefill('case-summary', ctx, 'en');
    expect(en.situation).toBe(STORY);
    expect(en.parties).toBe('My landlord or property manager');
    expect(en.documents?.split('\n')).toEqual(
      expect.arrayContaining([
        'Photos or video',
        'Text messages or e-mails',
        'A written lease, contract or agreement',
      ]),
    );
    expect(en.questions).toBe('Can he keep the whole deposit?\nWhat should I send him?');
    const es = prefill('case-summary', ctx, 'es');
    expect(es.parties).toBe('Mi arrendador o administrador');
    expect(es.documents).toContain('Fotos o video');
    // Nothing the text does not say: no questions, parties or documents out of thin air.
    expect(prefill('case-summary', { text: 'My boss fired me.', issues: [] }, 'en')).toEqual({
      situation: 'My boss fired me.',
      parties: 'My employer',
    });
  });

  it('takes the matter’s state: the record’s, else the one its text names, else the account’s', () => {
    const text = 'My landlord in Dallas, Texas kept my $700 deposit.';
    expect(prefill('deposit-demand', { text, homeState: 'NM', issues: [] }, 'en').state).toBe('TX');
    expect(prefill('deposit-demand', { text, state: 'CA', homeState: 'NM', issues: [] }, 'en').state).toBe(
      'CA',
    );
    expect(prefill('deposit-demand', { text: '', homeState: 'NM', issues: [] }, 'en').state).toBe('NM');
  });

  it('reads the questions as written, Spanish marks included, and skips one-word ones', () => {
    expect(
      questionsIn('Me corrieron. ¿Me tienen que pagar las horas extra? ¿Por qué? "Is that legal at all?"'),
    ).toEqual(['¿Me tienen que pagar las horas extra?', 'Is that legal at all?']);
  });

  it('sets each date beside the sentence that names it', () => {
    expect(
      timelineOf('Hi. I moved out on March 3, 2026.\nOn April 20 they called me.', [
        'March 3, 2026',
        'April 20',
      ]),
    ).toEqual(['March 3, 2026: I moved out on March 3, 2026.', 'April 20: On April 20 they called me.']);
  });

  it('holds the timeline, amounts, parties, documents, deadlines with statutes and questions', () => {
    const fields = prefill('case-summary', { text: STORY, state: 'TX', issues: [] }, 'en');
    const letter = composeLetter('case-summary', { ...fields, state: 'TX', situation: STORY }, 'en', NOW);
    const body = text(letter.blocks);
    const sectionAfter = (heading: string) => {
      const at = letter.blocks.findIndex((b) => b.type === 'subject' && b.lines[0] === heading);
      expect(at).toBeGreaterThan(-1);
      return letter.blocks[at + 1];
    };
    expect(sectionAfter('Timeline: the dates I mentioned')?.lines).toContain(
      'March 3, 2026: I moved out on March 3, 2026 and gave my landlord my new address.',
    );
    expect(sectionAfter('Amounts mentioned')?.lines).toEqual(['$900.00']);
    expect(sectionAfter('People and organizations involved')?.lines).toEqual([
      'My landlord or property manager',
    ]);
    expect(sectionAfter('Documents I have')).toMatchObject({ type: 'list' });
    expect(sectionAfter('My questions for the lawyer')).toEqual({
      type: 'list',
      lines: ['Can he keep the whole deposit?', 'What should I send him?'],
    });
    const deadlines = sectionAfter('Deadlines that may apply');
    expect(deadlines?.type).toBe('list');
    expect(deadlines?.lines.join(' ')).toMatch(/Tex\. Prop\. Code § 92\.1/);
    expect(body).not.toContain('**');
  });
});
