import { describe, expect, it } from 'vitest';
import type { LawKind } from '../../../../shared/state-law.js';
import { STATE_CODES_WITH_DC, stateName } from '../../../../shared/states.js';
import { isChecked, lawRow } from '../../../law/table.js';
import { chatReplyText } from './chat.js';
import { periodOf } from './deadlines.js';
import { extractFacts } from './facts.js';
import { analyzeSync } from './provider.js';
import { fold } from './text.js';
import { momentsIn } from './when.js';

const TODAY = new Date('2026-11-26T15:00:00Z');
const clock = { today: TODAY };
const day = (iso: string) => new Date(`${iso}T00:00:00Z`).getTime();

function analysisText(text: string, lang: 'en' | 'es' = 'en'): string {
  const a = analyzeSync(text, lang, clock);
  return [a.summary, ...Object.values(a.analysis).map((s) => s?.content ?? '')].join('\n');
}
const chat = (question: string, language: 'en' | 'es' = 'en') =>
  chatReplyText({ language, question, history: [] }, clock);

describe('the person’s own dates, read against today', () => {
  it.each([
    ['14 months ago', '2025-09-11', '2025-10-11'],
    ['in June 2024', '2024-06-01', '2024-06-30'],
    ['3 weeks ago', '2026-11-05', '2026-11-05'],
    ['last night', '2026-11-25', '2026-11-25'],
    ['anoche', '2026-11-25', '2026-11-25'],
    ['el 1 de octubre', '2026-10-01', '2026-10-01'],
    ['el 3 de marzo de 2025', '2025-03-03', '2025-03-03'],
    ['hace 2 años y medio', '2024-04-26', '2024-06-26'],
    ['last November', '2025-11-01', '2025-11-30'],
    ['in August', '2026-08-01', '2026-08-31'],
    ['in December', '2025-12-01', '2025-12-31'],
    ['by Christmas 2023', '2023-12-25', '2023-12-25'],
    ['in spring 2024', '2024-03-01', '2024-05-31'],
    ['en el verano del 2022', '2022-06-01', '2022-08-31'],
    ['on Halloween', '2026-10-31', '2026-10-31'],
    ['since Christmas', '2025-12-25', '2025-12-25'],
    ['on Thanksgiving', '2026-11-26', '2026-11-26'],
    ['after Labor Day', '2026-09-07', '2026-09-07'],
    ['on Memorial Day', '2026-05-25', '2026-05-25'],
    ['ya pasaron 2 meses', '2026-09-11', '2026-10-11'],
    ["it's been 3 weeks", '2026-11-05', '2026-11-05'],
    ["back in August '23", '2023-08-01', '2023-08-31'],
    ['two summers ago', '2025-06-01', '2025-08-31'],
    ['hace dos veranos', '2025-06-01', '2025-08-31'],
    ['at the end of June', '2026-06-01', '2026-06-30'],
    ['en semana santa del año pasado', '2025-04-13', '2025-04-20'],
    ['el viernes 30 de octubre', '2026-10-30', '2026-10-30'],
    ['last thanksgiving', '2025-11-27', '2025-11-27'],
    ['hace mes y medio', '2026-10-02', '2026-10-19'],
    ['on 3/15/25', '2025-03-15', '2025-03-15'],
    ['moved out on 10/31', '2026-10-31', '2026-10-31'],
    ['on the 3rd', '2026-11-03', '2026-11-03'],
    ['back on the 28th', '2026-10-28', '2026-10-28'],
    ['el 2 del mes pasado', '2026-10-02', '2026-10-02'],
    ['hace como 8 o 9 meses', '2026-02-11', '2026-04-10'],
    ['a principios de año', '2026-01-01', '2026-02-28'],
    ['in early 2024', '2024-01-01', '2024-04-30'],
    ['on December 12 last year', '2025-12-12', '2025-12-12'],
    ['en octubre del año pasado', '2025-10-01', '2025-10-31'],
    ['el 12 de diciembre del año pasado', '2025-12-12', '2025-12-12'],
    ['en el 2021', '2021-01-01', '2021-12-31'],
    ['served this afternoon', '2026-11-26', '2026-11-26'],
    ['taped a notice on my door Tuesday', '2026-11-24', '2026-11-24'],
    ['el mes antepasado', '2026-09-01', '2026-09-30'],
    ['moved out on the 30th of September', '2026-09-30', '2026-09-30'],
    ['the monday after veterans day', '2026-11-16', '2026-11-16'],
    ['the Friday before Christmas 2024', '2024-12-20', '2024-12-20'],
    ['the first Friday of March 2026', '2026-03-06', '2026-03-06'],
    ['two Fridays ago', '2026-11-13', '2026-11-13'],
    ['hace tres sábados', '2026-11-07', '2026-11-07'],
    ['over labor day weekend 2023', '2023-09-04', '2023-09-04'],
    ['around st patricks day this year', '2026-03-17', '2026-03-17'],
    ['born on mardi gras day this year', '2026-02-17', '2026-02-17'],
    ['el día de Reyes', '2026-01-06', '2026-01-06'],
    ['over spring break', '2026-03-01', '2026-03-31'],
    ['la semana antepasada', '2026-11-06', '2026-11-18'],
    ['her last day was this Monday', '2026-11-23', '2026-11-23'],
    ['a forklift ran over my foot last friday. 2 toes broke', '2026-11-20', '2026-11-20'],
    ['a mediados del mes pasado', '2026-10-10', '2026-10-21'],
    ['3 sundays back', '2026-11-08', '2026-11-08'],
    ['the weekend before last', '2026-11-14', '2026-11-15'],
    ['right after new years', '2026-01-01', '2026-01-01'],
    ['fue el puente de muertos', '2026-11-01', '2026-11-02'],
    ['la semana de acción de gracias del año pasado', '2025-11-27', '2025-11-27'],
    ['on 10-14 some guy ran a red light', '2026-10-14', '2026-10-14'],
    ['me despidieron el viernes 20/11', '2026-11-20', '2026-11-20'],
    ['handed me papers this Monday', '2026-11-23', '2026-11-23'],
  ])('%s', (words, from, to) => {
    const [m] = momentsIn(fold(words), TODAY);
    expect(m && [m.from.getTime(), m.to.getTime()]).toEqual([day(from), day(to)]);
  });

  it('never reads a time to come or a length of time as a date past', () => {
    expect(momentsIn(fold('I have court in 3 days and worked there for 4 years'), TODAY)).toEqual([]);
    expect(momentsIn(fold('I have to pay by Friday and I work every Monday'), TODAY)).toEqual([]);
    expect(momentsIn(fold('the check comes on the regular payday which is December 11'), TODAY)).toEqual([]);
    expect(momentsIn(fold('court is this Friday, 10-14 days from the notice'), TODAY)).toEqual([]);
  });

  it('an outer limit that has run is not undone by a late finding', () => {
    const text = analysisText(
      'En el 2021 me operaron de la columna en un hospital de Lakeland. En agosto de este año otro ' +
        'doctor me dijo que el primero me puso mal un tornillo. ¿Todavía puedo demandar?',
      'es',
    );
    expect(text).toMatch(/ya venci/);
    expect(text).not.toMatch(/todavía tiene unos/);
  });

  it('an outer limit is never said as time left once the period itself has run', () => {
    const text = chat(
      'my dentist in Cleveland pulled the wrong tooth in june 2025, how long do i have to sue?',
    );
    expect(text).toMatch(/has likely passed/);
    expect(text).not.toMatch(/you still have about \d+ months for a malpractice lawsuit at the latest/);
  });

  it('care at a VA hospital gets no state malpractice number, only a lawyer this week', () => {
    const text = chat(
      'The nurse at the VA hospital in Baltimore gave me the wrong dose in March. How long do I have?',
    );
    expect(text).not.toMatch(/5 years/);
    expect(text).toMatch(/lawyer this week/);
  });

  it('a bus a person rode or was hit by is a transit body: its notice, not the crash period', () => {
    const text = chat(
      'i fell getting off a bus in scranton pa in july, driver took off before i was down. broke my wrist',
    );
    expect(text).toMatch(/6 months[^\n]*5522/);
    expect(text).not.toMatch(/2 years[^\n]*5524/);
  });

  it('off duty, the job the story names is not where it happened', () => {
    const text = chat(
      'Trabajo para la ciudad de Milwaukee pero en mi día libre en marzo de 2025 me resbalé en una tienda privada y me rompí el tobillo.',
      'es',
    );
    expect(text).toMatch(/3 años[^\n]*893\.54/);
  });

  it('court papers after a notice: the time to answer; a notice said not to be from a court: the notice', () => {
    const served = chat(
      'Mi suegra renta una traila en Greenville, Carolina del Sur. Le pegaron un aviso en la puerta y el jueves le entregaron un papel del magistrado que dice rule to vacate or show cause.',
      'es',
    );
    expect(served).toMatch(/10 días[^\n]*27-37-20/);
    const notice = chat(
      'Vivo en Lawrence, Massachusetts. El dueño me dejó una carta que dice que debo dos meses de renta y que tengo que desocupar. No son papeles de la corte.',
      'es',
    );
    expect(notice).toMatch(/14 días/);
  });

  it('a job said in passing is not where a fall at a store, a bite or a crash happened', () => {
    expect(
      chat(
        'Slipped on ice at the entrance of a CVS in Worcester MA on Jan 15 2024, they never salted. I drive a bus for the WRTA and I have been out of work since. Do I sue CVS and how long do I have',
      ),
    ).toMatch(/3 years[^\n]*2A/);
    expect(
      chat(
        'got rear ended on the 405 in LA on march 3 2025 driving to my night shift, i work at UCLA as a respiratory tech. ambulance took me to Harbor-UCLA bc its the closest county hospital. how long do i have to sue him',
      ),
    ).toMatch(/2 years[^\n]*335\.1/);
  });

  it('a state university by its short name is the state; a job told by the task is work', () => {
    expect(
      chat(
        'En marzo iba caminando por el campus de Georgia State en Atlanta y se me vino encima una reja suelta de una obra de la universidad, me cortó la pierna.',
        'es',
      ),
    ).toMatch(/1 año[^\n]*50-21-26/);
    expect(
      chat(
        'me queme el brazo con el aceite de la freidora el lunes pasado en el restaurante donde lavo platos aqui en houston',
        'es',
      ),
    ).toMatch(/30 días[^\n]*409\.001/);
  });

  it("a neighbour's dog answers for its bite, whatever school or job the story names", () => {
    const text = chat(
      "neighbor's dog bit my daughter on the face while she was walking home from school in Burlington, Vermont, that was may 2023. the school nurse cleaned her up. how long did we have to sue?",
    );
    expect(text).toMatch(/3 years[^\n]*512/);
  });

  it('suing the private driver, not the public body, is the question the person asks', () => {
    const text = chat(
      'Un camión del Metro y una pickup me sacaron del carril en Los Ángeles y me lastimé el cuello, pero el de la pickup fue el que me pegó. No me quiero meter con el gobierno, nomás quiero demandar al de la pickup.',
      'es',
    );
    expect(text).toMatch(/2 años[^\n]*335\.1/);
    expect(text).not.toMatch(/911\.2/);
  });

  it('papers from a court with a case number and the landlord named: the time to answer', () => {
    const text = chat(
      'got a stack of papers from the court in sioux falls with a case number and my landlords name vs mine on top, he wants me out',
    );
    expect(text).toMatch(/4 days[^\n]*21-16-7/);
  });

  it("a dog bite on the sidewalk is the owner's matter, whatever public job the person has", () => {
    const text = chat(
      'I teach at a Milwaukee public school but this was on a Saturday: my neighbors pit bull got out and bit my leg on the sidewalk in front of my house on June 6 2025.',
    );
    expect(text).toMatch(/3 years[^\n]*893\.54/);
  });

  it('damage a public body did goes with its notice of claim: no property period beside it', () => {
    const text = chat(
      'state road crew (MDOT) was mowing the median on I-96 outside grand rapids and the mower threw a rock thru my windshield, glass cut up my face. it was the saturday after labor day.',
    );
    expect(text).toMatch(/6 months[^\n]*600\.6431/);
    expect(text).not.toMatch(/3 years/);
  });

  it('streets and neighbourhoods named like states and towns do not move the place', () => {
    expect(
      extractFacts('i was on the Metro bus going down Vermont in LA and the driver slammed the brakes').state,
    ).toBe('CA');
    expect(
      extractFacts('A Sioux Falls city snowplow slid through the intersection at 41st and Minnesota').state,
    ).toBe('SD');
    expect(
      extractFacts('fue a emergencias de Elmhurst en Queens y luego el médico vio el electro de Elmhurst')
        .state,
    ).toBe('NY');
  });

  it('"a CT showed" is a scan, and "now I live in Houston" does not move where it happened', () => {
    const facts = extractFacts(
      'En mi cesárea en Richmond, Virginia en 2022 me dejaron una gasa adentro. Ahora vivo en Houston y una CT lo mostró.',
    );
    expect(facts.state).toBe('VA');
    expect(
      extractFacts('had hernia surgery in Harrisonburg, Virginia; a CT showed a drain still inside').state,
    ).toBe('VA');
  });

  it('water from the neighbour upstairs is damage to property, not a landlord matter', () => {
    const upstairs = extractFacts(
      'el vecino de arriba en Houston dejó la llave abierta y se mojó todo mi cuarto, se arruinó mi colchón',
    );
    expect(upstairs.topic).toBe('other');
    expect(upstairs.claims[0]?.kind).toBe('propertyDamage');
    const landlord = extractFacts(
      'My landlord in Tampa let a pipe leak for weeks and it ruined my couch and clothes. Can I make him pay?',
    );
    expect(landlord.topic).toBe('landlord_tenant');
  });

  it('"el patrón me debe 3 semanas" is pay owed', () => {
    const facts = extractFacts(
      'Trabajé en una granja en Yakima hasta septiembre y el patrón me debe 3 semanas.',
    );
    expect(facts.claims[0]?.kind).toBe('wages');
  });

  it('a drill bit found in a knee is an object left in the body', () => {
    const facts = extractFacts(
      'My dad had knee surgery in Dallas in 2014 and they just found a broken drill bit in his knee last month.',
    );
    expect(facts.claims[0]?.kind).toBe('malpractice');
  });

  it('a clock from the treatment counted from the day of the finding is only an upper bound', () => {
    const text = chat(
      'My back surgery in Tampa went wrong. In August a different doctor found the screws were put in ' +
        'wrong. How long do I have to sue?',
    );
    expect(text).toMatch(/at most about \d+ months remain/);
    expect(text).not.toMatch(/you still have about/);
  });

  it('"anoche" is last night, not years ago, and "CT scan" is not Connecticut', () => {
    const arrest = analysisText('arrestaron a mi hermano anoche en Houston, ¿qué hacemos?', 'es');
    expect(arrest).not.toMatch(/hace años|years ago/);
    expect(extractFacts('they found a sponge on a CT scan last week in Buffalo').state).toBe('NY');
  });

  it('a county named like a city is not that city: Montgomery County in Silver Spring is Maryland', () => {
    expect(extractFacts('Una patrulla del condado de Montgomery me chocó en Silver Spring').state).toBe('MD');
  });

  it('a loan broken later is counted from the broken promise, not from the loan', () => {
    const text = chat(
      'Lent my cousin $4,000 back in 2023, nothing in writing, and he swore he would pay it all back ' +
        'by Christmas 2023. Can I still sue him in Wichita?',
    );
    expect(text).toMatch(/60-512/);
    expect(text).toMatch(/still have about 4 weeks/);
  });
});

