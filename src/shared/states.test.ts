import { describe, expect, it } from 'vitest';
import { STATE_CODES_WITH_DC, stateCodeOf, stateName, stateOptions } from './states.js';

describe('state names in the reader’s language', () => {
  it('gives the Spanish name where Spanish differs, and the same name where it does not', () => {
    expect(stateName('NM', 'es')).toBe('Nuevo México');
    expect(stateName('NC', 'es')).toBe('Carolina del Norte');
    expect(stateName('SD', 'es')).toBe('Dakota del Sur');
    expect(stateName('PA', 'es')).toBe('Pensilvania');
    expect(stateName('HI', 'es')).toBe('Hawái');
    expect(stateName('WV', 'es')).toBe('Virginia Occidental');
    expect(stateName('DC', 'es')).toBe('Distrito de Columbia');
    expect(stateName('TX', 'es')).toBe('Texas');
    expect(stateName('NM')).toBe('New Mexico');
    expect(stateName('NM', 'en')).toBe('New Mexico');
    expect(stateName('ZZ', 'es')).toBeUndefined();
  });

  it('lists every state once, sorted as the reader’s language sorts', () => {
    const es = stateOptions('es', { withDc: true });
    expect(es.map(([code]) => code).sort()).toEqual([...STATE_CODES_WITH_DC].sort());
    const names = es.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es-US')));
    // "Carolina del Norte" files under C in Spanish, not under N.
    expect(names.indexOf('Carolina del Norte')).toBeLessThan(names.indexOf('Colorado'));
    expect(stateOptions('en')).toHaveLength(50);
    expect(stateOptions('en')[0]).toEqual(['AL', 'Alabama']);
  });

  it('reads a code or a name in either language back to its code', () => {
    expect(stateCodeOf('nuevo mexico')).toBe('NM');
    expect(stateCodeOf('Nueva York')).toBe('NY');
    expect(stateCodeOf('Distrito de Columbia')).toBe('DC');
    expect(stateCodeOf('District of Columbia')).toBe('DC');
    expect(stateCodeOf('New México')).toBe('NM');
    expect(stateCodeOf('ca')).toBe('CA');
    expect(stateCodeOf('Narnia')).toBeUndefined();
  });
});
