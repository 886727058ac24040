import type { SituationTopic } from '../../../../../shared/topics.js';

/**
 * The accuracy set: situations written the way people write them (informal, misspelled, Spanglish,
 * mixing topics, naming the state only by a city), with the topic and state a lawyer would give
 * them. `tuning` situations were written first and the engine was adjusted while looking at them;
 * `holdout` situations were written afterwards and never used to adjust anything, so their score
 * is the honest figure for texts the engine has not seen.
 */
export interface EvaluationSituation {
  lang: 'en' | 'es';
  part: 'tuning' | 'holdout';
  topic: SituationTopic;
  /** The state the case belongs to; absent when the text names none (the profile state is used). */
  state?: string;
  text: string;
}

type Row = [topic: SituationTopic, state: string | undefined, text: string];

function rows(lang: 'en' | 'es', part: 'tuning' | 'holdout', list: Row[]): EvaluationSituation[] {
  return list.map(([topic, state, text]) => ({ lang, part, topic, state, text }));
}

const TUNING_EN: Row[] = [
  // landlord / tenant
  [
    'landlord_tenant',
    'NY',
    'my landlord keeps coming into my apartment without asking, yesterday he walked in while i was in the shower. i live in queens and my lease doesnt say nothing about that',
  ],
  [
    'landlord_tenant',
    'OH',
    "Got a 14 day notice taped on my door for unpaid rent, I owe about $2,300. The property mgmt company in Columbus won't take partial payments. Can they put me out before the holidays?",
  ],
  [
    'landlord_tenant',
    'NY',
    'the heat in our building has been out for 3 weeks in the middle of winter, the super says the owner wont pay to fix the boiler. Buffalo. we have a baby. what can we do',
  ],
  [
    'landlord_tenant',
    'AZ',
    'I moved out of a rental house in Tucson in May and the landlord kept my whole deposit ($1,800) saying carpet cleaning and paint. I was there 4 years. Is that legal in AZ?',
  ],
  [
    'landlord_tenant',
    'IL',
    'my roomate isnt on the lease and now the landlord says he has to leave or were all getting evicted. we rent a 2 bedroom on Ohio Street in Chicago',
  ],
  [
    'landlord_tenant',
    'NJ',
    'Landlord is selling the building and told everyone we have 30 days to move out even tho my lease goes until August. Newark NJ',
  ],
  // mortgage foreclosure
  [
    'mortgage_foreclosure',
    'OH',
    "I'm 4 months behind on my mortgage after I lost my job at the plant. The bank sent a letter saying they're starting foreclosure. We live in Toledo, Ohio. Can I still save the house?",
  ],
  [
    'mortgage_foreclosure',
    'OH',
    'my husband passed away and the loan servicer wont talk to me about the house because my name isnt on the loan. now they say the sale date is next month. cleveland',
  ],
  [
    'mortgage_foreclosure',
    'OH',
    "Got papers saying our home is going to a sheriff's sale in 45 days. We applied for a loan mod twice and they keep losing the documents. Cincinnati",
  ],
  [
    'mortgage_foreclosure',
    'NV',
    "The HOA put a lien on my condo for unpaid dues and now they're threatening to foreclose. I'm in Las Vegas",
  ],
  [
    'mortgage_foreclosure',
    'AZ',
    'reverse mortgage company says my mom has to pay off the loan or leave the house since she was in the hospital for months, we are in Phoenix',
  ],
  [
    'mortgage_foreclosure',
    'NY',
    'after my hours got cut at work we fell behind on the house payments and now the lender filed a lawsuit to take the house, we are in Brooklyn',
  ],
  [
    'mortgage_foreclosure',
    'FL',
    'we got a notice of default from wells fargo on our house in Tampa FL. my wife got sick and we missed 3 payments, is there anything we can do before they take it',
  ],
  // employment
  [
    'employment',
    'TX',
    'My manager at the restaurant makes us clock out and keep working to close up, like 5 hrs unpaid every week. San Antonio tx',
  ],
  [
    'employment',
    'NC',
    'i got let go 2 days after i told my supervisor i was pregnant. they said it was restructuring but nobody else lost their job. Charlotte NC',
  ],
  [
    'employment',
    'CO',
    "I work construction in Denver, got paid cash for 3 weeks and then the guy stopped paying, says he'll pay next week but its been a month, owes me like $2,400",
  ],
  [
    'employment',
    'GA',
    'Warehouse job in Atlanta, they call us independent contractors but we have set shifts, uniforms and a boss. No overtime even when we do 55 hours. Is that legal?',
  ],
  [
    'employment',
    'WA',
    "My employer still hasn't given me my last check, it's been 3 weeks since I quit. Seattle, WA",
  ],
  [
    'employment',
    'NJ',
    'the new manager keeps making comments about my body and touching my shoulder, i reported it to HR and now my hours got cut. new jersey',
  ],
  // family
  [
    'family',
    'FL',
    "My ex won't let me see my kids even though we have a court order for every other weekend. She moved to Tampa with them without telling me.",
  ],
  [
    'family',
    'TX',
    'how do i file for divorce if my husband left to mexico and i dont know his address? we got married in las vegas but we live in Houston now',
  ],
  [
    'family',
    'FL',
    "The father of my son hasn't paid child support in 8 months and now he says he will take my son away from me. Miami",
  ],
  [
    'family',
    'OH',
    "my daughter's boyfriend hit her and she moved back in with us with the baby, how does she get a restraining order in Ohio",
  ],
  [
    'family',
    'NC',
    "I want to adopt my stepdaughter, her biological dad hasn't been around in 6 years. we live in Raleigh",
  ],
  [
    'family',
    'CA',
    'my wife and i are separating and she wants to keep the house and the car, we have 2 kids and she got a new boyfriend already. Los Angeles',
  ],
  // personal injury
  [
    'personal_injury',
    'AZ',
    "I was rear ended at a red light on I-10 in Phoenix last month, my neck and back still hurt and the other guy's insurance is offering $1,500. Should I take it?",
  ],
  [
    'personal_injury',
    'FL',
    'slipped on a wet floor at a grocery store in Orlando, no wet floor sign, broke my wrist. The store manager took a report. what now',
  ],
  [
    'personal_injury',
    'CA',
    "neighbors pit bull attacked my 7 year old while she was playing in our yard, she needed 12 stitches. we're in Sacramento",
  ],
  [
    'personal_injury',
    'IN',
    "I got hurt on the job when a forklift backed into me, my employer says I can't file workers comp because I'm part time. Indianapolis",
  ],
  [
    'personal_injury',
    'PA',
    "my grandmother fell at her nursing home and broke her hip and they didn't tell us for 2 days. she's in a place in Pittsburgh",
  ],
  [
    'personal_injury',
    'CA',
    'An uber i was riding in crashed on the freeway in LA and I have a concussion. Who pays my hospital bills?',
  ],
  // contract disputes
  [
    'contract_disputes',
    'CA',
    'Paid a contractor $6,000 upfront to redo my kitchen in San Diego, he did the demo and disappeared. Wont answer calls.',
  ],
  [
    'contract_disputes',
    'TX',
    'I bought a used car from a dealer in Dallas and the transmission died a week later. They say sold as is. Can I get my money back?',
  ],
  [
    'contract_disputes',
    'OH',
    'Gym in Columbus keeps charging my card $49 a month even though I cancelled in writing back in March.',
  ],
  [
    'contract_disputes',
    'TX',
    "I'm a freelance graphic designer. A client in Austin owes me $3,200 for a logo and website and stopped replying after I delivered.",
  ],
  [
    'contract_disputes',
    'TN',
    'Wedding venue in Nashville canceled our date 2 months before and refuses to refund the $5,000 deposit',
  ],
  [
    'contract_disputes',
    'KY',
    "a collection agency keeps calling me about a credit card debt from 2015 that I don't think is mine. I'm in Louisville, KY",
  ],
  // criminal defense
  [
    'criminal_defense',
    'NY',
    'My son (19) got arrested in the Bronx for having weed and a fake ID. He has court next week. Does he need a lawyer?',
  ],
  [
    'criminal_defense',
    'AZ',
    'got pulled over and charged with DUI after 2 beers, blew .09. Is my license gone? im in Mesa, AZ',
  ],
  [
    'criminal_defense',
    'IL',
    'I have a shoplifting charge from 2012 in Illinois and it keeps showing up on job applications. can i get it expunged?',
  ],
  [
    'criminal_defense',
    'TN',
    "Police came to my house in Memphis with a search warrant and took my roommate's stuff and my phone. I wasn't charged but they want me to come in to talk.",
  ],
  [
    'criminal_defense',
    'AZ',
    'I missed my court date for a traffic ticket and now theres a bench warrant. Tucson AZ. Will they arrest me at a traffic stop?',
  ],
  [
    'criminal_defense',
    'TX',
    'my brother is being held at the county jail in Fort Worth and bail is set at $25,000, we cant pay that',
  ],
  // immigration
  [
    'immigration',
    'TX',
    "My green card expires in 2 months and I filed to renew but haven't heard back. I need to travel to see my sick dad in Colombia. Houston",
  ],
  [
    'immigration',
    'IL',
    'My wife is a US citizen and we want to apply for my residency but I entered without inspection 10 years ago. Are we able to? We live in Chicago',
  ],
  [
    'immigration',
    'TX',
    "ICE detained my husband at a check-in in San Antonio and they're talking about deporting him, we have 3 kids who are citizens",
  ],
  [
    'immigration',
    'CA',
    "I'm on DACA and my renewal is late, my work permit expires next week and my employer says they'll have to let me go. Los Angeles",
  ],
  [
    'immigration',
    'NJ',
    "a notario charged me $4,000 to do my asylum case and never filed anything. I'm in Newark",
  ],
  // none of the eight
  [
    'other',
    'ID',
    "I want to write a will so my house and savings go to my daughter and not my brother. I'm in Boise, Idaho",
  ],
  ['other', 'NE', "My neighbor built a fence 3 feet onto my property and refuses to move it. We're in Omaha"],
  ['other', undefined, 'how do I legally change my name after I turn 18? my parents gave me a name I hate'],
];

