import { describe, expect, it } from 'vitest';
import { findTimes } from './dates.js';
import { extractFacts } from './facts.js';
import { findStates } from './geo.js';
import { findAmounts, formatAmount } from './money.js';

const amounts = (text: string) => findAmounts(text).map((a) => formatAmount(a, 'en'));

describe('states', () => {
  it.each([
    ['I live in New Mexico', ['NM']],
    ['vivo en nuevo méxico desde 2010', ['NM']],
    ['Vivo en Nuevo Mexico', ['NM']],
    ['Albuquerque, NM 87102', ['NM']],
    ['we are in TX now', ['TX']],
    ['my cousin in Las Cruces', ['NM']],
    ['moved from Texas to West Virginia', ['TX', 'WV']],
    ['trabajo en Carolina del Norte', ['NC']],
    ['an office in Washington DC', ['DC']],
  ])('%s → %o', (text, expected) => {
    expect(findStates(text)).toEqual(expected);
  });

  it.each([
    'me fui a la montaña con mi familia',
    'la casa de mi mamá',
    'I went IN the store OR outside',
    'cayó una nevada fuerte',
    'vivo en México pero mi hermano no',
  ])('finds no state in "%s"', (text) => {
    expect(findStates(text)).toEqual([]);
  });
});

describe('amounts', () => {
  it.each([
    ['rent is $1,200 a month', ['$1,200 a month']],
    ['le debo mil dólares', ['$1,000']],
    ['me debe dos mil quinientos dolares', ['$2,500']],
    ['un depósito de 1.200 dólares', ['$1,200']],
    ['paid him $2k cash', ['$2,000']],
    ['me pagan $12 la hora', ['$12 an hour']],
    ['it was 500 bucks', ['$500']],
    ['five hundred dollars', ['$500']],
    ['$15/hr and $40.50 in tips', ['$15 an hour', '$40.50']],
    ['pagué 5 mil dólares al notario', ['$5,000']],
  ])('%s → %o', (text, expected) => {
    expect(amounts(text)).toEqual(expected);
  });

  it('ignores numbers that are not money', () => {
    expect(amounts('I have 3 kids and live at 1200 Main St, call 505-555-0142')).toEqual([]);
  });

  it('shows rates in Spanish', () => {
    expect(findAmounts('me pagan $12 la hora').map((a) => formatAmount(a, 'es'))).toEqual(['$12 por hora']);
  });
});

describe('dates and deadlines', () => {
  it('keeps time references as written, in order', () => {
    const t = findTimes(
      'El 3 de marzo me dieron un aviso, hace 2 semanas hablé con él y ayer cambió la chapa',
    );
    expect(t.dates).toEqual(['El 3 de marzo', 'hace 2 semanas', 'ayer']);
    expect(t.oldest).toBe('weeks');
  });

  it('finds deadlines and whether something is due soon', () => {
    const t = findTimes('I got a 3 day notice and my court date is next Monday');
    expect(t.deadlines[0]).toBe('3 day notice');
    expect(t.deadlines.join(' ')).toMatch(/court date is next Monday/);
    expect(t.soon).toBe(true);
  });

  it('tells "mañana" (tomorrow) from "la mañana" (the morning)', () => {
    expect(findTimes('tengo corte mañana').soon).toBe(true);
    expect(findTimes('trabajo en la mañana').dates).toEqual([]);
  });

  it('notices events from years ago', () => {
    expect(findTimes('this happened two years ago').oldest).toBe('years');
    expect(findTimes('pasó hace 3 años').oldest).toBe('years');
    expect(findTimes('last year').oldest).toBe('year');
  });
});

describe('parties, evidence and urgency', () => {
  it('names who is involved and what proof exists', () => {
    const f = extractFacts(
      'my landlord and the police came, I have photos and the text messages, and a witness saw it',
    );
    expect(f.parties).toEqual(expect.arrayContaining(['landlord', 'police']));
    expect(f.evidence).toEqual(expect.arrayContaining(['photos', 'messages', 'witnesses']));
  });

  it('reads Spanish parties with and without accents', () => {
    expect(extractFacts('el dueño de la casa y mi patrón').parties).toEqual(
      expect.arrayContaining(['landlord', 'employer']),
    );
    expect(extractFacts('el dueno de la casa y mi patron').parties).toEqual(
      expect.arrayContaining(['landlord', 'employer']),
    );
  });

  it('marks urgent situations', () => {
    expect(extractFacts('la migra se llevó a mi esposo').urgent).toBe(true);
    expect(extractFacts('changed the locks on me today').urgent).toBe(true);
    expect(extractFacts('I have a question about my lease renewal next year').urgent).toBe(false);
  });

  it('reads typos in long words', () => {
    expect(extractFacts('my lanlord is trying to evicted us').topic).toBe('landlord_tenant');
    expect(extractFacts('we are behind on the morgage and the bank sent letters').topic).toBe(
      'mortgage_foreclosure',
    );
    expect(extractFacts('my ex wont respect the custidy schedule').topic).toBe('family');
  });

  it('reads ICE in capitals as the agency', () => {
    expect(extractFacts('ICE came to my house this morning looking for my dad').topic).toBe('immigration');
  });
});