describe('the deadline of the claim described, never the general injury period in its place', () => {
  it('a sponge left in a patient in Buffalo: CPLR 214-a, one year from finding it', () => {
    const text = analysisText(
      'the surgeon left a sponge inside my mom during her c-section in march 2025. they found it last ' +
        'week on a CT scan. we live in Buffalo',
    );
    expect(text).toMatch(/object left in the body in New York: 1 year from when the harm was found/);
    expect(text).toContain('N.Y. CPLR § 214-a(a)');
    expect(text).not.toMatch(/3 years from the injury \(N\.Y\. CPLR § 214\)/);
  });

  it(
    'a father who died 14 months ago after a missed diagnosis, ' +
      'in Spanish: CCP 340.5, likely already late',
    () => {
      const text = analysisText(
        'Mi papá murió hace 14 meses en San Diego. El doctor dijo que era gastritis y era un infarto, no ' +
          'le hicieron los estudios. Nos enteramos del error ese mismo mes.',
        'es',
      );
      expect(text).toMatch(/1 año desde que se descubrió el daño.*\(Cal\. Civ\. Proc\. Code § 340\.5\)/);
      expect(text).toMatch(/probablemente ya venció/);
      expect(text).toMatch(/abogado .*esta semana/);
      expect(text).not.toContain('§ 335.1');
    },
  );

  it('a back hurt lifting boxes in Tacoma: the workers’ compensation claim, not RCW 4.16.080', () => {
    const text = analysisText('I hurt my back lifting boxes at the warehouse in Tacoma about 2 months ago.');
    expect(text).toMatch(/workers’ compensation claim .*1 year .*RCW § 51\.28\.050/);
    expect(text).not.toContain('4.16.080');
  });

  it('rear-ended on a delivery route: the notice to the employer, not the crash lawsuit', () => {
    const text = chat(
      'I drive a box truck for a bakery in Fort Wayne and got rear ended on my route last week, my ' +
        'back hurts. What now?',
    );
    expect(text).toMatch(/30 days.{0,40}22-3-3-1/);
    expect(text).not.toMatch(/34-11-2-4/);
  });

  it('hurt in a crash while driving for a company, or told of someone else: the work injury first', () => {
    expect(
      chat(
        'I was driving my work truck for a plumbing company in Dallas when a drunk driver hit me, ' +
          'broken ribs',
      ),
    ).toMatch(/409\.001/);
    const spouse = chat(
      'Mi esposo trabaja de chofer en San Antonio y otro carro lo chocó en su ruta, se lastimó la espalda',
      'es',
    );
    expect(spouse).toMatch(/409\.001/);
  });

  it('a loan "nunca me pagó" is a contract, not unpaid wages', () => {
    const text = chat(
      'Le presté 3 mil dólares a mi primo en Huntington, West Virginia, de palabra, y nunca me pagó. ' +
        '¿Puedo demandarlo?',
      'es',
    );
    expect(text).toMatch(/55-2-6/);
    expect(text).not.toMatch(/salario/);
  });

  it('Georgia: the 30-day notice to the employer is said', () => {
    expect(analysisText('I cut my hand on a machine at the plant in Atlanta 3 weeks ago.')).toMatch(
      /employer .*Georgia: 30 days .*O\.C\.G\.A\. § 34-9-80/,
    );
  });

  it('Missouri malpractice 2½ years ago: 2 years, and it has likely passed', () => {
    const text = analysisText(
      'about two and a half years ago a doctor in St. Louis gave me the wrong medication after my ' +
        'surgery. can I still sue?',
    );
    expect(text).toMatch(/^It may already be too late/);
    expect(text).toContain('RSMo § 516.105');
    expect(text).toMatch(/has likely passed/);
  });

  it('rear-ended in Louisville: 2 years for motor-vehicle claims, not 1', () => {
    const text = analysisText(
      'Got rear-ended on I-65 in Louisville in September. How long do I have to sue?',
    );
    expect(text).toMatch(/^In Kentucky, you generally have 2 years/);
    expect(text).toContain('304.39-230');
    expect(text).not.toContain('413.140');
  });

  it('a crash in June 2024 in Florida: two years, which ran out in June 2026', () => {
    const text = analysisText('I was in a car crash in Orlando in june 2024. Can I still sue?');
    expect(text).toMatch(/2 years from the injury/);
    expect(text).toMatch(/has likely passed, around June 2026/);
  });

  it('police who broke a protester’s wrist: a claim against the city, not a criminal case', () => {
    const facts = extractFacts(
      'En una protesta en Los Ángeles hace 3 semanas un policía me tiró al suelo y me quebró la muñeca.',
    );
    expect(facts.topic).toBe('personal_injury');
    const text = chatReplyText(
      {
        language: 'es',
        question:
          'En una protesta en Los Ángeles hace 3 semanas un policía me tiró al suelo y me quebró la muñeca.',
        history: [],
      },
      clock,
    );
    expect(text).toContain('Cal. Gov. Code § 911.2');
    expect(text).toContain('42 U.S.C. § 1983');
  });

  it('identity theft gets the credit-reporting law’s deadline', () => {
    const text = chat('Someone opened 3 credit cards in my name in Phoenix. I found out two weeks ago.');
    expect(text).toContain('15 U.S.C. § 1681p');
    expect(text).toMatch(/2 years/);
  });

  it('a claim no one could confirm is said without a number, and with a lawyer this week', () => {
    // Missouri's general injury period may have changed in 2026 and was not confirmed.
    const text = analysisText(
      'I slipped on ice at a store in Kansas City, Missouri last month and broke my wrist.',
    );
    expect(text).toMatch(/not confirmed here\. Check it with a lawyer/);
    expect(text).not.toMatch(/5 years/);
  });

  it(
    'an injury with a doctor, a job, a vehicle or a government in it, not made out, gets no general ' +
      'number',
    () => {
      const text = analysisText(
        'I got hurt and the hospital in Denver did something, I am not sure what. Can I sue?',
      );
      expect(text).toMatch(/have their own deadlines in Colorado/);
      expect(text).not.toMatch(/2 years from the injury/);
    },
  );

  it('a public school, however it is named, is a public body: its claim, not the 4 years', () => {
    const text = analysisText(
      'my daughter got hurt at recess at her public elementary school in Omaha in May',
    );
    expect(text).toMatch(/1 year[^\n]*13-919/);
    expect(text).not.toMatch(/4 years/);
  });

  it.each([
    // A job named only in passing: the work-injury notice may apply, not 2 years.
    [
      'me lastimé la espalda y mi compañera dice que no diga nada, pasó en Denver hace 3 semanas',
      'es',
      /2 años/,
    ],
  ] as const)('a job or a public body only hinted gets no general number: %s', (story, lang, general) => {
    const text = analysisText(story, lang);
    expect(text).not.toMatch(general);
    expect(text).toMatch(lang === 'es' ? /abogado esta semana/ : /lawyer this week/);
  });

  it.each([
    'trabajo limpiando casas para una compañía en Denver y me quemé con un químico hace 3 semanas',
    'me corté la mano con una máquina en la empresa en Denver hace 3 semanas',
  ])('a job said as what the person does or where is a work injury: %s', (story) => {
    const text = analysisText(story, 'es');
    expect(text).toMatch(/10 días[^\n]*8-43-102/);
    expect(text).not.toMatch(/13-80-102/);
  });

  it('a boss who keeps grabbing someone: the state agency and the EEOC', () => {
    const text = analysisText(
      'my boss at the hotel in Orlando keeps grabbing me and when I complained they cut my hours, this started in march',
    );
    expect(text).toMatch(/365 days[^\n]*760\.11/);
    expect(text).toMatch(/300 days[^\n]*2000e-5/);
  });

  it('a nursing aide hit by a resident is a worker hurt at work, not a patient of bad care', () => {
    const text = analysisText(
      "I'm a CNA at a nursing home in Toledo and a resident hit me in the face 3 weeks ago, my eye is damaged",
    );
    expect(text).toMatch(/4123\.84/);
    expect(text).not.toMatch(/2305\.113/);
  });

  it('a VA clinic gets no state malpractice number', () => {
    const text = analysisText('the VA clinic in Wichita missed my cancer for a year, found it in July 2026');
    expect(text).not.toMatch(/60-513/);
  });
});

