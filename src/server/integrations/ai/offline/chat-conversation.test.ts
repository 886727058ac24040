import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../types.js';
import { COMMON_TEXT } from './knowledge/index.js';
import { createOfflineAi } from './provider.js';

const ai = createOfflineAi();
type Lang = 'en' | 'es';

/** Plays a conversation message by message, as the chat module does, and returns every reply. */
async function talk(messages: string[], language: Lang, topic?: 'landlord_tenant'): Promise<string[]> {
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const question of messages) {
    const reply = await ai.chatReply({ language, question, history: [...history], topic });
    history.push({ role: 'user', text: question }, { role: 'assistant', text: reply });
    replies.push(reply);
  }
  return replies;
}

const NM_DEPOSIT = {
  en:
    'My landlord in Albuquerque, New Mexico has not returned my $1,200 security deposit. I moved out 40 ' +
    'days ago. I lived there for 3 years.',
  es:
    'Mi casero en Albuquerque, Nuevo México no me ha devuelto el depósito de $1,200. Me salí hace 40 ' +
    'días. Viví ahí durante 3 años.',
};

describe('a direct question is answered first, with the state’s law', () => {
  it(
    'New Mexico deposit: "How many days does he legally ' + 'have?" gets 30 days and NMSA § 47-8-18',
    async () => {
      const [, reply = ''] = await talk([NM_DEPOSIT.en, 'How many days does he legally have?'], 'en');
      expect(reply).toMatch(/^In New Mexico, the landlord has 30 days after you move out/);
      expect(reply).toContain('NMSA § 47-8-18');
      expect(reply).not.toMatch(/14 and 60 days/);
      expect(reply).toMatch(/that deadline has passed/);
      expect(reply).toMatch(/Laws change: check the current text of NMSA § 47-8-18 or ask a lawyer/);
      expect(reply).toContain('/state-law#NM-deposit');
    },
  );

  it('the same in Spanish: "¿Cuántos días tiene por ley?"', async () => {
    const [, reply = ''] = await talk([NM_DEPOSIT.es, '¿Cuántos días tiene por ley?'], 'es');
    expect(reply).toMatch(/^En Nuevo México, el casero tiene 30 días después de que usted se muda/);
    expect(reply).toContain('NMSA § 47-8-18');
    expect(reply).toMatch(/ese plazo ya venció/);
    expect(reply).toMatch(
      /Las leyes cambian: confirme el texto vigente de NMSA § 47-8-18 o consulte a un abogado/,
    );
    expect(reply).not.toMatch(/14 y 60 días/);
  });

  it('says how many days are left while the deadline is still running', async () => {
    const [reply = ''] = await talk(
      ['I moved out 10 days ago in Texas. How long does my landlord have to return my deposit?'],
      'en',
    );
    expect(reply).toMatch(
      /^In Texas, the landlord has 30 days after you move out and give a forwarding address in writing/,
    );
    expect(reply).toContain('Tex. Prop. Code § 92.103');
    expect(reply).toMatch(/about 20 days remain for the landlord/);
  });

  it('Arizona injury deadline is 2 years (A.R.S. § 12-542), not "1 to 6 years"', async () => {
    const [, en = ''] = await talk(
      ['I was rear-ended in Phoenix last week and my neck hurts.', 'How long do I have to sue?'],
      'en',
    );
    expect(en).toMatch(/^In Arizona, you generally have 2 years from the injury/);
    expect(en).toContain('A.R.S. § 12-542');
    expect(en).not.toMatch(/1 to 6 years/);
    const [, es = ''] = await talk(
      [
        'Me chocaron en Phoenix la semana pasada y me duele el cuello.',
        '¿Cuánto tiempo tengo para demandar?',
      ],
      'es',
    );
    expect(es).toMatch(/^En Arizona, por lo general tiene 2 años desde la lesión/);
    expect(es).toContain('A.R.S. § 12-542');
    expect(es).not.toMatch(/1 a 6 años/);
  });

  it('"Can he keep it?" says what may be kept and by when, in both languages', async () => {
    const [, en = ''] = await talk([NM_DEPOSIT.en, 'Can he keep it?'], 'en');
    expect(en).toMatch(/^Not without a reason: in New Mexico the landlord may keep only unpaid rent/);
    expect(en).toMatch(/within 30 days after you move out \(NMSA § 47-8-18\)/);
    const [, es = ''] = await talk([NM_DEPOSIT.es, '¿Se lo puede quedar?'], 'es');
    expect(es).toMatch(/^No sin una razón: en Nuevo México el casero solo puede quedarse/);
    expect(es).toMatch(/dentro de 30 días después de que usted se muda \(NMSA § 47-8-18\)/);
  });

  it('asks for the state, once, when the deadline depends on it', async () => {
    const [reply = ''] = await talk(['How many days does my landlord have to return my deposit?'], 'en');
    expect(reply).toMatch(
      /^The exact deadline depends on the state and on the kind of claim\. In which state/,
    );
    expect(reply.match(/which state/gi)).toHaveLength(1);
  });
});