const TUNING_ES: Row[] = [
  // casero / inquilino
  [
    'landlord_tenant',
    'NY',
    'el casero no me quiere arreglar el calentador y ya llevamos 2 semanas sin agua caliente, vivimos en el Bronx con 3 niños',
  ],
  [
    'landlord_tenant',
    'AZ',
    'me llego una carta del juzgado que dice que me tengo que salir del apartamento en 10 dias por que debo 2 meses de renta. vivo en Phoenix',
  ],
  [
    'landlord_tenant',
    'CA',
    'la señora que me renta el cuarto me quiere sacar porque tengo un perro, pero cuando me mude le dije y dijo q si. Los Angeles',
  ],
  [
    'landlord_tenant',
    'TX',
    'el manager de la traila nos dijo que nos tenemos que salir porque van a vender el parque, llevamos 12 años aqui en San Antonio',
  ],
  [
    'landlord_tenant',
    'IL',
    'nos mudamos hace 2 meses y el dueño no nos regresa el deposito de $1,200 que porque la alfombra estaba manchada. Estamos en Chicago',
  ],
  [
    'landlord_tenant',
    'NY',
    'el landlord nos subio la renta $300 de un mes a otro sin avisar, vivimos en Queens NY, es legal eso?',
  ],
  // hipoteca
  [
    'mortgage_foreclosure',
    'OH',
    'Nos atrasamos 3 meses con los pagos de la casa porque mi esposo se quedó sin trabajo y el banco ya nos mandó aviso de que la van a rematar. Vivimos en Cleveland',
  ],
  [
    'mortgage_foreclosure',
    'FL',
    'el banco me dice que van a subastar mi casa el proximo mes, yo pedi una modificacion del prestamo y nunca me contestaron, Miami Florida',
  ],
  [
    'mortgage_foreclosure',
    'AZ',
    'mi mama tiene una hipoteca revertida y desde que se murio mi papa el banco dice que tiene que pagar todo o salirse de la casa. Tucson',
  ],
  [
    'mortgage_foreclosure',
    'OH',
    'recibi una carta de ejecucion hipotecaria de mi casa en Columbus ohio, debo como 9 mil dolares atrasados, que puedo hacer para no perderla',
  ],
  [
    'mortgage_foreclosure',
    'GA',
    'compramos una casa hace 5 años y con la pandemia nos atrasamos en la mortgage, ahora dicen q va a ir a remate. Vivimos en Atlanta',
  ],
  [
    'mortgage_foreclosure',
    'CO',
    'me van a embargar la casa por que no pude pagar la hipoteca desde que me lastime en el trabajo, estoy en Denver',
  ],
  // trabajo
  [
    'employment',
    'TX',
    'trabajo en una fabrica en Houston y no nos pagan el tiempo extra, trabajamos 60 horas a la semana y nos pagan todo a precio normal',
  ],
  [
    'employment',
    'NV',
    'me despidieron por que me quejé de que el supervisor le grita a las muchachas, trabajaba en un hotel en Las Vegas',
  ],
  [
    'employment',
    'TX',
    'mi patron me debe 3 semanas de pago, trabajo en construccion en Dallas y siempre nos paga cash. que puedo hacer',
  ],
  [
    'employment',
    'NC',
    'la compañía de limpieza donde trabajo en Charlotte nos descuenta del cheque los materiales y a veces nos pagan menos del minimo',
  ],
  [
    'employment',
    'WA',
    'me acosan en el trabajo por ser mexicana, el gerente me dice cosas feas y no me deja tomar mi descanso. Trabajo en un restaurante en Seattle',
  ],
  [
    'employment',
    'NY',
    'trabajo de niñera para una familia en Brooklyn, me pagan $10 la hora y me hacen trabajar 12 horas sin descanso',
  ],
  // familia
  [
    'family',
    'CA',
    'el papa de mis hijos no me da nada de manutencion desde hace un año y ahora quiere la custodia. Vivo en Fresno',
  ],
  [
    'family',
    'NY',
    'quiero divorciarme de mi esposo pero el no quiere firmar, estamos separados hace 2 años. vivimos en Nueva York',
  ],
  [
    'family',
    'AZ',
    'mi esposo me pega y tengo miedo, no tengo papeles y el me dice que si llamo a la policia me van a deportar. Estamos en Phoenix',
  ],
  [
    'family',
    'IL',
    'mi ex se llevo a mi hija a mexico sin mi permiso y no me la quiere regresar, yo vivo en Chicago',
  ],
  [
    'family',
    'NC',
    'como puedo sacar la patria potestad de mi sobrino, sus padres estan en la carcel y yo lo cuido. Vivo en Carolina del Norte',
  ],
  [
    'family',
    'NJ',
    'mi ex esposo no me deja ver a los niños los fines de semana como dice el acuerdo de la corte. Estamos en Newark',
  ],
  // lesiones
  [
    'personal_injury',
    'CA',
    'me choco un carro por atras en la 101 en San Jose y el seguro del otro solo me quiere dar $800, todavia voy a terapia',
  ],
  [
    'personal_injury',
    'FL',
    'me cai en las escaleras del trabajo porque estaban mojadas y me quebre el tobillo, mi patron dice que no tiene seguro. Miami',
  ],
  [
    'personal_injury',
    'TX',
    'a mi hijo lo mordio el perro del vecino en la cara, le pusieron 15 puntadas. Vivimos en El Paso Texas',
  ],
  [
    'personal_injury',
    'CO',
    'me atropellaron cuando iba en bicicleta en Denver y el chofer se fue, tengo la pierna fracturada y no tengo seguro medico',
  ],
  [
    'personal_injury',
    'NM',
    'el doctor me opero de la rodilla y me dejo peor, ahora no puedo caminar bien, creo que fue negligencia. estoy en Albuquerque',
  ],
  [
    'personal_injury',
    'TX',
    'tuve un acidente en mi troca con un camion de la compañia en Fort Worth y la aseguranza no me quiere pagar los biles del hospital',
  ],
  // contratos
  [
    'contract_disputes',
    'TX',
    'le pague $3,000 a un contratista para que me hiciera el techo y solo vino un dia y ya no contesta. Vivo en San Antonio',
  ],
  [
    'contract_disputes',
    'TX',
    'compre un carro usado en una agencia en Houston y a la semana se descompuso el motor, no me quieren devolver mi dinero',
  ],
  [
    'contract_disputes',
    'GA',
    'Hice un negocio con un amigo, el puso el dinero y yo el trabajo, ahora se quiere quedar con todo y no tenemos nada por escrito. Atlanta',
  ],
  [
    'contract_disputes',
    'FL',
    'me cobran una membresia del gimnasio que ya cancele hace 4 meses y siguen sacando dinero de mi cuenta, estoy en Orlando',
  ],
  [
    'contract_disputes',
    'CA',
    'vendi comida para una fiesta de 100 personas y el cliente solo me pago la mitad, me debe $1,500. Los Angeles California',
  ],
  [
    'contract_disputes',
    'AZ',
    'un cobrador me llama todos los dias por una deuda de una tarjeta que no es mia, me amenaza con la carcel. Vivo en Tucson',
  ],
  // penal
  [
    'criminal_defense',
    'NY',
    'arrestaron a mi hijo de 17 años en Brooklyn por una pelea en la escuela, le pusieron cargos de asalto. que hacemos',
  ],
  [
    'criminal_defense',
    'NC',
    'me pararon manejando sin licencia y me dieron cita para la corte en Charlotte, tengo miedo que me entreguen a inmigracion',
  ],
  [
    'criminal_defense',
    'OH',
    'me acusan de robar en la tienda donde trabajaba, la policia me dio una citacion. Estoy en Cincinnati',
  ],
  [
    'criminal_defense',
    'NV',
    'mi esposo esta en la carcel del condado en Las Vegas y le pusieron una fianza de $10,000, no sabemos como pagarla',
  ],
  [
    'criminal_defense',
    'FL',
    'me agarraron con marihuana en el carro en Tampa, es mi primera vez, me van a quitar la licencia?',
  ],
  [
    'criminal_defense',
    'IL',
    'tengo una orden de arresto por no pagar unas multas de hace años en Illinois, quiero arreglar pero tengo miedo',
  ],
  // inmigración
  [
    'immigration',
    'CA',
    'mi esposo es ciudadano y quiere pedirme pero yo entre sin papeles hace 12 años, se puede arreglar? vivimos en Los Angeles',
  ],
  [
    'immigration',
    'NE',
    'la migra se llevo a mi hermano en una redada en su trabajo en Omaha, donde lo tienen y como lo saco?',
  ],
  [
    'immigration',
    'NY',
    'tengo una cita en la corte de inmigracion en Nueva York y no tengo abogado, pedi asilo hace 3 años',
  ],
  [
    'immigration',
    'CO',
    'mi permiso de trabajo se vencio y mi patron me dice que ya no puedo trabajar, ya mande la renovacion. estoy en Denver',
  ],
  [
    'immigration',
    'NC',
    'un notario me cobro $5,000 por arreglar mis papeles y resulta que nunca mando nada, ahora tengo una carta de deportacion. Estoy en Raleigh NC',
  ],
  [
    'immigration',
    'FL',
    'Mi hija nacio aqui en Miami y yo soy de Honduras con TPS, que pasa con nosotros si se acaba el TPS?',
  ],
  // ninguno de los ocho
  [
    'other',
    'CA',
    'quiero hacer un testamento para que mi casa quede para mis hijos cuando yo me muera, vivo en San Diego',
  ],
  [
    'other',
    'TX',
    'el vecino tiene un arbol que se esta cayendo sobre mi techo y no lo quiere cortar. estoy en Houston',
  ],
  [
    'other',
    undefined,
    'quiero cambiarme el nombre legalmente porque no me gusta el que me pusieron, como se hace y cuanto cuesta?',
  ],
];