describe('a direct question gets a direct first sentence, in chat and in the analysis', () => {
  it.each([
    [
      'How long do I have to sue? I was hurt in a car crash in Phoenix last week.',
      /^In Arizona, you generally have 2 years/,
    ],
    ['Is it too late? I was rear-ended in Austin in March 2023.', /^It may already be too late/],
    [
      'I worked in a laundromat in Queens for 4 years for less than minimum wage. How far back can I claim?',
      /^In New York, a lawsuit for unpaid wages can generally reach back 6 years/,
    ],
    [
      '¿Hay plazo? Me resbalé en una tienda de Houston hace 2 meses y me rompí la muñeca.',
      /^En Texas, por lo general tiene 2 años/,
    ],
    [
      'My landlord in Albuquerque gave me a 3 day notice to pay or get out. Can he do that?',
      /^Not on their own: a landlord needs the written notice/,
    ],
    [
      'I stayed 8 months past my visa in El Paso. What happens if I leave the country?',
      /^If you leave the US after more than 180 days but less than a year of unlawful presence/,
    ],
    [
      'Me quedé 8 meses más con visa de turista en Fresno. ¿Qué pasa si salgo del país?',
      /^Si sale de EE\. UU\. después de más de 180 días/,
    ],
    [
      'Me caí en una tienda en Omaha hace 3 años y medio y me rompí la cadera. ¿Ya es muy tarde para demandar?',
      /^Todavía no parece tarde/,
    ],
    [
      'Quit my job at a warehouse in Sacramento on Friday with no notice. When do they have to pay me?',
      /^In California, the final paycheck when you quit is due within 72 hours/,
    ],
    [
      'Sliced my thumb at a meatpacking plant in Greeley last Friday. Do I need to tell my boss by a certain day?',
      /^In Colorado, tell your employer about the injury in writing within 10 days/,
    ],
    [
      'I quit my job at a bar in Portland, Oregon yesterday. When is my last check due?',
      /^In Oregon, the final paycheck when you quit is due within 5 business days/,
    ],
    [
      'Renuncié a mi trabajo en una tienda en Houston el 10 de noviembre. ¿Cuándo me tienen que pagar?',
      /^En Texas, el último cheque si usted renuncia/,
    ],
    [
      'Mi hija se cayó en el bus escolar del distrito en Yakima hace 2 meses. ¿Cuánto tiempo tenemos para reclamar?',
      /^Para un aviso de reclamo por escrito a una ciudad/,
    ],
  ])('%s', (question, first) => {
    const lang = /[¿ñé]/.test(question) ? 'es' : 'en';
    expect(chat(question, lang)).toMatch(first);
    expect(analyzeSync(question, lang, clock).summary).toMatch(first);
  });
});