describe('"should I accept $X" is answered against the amount at stake', () => {
  it('"¿Debo aceptar $800?" after a $1,200 deposit', async () => {
    const replies = await talk([NM_DEPOSIT.en, 'He offered me $800.', '¿Debo aceptar $800?'], 'en');
    const reply = replies[2] ?? '';
    expect(reply).toMatch(/^Aceptar \$800 es su decisión\. Es cerca del 67% de los \$1,200 en juego/);
    expect(reply).toMatch(/desgaste normal/);
    expect(reply).toMatch(/el plazo del casero ya venció/);
    expect(reply).toMatch(/no firme una renuncia/);
    expect(reply).not.toMatch(/plan de pagos|how much is owed/i);
    expect(reply.endsWith(COMMON_TEXT.es.notice)).toBe(true);
  });

  it('"¿Debo aceptar?" finds the offer and the amount at stake in earlier messages', async () => {
    const [, reply = ''] = await talk(
      [
        'Tuve un accidente de carro en Tucson hace 3 meses, el seguro me ofrece $2,000 y tengo $6,000 ' +
          'en gastos médicos',
        '¿Debo aceptar?',
      ],
      'es',
    );
    expect(reply).toMatch(/^Aceptar \$2,000 es su decisión\. Es cerca del 33% de los \$6,000 en juego/);
    expect(reply).toMatch(/costo total de sus lesiones/);
  });

  it('never treats the offer as the amount owed', async () => {
    const [reply = ''] = await talk(['My landlord kept my deposit in Texas. Should I accept $800?'], 'en');
    expect(reply).toMatch(/^Whether to accept \$800 depends on how much you are owed in total/);
    expect(reply).not.toMatch(/asking for the \$800/);
  });

  it('"Should I accept $800?" in English, and asks the amount at stake when it is unknown', async () => {
    const [, reply = ''] = await talk([NM_DEPOSIT.en, 'Should I accept $800?'], 'en');
    expect(reply).toMatch(
      /^Whether to accept \$800 is your decision\. It is about 67% of the \$1,200 at stake/,
    );
    expect(reply).toMatch(/normal wear and tear/);
    const [unknown = ''] = await talk(
      ['The insurance company offered $5,000 for my car accident. Should I take it?'],
      'en',
    );
    expect(unknown).toMatch(/^Whether to accept \$5,000 depends on how much you are owed in total/);
    expect(unknown).toMatch(/full cost of your injuries/);
  });
});

