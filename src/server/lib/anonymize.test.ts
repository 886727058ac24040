import { describe, expect, it } from 'vitest';
import { anonymize, anonymizeTitle } from './anonymize.js';

const en = (text: string, knownNames: string[] = []) => anonymize(text, { lang: 'en', knownNames });
const es = (text: string, knownNames: string[] = []) => anonymize(text, { lang: 'es', knownNames });

describe('anonymize', () => {
  it.each([
    ['(505) 555-0142'],
    ['505-555-0142'],
    ['505.555.0142'],
    ['+1 505 555 0142'],
    ['5055550142'],
    ['1-505-555-0142'],
  ])('removes the phone number %s', (phone) => {
    expect(en(`call me at ${phone} after 5`)).toBe('call me at [phone] after 5');
  });

  it('removes e-mail addresses', () => {
    expect(en('write to rosa.m+legal@gmail.com or a_b@mail.example.org')).toBe('write to [email] or [email]');
  });

  it.each([
    ['1234 Main St Apt 5', 'I live at [address], Albuquerque'],
    ['500 Marquette Ave NW', 'I live at [address], Albuquerque'],
    ['12 north oak lane', 'I live at [address], Albuquerque'],
    ['P.O. Box 4410', 'I live at [address], Albuquerque'],
  ])('removes the street address %s', (address, expected) => {
    expect(en(`I live at ${address}, Albuquerque`)).toBe(expected);
  });

  it('removes Spanish street addresses', () => {
    expect(es('vivo en Calle Luna 123 y antes en 4501 Camino Real')).toBe(
      'vivo en [dirección] y antes en [dirección]',
    );
  });

  it('removes names given with cues, titles and relations', () => {
    expect(en('My name is Rosa Martinez and my landlord John Smith yelled at me')).toBe(
      'My name is [name] and my landlord yelled at me',
    );
    expect(en('Dr. Patel said it was fine. My boss, Mike, owes me money.')).toBe(
      'Dr. [name] said it was fine. My boss owes me money.',
    );
    expect(es('me llamo juan perez y mi casero Roberto Gómez Díaz no me contesta')).toBe(
      'me llamo [nombre] y mi casero no me contesta',
    );
  });

  it('removes capitalised names anywhere and the account’s own names in any case', () => {
    expect(en('Maria Lopez hit my car. Then I told Carlos what happened.')).toBe(
      '[name] hit my car. Then I told [name] what happened.',
    );
    expect(es('ROSA y rosa martínez firmaron', ['Rosa', 'Martínez'])).toBe('[nombre] y [nombre] firmaron');
  });

  it('removes the account’s names word by word but keeps the small words inside them', () => {
    expect(es('La casa de la esquina es de María de la Cruz', ['María', 'de la Cruz'])).toBe(
      'La casa de la esquina es de [nombre]',
    );
    expect(en('Dale Two Eagles worked two weeks unpaid', ['Dale Two Eagles'])).toBe(
      '[name] worked two weeks unpaid',
    );
  });

  it('keeps places, agencies, dates and amounts that identify no one', () => {
    const text =
      'On March 3 in Las Cruces, New Mexico, I called the Department of Labor, ICE and the Social Security office about $1,200. I walked 2 blocks down the road to Walmart.';
    expect(en(text)).toBe(text);
    const spanish =
      'El 5 de enero en Nuevo México fui a la corte con mi abogado. Soy mexicana y debo $900 de renta.';
    expect(es(spanish)).toBe(spanish);
  });

  it('never keeps a name because a town shares it, and keeps the town when it is named as a place', () => {
    expect(en('I rent in Henderson, NV. Then I told Rosa Jackson what happened.')).toBe(
      'I rent in Henderson, NV. Then I told [name] what happened.',
    );
    expect(es('Vivo en Santa Rosa. Mi vecina Maria Henderson lo vio todo.')).toBe(
      'Vivo en Santa Rosa. Mi vecina lo vio todo.',
    );
  });

  it('leaves no phone, e-mail, address or name in a realistic description', () => {
    const out = en(
      'Hi, I am Rosa Martinez (505) 555-0142, rosa@example.com. My landlord Mr. Henderson at 88 Elm Street says I must leave. His manager Sandra Ortiz agreed.',
      ['Rosa', 'Martinez'],
    );
    for (const secret of ['Rosa', 'Martinez', '555', 'rosa@', 'Henderson', '88 Elm', 'Sandra', 'Ortiz']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('says I must leave');
  });

  it('folds a removed name into the role it followed, and drops a bracket that held only contacts', () => {
    expect(en('Tenant Rosa Martinez (call 505-555-0199, rosa@mail.com) wants her deposit back.')).toBe(
      'The tenant wants her deposit back.',
    );
    expect(en('I told the repair shop owner tony, and my boss, Mike, agreed.')).toBe(
      'I told the repair shop owner, and my boss agreed.',
    );
    expect(es('Paciente maría lópez (tel. 505-555-0199) y el patrón Don Felipe no pagan.')).toBe(
      'El paciente y el patrón no pagan.',
    );
    expect(en('Mr. Smith (my landlord) keeps the deposit (about $1,200).')).toBe(
      'Mr. [name] (my landlord) keeps the deposit (about $1,200).',
    );
  });

  it('after a title or "named" takes a name whatever its case, but never a known company or word', () => {
    expect(en('a man named kevin from a company named Walmart, and the tenant named in the suit')).toBe(
      'a man named [name] from a company named Walmart, and the tenant named in the suit',
    );
  });

  it('keeps ordinary dates, amounts, forms and plate talk; removes them only after their cue', () => {
    const text = 'The hearing is on 04/12/2026, Form I-130 and my W-2 cost $1,200; the plate was muddy.';
    expect(en(text)).toBe(text);
    expect(en('DOB 04/12/1985, plate 8ABC123, SSN 123-45-6789, zip 87110')).toBe(
      'DOB [date of birth], plate [plate], SSN [ID number]',
    );
  });

  it('a title keeps no stand-in, and one that held nothing else reads "Legal case"', () => {
    expect(anonymizeTitle('Deposit kept by landlord of Maria Lopez', { lang: 'en' })).toBe(
      'Deposit kept by landlord',
    );
    expect(anonymizeTitle('maria lopez (505-555-0199)', { lang: 'en' })).toBe('Legal case');
    expect(anonymizeTitle('Depósito retenido por el casero de juan pérez', { lang: 'es' })).toBe(
      'Depósito retenido por el casero',
    );
    expect(anonymizeTitle('rosa@mail.com', { lang: 'es' })).toBe('Caso legal');
  });
});