/**
 * Written after the first round of changes and measured once, unseen (topic 83.3 % in both languages,
 * state 100 % en / 91.7 % es); their misses then shaped the second round, so they count as tuning.
 */
const SECOND_EN: Row[] = [
  [
    'landlord_tenant',
    'TX',
    'apt complex in El Paso hasnt fixed our AC since june, its 105 outside and my mom is elderly. They just keep saying a work order is in. can we stop paying rent??',
  ],
  [
    'landlord_tenant',
    'WA',
    'Our property manager in Tacoma is trying to charge us $3k for "damages" that were there when we moved in. we have the move-in checklist. what are my options',
  ],
  [
    'mortgage_foreclosure',
    'MI',
    "Bank says they're foreclosing on my grandma's house in Detroit, she's 82 and didn't understand the letters. She owns it but took out a home equity loan years ago",
  ],
  [
    'mortgage_foreclosure',
    'NY',
    'We are behind 6 months on our mortgage in Rochester NY because my wife got cancer and couldnt work. The servicer denied our modification. Auction is in March',
  ],
  [
    'employment',
    'FL',
    'i do deliveries for a company in Jacksonville, they take money out of my check for the gas and the van and i end up making less than minimum wage most weeks',
  ],
  [
    'employment',
    'OH',
    'I was written up and then fired for taking time off to care for my son after his surgery even tho i had FMLA approved. Akron Ohio',
  ],
  [
    'family',
    'GA',
    "My ex-husband stopped paying the $600 a month child support the judge ordered and now he's saying he wants the kids full time. We're in Savannah GA",
  ],
  [
    'family',
    'NY',
    'my girlfriend and i broke up and she wont let me see our daughter, were never married and im not on the birth certificate. i live in Syracuse New York',
  ],
  [
    'personal_injury',
    'NV',
    'A drunk driver ran a red light and t-boned me in Henderson. Car is totaled, I have 2 broken ribs, his insurance adjuster keeps calling me to give a recorded statement',
  ],
  [
    'contract_disputes',
    'MN',
    'I hired a company to install solar panels on my house in Minneapolis. they took a $8,000 deposit, the panels never showed up and now the company phone is disconnected',
  ],
  [
    'criminal_defense',
    'OK',
    'my 16 yr old was caught with a vape and some pills at school in Tulsa and the school resource officer gave him a citation for possession. what happens now',
  ],
  [
    'immigration',
    'MA',
    "I came on a student visa and it expired last year because I couldn't pay tuition. I'm scared to leave the house. I live in Boston",
  ],
];

const SECOND_ES: Row[] = [
  [
    'landlord_tenant',
    'FL',
    'el dueño del apartamento en Hialeah nos dio 3 dias para irnos por que dice que metimos mas gente de la que dice el contrato, tenemos niños chiquitos',
  ],
  [
    'landlord_tenant',
    'CA',
    'vivo en un cuarto en Santa Ana y la señora que me lo renta entro a mis cosas y tiro mi ropa a la basura, dice que ya no me quiere alli',
  ],
  [
    'mortgage_foreclosure',
    'TX',
    'mi esposo y yo compramos casa en McAllen con un prestamo del banco, ahora que el esta enfermo no hemos pagado 4 meses y nos llego una carta de foreclosure',
  ],
  [
    'mortgage_foreclosure',
    'IL',
    'me dijeron que mi casa en Cicero va a ser vendida en subasta porque debo los pagos de la hipoteca, yo ya estoy en un plan de pagos con ellos, pueden hacer eso?',
  ],
  [
    'employment',
    'CA',
    'trabajo en el campo en Salinas y el mayordomo no nos deja tomar agua ni descansos, y nos paga por caja y no nos sale ni el minimo',
  ],
  [
    'employment',
    'NY',
    'trabaje 2 años en un restaurante en Queens y me corrieron sin decirme porque, el dueño me debe mis ultimas 2 semanas y no me quiere dar el cheque',
  ],
  [
    'family',
    'TX',
    'me quiero divorsiar pero mi esposo dice que si lo hago se lleva a los niños a Mexico y nunca los voy a volver a ver. vivo en Laredo',
  ],
  [
    'family',
    'NV',
    'la mama de mi hijo no me deja verlo y ya le di dinero cada mes, quiero pedir la custodia compartida. Estoy en Reno nevada',
  ],
  [
    'personal_injury',
    'AZ',
    'mi mama se resbalo en un supermercado en Mesa, se quebro la cadera y el seguro de la tienda dice que fue su culpa porque traia chanclas',
  ],
  [
    'contract_disputes',
    'NJ',
    'contrate a una compañia de mudanzas en Newark y me rompieron los muebles y ahora me quieren cobrar $900 mas de lo que me dijeron al principio',
  ],
  [
    'criminal_defense',
    'CO',
    'a mi hermano lo detuvo la policia en Aurora por violencia domestica, su novia lo acuso pero ella misma dice que no paso nada, tiene audiencia el lunes',
  ],
  [
    'immigration',
    'NC',
    'me llego una carta para ir a la corte de inmigracion en Charlotte el mes que viene y no entiendo que dice, entre con una visa de turista y me quede',
  ],
];

/**
 * Written after the second round and measured once, unseen (topic 84.6 % en / 69.2 % es, state
 * 100 % in both); their misses then shaped the third round, so they count as tuning.
 */
const THIRD_EN: Row[] = [
  [
    'landlord_tenant',
    'OH',
    'Our landlord in Dayton refuses to do anything about the rats in the walls, my kids are scared to sleep. I stopped paying until he fixes it and now he filed to evict us',
  ],
  [
    'landlord_tenant',
    'PA',
    "I'm subletting a room in Philly and the main tenant just told me I have to be out by Friday. I paid for the whole month already. Can she do that?",
  ],
  [
    'mortgage_foreclosure',
    'NJ',
    'my dad died and left me his house in Paterson but there is still a mortgage on it, the bank is now sending foreclosure papers addressed to him. what do i do',
  ],
  [
    'mortgage_foreclosure',
    'OH',
    "We're in Cleveland and our lender sold our loan to some other company that says we missed payments we actually made, now they're threatening foreclosure",
  ],
  [
    'employment',
    'IL',
    'I drive for a trucking company out of Joliet and they stopped paying me for the last two loads, the dispatcher says the owner is "working on it". I have the bills of lading',
  ],
  [
    'employment',
    'TX',
    'My boss in Corpus Christi fired me the day after I filed a complaint about safety at the plant. They said I was a no call no show but I have texts saying I was off',
  ],
  [
    'family',
    'CO',
    "My ex and I share custody but he's moving to Oregon and wants to take our son with him. I live in Colorado Springs. Can he just move him?",
  ],
  [
    'family',
    'AZ',
    'grandparents rights question. my son passed and his ex wont let us see our granddaughter anymore. we are in Scottsdale',
  ],
  [
    'personal_injury',
    'GA',
    'my 4 year old got burned by a space heater at her daycare in Marietta and the daycare is saying she did it to herself. she has 2nd degree burns',
  ],
  [
    'personal_injury',
    'IL',
    'Fell through a rotten step on the back porch of a friends house in Naperville and tore my ACL, his homeowners insurance is asking for my medical records',
  ],
  [
    'contract_disputes',
    'WA',
    'I sold my truck to a guy in Spokane for $9,000, he paid $3,000 and promised the rest in 30 days. Its been 3 months and he has the truck and wont pay',
  ],
  [
    'criminal_defense',
    'FL',
    'My girlfriend got pulled over in Fort Lauderdale and they found my prescription pills in her purse, now shes charged with possession. They are my pills!',
  ],
  [
    'immigration',
    'NY',
    "My brother's asylum interview is next month at the office in Manhattan and he doesn't have a translator or a lawyer. Can I go with him?",
  ],
];

const THIRD_ES: Row[] = [
  [
    'landlord_tenant',
    'CA',
    'hace 3 meses le estoy pidiendo al dueño que arregle el baño y no hace nada, hay agua por todos lados y el piso esta podrido. rentamos en Oxnard',
  ],
  [
    'landlord_tenant',
    'TX',
    'el apartment manager nos pego una notisia en la puerta que tenemos que salirnos en 3 dias, pagamos la renta tarde pero ya la pagamos. estamos en Houston',
  ],
  [
    'mortgage_foreclosure',
    'FL',
    'tenemos la casa en Kissimmee y nos atrasamos con la mortgage cuando cerraron los parques por el huracan, el banco ya puso fecha de venta. Hay algo que hacer?',
  ],
  [
    'mortgage_foreclosure',
    'CA',
    'mi suegra puso la casa a nombre de mi esposo y ahora el banco dice que la va a embargar por que ella dejo de pagar el prestamo. Vivimos en Bakersfield',
  ],
  [
    'employment',
    'GA',
    'trabajo en una planta de pollo en Gainesville Georgia y me lastime la mano pero el supervisor dice que si voy al doctor me corren. No me dan dias sin pago',
  ],
  [
    'employment',
    'FL',
    'en la empresa donde trabajo en Doral no me han dado mis vacaciones pagadas en 2 años y cuando pregunte me cambiaron el horario a la noche',
  ],
  [
    'family',
    'NM',
    'mi esposo me dejo con los 3 niños y se fue con otra, no me manda dinero para nada. Quiero saber como pedir pension para los niños. vivo en las cruces',
  ],
  [
    'family',
    'IL',
    'el papa de mi hijo esta en otro pais y yo quiero sacarle el pasaporte al niño para ir de vacaciones pero necesito su firma. Vivo en Chicago',
  ],
  [
    'personal_injury',
    'NY',
    'me cayó un pedazo del techo en la cabeza en una tienda en el Bronx, me dieron puntos en el hospital y ahora tengo dolores de cabeza todos los dias',
  ],
  [
    'contract_disputes',
    'NC',
    'pague un curso de ingles de $2,500 en Raleigh y a las 2 semanas cerraron la escuela, no nos devuelven nada y ya no contestan el telefono',
  ],
  [
    'contract_disputes',
    'AZ',
    'le preste $4,000 a mi cuñado para su negocio y firmamos un papel que me pagaba en 6 meses, ya pasó un año y dice que no me debe nada. Estoy en Phoenix',
  ],
  [
    'criminal_defense',
    'TX',
    'a mi sobrino lo agarraron en Austin con una pistola en el carro y no tiene permiso, es su primer problema con la ley. Que le puede pasar?',
  ],
  [
    'immigration',
    'NV',
    'mi esposa esta en mexico esperando su visa de residente y ya lleva 2 años, la embajada no nos dice nada. yo soy residente y vivo en las vegas',
  ],
];

