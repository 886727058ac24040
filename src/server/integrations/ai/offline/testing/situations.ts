import type { SituationTopic } from '../../../../../shared/topics.js';

/** Situations written the way people really write them, with what the engine must read out of each. */
export interface Situation {
  text: string;
  lang: 'en' | 'es';
  topic: SituationTopic;
  state?: string;
  aspect?: string;
  /** An amount, as displayed, that must be found. */
  amount?: string;
}

export const SITUATIONS: Situation[] = [
  // Landlord / tenant
  {
    lang: 'en',
    topic: 'landlord_tenant',
    state: 'NM',
    aspect: 'eviction',
    text: 'my landlord put a paper on my door saying i got 3 days to get out or he calls the sheriff. i paid rent late this month bc my hours got cut. i live in albuquerque NM with my 2 kids. can he do that???',
  },
  {
    lang: 'en',
    topic: 'landlord_tenant',
    state: 'TX',
    aspect: 'deposit',
    amount: '$1,200',
    text: 'Moved out of my apartment in Houston 2 months ago, left it spotless and took pics. Landlord still hasnt returned my $1,200 security deposit and wont answer my texts. What can I do',
  },
  {
    lang: 'en',
    topic: 'landlord_tenant',
    state: 'CA',
    aspect: 'repairs',
    text: 'Theres black mold all over the bathroom and my daughter has asthma. I told the property manager like 5 times since January, nothing gets fixed. We are in Fresno California.',
  },
  {
    lang: 'en',
    topic: 'landlord_tenant',
    aspect: 'lockout',
    text: 'came home from work and the landlord changed the locks, all my stuff is inside including my meds. i am only 1 week behind on rent. what do i do right now',
  },
  {
    lang: 'en',
    topic: 'landlord_tenant',
    state: 'NY',
    aspect: 'rent_increase',
    text: 'landlord says rent is going up $400 next month in the middle of my lease. im in brooklyn new york. is that even allowed, the lease says $1,650 a month till december',
  },
  {
    lang: 'es',
    topic: 'landlord_tenant',
    state: 'NM',
    aspect: 'eviction',
    amount: '$900',
    text: 'hace 2 semanas mi casero me dijo q tengo 3 dias para salir porque no e pagado la renta de $900, tengo 3 niños y vivimos en nuevo mexico. q puedo hacer',
  },
  {
    lang: 'es',
    topic: 'landlord_tenant',
    state: 'CA',
    aspect: 'deposit',
    amount: '$1,500',
    text: 'me sali del departamento en los angeles hace un mes y la dueña no me quiere regresar el deposito de 1500 dolares, dice q todo estaba sucio pero yo tengo fotos',
  },
  {
    lang: 'es',
    topic: 'landlord_tenant',
    state: 'TX',
    aspect: 'repairs',
    text: 'El apartamento tiene cucarachas y goteras desde hace meses, le mande mensajes al manager del apartamento y no arregla nada. Vivo en Dallas Texas con mis hijos',
  },
  {
    lang: 'es',
    topic: 'landlord_tenant',
    aspect: 'lockout',
    text: 'el dueño de la casa me corto la luz y el agua para q me salga, no tengo contrato por escrito solo de palabra. es legal lo q esta haciendo?',
  },
  {
    lang: 'es',
    topic: 'landlord_tenant',
    state: 'AZ',
    aspect: 'rent_owed',
    text: 'perdi mi trabajo y ya no puedo pagar la renta, le debo 2 meses al casero y dice q me va a demandar. vivo en phoenix arizona, q me recomiendan',
  },
  // Mortgage foreclosure
  {
    lang: 'en',
    topic: 'mortgage_foreclosure',
    state: 'FL',
    aspect: 'default_notice',
    text: 'I am 4 months behind on my mortgage after my husband passed. The bank sent a notice of default. We live in Orlando Florida. I dont want to lose our house',
  },
  {
    lang: 'en',
    topic: 'mortgage_foreclosure',
    aspect: 'sale',
    text: 'got a letter that our home will be sold at a trustee sale on june 12. we applied for a loan modification in april and the servicer keeps losing my papers',
  },
  {
    lang: 'es',
    topic: 'mortgage_foreclosure',
    state: 'CA',
    aspect: 'default_notice',
    text: 'estamos atrasados en los pagos de la casa como 5 meses, el banco nos mando una carta y tenemos miedo de perder la casa. vivimos en Riverside California',
  },
  {
    lang: 'es',
    topic: 'mortgage_foreclosure',
    aspect: 'rescue_scam',
    text: 'una compañia me llamo y dice q puede salvar mi casa de la hipoteca si le pago 3 mil dolares por adelantado, es confiable?',
  },
  // Employment
  {
    lang: 'en',
    topic: 'employment',
    state: 'TX',
    aspect: 'wages',
    amount: '$12 an hour',
    text: 'my boss at the restaurant didnt pay me for the last 3 weeks, i work like 60 hours a week at $12 an hour and he says he will pay "later". This is in Dallas',
  },
  {
    lang: 'en',
    topic: 'employment',
    aspect: 'firing',
    text: 'I got fired yesterday after 6 years, they said performance but I think its because I told HR about my supervisor. Can I get unemployment and is this legal',
  },
  {
    lang: 'en',
    topic: 'employment',
    state: 'IL',
    aspect: 'discrimination',
    text: 'my manager keeps making comments about my accent and calls me names in front of coworkers. when I complained to HR nothing happened. im in chicago illinois',
  },
  {
    lang: 'es',
    topic: 'employment',
    state: 'NM',
    aspect: 'wages',
    text: 'mi patron no me a pagado 3 semanas, trabajo en la construccion 70 horas a la semana y me paga en efectivo. vivo en las cruces nuevo mexico',
  },
  {
    lang: 'es',
    topic: 'employment',
    aspect: 'firing',
    text: 'me despidieron del trabajo sin razon despues de 4 años, el jefe solo me dijo q ya no me necesitaban. me deben mi ultimo cheque',
  },
  {
    lang: 'es',
    topic: 'employment',
    aspect: 'discrimination',
    text: 'en mi trabajo el supervisor me acosa por estar embarazada, me cambio los turnos y me dice cosas feas. tengo mensajes guardados',
  },
  // Family
  {
    lang: 'en',
    topic: 'family',
    state: 'AZ',
    aspect: 'violence',
    text: 'my husband hits me and says he will take the kids to mexico if i leave. we live in phoenix. what can i do',
  },
  {
    lang: 'en',
    topic: 'family',
    aspect: 'support',
    text: 'my ex hasnt paid child support in 6 months, we have a court order from 2021. he says he has no job but posts pics of new trucks',
  },
  {
    lang: 'en',
    topic: 'family',
    aspect: 'divorce',
    text: 'I want a divorce but my wife says she wont sign anything. we been married 10 years and have a house together',
  },
  {
    lang: 'es',
    topic: 'family',
    aspect: 'custody',
    text: 'el papa de mis hijos se los llevo a otro estado y no me deja verlos, no tenemos ninguna orden de custodia. q hago',
  },
  {
    lang: 'es',
    topic: 'family',
    aspect: 'violence',
    text: 'mi esposo me golpea cuando toma y me amenaza con quitarme a mis hijos porque no tengo papeles. tengo miedo',
  },
  {
    lang: 'es',
    topic: 'family',
    aspect: 'divorce',
    state: 'TX',
    text: 'quiero divorciarme de mi esposo, llevamos 12 años casados y tenemos una casa en San Antonio. el no quiere firmar nada',
  },
  // Personal injury
  {
    lang: 'en',
    topic: 'personal_injury',
    aspect: 'car',
    amount: '$4,300',
    text: "I was rear ended last Friday, the other driver's insurance keeps calling for a recorded statement. my neck hurts and I went to the ER, bills are $4,300 so far",
  },
  {
    lang: 'en',
    topic: 'personal_injury',
    aspect: 'slip_fall',
    state: 'GA',
    text: 'slipped on a wet floor at a grocery store in Atlanta, there was no sign. broke my wrist and missed 3 weeks of work. the manager made a report',
  },
  {
    lang: 'en',
    topic: 'personal_injury',
    aspect: 'dog_bite',
    text: "neighbor's dog bit my son on the leg when he was walking to school, he needed 8 stitches. the neighbor says its not his problem",
  },
  {
    lang: 'es',
    topic: 'personal_injury',
    aspect: 'car',
    text: 'me chocaron por atras en un semaforo hace 2 semanas, me duele la espalda y el otro conductor no tenia aseguranza. tengo el reporte de policia',
  },
  {
    lang: 'es',
    topic: 'personal_injury',
    aspect: 'work_injury',
    text: 'me lastime la espalda trabajando en un techo, me cai del andamio. el patron dice q no tiene seguro y q no lo reporte',
  },
  {
    lang: 'es',
    topic: 'personal_injury',
    aspect: 'slip_fall',
    state: 'FL',
    text: 'me resbale en la tienda porque el piso estaba mojado y me fracture el tobillo, fue en Miami. tengo biles medicos de mas de 8 mil dolares',
  },
  // Contract disputes
  {
    lang: 'en',
    topic: 'contract_disputes',
    aspect: 'contractor',
    amount: '$6,000',
    text: 'paid a contractor $6,000 upfront to redo my kitchen, he did the demo and disappeared. wont answer calls. we signed a contract',
  },
  {
    lang: 'en',
    topic: 'contract_disputes',
    aspect: 'purchase',
    text: 'bought a used car from a dealership, 2 days later the transmission died. they say sold as is and wont give my money back',
  },
  {
    lang: 'en',
    topic: 'contract_disputes',
    aspect: 'debt',
    text: 'a debt collector keeps calling me at work and my mom, says i owe 3000 on an old credit card from like 2015 and threatens to have me arrested',
  },
  {
    lang: 'es',
    topic: 'contract_disputes',
    aspect: 'unpaid_invoice',
    amount: '$2,500',
    text: 'hice un trabajo de pintura para un cliente, me debe 2,500 dolares y ya no me contesta. solo teniamos un acuerdo verbal y unos mensajes',
  },
  {
    lang: 'es',
    topic: 'contract_disputes',
    aspect: 'contractor',
    text: 'le pague al contratista el anticipo para el techo y nunca termino el trabajo, ahora cuando llueve se moja todo',
  },
  // Criminal defense
  {
    lang: 'en',
    topic: 'criminal_defense',
    aspect: 'dui',
    state: 'NM',
    text: 'got pulled over and arrested for DWI saturday night in santa fe new mexico. they took my license. court date is in 3 weeks. first time',
  },
  {
    lang: 'en',
    topic: 'criminal_defense',
    aspect: 'warrant',
    text: 'i missed court for a shoplifting charge and now theres a warrant. im scared to go in. what happens if i turn myself in',
  },
  {
    lang: 'es',
    topic: 'criminal_defense',
    aspect: 'arrest',
    text: 'arrestaron a mi hijo anoche por una pelea, dicen q lo acusan de asalto. no tenemos dinero para abogado y la fianza es muy alta',
  },
  {
    lang: 'es',
    topic: 'criminal_defense',
    aspect: 'record',
    text: 'tengo un cargo viejo de drogas de hace 10 años y no me dan trabajo por mis antecedentes penales. se puede borrar?',
  },
  // Immigration
  {
    lang: 'en',
    topic: 'immigration',
    aspect: 'detention',
    text: 'ICE picked up my brother this morning outside his work. we dont know where he is. he has been here 15 years and has kids who are citizens',
  },
  {
    lang: 'en',
    topic: 'immigration',
    aspect: 'imm_court',
    text: 'I got a notice to appear for immigration court but the date is blank. I came with my kids 8 months ago and want to ask for asylum',
  },
  {
    lang: 'es',
    topic: 'immigration',
    aspect: 'notario',
    amount: '$5,000',
    text: 'le pague 5 mil dolares a un notario para arreglar mis papeles y ahora no me contesta. no se si metio algo a migracion',
  },
  {
    lang: 'es',
    topic: 'immigration',
    aspect: 'status',
    text: 'estoy casada con un ciudadano y quiero sacar la residencia, entre sin papeles hace 6 años. me puedo arreglar?',
  },
  {
    lang: 'es',
    topic: 'immigration',
    aspect: 'detention',
    text: 'la migra se llevo a mi esposo ayer y no sabemos donde esta, nos dijeron q lo van a deportar. tenemos 2 niños nacidos aqui',
  },
  // Spanglish and other
  {
    lang: 'es',
    topic: 'landlord_tenant',
    aspect: 'eviction',
    text: 'el landlord me dio un eviction notice de 30 dias pero yo siempre pago la renta a tiempo, no se porque',
  },
  {
    lang: 'en',
    topic: 'other',
    text: 'I want to change my name legally and I dont know where to start or what it costs, nothing bad happened just want to do it',
  },
];
