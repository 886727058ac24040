import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay } from './phone.js';

describe('formatPhoneDisplay', () => {
  it('formats an 11-digit number that starts with 1', () => {
    expect(formatPhoneDisplay('+15055550142')).toBe('(505) 555-0142');
    expect(formatPhoneDisplay('1 (505) 555 0142')).toBe('(505) 555-0142');
  });

  it('leaves anything else unchanged', () => {
    expect(formatPhoneDisplay('5055550142')).toBe('5055550142');
    expect(formatPhoneDisplay('+525512345678')).toBe('+525512345678');
    expect(formatPhoneDisplay('web-user')).toBe('web-user');
  });

  it('never changes input that does not hold exactly 11 digits starting with 1', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const digits = s.replace(/\D/g, '');
        fc.pre(!(digits.length === 11 && digits.startsWith('1')));
        expect(formatPhoneDisplay(s)).toBe(s);
      }),
    );
  });
});
