import { describe, expect, it } from 'vitest';
import { STATE_CODES_WITH_DC, stateName } from '../../../../../shared/states.js';
import { createOfflineAi } from '../provider.js';
import { type LawKind, periodText, type Rule, STATE_LAW, STATE_LAW_REVIEWED } from './state-law.js';

const ai = createOfflineAi();
const STATES = Object.entries(STATE_LAW);

async function ask(question: string, language: 'en' | 'es' = 'en'): Promise<string> {
  return ai.chatReply({ language, question, history: [] });
}

/** What a correct answer must show: the number and unit, or that the law sets none; and the statute. */
function expectCites(reply: string, rule: Rule, lang: 'en' | 'es' = 'en') {
  const period = periodText(rule, lang);
  if (period) expect(reply).toContain(period);
  else expect(reply).toMatch(lang === 'en' ? /does not (?:set|require)/ : /no (?:fija|exige)/);
  expect(reply).toContain(rule.cite);
}

describe('state-law table', () => {
  it('covers the 50 states and DC, each figure with its statute, source and one review date', () => {
    expect(Object.keys(STATE_LAW).sort()).toEqual([...STATE_CODES_WITH_DC].sort());
    expect(STATE_LAW_REVIEWED).toBe('2026-11-23');
    for (const [, law] of STATES) {
      expect(law.source).toMatch(/\w+\.\w+/);
      for (const kind of ['deposit', 'injury', 'wages', 'evictionNotice'] as LawKind[]) {
        const rule = law[kind];
        expect(rule.cite).toMatch(/§|art\.|ILCS|c\. \d/);
        // A missing number must say why, so nothing is invented.
        if (rule.value === null) expect(rule.note).toBeTruthy();
        else expect(rule.value).toBeGreaterThan(0);
      }
    }
  });

  it('holds the figures people ask about most', () => {
    expect(STATE_LAW.NM?.deposit).toMatchObject({ value: 30, unit: 'days', cite: 'NMSA § 47-8-18' });
    expect(STATE_LAW.AZ?.injury).toMatchObject({ value: 2, unit: 'years', cite: 'A.R.S. § 12-542' });
    expect(STATE_LAW.TX?.deposit).toMatchObject({ value: 30, cite: 'Tex. Prop. Code § 92.103' });
    expect(STATE_LAW.CA?.deposit).toMatchObject({ value: 21, cite: 'Cal. Civ. Code § 1950.5' });
  });
});

describe('deadline answers for every state in the table', () => {
  it.each(STATES)('%s: deposit return deadline, with the statute', async (code, law) => {
    const name = stateName(code);
    const reply = await ask(`How many days does my landlord have to return my deposit in ${name}?`);
    expectCites(reply, law.deposit);
    expect(reply).not.toMatch(/14 and 60 days/);
    expect(reply).toMatch(/Laws change: check the current text/);
  });

  it.each(STATES)('%s: personal-injury time limit, with the statute', async (code, law) => {
    const name = stateName(code);
    const reply = await ask(`I was hurt in a car accident in ${name}. How long do I have to sue?`);
    expectCites(reply, law.injury);
    expect(reply).not.toMatch(/1 to 6 years/);
  });

  it.each(STATES)('%s: unpaid-wage claim time limit, with the statute', async (code, law) => {
    const name = stateName(code);
    const reply = await ask(
      `My employer in ${name} has not paid my wages. How long do I have to file a claim for unpaid wages?`,
    );
    expectCites(reply, law.wages);
  });

  it.each(STATES)('%s: eviction notice for unpaid rent, with the statute', async (code, law) => {
    const name = stateName(code);
    const reply = await ask(
      `I am behind on rent in ${name}. How many days notice must my landlord give before filing an eviction?`,
    );
    expectCites(reply, law.evictionNotice);
  });

  it.each([
    ['Nuevo México', 'NM', '30 días'],
    ['Texas', 'TX', '30 días'],
    ['California', 'CA', '21 días'],
    ['Arizona', 'AZ', '14 días hábiles'],
    ['Florida', 'FL', '15 días'],
  ])('answers in Spanish for %s', async (name, code, days) => {
    const reply = await ask(`¿Cuántos días tiene mi casero para devolverme el depósito en ${name}?`, 'es');
    expect(reply).toContain(days);
    expect(reply).toContain(STATE_LAW[code]?.deposit.cite);
    expect(reply).toMatch(/Las leyes cambian: confirme el texto vigente/);
    expect(reply).not.toMatch(/14 y 60 días/);
  });
});
