import type { SituationTopic } from '../../../../shared/topics.js';
import type { WeightedCues } from './lexicon.js';

/** The kinds of problem within each topic that change what is useful to say. */
export const TOPIC_ASPECTS = {
  landlord_tenant: [
    'eviction',
    'deposit',
    'repairs',
    'lockout',
    'rent_owed',
    'rent_increase',
    'fair_housing',
  ],
  mortgage_foreclosure: ['default_notice', 'sale', 'modification', 'rescue_scam'],
  employment: ['wages', 'firing', 'discrimination', 'retaliation', 'unemployment'],
  family: ['divorce', 'custody', 'support', 'violence'],
  personal_injury: ['car', 'slip_fall', 'medical', 'dog_bite', 'work_injury'],
  contract_disputes: ['contractor', 'unpaid_invoice', 'purchase', 'debt'],
  criminal_defense: ['arrest', 'dui', 'warrant', 'record'],
  immigration: ['detention', 'imm_court', 'status', 'asylum', 'notario'],
  other: [],
} as const satisfies Record<SituationTopic, readonly string[]>;

export type Aspect = (typeof TOPIC_ASPECTS)[SituationTopic][number];

export const ASPECT_CUES: Record<Aspect, WeightedCues> = {
  eviction: {
    strong: `evict*, desaloj*, dezaloj*, desahucio, notice to vacate, notice to quit, day notice,
      unlawful detainer, me quieren sacar, nos quieren sacar, me quiere sacar, nos quiere sacar,
      nos quieren correr, me quieren correr, nos quiere correr, me quiere correr, kick us out, kick me out,
      kicking us out, kicking me out, kicked us out, kicked me out, dias para salir, dias para desocupar,
      writ of restitution, aviso para desocupar`,
    medium: 'move out, get out, salirnos, salirme, desocupar, sheriff, court papers, papeles de la corte',
  },
  deposit: {
    strong: `security deposit, deposito de seguridad, my deposit, mi deposito, el deposito, the deposit,
      keep my deposit, quedo con mi deposito, no me regreso el deposito, no me devolvio el deposito`,
    medium: 'deposit, deposito, move out inspection, cleaning fee, limpieza',
  },
  repairs: {
    strong: `mold, moho, roaches, cockroaches, cucarachas, chinches, bed bugs, goteras, gotera, no heat,
      no hot water, sin calefaccion, sin agua caliente, habitab*, repairs, reparaciones, wont fix,
      no quiere arreglar, no arregla, doesnt fix, wont repair`,
    medium: `leak*, fix, arreglar, arregla, repair*, repar*, broken, descompuest*, ratas, ratones, mice, rats,
      plaga*, heater, calentador, aire acondicionado, air conditioning, techo, roof`,
  },
  lockout: {
    strong: `changed the locks, cambio la chapa, cambio las chapas, cambio las cerraduras, locked me out,
      locked us out, lockout, me corto el agua, me corto la luz, nos corto el agua, nos corto la luz,
      shut off the water, shut off the power, cut off the water, cut off the electricity, threw out my,
      tiro mis cosas, saco mis cosas, took my things`,
    medium: 'mis cosas, my things, belongings, pertenencias, chapa, cerradura*',
  },
  rent_owed: {
    strong: `behind on rent, behind on the rent, atrasado con la renta, atrasada con la renta,
      atrasados con la renta, cant pay rent, cant pay the rent, cant pay my rent, couldnt pay rent,
      no puedo pagar la renta, no podemos pagar la renta, no he pagado la renta, no e pagado la renta,
      no hemos pagado la renta, no pude pagar la renta, no pagamos la renta, owe rent, owe the landlord,
      le debo renta, debo la renta, debo renta, unpaid rent, renta atrasada, back rent`,
    // A bare "debo" is usually "I must" ("¿debo aceptar?"), not "I owe".
    medium: 'atrasad*, i owe, we owe, le debo, le debemos, lost my job, perdi mi trabajo',
  },
  rent_increase: {
    strong: `rent increase, raised the rent, raise the rent, raising the rent, subio la renta, subir la renta,
      aumento de renta, aumento la renta, aumentar la renta, rent is going up, rent going up, raised my rent,
      raising my rent, sube la renta, va a subir la renta, late fee*, cargos por atraso, recargo*`,
  },
  fair_housing: {
    strong: `discriminat*, discrimin*, because i have kids, por tener hijos, because of my race, por mi raza,
      service animal, animal de servicio, emotional support, fair housing, vivienda justa`,
    medium: `section 8, seccion 8, disability, discapacidad, autism, autismo, wheelchair, silla de ruedas,
      accent, acento`,
  },
  default_notice: {
    strong: `notice of default, aviso de incumplimiento, behind on payments, behind on my mortgage,
      atrasado en los pagos, atrasados en los pagos, atrasada en los pagos, missed payments, pagos atrasados,
      no hemos pagado, no he pagado la casa, sin pagar la hipoteca, sin pagar la casa, cant pay the mortgage,
      no puedo pagar la hipoteca`,
    medium: 'foreclos*, default, incumplimiento, atrasad*, behind, letter from the bank, carta del banco',
  },
  sale: {
    strong: `sheriff sale, trustee sale, auction, subasta, sale date, fecha de venta, rematar, remate,
      notice of sale, aviso de venta, being sold, van a vender la casa`,
    medium: 'sold, vender, venta',
  },
  modification: {
    strong: `loan modification, modificacion del prestamo, modificacion de prestamo, forbearance, refinanc*,
      payment plan, plan de pagos, modification`,
    medium: 'modific*, lower payment, bajar los pagos, hardship',
  },
  rescue_scam: {
    strong: `save your home, save my home, save my house, salvar su casa, salvar tu casa, salvar mi casa,
      salvar la casa, por adelantado, upfront fee, pay upfront, cobran por adelantado, guaranteed to stop,
      garantizan parar, sign over the deed, firmar la escritura`,
    medium: 'scam*, estafa*, fraude, company called, compania llamo',
  },
  wages: {
    strong: `no me pago, no me pagó, no me ha pagado, no me a pagado, no nos ha pagado, no nos han pagado,
      no nos pagan, no me paga, wage*, overtime, horas extra*, tiempo extra, no me pagan, no me han pagado,
      no me pagaron, didnt pay me, did not pay me, hasnt paid, havent been paid, unpaid, final paycheck,
      ultimo cheque, minimum wage, salario minimo, paycheck*, pay check, robo de salario, wage theft, bounced,
      reboto, cheque sin fondos, no me quiere pagar`,
    medium: `sueldo, salario, hours, horas, paid in cash, pagan en efectivo, pagan cash, tips, propinas,
      cheque, cheques, pay stub*, talon* de pago, 1099`,
  },
  firing: {
    strong: `fired me, got fired, was fired, despid*, me corrio del trabajo, me corrio de mi trabajo,
      me echaron del trabajo, me corrieron del trabajo, me corrieron de mi trabajo, me corrieron del jale,
      me corrieron de la chamba, laid off, layoff, wrongful termination, terminated, let me go`,
    medium: 'fired, termination, ya no tengo trabajo, lost my job, perdi mi trabajo, corrieron',
  },
  discrimination: {
    strong: `discriminat*, discrimin*, sexual harassment, acoso sexual, acoso laboral, hostile work,
      because i am pregnant, por estar embarazada, because of my age, por mi edad, because im mexican,
      por ser mexicano, por ser mexicana, por ser latino, por ser latina, racist, racista, eeoc`,
    medium: `harass*, acoso, acosa, accent, acento, calls me names, me insulta, comments about my, pregnant,
      embarazada, disability, discapacidad, race, raza, religion`,
  },
  retaliation: {
    strong: `retaliat*, represalia*, after i complained, despues de quejarme, porque me queje,
      because i complained, because i reported, porque reporte, for reporting, por reportar`,
    medium: 'complained, me queje, reported, reporte, osha, injury report',
  },
  unemployment: {
    strong: 'unemployment, desempleo, unemployment benefits, beneficios de desempleo, denied benefits',
    medium: 'benefits, beneficios',
  },
  divorce: {
    strong: 'divorc*, divorse, divorsio, dissolution, separation agreement, acuerdo de separacion',
    medium: 'separat*, separad*, separar*, alimony, pension para mi, property, bienes',
  },
  custody: {
    strong: `custod*, custidy, visitation, patria potestad, custodia, parenting plan, plan de crianza,
      took my kids, se llevo a mis hijos, se llevo a mi hijo, se llevo a mi hija, wont let me see,
      no me deja ver`,
    medium: 'visitas, kids, children, hijos, hija, hijo, ninos',
  },
  support: {
    strong: `not paying anything for her, not paying anything for him, not paying anything for the kids,
      no paga nada, child support, manutencion, pension alimenticia, pension alimentaria, spousal support,
      doesnt pay support, no paga la manutencion, no da dinero para`,
    medium: 'support, pension, dinero para los ninos, money for the kids',
  },
  violence: {
    strong: `restraining order, orden de proteccion, orden de restriccion, domestic violence,
      violencia domestica, me golpea, me golpeo, me pega, hits me, hit me, beats me, threatened to kill,
      amenazo con matarme, me amenaza, choked, me ahorco, protective order`,
    medium: 'abuse, abusive, abuso, threaten*, amenaz*, afraid, miedo, police, policia',
  },
  car: {
    strong: `car accident, car crash, choque, chocaron, me choco, me chocaron, nos choco, nos chocaron,
      rear ended, hit my car, hit our car, hit and run, se dio a la fuga, accidente de carro,
      accidente de auto, the other driver, el otro conductor, el otro chofer, me atropello, atropell*`,
    medium:
      'crash*, choco, car, carro, coche, troca, truck, uber, lyft, drunk driver, intersection, semaforo',
  },
  slip_fall: {
    strong:
      'slip and fall, slipped, resbale, me resbale, tripped, me tropece, se cayo, wet floor, piso mojado',
    medium: 'fell, me cai, store, tienda, stairs, escaleras, sidewalk, banqueta',
  },
  medical: {
    strong: `malpractice, negligencia medica, mala practica, wrong medication, medicina equivocada,
      misdiagnos*, surgery went wrong, la cirugia salio mal`,
    medium: 'surgery, cirugia, doctor, hospital, nurse, enfermera, diagnos*',
  },
  dog_bite: {
    strong: 'dog bite, bit me, dog bit, bit my, me mordio, mordio, mordida, bitten',
    medium: 'dog, perro, perros, pitbull',
  },
  work_injury: {
    strong: `workers comp, workers compensation, worker s comp, compensacion de trabajadores, hurt at work,
      injured at work, me lastime en el trabajo, me lastime trabajando, accidente de trabajo,
      accidente en el trabajo, se lastimo en el trabajo`,
    medium: 'at work, en el trabajo, en el jale, construction, construccion, scaffold, andamio',
  },
  contractor: {
    strong: `contractor, contratista, roofer, no termino el trabajo, never finished, didnt finish,
      did not finish, remodel*, plumber, plomero`,
    medium: `took my money, se llevo mi dinero, anticipo, deposit, deposito, estimate, presupuesto, repair,
      mechanic, mecanico`,
  },
  unpaid_invoice: {
    strong: `invoice, invoices, owes me, me debe, me deben, wont pay me, no me quiere pagar, didnt pay me,
      did not pay me`,
    medium: 'client, cliente, customer, services, servicios, factura',
  },
  purchase: {
    strong: `refund, reembolso, sold me, me vendio, me vendieron, dealership, warranty, used car, carro usado,
      return my money, money back, devolver mi dinero, devuelva mi dinero, regrese mi dinero`,
    medium: 'bought, compre, dealer, garantia, defective, defectuoso, store, tienda, seller, vendedor',
  },
  debt: {
    strong: `debt collector, collection agency, cobrador*, cobranza, sued me for a debt,
      me demandaron por una deuda, credit card debt, deuda de tarjeta`,
    medium: 'debt, deuda, deudas, credit card, tarjeta de credito, collections, garnish*, embargo de sueldo',
  },
  arrest: {
    strong: `arrest*, arrestaron, arestaron, charged with, acusado de, acusada de, me acusan de,
      me acusaron de, jail, carcel, bail, fianza, arraignment, lectura de cargos, public defender,
      defensor publico, preso`,
    medium: 'police, policia, cops, charges, cargos, court date, fecha de corte',
  },
  dui: {
    strong: `dui, dwi, drunk driving, manejar borracho, manejando borracho, manejar tomado, manejando tomado,
      breathalyzer, alcoholimetro, prueba de alcohol`,
    medium: 'borracho, tomado, drinking, tomando, license suspended, licencia suspendida',
  },
  warrant: {
    strong: 'warrant, orden de arresto, orden de aprehension, bench warrant, missed court, falte a la corte',
    medium: 'looking for me, me estan buscando, me buscan',
  },
  record: {
    strong: `expunge*, criminal record, record criminal, antecedentes penales, seal my record,
      sellar mi record, background check, revision de antecedentes`,
    medium: 'record, antecedentes, old charge, cargo viejo',
  },
  detention: {
    strong: `la migra, la ice, detention center, centro de detencion, detained by ice,
      detenido por inmigracion, detenida por inmigracion, se lo llevo la migra, se la llevo la migra,
      bond hearing, deportar*, deportation, deportacion, deportaron, deported`,
    medium: 'detenido, detenida, detained, ice, migra, deport*',
  },
  imm_court: {
    strong: `notice to appear, immigration court, corte de inmigracion, juez de inmigracion,
      immigration judge, eoir, master hearing, audiencia de inmigracion, removal proceedings`,
    medium: 'court, corte, audiencia, hearing, judge, juez',
  },
  status: {
    strong: `green card, tarjeta verde, residencia, residente permanente, citizenship, ciudadania, naturaliz*,
      work permit, permiso de trabajo, daca, tps, visa, visas, i 130, i 485, i 765, u visa, visa u, vawa,
      arreglar papeles, fix my papers, sacar papeles`,
    medium: 'papeles, papers, status, estatus, uscis, petition, peticion, renew*, renov*',
  },
  asylum: {
    strong: 'asylum, asilo politico, pedir asilo, i 589, persecut*, perseguid*, refugee, refugiado',
    medium: 'asilo, amenazas en mi pais, threats in my country, gangs, pandillas, violence back home',
  },
  notario: {
    strong: `notario, notary, consultor de inmigracion, immigration consultant, me cobro por papeles,
      charged me for papers, took my money for papers`,
    medium: 'scam*, estafa*, fraude, me cobro, charged me',
  },
};