/**
 * Written after the third round and measured once, unseen (topic 69.2 % en / 92.3 % es, state 100 % en
 * / 92.3 % es); their misses then shaped the fourth round, so they count as tuning.
 */
const FOURTH_EN: Row[] = [
  [
    'landlord_tenant',
    'MD',
    'landlord in Baltimore wants to raise our rent by 40% when the lease renews and says if we complain he wont renew at all. we have lived here 9 years. is this retaliation?',
  ],
  [
    'landlord_tenant',
    'KS',
    'the apartments in Wichita where i live had a pipe burst and the ceiling caved in, management says we still owe full rent for the month even tho we couldnt live there',
  ],
  [
    'mortgage_foreclosure',
    'TN',
    'we did a loan modification in 2023 and now the servicer says it was never finalized and they are moving forward with foreclosure on our home in Knoxville',
  ],
  [
    'employment',
    'CA',
    'My company in Fresno says I am exempt so no overtime but I am a shift lead making $42k, I do the same work as everyone else plus more. 60 hr weeks',
  ],
  [
    'employment',
    'NV',
    'casino in Reno cut my tips because i called in sick with covid, the pit boss said i should have come in anyway. is that allowed',
  ],
  [
    'family',
    'MI',
    "My wife filed for divorce and now she's saying I can only see the kids with supervision because I drink, which isnt true. We live near Grand Rapids",
  ],
  [
    'family',
    'UT',
    'I am 17 and my parents kicked me out of the house, I am staying with my aunt in Provo. Can she sign school papers for me or does she need to be my guardian?',
  ],
  [
    'personal_injury',
    'LA',
    'I was working on an offshore rig out of Lafayette and a cable snapped and hit my leg, surgery twice now. The company says I cant sue them',
  ],
  [
    'contract_disputes',
    'VA',
    'Bought a couch online from a furniture store in Richmond, paid $1,900, they delivered the wrong one and now say its past the return window',
  ],
  [
    'contract_disputes',
    'OR',
    'The landscaper I hired in Portland took half up front for a retaining wall, built it crooked and it already collapsed after the first rain. He blames the weather',
  ],
  [
    'criminal_defense',
    'MO',
    'got into a fight outside a bar in Kansas City and the other guy is pressing charges for assault, I have a video showing he swung first',
  ],
  [
    'immigration',
    'AZ',
    "I'm a US citizen and I want to bring my mom from Guatemala to live with me in Tucson. How long does it take and how much does it cost?",
  ],
  [
    'other',
    'TX',
    'Our HOA in Plano wont let us paint our front door a different color and keeps sending fines, we own the house outright, no mortgage. Can they fine us for that?',
  ],
];

const FOURTH_ES: Row[] = [
  [
    'landlord_tenant',
    'NY',
    'somos 4 familias en un edificio en Brooklyn y el dueño nos quiere sacar a todos para remodelar, nos ofrece $2,000 para irnos. Tenemos que aceptar?',
  ],
  [
    'landlord_tenant',
    'GA',
    'el dueño de la traila donde vivo en Dalton Georgia no me devuelve el deposito y me dice que le debo por la alfombra, yo vivi 5 años alli',
  ],
  [
    'mortgage_foreclosure',
    'NV',
    'mi papa tiene una casa en Las Vegas y esta atrasado con los pagos de la hipoteca porque no le alcanza con el seguro social, ya le llego el aviso de incumplimiento',
  ],
  [
    'employment',
    'NJ',
    'trabajo por agencia en una bodega en Elizabeth New Jersey y nos descuentan la transportacion y el almuerzo, y los cheques a veces llegan incompletos',
  ],
  [
    'employment',
    'TX',
    'soy mesera en un restaurante en San Antonio y el dueño se queda con parte de las propinas, dice que es para los gastos del restaurant',
  ],
  [
    'family',
    'CA',
    'mi hija de 15 años se quiere ir a vivir con su papa que vive en Texas, yo tengo la custodia aqui en Sacramento, puede ella decidir eso?',
  ],
  [
    'family',
    'FL',
    'el padre de mi bebe no quiere reconocerlo ni hacerse la prueba de ADN, quiero que le de su apellido y que ayude con los gastos. Vivo en Tampa',
  ],
  [
    'personal_injury',
    'IL',
    'mi esposo iba en el bus de la ciudad en Chicago y el chofer freno de golpe, se cayo y se lastimo la espalda, ahora no puede trabajar',
  ],
  [
    'personal_injury',
    'NC',
    'a mi niña le cayo encima un televisor en una tienda en Durham porque no estaba bien puesto, tiene una fractura en el brazo',
  ],
  [
    'contract_disputes',
    'CO',
    'compre un paquete de viaje con una agencia en Denver, la aerolinea cancelo y la agencia no me quiere devolver los $1,800, dice que es culpa de la aerolinea',
  ],
  [
    'criminal_defense',
    'CA',
    'mi hijo tiene 20 años y lo acusan de vender drogas en Riverside, el dice que no eran suyas, tiene un defensor publico pero casi no le habla',
  ],
  [
    'immigration',
    'WA',
    'mi hija es DACA y quiere viajar a Mexico a ver a su abuela que esta muy enferma, puede salir y volver sin problema? vivimos en Yakima',
  ],
  [
    'other',
    'OH',
    'mi papa fallecio en Columbus y dejo una cuenta de banco y un carro, no hizo testamento, como hacemos los hermanos para repartir?',
  ],
];

/**
 * Written after the fourth round and measured once, unseen (topic 100 % en / 80 % es, state 100 % in
 * both); their misses then shaped the fifth round, so they count as tuning.
 */
const FIFTH_EN: Row[] = [
  [
    'landlord_tenant',
    'NY',
    'MY LANDLORD WONT FIX THE LEAK IN THE CEILING FOR 2 MONTHS AND NOW THERES MOLD. I LIVE IN THE BRONX WITH MY ASTHMATIC SON. WHAT ARE MY RIGHTS',
  ],
  [
    'landlord_tenant',
    'FL',
    'got home today and theres an eviction summons on my door, says i have 5 days to answer. im in Orlando. what do i even write',
  ],
  [
    'mortgage_foreclosure',
    'IN',
    'I got a letter from a lawyer for the bank saying they filed a foreclosure complaint on my house in Fort Wayne. I was in the hospital and missed 3 payments',
  ],
  [
    'mortgage_foreclosure',
    'CA',
    'Our house in Riverside is scheduled for a trustee sale next week. Can filing bankruptcy stop it? We are 8 months behind',
  ],
  [
    'employment',
    'AZ',
    "they're paying me as a 1099 contractor but I work 8 to 5 at their office in Tempe, use their computer and get told exactly what to do. No benefits no overtime",
  ],
  [
    'employment',
    'PA',
    "i'm a home health aide in Pittsburgh, the agency doesnt pay for travel time between clients and i drive like 2 hours a day unpaid",
  ],
  [
    'employment',
    'TX',
    'I was fired after 11 years for being "too old to keep up". My manager literally said that in front of witnesses. Dallas TX',
  ],
  [
    'family',
    'WA',
    'My husband took our savings and moved out, filed for legal separation. I stay home with our 3 kids and have no income. We live in Seattle. What am I entitled to?',
  ],
  [
    'family',
    'OH',
    "Need help getting custody of my grandson, his mom is using drugs and leaves him alone for days. CPS already came once. We're in Cincinnati",
  ],
  [
    'personal_injury',
    'TX',
    'Got hit by a delivery truck while crossing the street in Houston, I was in the crosswalk. Broken leg and 3 weeks in the hospital. The company wont return my calls',
  ],
  [
    'personal_injury',
    'GA',
    'My dad had a routine surgery in Atlanta and they left a sponge inside him, he got an infection and almost died. Is that malpractice?',
  ],
  [
    'contract_disputes',
    'NY',
    "My contractor in Buffalo finished the roof but the inspector says it doesn't meet code. He wants the final $4,000 before he fixes anything",
  ],
  [
    'criminal_defense',
    'NM',
    'I got a DWI in Albuquerque last weekend, its my second one. I need my license to get to work. What can happen?',
  ],
  [
    'immigration',
    'FL',
    'My U visa was approved but my kids are still in Honduras, how do I get them here? I live in Miami',
  ],
  [
    'other',
    'CO',
    "I got a huge bill from the IRS saying I owe $12,000 in back taxes from 2021 and I don't understand why. Denver",
  ],
];

