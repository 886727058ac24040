import { describe, expect, it } from 'vitest';
import { STATE_CODES_WITH_DC } from '../../shared/states.js';
import { PUBLIC_HOSPITALS } from './public-hospitals.js';

describe('public hospitals by name', () => {
  it('gives each a state, whose body it is, its legal name and where that was read', () => {
    for (const h of PUBLIC_HOSPITALS) {
      expect(STATE_CODES_WITH_DC, h.names).toContain(h.state);
      expect(['local', 'state']).toContain(h.body);
      expect(h.legalName.length, h.names).toBeGreaterThan(3);
      expect(h.readAt, h.names).toMatch(/^https?:\/\/\S+$/);
      if (h.unconfirmed !== undefined) expect(h.unconfirmed.length, h.names).toBeGreaterThan(10);
    }
  });
  it('names no hospital twice, and no name that is also a place', () => {
    const names = PUBLIC_HOSPITALS.flatMap((h) => h.names.split(',').map((n) => n.trim()));
    expect(new Set(names).size).toBe(names.length);
    for (const place of ['parkland', 'bellevue', 'highland hospital', 'lincoln hospital'])
      expect(names).not.toContain(place);
  });
});