const CHECKED_KINDS: [LawKind, (state: string) => string][] = [
  [
    'deposit',
    (s) => `I moved out of my apartment in ${s}. How many days does my landlord have to return my deposit?`,
  ],
  [
    'malpractice',
    (s) =>
      `A surgeon in ${s} made a mistake during my operation and damaged a nerve. How long do I have to sue?`,
  ],
  ['workersCompNotice', (s) => `I hurt my back at work at a warehouse in ${s}. Is there a deadline?`],
  [
    'evictionNotice',
    (s) =>
      `I am behind on rent in ${s}. How many days notice must my landlord give before filing an eviction?`,
  ],
];

describe('every state: the row’s number and statute, or no number and a lawyer this week', () => {
  for (const [kind, ask] of CHECKED_KINDS) {
    it.each([...STATE_CODES_WITH_DC])(`${kind}: %s`, (code) => {
      const name = stateName(code) ?? code;
      const reply = chat(ask(name));
      const row = lawRow(code, kind);
      if (row && isChecked(row)) {
        expect(reply).toContain(row.cite);
        if (row.unit !== 'paydays') expect(reply).toContain(periodOf(row, 'en'));
      } else if (row && row.reason !== 'notChecked') {
        expect(reply).toMatch(/sets no (?:single number|separate deadline)/);
      } else {
        expect(reply).toMatch(/not confirmed here\. Check it with a lawyer/);
      }
    });
  }
});

