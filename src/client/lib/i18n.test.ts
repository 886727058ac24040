import { describe, expect, it } from 'vitest';
import i18n from './i18n';

describe('counts in texts', () => {
  it('are written with thousands grouped, in both languages, keeping the plural form', async () => {
    await i18n.loadLanguages(['en', 'es']);
    await i18n.loadNamespaces(['marketplace', 'admin']);
    const en = i18n.getFixedT('en');
    const es = i18n.getFixedT('es');
    expect(en('count', { ns: 'marketplace', count: 10000 })).toBe('10,000 cases');
    expect(es('count', { ns: 'marketplace', count: 10000 })).toBe('10,000 casos');
    expect(en('count', { ns: 'marketplace', count: 1 })).toBe('1 case');
    expect(es('attorneys.total', { ns: 'admin', count: 1234567 })).toBe('1,234,567 abogados');
    expect(en('paging.range', { from: 9981, to: 10000, total: 10000 })).toBe('9,981–10,000 of 10,000');
    expect(es('import.progress', { ns: 'admin', done: 5000, total: 10000 })).toBe(
      'Importadas 5,000 de 10,000',
    );
  });
});