const FIFTH_ES: Row[] = [
  [
    'landlord_tenant',
    'TX',
    'el landlord no quiere arreglar el aire y hace un calor horrible, tengo un bebe recien nacido. Rento en Laredo Texas, puedo dejar de pagar?',
  ],
  [
    'landlord_tenant',
    'NJ',
    'nos llegaron papeles de la corte para desalojarnos del apartamento en Passaic, el dueño dice que es porque quiere el lugar para su hijo',
  ],
  [
    'mortgage_foreclosure',
    'AZ',
    'debemos 5 pagos de la casa en Phoenix, el banco no nos acepta pagos parciales y nos dijo que va a ejecutar la hipoteca en 30 dias',
  ],
  [
    'mortgage_foreclosure',
    'NC',
    'mi esposa y yo tenemos la casa en Charlotte y un señor nos ofrecio "salvar" la casa si le firmamos la escritura, ya no podemos pagar el prestamo, es una estafa?',
  ],
  [
    'employment',
    'CA',
    'trabajo limpiando oficinas en Los Angeles y el contratista nos paga $300 a la semana por 50 horas, nunca nos da talon de cheque',
  ],
  [
    'employment',
    'IL',
    'me corrieron del trabajo en Chicago porque me embarace y ya no podia cargar cajas pesadas, me dijeron que ya no había lugar para mi',
  ],
  [
    'employment',
    'NY',
    'el encargado de la lavanderia en Queens me grita y me insulta por ser mujer y no me deja ir al baño, ya no aguanto',
  ],
  [
    'family',
    'TX',
    'mi ex no me deja llevar a los niños de vacaciones a Mexico aunque tengo la custodia, dice que no va a firmar el permiso. vivo en Dallas',
  ],
  [
    'family',
    'CA',
    'me quiero separar de mi esposo porque me maltrata con palabras y me controla el dinero, tengo miedo de quedarme sin mis hijos. vivimos en San Jose',
  ],
  [
    'personal_injury',
    'FL',
    'me atropello un carro cuando iba caminando en Miami y el chofer no tenia seguro, tengo la cadera quebrada y no puedo trabajar',
  ],
  [
    'personal_injury',
    'NV',
    'mi hijo se ahogo casi en la piscina del hotel en Las Vegas, no habia salvavidas, estuvo 3 dias en el hospital',
  ],
  [
    'contract_disputes',
    'TX',
    'le di $2,000 de enganche a un señor en Houston por una troca y nunca me la entrego, ahora no contesta y el numero esta desconectado',
  ],
  [
    'criminal_defense',
    'AZ',
    'a mi esposo lo pararon en Tucson y le encontraron una pipa, lo llevaron preso y mañana tiene corte, necesita abogado?',
  ],
  [
    'immigration',
    'IL',
    'entre con una visa de turista en 2019 y me case con un ciudadano el año pasado, podemos arreglar aqui o tengo que salir? vivo en Chicago',
  ],
  [
    'other',
    'AZ',
    'me robaron la identidad y abrieron tarjetas a mi nombre, el banco no me cree. Vivo en Mesa Arizona, que hago?',
  ],
];

/**
 * Written after the fifth round and measured once, unseen (topic 80 % en / 93.3 % es, state 100 % in
 * both); their misses then shaped the sixth round, so they count as tuning.
 */
const SIXTH_EN: Row[] = [
  [
    'landlord_tenant',
    'IL',
    "my landlord is refusing to renew my lease because i asked for a wheelchair ramp for my dad. we've been good tenants for 6 yrs. Chicago, IL",
  ],
  [
    'landlord_tenant',
    'CA',
    'the owner of the duplex I rent in Oakland shut off my electricity and says he will keep doing it until I pay the $700 I owe him',
  ],
  [
    'mortgage_foreclosure',
    'FL',
    'Received a lis pendens on our property in Fort Myers. We were paying the mortgage through a forbearance program after the hurricane and now they say we defaulted',
  ],
  [
    'mortgage_foreclosure',
    'MD',
    'My mother co-signed the home loan with my brother, he stopped paying and now the bank is going after her house too. She lives in Silver Spring',
  ],
  [
    'employment',
    'MA',
    "I'm a nurse in Boston and the hospital makes us skip lunch breaks but still deducts 30 min from our pay every shift. Can they do that?",
  ],
  [
    'employment',
    'NC',
    'got a text from my boss saying dont come back tomorrow. No reason given. I still have 2 paychecks they owe me. Greensboro NC',
  ],
  [
    'family',
    'TN',
    'My ex keeps posting lies about me on facebook and now the judge moved our custody hearing up. How do I prepare? Im in Memphis',
  ],
  [
    'family',
    'NJ',
    "my husband's ex wife is taking him back to court to raise child support even though he lost his job. We live in Jersey City",
  ],
  [
    'personal_injury',
    'AZ',
    'bought a pressure cooker online and the lid blew off and burned my arms and face. I have pictures and the ER records. Phoenix AZ',
  ],
  [
    'personal_injury',
    'CO',
    'A ski instructor crashed into my daughter on a beginner slope near Denver and she broke her collarbone. The resort says we signed a waiver',
  ],
  [
    'contract_disputes',
    'OH',
    'the roofer I paid $7,500 in Toledo used cheaper shingles than what the contract says. I have the contract and photos. He says its the same thing',
  ],
  [
    'contract_disputes',
    'GA',
    'My business partner in Atlanta emptied our joint business account and opened his own shop with our clients. We had an LLC operating agreement',
  ],
  [
    'criminal_defense',
    'NV',
    'my 18 yr old son got caught shoplifting at a mall in Las Vegas and was given a citation and court date. he has no record. should we hire a lawyer or use the public defender',
  ],
  [
    'immigration',
    'WA',
    'I have an H-1B visa and just got laid off. I heard I only have 60 days to find a new job or leave the country. Seattle',
  ],
  [
    'other',
    'FL',
    "My mom has dementia and can't manage her bills anymore, how do I get the legal right to handle her money and medical decisions? She lives in Tampa",
  ],
];

const SIXTH_ES: Row[] = [
  [
    'landlord_tenant',
    'AZ',
    'mi casero vendio la casa que rentamos en Tucson y el nuevo dueño dice que tenemos que salirnos ya, pero tenemos contrato hasta diciembre',
  ],
  [
    'landlord_tenant',
    'NY',
    'en el apartamento en Queens no hay calefaccion y el super no contesta, ya llame al 311 muchas veces y nada. Tengo niños chiquitos',
  ],
  [
    'mortgage_foreclosure',
    'TX',
    'el banco nos quiere quitar la casa en Edinburg porque debemos 7 meses, mi esposo tuvo un accidente y no ha podido trabajar. hay algun programa de ayuda?',
  ],
  [
    'mortgage_foreclosure',
    'GA',
    'me llego un aviso que van a vender mi casa en el remate del condado el primer martes del mes, vivo en Norcross, que puedo hacer para pararlo',
  ],
  [
    'employment',
    'FL',
    'trabajo en la construccion en Orlando y el jefe nos dijo que si nos lastimamos no digamos nada porque no tiene seguro, y no nos paga las horas extras',
  ],
  [
    'employment',
    'WA',
    'me quitaron horas en el trabajo despues de que me queje con recursos humanos del acoso de un compañero. Trabajo en un almacen en Kent, Washington',
  ],
  [
    'family',
    'AZ',
    'mi ex pareja no me deja ver a mi hijo desde hace 4 meses, nunca fuimos casados pero yo estoy en el acta de nacimiento. Vivo en Mesa',
  ],
  [
    'family',
    'NY',
    'mi hermana tiene un esposo que la maltrata y le quita el dinero, ella quiere dejarlo pero tiene miedo de perder a sus hijos. Ella vive conmigo en Yonkers',
  ],
  [
    'personal_injury',
    'CA',
    'un camion de la basura le dio a mi carro por un lado en San Bernardino y ahora tengo dolor en el cuello, la ciudad dice que no es su culpa',
  ],
  [
    'personal_injury',
    'TX',
    'mi papa se enfermo en la casa de ancianos en El Paso porque no le daban sus medicinas, tiene llagas en la espalda por no moverlo',
  ],
  [
    'contract_disputes',
    'IL',
    'pague una boda completa con un fotografo en Chicago y nunca me dio las fotos, ya paso un año y dice que su computadora se descompuso',
  ],
  [
    'contract_disputes',
    'CA',
    'firme un contrato de un año con un gimnasio en Fresno y me mude a otra ciudad, no me dejan cancelar y me siguen cobrando',
  ],
  [
    'criminal_defense',
    'OH',
    'la policia paro a mi hijo en Columbus y le encontraron marihuana en la mochila, tiene 19 años, le dieron fecha de corte',
  ],
  [
    'immigration',
    'TX',
    'mi esposo tiene su caso de asilo pendiente y le llego una carta de la corte que cambiaron la fecha, no entendemos nada. vivimos en Houston',
  ],
  [
    'other',
    'NM',
    'mi abuelita fallecio en Santa Fe y sus hijos no se ponen de acuerdo con la casa que dejo, no habia testamento, que ley aplica?',
  ],
];

/**
 * Written after the sixth round and measured once, unseen (topic 80 % en / 93.3 % es, state 100 % en /
 * 93.3 % es, the state miss being "de la mesa" read as Mesa, Arizona); their misses then shaped the
 * seventh round, so they count as tuning.
 */
