import { describe, expect, it } from 'vitest';
import { keywordAnalysis } from './keyword-analysis.js';

describe('keywordAnalysis', () => {
  it('reads a deposit dispute: category, detail, money, period, state, excerpt', () => {
    const a = keywordAnalysis(
      'Landlord kept my security deposit',
      'I moved out of my apartment in Austin, Texas 45 days ago. The landlord still has my $1,200 deposit and another $300.50 for "cleaning". He said it takes two weeks.',
    );
    expect(a.categories).toEqual(['landlordTenant']);
    expect(a.details).toEqual(['deposit']);
    expect(a.amounts).toEqual(['$1,200', '$300.50']);
    expect(a.periods).toEqual(['45 days', 'two weeks']);
    expect(a.jurisdiction).toEqual({ code: 'TX', name: 'Texas' });
    expect(a.excerpt).toHaveLength(101);
    expect(a.excerpt.endsWith('…')).toBe(true);
  });

  it('finds employment with discrimination and termination, and several categories at once', () => {
    const a = keywordAnalysis(
      'Fired after reporting harassment',
      'My boss fired me after I reported harassment to HR. I also signed a severance agreement. West Virginia.',
    );
    expect(a.categories).toEqual(['employment', 'contract']);
    expect(a.details).toEqual(['discrimination', 'termination']);
    expect(a.jurisdiction?.code).toBe('WV');
  });

  it('falls back to general, and keeps a short post whole', () => {
    const a = keywordAnalysis('Question about a tree', 'My neighbour’s tree leans over.');
    expect(a.categories).toEqual(['general']);
    expect(a.amounts).toEqual([]);
    expect(a.jurisdiction).toBeNull();
    expect(a.excerpt).toBe('My neighbour’s tree leans over.');
  });

  it('reads money written in words and thousands', () => {
    const a = keywordAnalysis(
      'Car accident',
      'The other driver was negligent; my bills are 2,500 dollars and they offered $5k. In New York for 3 months.',
    );
    expect(a.categories).toEqual(['injury']);
    expect(a.amounts).toEqual(['2,500 dollars', '$5k']);
    expect(a.periods).toEqual(['3 months']);
    expect(a.jurisdiction).toEqual({ code: 'NY', name: 'New York' });
  });
});
