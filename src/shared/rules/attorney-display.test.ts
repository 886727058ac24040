import { describe, expect, it } from 'vitest';
import { cityAndState, cleanFirmName, initialsOf, matchesSpecialty } from './attorney-display.js';

describe('cleanFirmName', () => {
  it.each([
    ['Soto Law Firm, LLC', 'Soto'],
    ['Law Offices of Maria Soto, PLLC', 'Maria Soto'],
    ['The Law Office of Ana Vega', 'Ana Vega'],
    ['Soto & Vega, Attorneys at Law', 'Soto & Vega'],
    ['Garcia Attorney at Law', 'Garcia'],
    ['Rio Grande Legal, Inc.', 'Rio Grande Legal'],
    ['Smith & Jones LLP', 'Smith & Jones'],
    ['Mesa Legal P.C.', 'Mesa Legal'],
    ['Desert Justice, L.L.C.', 'Desert Justice'],
    ['Martinez Attorneys', 'Martinez'],
    ['Baca & Associates, P.A.', 'Baca & Associates'],
  ])('%s → %s', (firm, expected) => {
    expect(cleanFirmName(firm)).toBe(expected);
  });

  it('keeps names whose letters only look like a suffix inside a word', () => {
    expect(cleanFirmName('Pacheco Incorporated Counsel')).toBe('Pacheco Incorporated Counsel');
    expect(cleanFirmName('Llcera Legal')).toBe('Llcera Legal');
  });

  it('gives an empty name for nothing or only suffixes', () => {
    expect(cleanFirmName(null)).toBe('');
    expect(cleanFirmName('')).toBe('');
    expect(cleanFirmName('Law Firm, LLC')).toBe('');
  });
});

describe('cityAndState', () => {
  it.each([
    ['123 Main St, Albuquerque, NM 87102', 'Albuquerque, NM'],
    ['500 Oak Ave, Suite 3, Las Cruces, New Mexico 88001', 'Las Cruces, NM'],
    ['500 Oak Ave\nSuite 200\nSanta Fe, NM 87501-1234', 'Santa Fe, NM'],
    ['12 Elm Street, El Paso TX 79901, USA', 'El Paso, TX'],
    ['PO Box 44, Taos NM', 'Taos, NM'],
    ['Washington, DC 20001', 'Washington, DC'],
    ['Denver, colorado', 'Denver, CO'],
  ])('%s → %s', (address, expected) => {
    expect(cityAndState(address)).toBe(expected);
  });

  it('gives the state alone when no city stands before it', () => {
    expect(cityAndState('123 Main St, NM 87102')).toBe('NM');
  });

  it('keeps a plain place when no state is recognisable, and nothing for nothing', () => {
    expect(cityAndState('1 Plaza Mayor, Madrid')).toBe('Madrid');
    expect(cityAndState('   ')).toBe('');
    expect(cityAndState(null)).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the first name and of the last word of the last name', () => {
    expect(initialsOf('maría', 'de la Cruz')).toBe('MC');
    expect(initialsOf('Ana', null)).toBe('A');
    expect(initialsOf(null, null)).toBe('?');
  });
});

describe('matchesSpecialty', () => {
  it('matches the filter names to the signup names both ways', () => {
    expect(matchesSpecialty(['Immigration'], 'Immigration Law')).toBe(true);
    expect(matchesSpecialty(['Bankruptcy'], 'Bankruptcy Law')).toBe(true);
    expect(matchesSpecialty(['Landlord-Tenant'], 'Landlord/Tenant Law')).toBe(true);
    expect(matchesSpecialty(['Family Law'], 'Criminal Defense')).toBe(false);
    expect(matchesSpecialty([], 'Family Law')).toBe(false);
    expect(matchesSpecialty(['Tax Law'], 'Personal Injury')).toBe(false);
  });
});
