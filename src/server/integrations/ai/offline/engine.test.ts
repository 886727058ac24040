import { describe, expect, it } from 'vitest';
import { SITUATIONS } from '../../../../../tests/evaluation/situations.js';
import { ANALYSIS_SECTION_KEYS } from '../../../../shared/rules/situation.js';
import { extractFacts } from './facts.js';
import { COMMON_TEXT } from './knowledge/index.js';
import { formatAmount } from './money.js';
import { analyzeSync, createOfflineAi } from './provider.js';

const ENGLISH_WORDS = /\b(?:the|your|you|and|with|this|what|when)\b/i;
const SPANISH_WORDS = /\b(?:que|los|las|usted|su|para|una|del)\b/i;

/** Everything a person reads in an analysis, with their own quoted words taken out. */
function readable(result: ReturnType<typeof analyzeSync>): string {
  const sections = Object.values(result.analysis).map((s) => s?.content ?? '');
  return [result.summary, ...sections, ...result.followUpQuestions, ...result.legalIssues]
    .join('\n')
    .replace(/“[^”]*”/g, '');
}

describe('the situation set', () => {
  it('has at least 40 situations, half of them in Spanish, covering every topic', () => {
    expect(SITUATIONS.length).toBeGreaterThanOrEqual(40);
    expect(SITUATIONS.filter((s) => s.lang === 'es').length * 2).toBeGreaterThanOrEqual(
      SITUATIONS.length - 2,
    );
    expect(new Set(SITUATIONS.map((s) => s.topic)).size).toBe(9);
  });
});

describe.each(SITUATIONS)('$lang: $text', (s) => {
  const facts = extractFacts(s.text);

  it('finds the topic, the state, the kind of problem and the amount', () => {
    expect(facts.topic).toBe(s.topic);
    expect(facts.state).toBe(s.state);
    if (s.aspect) expect(facts.aspects).toContain(s.aspect);
    if (s.amount) expect(facts.amounts.map((a) => formatAmount(a, 'en'))).toContain(s.amount);
  });

  it(
    'answers with every section, 3 to 5 questions, legal ' + 'issues and the notice, in the language asked',
    () => {
      const result = analyzeSync(s.text, s.lang);
      for (const key of ANALYSIS_SECTION_KEYS) {
        expect(result.analysis[key]?.present, key).toBe(true);
        expect(result.analysis[key]?.content.length, key).toBeGreaterThan(20);
      }
      expect(result.followUpQuestions.length).toBeGreaterThanOrEqual(3);
      expect(result.followUpQuestions.length).toBeLessThanOrEqual(5);
      expect(result.legalIssues.length).toBeGreaterThan(0);
      expect(result.notice).toBe(COMMON_TEXT[s.lang].notice);
      const text = readable(result);
      if (s.lang === 'es') expect(text).not.toMatch(ENGLISH_WORDS);
      else expect(text).not.toMatch(SPANISH_WORDS);
    },
  );
});