describe('final pay: the employer’s deadline, counted from the last day', () => {
  it('says the pay is late when the days have run, and that the claim is still open', () => {
    const reply = chat(
      'I was fired from a diner in Juneau, Alaska on November 9 and they still have not paid my last check.',
    );
    expect(reply).toMatch(
      /final pay was due by about November 12, 2026; that time has passed, so the pay is late/,
    );
    expect(reply).not.toMatch(/may already be too late/);
  });
  it('says how long the employer has left when the days have not run', () => {
    const reply = chat(
      'Me corrieron de un restaurante en Anchorage, Alaska ayer y no me han dado mi cheque final.',
      'es',
    );
    expect(reply).toMatch(/al empleador le quedan unos \d+ días para pagarle/);
  });
});

describe('a county’s notice counted from discovery', () => {
  it('runs from the fall, not from an x-ray or a later release', () => {
    const reply = chat(
      'I slipped on a flooded floor in the Hennepin County jail in Minneapolis on May 2nd and broke my wrist; ' +
        'they made me wait 3 days for an x-ray. I got out in September. Can I still go after the county?',
    );
    expect(reply).toMatch(/180 days/);
    expect(reply).toMatch(/has likely passed, around October 2026/);
    expect(reply).not.toMatch(/you still have/);
  });
});

