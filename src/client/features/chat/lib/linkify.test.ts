import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) and www addresses into links and keeps the rest as text', () => {
    expect(linkify('See https://www.lawhelp.org/nm. Or www.usa.gov, thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://www.lawhelp.org/nm', href: 'https://www.lawhelp.org/nm' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.usa.gov', href: 'https://www.usa.gov' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  it('never makes a link of javascript: or HTML', () => {
    const parts = linkify('<a href="javascript:alert(1)">x</a> javascript:alert(2)');
    expect(parts.every((p) => p.kind === 'text')).toBe(true);
    expect(parts.map((p) => p.text).join('')).toBe('<a href="javascript:alert(1)">x</a> javascript:alert(2)');
  });
});