describe('analysis content uses the facts given', () => {
  it('names the state, the amount and the dates in the summary', () => {
    const r = analyzeSync(
      'Moved out of my apartment in Houston on March 3, landlord still has my $1,200 security deposit ' +
        'and ignores my texts',
      'en',
    );
    expect(r.summary).toContain('Texas');
    expect(r.summary).toContain('$1,200');
    expect(r.summary).toContain('“March 3”');
    expect(r.analysis.nextSteps?.content).toContain('$1,200');
    expect(r.analysis.freeResources?.content).toMatch(/LawHelp\.org.*Texas/);
  });

  it('writes Spanish state names and quotes Spanish dates in a Spanish answer', () => {
    const r = analyzeSync('hace 2 semanas mi casero me dio un aviso de desalojo, vivo en nuevo mexico', 'es');
    expect(r.summary).toContain('Nuevo México');
    expect(r.summary).toContain('“hace 2 semanas”');
  });

  it('asks for what is missing and not for what is given', () => {
    const bare = analyzeSync(
      'my landlord wants to evict me and I do not know what to do about it at all',
      'en',
    );
    expect(bare.followUpQuestions[0]).toMatch(/which state/i);
    expect(bare.followUpQuestions.some((q) => /^When did this happen/.test(q))).toBe(true);
    expect(bare.followUpQuestions.some((q) => /How much money/.test(q))).toBe(true);
    const full = analyzeSync(
      'My landlord in Denver, Colorado gave me a 3 day notice yesterday for $850 of rent and I have ' +
        'the lease',
      'en',
    );
    expect(full.followUpQuestions.some((q) => /which state/i.test(q))).toBe(false);
    expect(full.followUpQuestions.some((q) => /How much money/.test(q))).toBe(false);
    expect(full.followUpQuestions.some((q) => /written lease/.test(q))).toBe(false);
  });

  it('spells out overtime and the federal minimum wage from the hours and pay mentioned', () => {
    const r = analyzeSync(
      'i work 65 hours a week at the car wash for $6 an hour cash and never get overtime',
      'en',
    );
    expect(r.analysis.keyIssues?.content).toContain('65 hours a week');
    expect(r.analysis.keyIssues?.content).toContain('$7.25');
  });

  it('gives each topic its core protections', () => {
    expect(
      analyzeSync('arrestaron a mi hijo anoche, lo acusan de robo y la fianza es alta', 'es').analysis
        .yourRights?.content,
    ).toMatch(/guardar silencio/);
    expect(
      analyzeSync('un notario me cobro 3 mil dolares para arreglar mis papeles de inmigracion', 'es').analysis
        .yourRights?.content,
    ).toMatch(/notario/);
    expect(
      analyzeSync('the landlord changed the locks while I was at work and kept my things', 'en').analysis
        .yourRights?.content,
    ).toMatch(/may not change the locks/);
  });

  it('analyzes a Spanish text in English and an English text in Spanish when asked', () => {
    const en = analyzeSync('me despidieron del trabajo y no me pagaron las horas extra, vivo en Texas', 'en');
    expect(en.summary).toMatch(/^This looks like a problem with an employer in Texas/);
    const es = analyzeSync('my boss fired me and did not pay my overtime, I live in Texas', 'es');
    expect(es.summary).toMatch(/^Esto parece un problema con un empleador en Texas/);
  });

  it('does not ask about an "other side" or a settlement in a criminal or immigration matter', () => {
    const r = analyzeSync(
      'I was arrested last night for DUI in Reno, Nevada and my court date is June 3',
      'en',
    );
    expect(r.followUpQuestions.join(' ')).not.toMatch(/other side|What result would you like/);
    expect(r.analysis.whenToSeeAttorney?.content).not.toMatch(/settlement/);
    expect(r.followUpQuestions).toContain('Do you already have a lawyer or a public defender?');
  });

  it('does not count a former spouse as a spouse, and reads an existing custody order', () => {
    const r = analyzeSync(
      'mi ex esposo no me deja ver a mis hijos y tenemos orden de custodia de Colorado',
      'es',
    );
    expect(r.summary).toContain('su expareja y sus hijos');
    expect(r.followUpQuestions.join(' ')).not.toMatch(/Ya existe una orden/);
  });

  it('falls back to general information for a text with no clear topic', () => {
    const r = analyzeSync('I would like to understand how to change my name legally and what it costs', 'en');
    expect(r.summary).toMatch(/does not clearly fit/);
    expect(r.analysis.freeResources?.content).toMatch(/211/);
  });
});

describe('determinism and speed', () => {
  it('gives the same output for the same input', async () => {
    const ai = createOfflineAi();
    for (const s of SITUATIONS.slice(0, 12)) {
      expect(await ai.analyze(s.text, s.lang)).toEqual(await createOfflineAi().analyze(s.text, s.lang));
      expect(await ai.enhance(s.text, s.lang)).toBe(await ai.enhance(s.text, s.lang));
      expect(await ai.caseViability(s.text, s.lang)).toEqual(await ai.caseViability(s.text, s.lang));
    }
  });

  it('handles a 2,000-character text', () => {
    const long = SITUATIONS.map((s) => s.text)
      .join(' ')
      .slice(0, 2000);
    const r = analyzeSync(long, 'en');
    expect(r.summary.length).toBeGreaterThan(20);
  });
});