describe('the conversation is remembered', () => {
  it(
    'a tenant who moved out 40 days ago is not told it ' + 'happened years ago, nor to keep paying rent',
    async () => {
      for (const lang of ['en', 'es'] as const) {
        const replies = await talk(
          [NM_DEPOSIT[lang], lang === 'en' ? 'What should I do?' : '¿Qué hago?'],
          lang,
        );
        for (const reply of replies) {
          expect(reply).not.toMatch(/years ago|hace años/);
          expect(reply).not.toMatch(/Keep paying|Siga pagando/);
        }
      }
    },
  );

  it('a current tenant still hears to keep paying what they can', async () => {
    const [reply = ''] = await talk(
      ['My landlord in Denver, Colorado will not fix the heater. What should I do?'],
      'en',
    );
    expect(reply).toMatch(/Keep paying what you can/);
  });

  it('does not ask when it happened, or for the state, after being told', async () => {
    const en = await talk([NM_DEPOSIT.en, 'Can he keep it?', 'What evidence do I need?'], 'en');
    const es = await talk([NM_DEPOSIT.es, '¿Se lo puede quedar?', '¿Qué pruebas necesito?'], 'es');
    for (const reply of [...en, ...es]) {
      expect(reply).not.toMatch(/When did this happen|Cuándo pasó/);
      expect(reply).not.toMatch(/In which state|En qué estado/);
    }
  });

  it('gives the "Your rights" block once, not every turn, in either language', async () => {
    const en = await talk([NM_DEPOSIT.en, 'Can he keep it?', 'What are my rights?'], 'en');
    expect(en[0]).toMatch(/Your rights:\n• After you move out/);
    for (const later of en.slice(1))
      expect(later).not.toMatch(/After you move out, the landlord must return/);
    const mixed = await talk([NM_DEPOSIT.en, '¿Cuáles son mis derechos?'], 'en');
    expect(mixed[1]).not.toMatch(/Después de mudarse, el casero debe devolverle/);
    const follow = en.map((r) => /To make this more specific: (.*)/.exec(r)?.[1]).filter(Boolean);
    expect(new Set(follow).size).toBe(follow.length);
    const es = await talk([NM_DEPOSIT.es, '¿Qué hago?', '¿Cuáles son mis derechos?'], 'es');
    expect(es[0]).toMatch(/Sus derechos:\n• Después de mudarse/);
    for (const later of es.slice(1))
      expect(later).not.toMatch(/Después de mudarse, el casero debe devolverle/);
    expect(es[1]).toMatch(/^Más sobre: Depósito de seguridad — Nuevo México\./);
  });
});

describe('each message is answered in its own language and on its own topic', () => {
  it('a Spanish injury question inside an English deposit conversation', async () => {
    const replies = await talk(
      [NM_DEPOSIT.en, 'Me chocaron en Phoenix, Arizona ayer. ¿Cuánto tiempo tengo para demandar?'],
      'en',
      'landlord_tenant',
    );
    const reply = replies[1] ?? '';
    expect(reply).toMatch(/^En Arizona, por lo general tiene 2 años desde la lesión/);
    expect(reply).toContain('A.R.S. § 12-542');
    expect(reply).not.toMatch(/dep[oó]sito|deposit/i);
    expect(reply.endsWith(COMMON_TEXT.es.notice)).toBe(true);
  });

  it('an English wage question inside a Spanish deposit conversation', async () => {
    const replies = await talk(
      [NM_DEPOSIT.es, 'My boss has not paid my wages for 3 weeks. How long do I have to file a wage claim?'],
      'es',
    );
    const reply = replies[1] ?? '';
    expect(reply).toMatch(/^In New Mexico, the deadline for a wage claim with .* is 3 years/);
    expect(reply).toContain('NMSA § 50-4-32');
    expect(reply).not.toMatch(/deposit|dep[oó]sito/i);
    expect(reply.endsWith(COMMON_TEXT.en.notice)).toBe(true);
  });
});

describe('speed', () => {
  it('answers a twelve-turn conversation quickly', async () => {
    const messages = Array.from({ length: 12 }, (_, i) => (i % 2 ? '¿Cuántos días tiene?' : NM_DEPOSIT.en));
    const started = performance.now();
    await talk(messages, 'en');
    expect((performance.now() - started) / messages.length).toBeLessThan(50);
  });
});