const SEVENTH_EN: Row[] = [
  [
    'landlord_tenant',
    'MI',
    'we have had no working stove or fridge for a month in our rental in Detroit, the management company keeps saying parts are on order. do we have to keep paying full rent',
  ],
  [
    'landlord_tenant',
    'NC',
    'my landlord in Durham is threatening to call immigration on us if we report the broken heater to the city. we pay rent every month on time',
  ],
  [
    'mortgage_foreclosure',
    'NY',
    "We're in Staten Island and got a 90 day pre-foreclosure notice from our mortgage company. My husband is a contractor and work has been slow all year",
  ],
  [
    'mortgage_foreclosure',
    'PA',
    'the bank is foreclosing on my late fathers house in Allentown and I am the executor of his estate. Can I sell it before the sheriff sale?',
  ],
  [
    'employment',
    'TN',
    'Im a server in Nashville and my restaurant pays $2.13 an hour plus tips but on slow nights I dont even make minimum wage and they never make up the difference',
  ],
  [
    'employment',
    'NJ',
    "I was injured at work last year, went on workers comp and when I came back they gave my position to someone else and put me on nights. Is that legal? I'm in Trenton",
  ],
  [
    'family',
    'OK',
    'my ex and I agreed to 50/50 but now she wants to move 3 hours away to Tulsa with our daughter for a new job, we both live in Oklahoma City now. what can i do',
  ],
  [
    'family',
    'CA',
    "my 16 year old daughter is pregnant and the father is 22. She wants to keep the baby and marry him. I live in San Diego and I don't know what my rights are",
  ],
  [
    'personal_injury',
    'FL',
    'My wife tripped on a broken sidewalk in front of a Walgreens in Hialeah and fractured her kneecap, she needs surgery. who is responsible the store or the city?',
  ],
  [
    'personal_injury',
    'OH',
    'I was a passenger in my friends car when he ran a stop sign in Columbus, both of us got hurt. Can I make a claim against his insurance even though hes my friend?',
  ],
  [
    'contract_disputes',
    'NV',
    'I rented a vacation home in Henderson through a listing site and when we arrived the house was nothing like the photos and filthy. host refuses to refund $2,100',
  ],
  [
    'contract_disputes',
    'AZ',
    'A solar company in Chandler got me to sign a 25 year lease by saying it would cut my bill in half, instead my bills are higher and they wont let me out of the contract',
  ],
  [
    'criminal_defense',
    'WA',
    'My ex called the police and said I threatened her, now there is a no contact order and I am charged with harassment in Tacoma. I never threatened anyone',
  ],
  [
    'immigration',
    'CA',
    'My husband was deported in 2018 and now we want to apply for him to come back legally. I am a citizen and live in Sacramento with our 2 children',
  ],
  [
    'other',
    'GA',
    'A company posted my photos on their website and ads without asking me, they are using my face to sell their product. I live in Savannah, Georgia',
  ],
];

const SEVENTH_ES: Row[] = [
  [
    'landlord_tenant',
    'CA',
    'el manager de los apartamentos en Santa Ana entra a mi casa cuando no estoy para revisar, dice que tiene derecho porque es el dueño, es cierto?',
  ],
  [
    'landlord_tenant',
    'NV',
    'rentamos una casa en Las Vegas y el dueño la perdio con el banco, ahora llego alguien nuevo diciendo que nos tenemos que ir en 30 dias, pagamos renta todos los meses',
  ],
  [
    'mortgage_foreclosure',
    'IL',
    'tengo 62 años y me atrase con la hipoteca de mi casa en Waukegan porque me enferme, el banco ya hizo la demanda, que hago para no perder mi casa',
  ],
  [
    'mortgage_foreclosure',
    'CO',
    'compre mi casa en Aurora hace 3 años y ahora la compañia del prestamo dice que no pague el seguro y que me van a quitar la casa por eso, yo tengo los recibos',
  ],
  [
    'employment',
    'TX',
    'soy chofer de camion para una compania en Laredo y nos hacen manejar mas de 14 horas sin descanso, si nos negamos nos quitan las rutas',
  ],
  [
    'employment',
    'NY',
    'me pagan por debajo de la mesa en un restaurante en Manhattan, me deben 4 semanas y el dueño dice que como no tengo papeles no puedo hacer nada',
  ],
  [
    'family',
    'FL',
    'mi esposo quiere el divorcio y dice que se va a quedar con la casa porque esta a su nombre, yo le ayude a pagarla 15 años. Vivimos en Orlando',
  ],
  [
    'family',
    'NC',
    'mi hija de 20 años tiene un bebe y ella no lo cuida, esta en las drogas, yo quiero quedarme con mi nieto legalmente. vivo en Greensboro',
  ],
  [
    'personal_injury',
    'AZ',
    'a mi esposo le cayo una viga en la obra en Phoenix, tiene la espalda lastimada y el patron no quiere reportarlo, no tiene papeles',
  ],
  [
    'personal_injury',
    'NJ',
    'me mordio un perro en la calle en Paterson, el dueño ni se disculpo, tuve que ir a urgencias y me dieron la vacuna de la rabia, quien paga',
  ],
  [
    'contract_disputes',
    'TX',
    'un taller en San Antonio me cobro $1,200 por arreglar la transmision y a los dos dias se descompuso otra vez, ahora no me quieren regresar el dinero',
  ],
  [
    'contract_disputes',
    'FL',
    'compre unos muebles a credito en una tienda en Miami y me estan cobrando intereses que nunca me dijeron, el contrato estaba en ingles y no entendi',
  ],
  [
    'criminal_defense',
    'NY',
    'a mi hijo lo arrestaron en el Bronx porque dicen que se robo un celular, el dice que es inocente, no tenemos dinero para abogado',
  ],
  [
    'immigration',
    'GA',
    'mi hijo tiene 21 años y vino conmigo de niño, no tiene DACA, lo pararon manejando y ahora esta en un centro de detencion en Georgia, que podemos hacer',
  ],
  [
    'other',
    'IL',
    'quiero hacer un poder para que mi hermana pueda manejar mis cosas si me pasa algo, vivo en Chicago, se necesita abogado?',
  ],
];

/**
 * Eighth batch, written before the eighth round and measured once, unseen (topic 73.3 % en / 80 % es, state 100 %); their misses
 * then shaped that round, so they count as tuning.
 */
const EIGHTH_EN: Row[] = [
  [
    'landlord_tenant',
    'GA',
    'so me and my gf been renting this duplex in atlanta for 2 yrs, the owner passed away and now his son says we gotta be out by the end of the month or pay triple. we never had anything in writing, he just took cash. what are our rights',
  ],
  [
    'landlord_tenant',
    'WA',
    'Ceiling in the bathroom collapsed last night from a leak upstairs. Seattle. I told the building manager 3 times since summer. My stuff is ruined and my kid has asthma from the damp. Can I hold back anything?',
  ],
  [
    'mortgage_foreclosure',
    'FL',
    "we took out a home equity line of credit on our place in Orlando to pay for my wife's cancer treatment, now we're 4 months behind and the credit union sent a letter saying they will accelerate the debt and take the house",
  ],
  [
    'mortgage_foreclosure',
    'TX',
    'HOA in Houston put a lien on my townhome over $3k in unpaid dues and late fees and now their lawyer says they can force a sale. Im current on my home loan. can an HOA really do that',
  ],
  [
    'employment',
    'CA',
    "I'm a delivery driver for a small company in San Jose, they call us contractors but they set our routes and hours and we drive their vans. never any overtime and we do 55 hrs a week. is that legal?",
  ],
  [
    'employment',
    'IL',
    'got written up and then terminated 2 days after I told my supervisor I was pregnant. Chicago. They said it was for being late once in March. feels like discrimination to me',
  ],
  [
    'family',
    'AZ',
    "Me and my boyfriend lived together 6 yrs, never married, we have a 3 yr old and bought furniture and a car together. Now we're splitting up and he says he keeps our daughter half the week and the car. Tucson. where do I even start",
  ],
  [
    'family',
    'OH',
    "my daughter's dad hasnt paid a cent in over a year and now he wants to take her to live with him out of state. we're in Cleveland. what can I do to stop him",
  ],
  [
    'personal_injury',
    'NV',
    "a shelf full of paint cans fell on my shoulder at a home improvement store in Las Vegas, had to get an MRI and I still can't lift my arm. the store's insurance guy keeps calling wanting a recorded statement",
  ],
  [
    'personal_injury',
    'NC',
    "My mom is 82 and fell out of bed at her assisted living place in Charlotte, broke her hip. Nobody checked on her for hours. The facility says it was nobody's fault",
  ],
  [
    'contract_disputes',
    'MI',
    'I let a coworker borrow my pickup for a weekend move, we agreed he would pay me $200. He brought it back with a cracked bumper and now wont pay the $200 or the repair. Detroit. can I take him to court',
  ],
  [
    'contract_disputes',
    'PA',
    'bought a used SUV from a private seller in Philadelphia, he swore it was never in an accident. carfax shows frame damage. I paid $14,500 cash. I want my money back',
  ],
  [
    'criminal_defense',
    'NY',
    'my son is 19 and got picked up for a bag of pills that werent his in the car. Bronx. they gave him a court date next month. should he get his own lawyer or use the free one',
  ],
  [
    'immigration',
    'NJ',
    "My husband's work permit expired in August and the renewal is still pending, his job in Newark put him on unpaid leave until it comes. What can we do?",
  ],
  [
    'other',
    'CO',
    'my dad died without a will and my stepmom is saying the house in Denver is all hers. me and my brother want to know if we get anything',
  ],
];

