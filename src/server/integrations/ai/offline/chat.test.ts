import { describe, expect, it } from 'vitest';
import { preliminaryAnalysisPrompt, topicOpeningPrompt } from '../prompts.js';
import { COMMON_TEXT } from './knowledge/index.js';
import { createOfflineAi } from './provider.js';

const ai = createOfflineAi();

describe('chat replies', () => {
  it('opens a topic conversation with its common questions, in the language asked', async () => {
    const en = await ai.chatReply({
      language: 'en',
      question: topicOpeningPrompt('Landlord/Tenant', 'en'),
      history: [],
      topic: 'landlord_tenant',
    });
    expect(en).toMatch(/^Common questions — Tenant problem:/);
    expect(en).toMatch(/1\. My landlord gave me an eviction notice/);
    expect(en.endsWith(COMMON_TEXT.en.notice)).toBe(true);
    const es = await ai.chatReply({
      language: 'es',
      question: 'hola',
      history: [],
      topic: 'immigration_law',
    });
    expect(es).toMatch(/^¡Hola!/);
    expect(es).toMatch(/agentes de inmigración/);
    expect(es.endsWith(COMMON_TEXT.es.notice)).toBe(true);
  });

  it('gives the five-point preliminary analysis of a situation', async () => {
    const reply = await ai.chatReply({
      language: 'es',
      question: preliminaryAnalysisPrompt('es'),
      history: [
        { role: 'user', text: 'mi patrón no me ha pagado 3 semanas y me corrió del trabajo, vivo en Texas' },
      ],
    });
    for (const heading of [
      '1. Tipo de asunto legal',
      '2. Puntos clave',
      '3. Pasos inmediatos',
      '4. Información adicional que se necesita',
      '5. ¿Debería consultar a un abogado?',
    ]) {
      expect(reply).toContain(heading);
    }
    expect(reply).toMatch(/Un asunto laboral — Salario no pagado/);
    expect(reply).toContain('Texas');
  });

  it('answers the question asked, using the topic and the person’s state', async () => {
    const reply = await ai.chatReply({
      language: 'en',
      question: 'how long does he have to give back my deposit?',
      history: [],
      topic: 'landlord_tenant',
      state: 'CA',
    });
    expect(reply).toMatch(/^In California, the landlord has 21 days after you move out/);
    expect(reply).toContain('Cal. Civ. Code § 1950.5');
    expect(reply).not.toMatch(/which state/i);
  });

  it('asks for the state when it is unknown', async () => {
    const reply = await ai.chatReply({
      language: 'en',
      question: 'my boss fired me, is that legal?',
      history: [],
    });
    expect(reply).toMatch(/In which state did this happen/);
  });

  it('uses earlier messages of the conversation', async () => {
    const reply = await ai.chatReply({
      language: 'es',
      question: '¿qué pruebas necesito?',
      history: [
        { role: 'user', text: 'me chocaron ayer en Phoenix y me duele el cuello' },
        { role: 'assistant', text: '…' },
      ],
    });
    expect(reply).toMatch(/Arizona/);
    expect(reply).toMatch(/reporte de policía/);
  });
});

describe('titles', () => {
  it('names the problem and the state', async () => {
    expect(await ai.conversationTitle(['my landlord gave me a 3 day notice in Albuquerque'], 'en')).toBe(
      'Eviction notice – New Mexico',
    );
    expect(await ai.conversationTitle(['la migra se llevó a mi esposo en Dallas'], 'es')).toBe(
      'Detención o deportación – Texas',
    );
  });

  it('falls back to the first words when no topic is clear', async () => {
    expect(await ai.conversationTitle(['How do I change my name legally, please help'], 'en')).toBe(
      'How do I change my name',
    );
  });
});

describe('case viability', () => {
  it('scores a detailed, documented situation higher than a vague one, with reasons', async () => {
    const vague = await ai.caseViability('I have a problem with someone and need help please', 'en');
    const detailed = await ai.caseViability(
      'My landlord in Albuquerque, New Mexico has kept my $1,200 security deposit since March 3. I ' +
        'have move-out photos, the lease and his text messages saying he would return it. I moved out ' +
        'after giving 30 days written notice and left my new address.',
      'en',
    );
    expect(vague.score).toBeLessThan(40);
    expect(detailed.score).toBeGreaterThanOrEqual(80);
    expect(detailed.reason).toMatch(/Strong starting point \(\d+\/100\)/);
    expect(detailed.reason).toContain('$1,200');
    expect(vague.reason).toMatch(/say in which state/);
    expect(detailed.reason).toMatch(/not legal advice/);
  });

  it('gives reasons in Spanish and lowers the score for events years ago', async () => {
    const recent = await ai.caseViability(
      'me chocaron la semana pasada en Texas y tengo fotos y el reporte de policía',
      'es',
    );
    const old = await ai.caseViability(
      'me chocaron hace 5 años en Texas y tengo fotos y el reporte de policía',
      'es',
    );
    expect(old.score).toBeLessThan(recent.score);
    expect(old.reason).toMatch(/hace años/);
    expect(recent.reason).toMatch(/no es asesoría legal/);
  });
});

describe('IRAC', () => {
  it('states issue, rule, application and conclusion, with the notice', async () => {
    const irac = await ai.irac(
      'my landlord changed the locks yesterday in Denver, Colorado and I owe no rent',
      'en',
    );
    expect(irac.issue).toMatch(/^The main question is: Illegal "self-help" eviction/);
    expect(irac.rule).toMatch(/court-ordered eviction.*law of Colorado/);
    expect(irac.application).toMatch(/^Applying this to what you describe:/);
    expect(irac.conclusion).toMatch(/act quickly/);
    expect(irac.notice).toBe(COMMON_TEXT.en.notice);
  });

  it('does not tie immigration rules to a state', async () => {
    const irac = await ai.irac('tengo cita en la corte de inmigración y vivo en Texas', 'es');
    expect(irac.rule).not.toMatch(/ley de Texas/);
  });
});