describe('public bodies named as people name them', () => {
  it('reads a county hospital by its own name as the county’s, and a state university’s as the state’s', () => {
    expect(
      chat(
        'Me operaron de la vesícula en HCMC en Minneapolis en abril y me cortaron el conducto biliar.',
        'es',
      ),
    ).toMatch(/180 días[^\n]*Minn\. Stat\. § 466\.05/);
    expect(
      chat('Surgery at OHSU in Portland, Oregon in June left me with nerve damage. Time limit?'),
    ).toMatch(/^In Oregon, the deadline for a written notice of claim to the state is 180 days/);
  });
  it('hedges at a listed hospital whose public owner is not confirmed, and places a confirmed one in its state', () => {
    const unsure = chat(
      'My mom’s surgery at Jacobi in the Bronx went wrong in August, they nicked her bowel. How long?',
    );
    expect(unsure).toMatch(/lawyer this week/);
    expect(unsure).not.toMatch(/CPLR § 214-a/);
    expect(
      chat(
        'My mom’s surgery at Bellevue Hospital in Manhattan went wrong in August, they nicked her bowel. How long?',
      ),
    ).toMatch(/^In New York, the deadline for a written notice of claim[^\n]*50-e/);
  });
  it('reads a transit district, a state DOT in Spanish and a city department by their short names', () => {
    expect(chat('RTD driver took off before I sat down on Aug 21 in Denver and I broke my wrist.')).toMatch(
      /182 days[^\n]*24-10-109/,
    );
    expect(
      chat(
        'Un camión del MDOT se echó para atrás y chocó mi carro en la I-94 cerca de Kalamazoo el 4 de julio.',
        'es',
      ),
    ).toMatch(/al estado[^\n]*600\.6431/);
    expect(chat('mid july a city water dept truck sideswiped my car in Mesa AZ and I got whiplash')).toMatch(
      /180 days[^\n]*12-821\.01/,
    );
  });
  it('gives a city’s notice for a water main that flooded a basement', () => {
    expect(
      chat(
        'El 2 de agosto se reventó la tubería del agua debajo de la calle en Milwaukee y el agua se metió a mi sótano. ' +
          'Perdí la lavadora y los muebles. Los de la ciudad la arreglaron. ¿Qué hago?',
        'es',
      ),
    ).toMatch(/120 días[^\n]*893\.80/);
  });
  it('gives the city’s notice first when a worker hurt by a city truck asks about the city', () => {
    const reply = chat(
      'Trabajo en jardinería en Norfolk. El 2 de junio el camión de la basura de la ciudad me aplastó la pierna. ' +
        'Mi patrón ya reportó todo. ¿Qué tengo que hacer con la ciudad y cuánto tiempo tengo?',
      'es',
    );
    expect(reply).toMatch(/^En Virginia, el plazo para un aviso de reclamo por escrito a una ciudad/);
  });
});