const EIGHTH_ES: Row[] = [
  [
    'landlord_tenant',
    'CA',
    'rentamos un cuarto en una casa en Fresno y la señora que nos renta nos quiere subir $300 de un mes para otro y dice que si no nos vamos. no firmamos nada. que derechos tenemos',
  ],
  [
    'landlord_tenant',
    'TX',
    'el apartamento tiene ratas y el aire no sirve desde junio, aqui en San Antonio hace 100 grados y tengo un bebe. ya le dije al manager mil veces y nada. puedo dejar de pagar?',
  ],
  [
    'mortgage_foreclosure',
    'CA',
    'mi esposo perdio el trabajo y llevamos 5 meses sin pagarle al banco la casa, vivimos en Riverside, nos llego una carta de que van a vender la casa en agosto. hay algo que se pueda hacer para no perderla',
  ],
  [
    'mortgage_foreclosure',
    'AZ',
    'saque un segundo prestamo sobre mi casa en Phoenix para arreglar el techo y ahora no puedo con los dos pagos, el prestamista dice que va a empezar el proceso para quitarmela',
  ],
  [
    'employment',
    'FL',
    'trabajo en una empacadora en Miami, el supervisor nos grita y nos hace trabajar 12 horas sin pagarnos el tiempo extra, y si alguien se queja lo mandan a su casa sin paga. que puedo hacer',
  ],
  [
    'employment',
    'NY',
    'mi patron en Brooklyn me pagaba en efectivo y desde hace 3 semanas dice que no tiene dinero para pagarme, me debe como $1,800. tambien le debe a otros dos muchachos. a donde voy',
  ],
  [
    'family',
    'TX',
    'mi pareja y yo vivimos juntos 8 años en El Paso pero nunca nos casamos, tenemos dos niños. ahora nos estamos dejando y el dice que la casa es de el porque esta a su nombre y que los niños se quedan con el',
  ],
  [
    'family',
    'IL',
    'mi ex no me deja ver a los niños desde navidad aunque el juez dijo que me tocan cada otro fin de semana, vivimos en Chicago. que hago',
  ],
  [
    'personal_injury',
    'CA',
    'iba en mi bici por Los Angeles y un carro abrio la puerta de repente, sali volando y me rompi la clavicula. el señor dice que fue mi culpa. tengo que pagar yo el hospital?',
  ],
  [
    'personal_injury',
    'GA',
    'a mi papa lo mordio el perro del vecino en Atlanta, le tuvieron que poner 12 puntos en la pierna, el vecino dice que su perro nunca ha hecho eso y que no va a pagar nada',
  ],
  [
    'contract_disputes',
    'NV',
    'le di $3,000 de enganche a un señor para que me hiciera una cocina nueva en Las Vegas, vino dos dias, tumbo todo y ya no regreso. no contesta el telefono. como recupero mi dinero',
  ],
  [
    'contract_disputes',
    'TX',
    'compre un refri en una tienda en Houston con garantia de 2 años y a los 6 meses dejo de enfriar, la tienda dice que la garantia no cubre eso y el fabricante dice que es cosa de la tienda. perdi toda la comida',
  ],
  [
    'criminal_defense',
    'CA',
    'a mi sobrino lo pararon en San Diego manejando sin licencia y le encontraron una navaja en el carro, le dieron un papel para ir a la corte. es su primera vez, que le puede pasar?',
  ],
  [
    'immigration',
    'WA',
    'entre con visa de turista hace 3 años y me quede, ahora me voy a casar con mi novio que es ciudadano, vivimos en Seattle. puedo arreglar sin salir del pais?',
  ],
  [
    'other',
    'FL',
    'quiero registrar mi negocio de limpieza como LLC en Tampa y cambiarle el nombre, necesito abogado o lo puedo hacer yo solo?',
  ],
];

/** Written after every change to the cues and never used to change them: the honest figure. */
const HOLDOUT_EN: Row[] = [
  [
    'landlord_tenant',
    'TX',
    'Our landlord in Austin keeps our rent check then says we never paid and charges late fees. This is the 3rd month. We pay by money order and keep the receipts',
  ],
  [
    'landlord_tenant',
    'OH',
    'i live in section 8 housing in Akron and the landlord is refusing to fix the broken window my son cut his hand on. housing inspector hasnt come out yet',
  ],
  [
    'mortgage_foreclosure',
    'TX',
    'Got a notice of acceleration from our mortgage lender in Houston saying the full balance is due in 30 days. We were only 2 payments behind. Can they really do this?',
  ],
  [
    'mortgage_foreclosure',
    'MI',
    'My parents house in Flint is in tax foreclosure with the county because they fell behind on property taxes. They are elderly and the house is paid off otherwise',
  ],
  [
    'employment',
    'IL',
    "My employer in Naperville made me sign a non-compete and now I got a job offer from a competitor, they're threatening to sue me if I take it",
  ],
  [
    'employment',
    'FL',
    'worked as a cook in Tampa for 3 years and they never paid me for the extra hours past 40, always said thats how restaurants work. I quit last week',
  ],
  [
    'family',
    'NV',
    'Me and my partner are not married but we have lived together 10 years in Las Vegas, house is in his name. We are splitting up, do I have any rights to the house or support?',
  ],
  [
    'family',
    'NY',
    'Family court in Brooklyn gave my son to foster care after a school report and I have been doing all the classes they asked. How do I get him back?',
  ],
  [
    'personal_injury',
    'NC',
    'a bouncer at a club in Charlotte threw me out and slammed my head into the pavement, I have a concussion and a broken tooth. the club says he was a contractor',
  ],
  [
    'personal_injury',
    'CA',
    'the brakes on my brand new e-bike failed going down a hill in San Francisco, I crashed and broke my wrist. the company says I must have misused it',
  ],
  [
    'contract_disputes',
    'PA',
    'I paid a moving company in Philadelphia $3,400 and now they are holding my stuff in a truck until I pay another $2,000 they say is for extra weight',
  ],
  [
    'contract_disputes',
    'WA',
    'my tenant in Spokane... no wait, I rented out my truck to a coworker for a month and he never paid the $800 we agreed on in text messages',
  ],
  [
    'criminal_defense',
    'GA',
    'My husband was arrested for a probation violation in Atlanta because he missed one meeting with his officer when he was in the hospital. How do we get him out?',
  ],
  [
    'immigration',
    'TX',
    'I am a green card holder and got a DUI 2 years ago in El Paso. Now I want to apply for citizenship. Will the DUI be a problem?',
  ],
  [
    'other',
    'NY',
    'My late uncle left me money in his will but my cousin is the executor and refuses to give me anything or show the accounts. We are in Rochester New York',
  ],
];

const HOLDOUT_ES: Row[] = [
  [
    'landlord_tenant',
    'IL',
    'el landlord no me quiere dar recibos cuando le pago la renta en efectivo y ahora dice que le debo dos meses, vivo en Cicero Illinois',
  ],
  [
    'landlord_tenant',
    'FL',
    'en el edificio donde rento en Miami hay ratas y el dueño dice que es nuestra culpa por la basura, ya llame a la ciudad. Pueden desalojarnos por quejarnos?',
  ],
  [
    'mortgage_foreclosure',
    'CA',
    'mi papa le dejo la casa a mi mama cuando murio pero la hipoteca estaba a nombre de el, el banco no le quiere dar informacion y ya van a rematar la casa, vivimos en Stockton',
  ],
  [
    'mortgage_foreclosure',
    'NJ',
    'pedimos un prestamo con la casa de garantia para el negocio y el negocio fracaso, ahora el banco de Newark dice que va a quedarse con la casa',
  ],
  [
    'employment',
    'AZ',
    'en la empresa de jardineria donde trabajo en Scottsdale nos pagan $12 la hora y dicen que no hay tiempo extra para los de jardineria, trabajamos 55 horas',
  ],
  [
    'employment',
    'NC',
    'me despidieron de la fabrica en Greensboro por faltar un dia cuando mi hijo estaba en el hospital, tenia una nota del doctor',
  ],
  [
    'family',
    'TX',
    'mi esposo esta en la carcel por 10 años y yo quiero divorciarme pero no se como hacerlo si el no puede venir a la corte, vivo en Brownsville',
  ],
  [
    'family',
    'GA',
    'la abuela paterna de mis hijos me quiere quitar a los niños diciendo que no los cuido bien, me llego una demanda de custodia. estoy en Atlanta',
  ],
  [
    'personal_injury',
    'NY',
    'mi mama se cayo en el metro en Queens porque la escalera electrica se paro de repente, se fracturo la muñeca y tiene 70 años',
  ],
  [
    'personal_injury',
    'CO',
    'un conductor de Uber me choco cuando iba en mi bicicleta en Denver, se fue sin dar sus datos pero tengo la placa y video',
  ],
  [
    'contract_disputes',
    'NV',
    'compre un carro en un lote en Reno y me dijeron que no tenia accidentes pero el mecanico dice que estuvo chocado y reparado, quiero regresarlo',
  ],
  [
    'contract_disputes',
    'TX',
    'mi hermano y yo compramos un terreno en Dallas a medias, yo puse $20,000 y ahora el lo quiere vender sin darme mi parte',
  ],
  [
    'criminal_defense',
    'FL',
    'a mi hija la detuvieron en Orlando por manejar borracha, es la primera vez, cuanto puede costar la fianza y que le va a pasar?',
  ],
  [
    'immigration',
    'CA',
    'soy residente permanente y quiero pedir a mis padres que viven en Guatemala, cuanto tiempo tarda y que documentos necesito? vivo en Los Angeles',
  ],
  [
    'other',
    'AZ',
    'me multaron por estacionar en la calle frente a mi casa en Phoenix y la multa es de $250, me parece injusto, como puedo pelearla?',
  ],
];

/**
 * Ninth batch, written after the eighth round and measured once, unseen (topic 80 % en / 100 % es, state
 * 100 %: a deposit kept for carpet and paint read as a debt, a city permit fine read as immigration); never used to
 * change the cues, so it is held out.
 */
const NINTH_EN: Row[] = [
  [
    'landlord_tenant',
    'MN',
    'landlord in Minneapolis says I owe him for a whole new carpet and a paint job after I left, I was there 6 years and only got normal wear. he never did a walk through with me',
  ],
  [
    'mortgage_foreclosure',
    'GA',
    'ok so long story. my grandma left my mom her house in Savannah but there was still a loan on it and nobody kept up with the payments after she passed. now theres a notice about an auction on the courthouse steps next month. my mom is 70 and doesnt speak much english. how do we stop this',
  ],
  [
    'employment',
    'TX',
    'they make us stay after closing to clean and we clock out first, been like this for a year at the burger place where I work in Dallas. my manager says its policy. is there anything I can do',
  ],
  [
    'family',
    'CA',
    'My wife moved out with our 2 boys to her moms in Sacramento and wont tell me when I can see them. we are still married, nothing filed yet. what are my options',
  ],
  [
    'personal_injury',
    'FL',
    'uber driver ran a red light and we got tboned in Tampa, I was in the back seat, two cracked ribs and my neck is messed up. ubers insurance hasnt called me back in 3 weeks',
  ],
  [
    'contract_disputes',
    'OH',
    'paid a company in Columbus $9k upfront for new windows, 4 months later still nothing installed, they keep saying backorder and wont give a refund. i signed a paper with them',
  ],
  [
    'criminal_defense',
    'PA',
    'got a citation for underage drinking at a party in Pittsburgh, im 20 and in college. will this go on my record? the hearing is in 2 weeks',
  ],
  [
    'immigration',
    'IL',
    'I got married to my US citizen wife last year in Chicago and we filed for my green card but now we are separating. will they take my case away? I entered legally on a student visa',
  ],
  [
    'other',
    'NC',
    'the city in Raleigh says my small food truck needs a different permit and fined me $500, I had the county permit already. who do I talk to',
  ],
  [
    'contract_disputes',
    'AZ',
    'my cousin and I split the cost of a used boat, $6,000 each, it was in his name. now he sold it without asking me and kept all the money. Mesa AZ',
  ],
];

