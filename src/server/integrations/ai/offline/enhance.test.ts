import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enhanceText, FRAMING } from './enhance.js';

const body = (text: string, lang: 'en' | 'es') => text.replace(FRAMING[lang], '').trim();

describe('enhance', () => {
  it('spells out Spanish texting shorthand and fixes accents and "a/e" for "ha/he"', () => {
    const out = enhanceText(
      'mi casero no me a regresado el deposito xq dice q deje sucio, tambien e pagado todo',
      'es',
    );
    expect(body(out, 'es')).toBe(
      'Mi casero no me ha regresado el depósito porque dice que deje sucio, también he pagado todo.',
    );
  });

  it('spells out English shorthand, fixes "i" and common misspellings', () => {
    const out = enhanceText('u know my lanlord says i cant stay bc i payed late, idk what to do', 'en');
    expect(body(out, 'en')).toBe(
      "You know my landlord says I can't stay because I paid late, I don't know what to do.",
    );
  });

  it('tidies spacing and punctuation and capitalizes sentences', () => {
    const out = enhanceText(
      'my boss fired me   ,he owes me $800!!!is that legal??? we live in dallas texas',
      'en',
    );
    expect(body(out, 'en')).toBe(
      'My boss fired me, he owes me $800! Is that legal? We live in Dallas Texas.',
    );
  });

  it('adds the Spanish opening question mark', () => {
    expect(enhanceText('me pueden desalojar sin aviso?', 'es')).toContain('¿Me pueden desalojar sin aviso?');
  });

  it('splits long run-on text into sentences at natural joins', () => {
    const run =
      'my landlord came to the apartment on monday and started yelling at me about the noise from the ' +
      'neighbors and then he said I have to leave by friday but I have paid every month on time since ' +
      '2019 and I have the receipts';
    const sentences = body(enhanceText(run, 'en'), 'en').split(/(?<=\.)\s/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences[1]).toMatch(/^Then he said/);
  });

  it('starts with one framing sentence in the language of the text and adds it only once', () => {
    const once = enhanceText('me despidieron del trabajo sin pagarme las últimas dos semanas', 'en');
    expect(once.startsWith(FRAMING.es)).toBe(true);
    expect(enhanceText(once, 'en')).toBe(once);
  });

  it('keeps paragraphs', () => {
    const out = enhanceText('first part about the lease here\n\nsecond part about the deposit here', 'en');
    expect(out.split('\n\n')).toHaveLength(2);
  });

  it('keeps every number, name, e-mail and amount and invents none', () => {
    const text =
      'On 3/15/2024 Maria Lopez from ACME Roofing took $4,250.75 and 1.200 dólares, call 505-555-0142 ' +
      'or maria@acme.com, case #A-2231';
    const out = enhanceText(text, 'en');
    for (const piece of [
      '3/15/2024',
      'Maria Lopez',
      'ACME Roofing',
      '$4,250.75',
      '1.200',
      '505-555-0142',
      'maria@acme.com',
      '#A-2231',
    ]) {
      expect(out).toContain(piece);
    }
  });

  it('never loses or adds a digit (property)', () => {
    const word = fc.constantFrom(
      'q',
      'xq',
      'u',
      'rent',
      'renta',
      'mi',
      'casero',
      'landlord',
      'i',
      'the',
      'de',
      'tambien',
      ',',
      '.',
      '!!',
    );
    const token = fc.oneof(word, fc.integer({ min: 0, max: 99999 }).map(String), fc.constant('$1,250'));
    fc.assert(
      fc.property(fc.array(token, { minLength: 3, maxLength: 40 }), (tokens) => {
        const text = tokens.join(' ');
        const digits = (s: string) => (s.match(/\d/g) ?? []).join('');
        expect(digits(enhanceText(text, 'en'))).toBe(digits(text));
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic', () => {
    const text = 'hola q tal, mi patron no me paga desde hace 3 semanas y tengo 2 niños';
    expect(enhanceText(text, 'es')).toBe(enhanceText(text, 'es'));
  });
});