describe('an object left in the body whose own clock replaces the others', () => {
  it('gives Utah’s one year alone, not the two years of other care', () => {
    const reply = chat(
      'Me operaron de una hernia en Salt Lake City en 2020 y en julio encontraron una gasa adentro.',
      'es',
    );
    expect(reply).toMatch(/1 año[^\n]*78B-3-404\(2\)\(a\)/);
    expect(reply).not.toMatch(/2 años/);
  });
});

describe('a last check when the worker quit, and one due at once', () => {
  it('reads "I wasn’t fired, I left" as quitting', () => {
    expect(
      chat(
        'I quit my job at a casino in Reno this past Monday, I gave two weeks notice. I wasn’t fired. When do they have to pay me?',
      ),
    ).toMatch(/NRS § 608\.030/);
  });
  it('says a check due at once is late when the day has passed', () => {
    expect(
      chat(
        'Me corrieron del restaurante en Aurora, Colorado el 13 de noviembre y no me han pagado el último cheque.',
        'es',
      ),
    ).toMatch(/el pago final vencía alrededor del 13 de noviembre de 2026; ese plazo ya pasó/);
  });
});

describe('what the person says it was not', () => {
  it('names no claim in a text with nothing legal in it', () => {
    expect(extractFacts('Hello, I have a question about something.').claims).toEqual([]);
    expect(extractFacts('Hola, tengo una pregunta.').claims).toEqual([]);
  });
  it('does not take a denied public body as the defendant', () => {
    const reply = chat(
      'got hit on I-26 outside Columbia SC in October 2022, guy in a pickup merged into me and I broke my wrist. not a cop or a state truck or anything. is it too late',
    );
    expect(reply).toMatch(/3 years[^\n]*15-3-530/);
    expect(reply).not.toMatch(/notice of claim/);
    expect(
      chat(
        'I tripped on a loose carpet in the lobby of an office building in Hackensack NJ in March 2025. It was NOT the courthouse, it is the privately owned building next door.',
      ),
    ).toMatch(/2 years[^\n]*2A:14-2/);
  });
  it('reads a pothole in a store’s parking lot as the store’s, and a day off as off work', () => {
    expect(
      chat(
        'I fell in a pothole in the parking lot of a grocery store in Pasco WA on 9/14/25. I work for the school district as a bus aide but I was off that day.',
      ),
    ).toMatch(/3 years[^\n]*4\.16\.080/);
  });
  it('reads an anaphylactic shock as care gone wrong, not a crash', () => {
    expect(
      chat(
        'En agosto del 2024 en una clínica en McAllen me pusieron penicilina aunque les dije que soy alérgica y me dio un choque anafiláctico.',
        'es',
      ),
    ).toMatch(/negligencia médica[^\n]*74\.251/);
  });
});

describe('the question, not the asides around it', () => {
  it('leaves out an injury the person sets apart, and reads "no more work for me" as a firing', () => {
    const reply = chat(
      'El lunes 16 de noviembre el contratista en Kenner, Luisiana me dijo que ya no había trabajo para mí. Me debe dos semanas. ' +
        'Mi primo se cayó de un andamio en julio pero eso es otro asunto. ¿Hasta cuándo tiene para pagarme?',
      'es',
    );
    expect(reply).toMatch(/15 días[^\n]*23:631/);
    expect(reply).not.toMatch(/lesión/);
  });
  it('leaves out a crash the person says has nothing to do with it', () => {
    const reply = chat(
      'En marzo de 2025 me hicieron una cirugía de hernia en Fairfax, Virginia y el cirujano me lastimó un nervio. ' +
        'En 2018 tuve un accidente de carro en Lima pero eso no tiene que ver. ¿Cuánto tiempo me queda?',
      'es',
    );
    expect(reply).toMatch(/negligencia médica[^\n]*8\.01-243/);
    expect(reply).not.toMatch(/8\.01-243\(A\)[^\n]*vehículo|accidente de tránsito/);
  });
  it('reads a dog’s bite off the job as the owner’s, not pay owed', () => {
    const reply = chat(
      'i work for DC public schools but this has nothing to do with work. sept 2024 my neighbors pit bull bit my calf in Petworth, DC. they said they would pay and havent paid anything',
    );
    expect(reply).toMatch(/3 years[^\n]*12-301/);
    expect(reply).not.toMatch(/wage/i);
  });
  it('reads a sheriff’s dispossessory paper as the suit, a police report as only a report, and a breath test in Spanish', () => {
    expect(
      chat(
        'Me llegó el sheriff el lunes 23 de noviembre aquí en Norcross, Georgia con un papel de dispossessory.',
        'es',
      ),
    ).toMatch(/7 días[^\n]*44-11-32|44-7-51/);
    expect(
      chat(
        'Halloween night 2024 a guy drove through my fence in Allentown, PA. Police report says he was speeding.',
      ),
    ).toMatch(/2 years[^\n]*5524/);
    expect(
      chat(
        'me pararon el sábado 21 de noviembre en Orlando, Florida, me hicieron la prueba de aliento y salí alto',
        'es',
      ),
    ).toMatch(/10 días[^\n]*322\.2615/);
  });
});