const NINTH_ES: Row[] = [
  [
    'landlord_tenant',
    'FL',
    'la dueña de la trailer donde vivimos en Orlando entra cuando quiere sin avisar y ahora dice que nos va a cobrar $50 por cada visita que tengamos. es legal eso',
  ],
  [
    'mortgage_foreclosure',
    'NV',
    'el banco me negó la modificasion y ya me pusieron fecha de venta de la casa en Las Vegas, tengo 3 niños y trabajo de noche. que opciones me quedan',
  ],
  [
    'employment',
    'CA',
    'trabaje en un restaurante en Santa Ana por 2 años y cuando renuncie no me dieron mi ultimo pago ni las vacaciones que tenia, el dueño dice que como renuncie no me toca nada',
  ],
  [
    'family',
    'NY',
    'el papá de mi hijo se lo llevo a Republica Dominicana de vacaciones y ya no lo quiere regresar, vivimos en el Bronx. yo tengo la custodia?? ayuda por favor',
  ],
  [
    'personal_injury',
    'TX',
    'me cayo una caja de mercancia encima en el walmart de Houston, no habia ningun letrero, me lastime la espalda y no e podido trabajar en 2 semanas. el gerente nomas me dio un numero de reclamo',
  ],
  [
    'contract_disputes',
    'IL',
    'pague $1,200 por un curso de enfermeria en Chicago y la escuela cerro a la mitad del curso, no nos quieren devolver nada y nadie contesta',
  ],
  [
    'criminal_defense',
    'AZ',
    'mi esposo esta en la carcel de Tucson porque lo acusan de agredir a un señor en una pelea afuera de un bar, dicen que fue en defensa propia. cuando es la audiencia y que hago',
  ],
  [
    'immigration',
    'TX',
    'tengo TPS desde hace años, vivo en Houston, y quiero saber si puedo viajar a ver a mi mama que esta enferma en El Salvador sin perder mi estatus',
  ],
  [
    'other',
    'CA',
    'mi vecino tiene un gallo que canta toda la noche y perros que ladran, ya hable con el y nada, vivimos en Fresno. puedo hacer algo legal?',
  ],
  [
    'family',
    'WA',
    'quiero divorsiarme pero mi esposo dice que si me divorcio me quita la casa y los carros porque todo esta a su nombre, vivimos en Seattle desde hace 15 años',
  ],
];

/**
 * Tenth batch, written after the ninth was scored, with no change to the engine in between, and measured
 * once, unseen (topic 75 % en / 87.5 % es, state 100 %: app-driver deactivation read as other, Cuban parole
 * read as criminal, a child hurt at school read as family); held out.
 */
const TENTH_EN: Row[] = [
  [
    'landlord_tenant',
    'CO',
    'we gave notice and left the townhouse we rented in Aurora Colorado clean, its been 7 weeks and no deposit and no list of what they took out. property mgmt wont answer emails',
  ],
  [
    'mortgage_foreclosure',
    'MI',
    'My dad has a reverse mortgage on his house in Grand Rapids and they say he missed the insurance payment so the loan is due. he is 84. can they really make him leave',
  ],
  [
    'employment',
    'WA',
    'I drive for a food delivery app in Tacoma and they deactivated me with no reason after 3 years. 4.9 rating. is there anything I can do or am I just out of luck',
  ],
  [
    'family',
    'NJ',
    'my ex husband remarried and now wants to lower his child support saying he has a new family to take care of. Jersey City. I still have both kids full time',
  ],
  [
    'personal_injury',
    'IL',
    "my 6 yo got burned by hot coffee a barista spilled on him at a cafe in Chicago. second degree burns on his arm. the manager gave us a gift card and that's it",
  ],
  [
    'contract_disputes',
    'TN',
    'we paid a wedding venue in Nashville $7,500 and they cancelled on us 3 weeks before saying they double booked. they offered a different date but we want our money back',
  ],
  [
    'criminal_defense',
    'GA',
    'cops came to my house in Augusta and took my son for a fight at school, the other kid had a broken nose. my son is 16. will they charge him as an adult',
  ],
  [
    'immigration',
    'FL',
    'My mom came from Cuba on parole 2 years ago and lives with me in Hialeah. someone told me she can apply for residency now. is that true and does she need a lawyer',
  ],
];

const TENTH_ES: Row[] = [
  [
    'landlord_tenant',
    'NY',
    'el super del edificio en Queens dice que tengo que sacar a mi hermana porque no esta en el contrato, ella solo se quedo unas semanas. me pueden sacar a mi por eso?',
  ],
  [
    'mortgage_foreclosure',
    'TX',
    'mi mama tiene 3 pagos atrasados de la casa en Dallas y le llego una carta certificada de un abogado del banco, ella no entiende ingles. que tiene que hacer',
  ],
  [
    'employment',
    'IL',
    'me lesione la mano en la fabrica en Cicero y ahora la compania dice que no hay trabajo ligero para mi y me tienen sin pago. eso es legal?',
  ],
  [
    'family',
    'CA',
    'mi hija de 17 se quiere ir a vivir con su novio de 19 y yo no quiero, vivimos en Oakland. la policia puede traerla de regreso?',
  ],
  [
    'personal_injury',
    'AZ',
    'a mi hijo lo golpearon en la escuela en Tucson y le rompieron un diente, la escuela dice que no vio nada. quien paga el dentista',
  ],
  [
    'contract_disputes',
    'FL',
    'compre un celular a pagos en una tienda de Miami, ya pague la mitad y el telefono no sirve y no me lo quieren cambiar ni devolver lo que di',
  ],
  [
    'criminal_defense',
    'NV',
    'a mi primo lo detuvieron en Reno por tener una pistola en el carro sin permiso, dice que es de su amigo. ya salio con fianza. que le puede pasar',
  ],
  [
    'immigration',
    'CA',
    'mi hermano tiene una cita en la corte de inmigracion en San Francisco en marzo y no tiene abogado, llego hace un año pidiendo asilo. que tiene que llevar',
  ],
];

export const EVALUATION_SITUATIONS: EvaluationSituation[] = [
  ...rows('en', 'tuning', TUNING_EN),
  ...rows('es', 'tuning', TUNING_ES),
  ...rows('en', 'tuning', SECOND_EN),
  ...rows('es', 'tuning', SECOND_ES),
  ...rows('en', 'tuning', THIRD_EN),
  ...rows('es', 'tuning', THIRD_ES),
  ...rows('en', 'tuning', FOURTH_EN),
  ...rows('es', 'tuning', FOURTH_ES),
  ...rows('en', 'tuning', FIFTH_EN),
  ...rows('es', 'tuning', FIFTH_ES),
  ...rows('en', 'tuning', SIXTH_EN),
  ...rows('es', 'tuning', SIXTH_ES),
  ...rows('en', 'tuning', SEVENTH_EN),
  ...rows('es', 'tuning', SEVENTH_ES),
  ...rows('en', 'tuning', EIGHTH_EN),
  ...rows('es', 'tuning', EIGHTH_ES),
  ...rows('en', 'holdout', HOLDOUT_EN),
  ...rows('es', 'holdout', HOLDOUT_ES),
  ...rows('en', 'holdout', NINTH_EN),
  ...rows('es', 'holdout', NINTH_ES),
  ...rows('en', 'holdout', TENTH_EN),
  ...rows('es', 'holdout', TENTH_ES),
];

/** What was read back for one situation: the case's legal issue and state. */
export interface EvaluationReading {
  legalIssue: string;
  state: string | null;
}

export interface LanguageScore {
  count: number;
  topicRight: number;
  stateRight: number;
  misses: string[];
}

/**
 * Scores readings against the set, per language. `expectedIssue` maps a topic to what the case
 * shows; a situation naming no state expects `profileState`.
 */
export function scoreEvaluation(
  situations: readonly EvaluationSituation[],
  readings: readonly EvaluationReading[],
  expectedIssue: (topic: SituationTopic) => string,
  profileState: string,
): Record<'en' | 'es', LanguageScore> {
  const score = (): LanguageScore => ({ count: 0, topicRight: 0, stateRight: 0, misses: [] });
  const out = { en: score(), es: score() };
  situations.forEach((s, i) => {
    const got = readings[i];
    const lang = out[s.lang];
    lang.count += 1;
    const issue = expectedIssue(s.topic);
    const state = s.state ?? profileState;
    const topicOk = got?.legalIssue === issue;
    const stateOk = got?.state === state;
    if (topicOk) lang.topicRight += 1;
    if (stateOk) lang.stateRight += 1;
    if (!topicOk || !stateOk) {
      const wrong = [
        topicOk ? '' : `topic ${got?.legalIssue} ≠ ${issue}`,
        stateOk ? '' : `state ${got?.state} ≠ ${state}`,
      ].filter(Boolean);
      lang.misses.push(`[${s.lang} ${s.part}] ${wrong.join(', ')}: ${s.text}`);
    }
  });
  return out;
}

export function percent(right: number, count: number): number {
  return count === 0 ? 0 : Math.round((1000 * right) / count) / 10;
}
