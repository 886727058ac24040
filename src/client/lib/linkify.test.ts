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

describe('links to the state-law page', () => {
  it('turns the page and a row of it into links of the app, in either language', () => {
    expect(linkify('The rule and its source: /state-law#NY-malpractice')).toEqual([
      { kind: 'text', text: 'The rule and its source: ' },
      { kind: 'page', text: '/state-law#NY-malpractice', to: '/state-law#NY-malpractice' },
    ]);
    expect(linkify('La regla y su fuente: /state-law#CA-deposit.').at(1)).toEqual({
      kind: 'page',
      text: '/state-law#CA-deposit',
      to: '/state-law#CA-deposit',
    });
  });

  it('leaves other paths and look-alikes as text', () => {
    for (const text of ['/admin', 'x/state-law#NY-injury', '/state-lawyer', '/state-law#<script>']) {
      expect(linkify(text).some((p) => p.kind === 'page' && p.to !== '/state-law')).toBe(false);
    }
  });
});

describe('the app’s own address', () => {
  it('opens the state-law page in the app when the answer names it with the full address', () => {
    expect(
      linkify('See https://amparo.example/state-law#TX-deposit', 'https://amparo.example').at(1),
    ).toEqual({
      kind: 'page',
      text: 'https://amparo.example/state-law#TX-deposit',
      to: '/state-law#TX-deposit',
    });
    expect(
      linkify('See https://other.example/state-law#TX-deposit', 'https://amparo.example').at(1)?.kind,
    ).toBe('link');
  });
});