describe('places that belong to someone else in the story', () => {
  it('knows smaller towns, but not a building named for someone, nor a state only travelled to', () => {
    expect(extractFacts('A city garbage truck in Anadarko hit my car last December.').state).toBe('OK');
    expect(extractFacts('I work on a workover rig out past Gillette and hurt my shoulder.').state).toBe('WY');
    expect(
      extractFacts('I slipped on the steps outside Zimmerman Library last winter.').state,
    ).toBeUndefined();
    expect(
      extractFacts(
        'My gallbladder surgery was at a hospital in San Antonio. I was going back and forth to Oklahoma to see my mom.',
      ).state,
    ).toBe('TX');
  });
  it('takes where it happened over a relative’s state, a past home, or the home of someone who came to help', () => {
    expect(
      extractFacts(
        'I hurt my back lifting a resident at a nursing home in Northeast Philly. My mom is in Delaware and I drove down there.',
      ).state,
    ).toBe('PA');
    expect(
      extractFacts(
        'Mi mamá se cayó en un autobús del condado de Milwaukee en junio. Yo vivo en New Jersey y vine en julio a cuidarla.',
      ).state,
    ).toBe('WI');
    expect(
      extractFacts(
        'She slipped on ice outside a campus parking ramp in East Lansing and broke her ankle. We live in Toledo, Ohio.',
      ).state,
    ).toBe('MI');
    expect(
      extractFacts('My landlord in Wilmington DE taped a letter on my door. I have family in Chester PA.')
        .state,
    ).toBe('DE');
  });
  it('places a public hospital in its state, and reads "UT Austin" and "el pueblo de" as no code or city', () => {
    expect(
      extractFacts('A mi mamá la operaron en Harbor-UCLA en abril y le perforaron el intestino.').state,
    ).toBe('CA');
    expect(
      extractFacts('My daughter slipped on a stairwell at UT Austin and broke her ankle.').state,
    ).not.toBe('UT');
    expect(
      extractFacts('El camión de la nieve del pueblo de Millinocket me tiró hielo encima y me caí.').state,
    ).toBe('ME');
    expect(
      extractFacts('Mi hermana se vino desde Texas para cuidarla después de la cirugía.').state,
    ).toBeUndefined();
  });
  it('does not take the state of a relative who only gives advice', () => {
    expect(
      extractFacts(
        'The crash was in Dover. Uncle Ray in Baltimore says I have 3 years to sue, is that right?',
      ).state,
    ).toBeUndefined();
    expect(extractFacts('They did a CT of my head at a hospital in Richmond, Virginia.').state).toBe('VA');
  });
});

describe('a deposit story with one date', () => {
  it('counts the landlord’s days from that date even when it sits far from “moved out”', () => {
    const reply = chat(
      'Entregue las llaves del apartamento en Lawrence, Massachusetts, muy limpio y con todo en orden, ' +
        'hace 2 meses y no me devuelven el deposito.',
      'es',
    );
    expect(reply).toMatch(/ese plazo ya venció/);
  });
});

describe('numbers that are not dates', () => {
  it('keeps a fraction a fraction and reads a date with a year or after "on"', () => {
    expect(fold('I owe 1/2 of the rent')).toContain(' 1 2 of the rent ');
    expect(fold('el 2/10 me corrieron')).toContain(' el october 2 ');
    expect(fold('on 4/2 I fell')).toContain(' on april 2 ');
  });
});

describe('places that read like something else', () => {
  it.each([
    ['had my gallbladder out in springfield mo back in 2019', 'MO'],
    ['i work at a chicken plant in gainesville ga, cut my finger on the line', 'GA'],
    ['the ER at Cambridge Hospital, which is public here in Mass, sent me home', 'MA'],
    ['iba manejando por la I-94 cerca de Bismarck y un camión del estado se me metió', 'ND'],
  ])('reads a state typed in lower case or said short: %s', (text, state) => {
    expect(extractFacts(text).state).toBe(state);
  });

  it('reads "por la I-94" as a road, not the I-94 record of an immigration story', () => {
    expect(extractFacts('iba manejando por la I-94 cerca de Bismarck y me chocaron').topic).toBe(
      'personal_injury',
    );
  });

  it('takes the state where it happened over the one the person lives in now', () => {
    const text =
      'A truck t-boned me in Great Falls in October 2023. ' +
      'It happened in Montana but I live in Washington now.';
    expect(extractFacts(text).state).toBe('MT');
  });
  it('reads "it wasn’t at work" as not at work, and "next fall" as a season', () => {
    expect(chat('A dog bit me in Brattleboro, Vermont. It wasn’t at work, it was at a party.')).toMatch(
      /3 years from the injury \(12 V\.S\.A\. § 512\)/,
    );
    expect(chat('A dog bit me in Brattleboro, Vermont. It wasn’t at work, it was at a party.')).not.toMatch(
      /workers.? comp/i,
    );
    const age =
      'I am 58 at a paper mill in Rumford, Maine; my son starts college next fall. ' +
      'The manager cut my shifts and gave them to guys in their twenties. ' +
      'How long do I have to go to the Maine Human Rights Commission?';
    expect(chat(age)).not.toMatch(/workers.? comp|injury/i);
    expect(chat(age)).toMatch(/300 days from the act of discrimination \(5 M\.R\.S\. § 4611\)/);
  });
  it('takes Washington DC over a neighbourhood named like a city elsewhere', () => {
    expect(extractFacts('Me tropece con una banqueta rota en Columbia Heights, Washington DC.').state).toBe(
      'DC',
    );
  });
  it('does not read a fall in "Fall River" or a break in "Broken Arrow"', () => {
    const text =
      'I worked at a warehouse in Fall River, Massachusetts and they fired me over my accent in February.';
    expect(chat(text)).not.toMatch(/workers|injury/i);
    expect(chat(text)).toMatch(/EEOC/);
  });
});
