import type { SituationTopic } from '../../../../shared/topics.js';
import type { WeightedCues } from './lexicon.js';

/**
 * Clues for each topic, folded (lower case, no accents). English, Spanish, Spanglish and the
 * misspellings people really make. 'stem*' matches any word starting with stem; a cue with spaces
 * is a phrase.
 */
export const TOPIC_CUES: Record<Exclude<SituationTopic, 'other'>, WeightedCues> = {
  landlord_tenant: {
    strong: `
      apartment complex, kicking us out, kicking me out, kick us out, kick me out, kicked us out, nos quieren echar, me quieren echar,
      landlord, landlady, landlords, lanlord, landord, landlor, tenant*, evict*, desaloj*, dezaloj*,
      desalojo, desahucio, casero, casera, arrendador*, arrendatari*, inquilin*, lease, leases,
      security deposit, deposito de seguridad, notice to vacate, notice to quit, aviso de desalojo,
      me quieren sacar, nos quieren sacar, me quiere sacar, nos quiere sacar, nos quieren correr,
      me quieren correr, nos quiere correr, me quiere correr, renta, rentas, pay rent, my rent,
      the rent, our rent, rent is, rento, rentamos, alquiler, property manager, apartment manager,
      manager del apartamento, dueno de la casa, duena de la casa, dueno del apartamento,
      dueno del departamento, dueno de la traila, unlawful detainer, writ of restitution,
      changed the locks, cambio la chapa, cambio las chapas, cambio las cerraduras, locked me out,
      locked us out, day notice, dias para salir, dias para desocupar, desocupar
    `,
    medium: `
      rent, rented, renting, rentar, rentando, apartment*, appartment*, apartamento*, departamento,
      depa, deposit, deposito, mold, moho, roaches, cockroaches, cucarachas, chinches, bed bugs,
      goteras, gotera, habitab*, section 8, seccion 8, housing authority, move out, mobile home park,
      trailer park, el dueno, la duena, me corto el agua, me corto la luz, nos corto el agua,
      nos corto la luz, corto la luz, corto el agua, repairs, reparaciones, my unit, the unit,
      roommate, sublease
    `,
    weak: `
      sheriff, utilities, shut off, mudarnos, mudarme, salirnos, salirme, traila, heater
    `,
  },
  mortgage_foreclosure: {
    strong: `
      mortgage, mortgages, morgage, mortage, foreclos*, forclos*, foreclous*, hipoteca*,
      ejecucion hipotecaria, embargo de la casa, embargar la casa, quitar la casa, quitarnos la casa,
      quitarme la casa, perder la casa, perder mi casa, perder nuestra casa, lose my house,
      lose our house, lose my home, lose our home, losing my house, losing our house, losing our home,
      losing my home, loan modification, modificacion del prestamo, modificacion de prestamo,
      notice of default, aviso de incumplimiento, sheriff sale, trustee sale, loan servicer, servicer,
      pagos de la casa, pago de la casa, house payment*, home loan, prestamo de la casa, forbearance,
      mortgage company
    `,
    medium: `
      auction, subasta, lender, prestamista, escrow, refinanc*, deed, behind on payments,
      atrasado en los pagos, atrasados en los pagos, atrasada en los pagos, our house, my house,
      nuestra casa, homeowner, property taxes
    `,
    weak: `
      bank, banco, hoa, escrituras, payments, pagos
    `,
  },
  employment: {
    strong: `
      employer, employeer, emploier, my boss, mi jefe, mi jefa, el jefe, la jefa, patron, patrona,
      fired me, got fired, was fired, despid*, me corrieron del trabajo, me corrieron de mi trabajo,
      me corrieron del jale, me corrieron de la chamba, wage*, overtime, horas extra*, tiempo extra,
      paycheck*, pay check, pay stub*, paystub*, talon de pago, talones de pago, no me pagan,
      no me han pagado, no me pagaron, no me quieren pagar las horas, minimum wage, salario minimo,
      sexual harassment, acoso laboral, hostile work, coworker*, co worker*, companeros de trabajo,
      companero de trabajo, companera de trabajo, recursos humanos, human resources, unemployment,
      desempleo, laid off, layoff, eeoc, fmla, final paycheck, ultimo cheque, my job, mi trabajo,
      mi empleo, wrongful termination, the company fired
    `,
    medium: `
      no me pago, limpiando casas, trabajo limpiando, under the table, housekeeper, nanny, niñera,
      fired, let me go, jale, chamba, salario, sueldo, cheques, supervisor*, manager, gerente,
      mayordomo, terminated, termination, shift, shifts, job, trabajo, empleo, labor, hr, paid in cash,
      pagan en efectivo, pagan cash, me pagan, 1099, w2, retaliat*, represalia*, tips, propinas,
      maternity leave, discriminat*, discrimin*, harass*, acoso, empresa, hours, horas, clock in,
      break, descanso, workplace
    `,
    weak: `
      work, worked, working, trabajar, trabaje, trabajo en, company, compania, osha
    `,
  },
  family: {
    strong: `
      daughter s father, son s father, daughters father, sons father, kids father, kids dad, childs father, child s father, father of my daughter, father of my son, padre de mi nina, papa de mi nina,
      divorc*, divorse, divorsio, custod*, custidy, child support, manutencion, pension alimenticia,
      pension alimentaria, visitation, patria potestad, mi esposo, mi esposa, my husband, my wife,
      my ex, mi ex, ex husband, ex wife, ex esposo, ex esposa, spouse, conyuge, baby daddy, baby mama,
      baby momma, father of my child*, mother of my child*, dad of my, padre de mis hijos, padre de mi hijo,
      padre de mi hija, papa de mis hijos, papa de mi hijo, papa de mi hija, mama de mis hijos,
      madre de mis hijos, restraining order, orden de proteccion, orden de restriccion, domestic violence,
      violencia domestica, me golpea, me golpeo, me pega, hits me, hit me, beats me, paternity, paternidad,
      guardianship, child protective, cps, mi marido
    `,
    medium: `
      never married, nunca nos casamos, not paying anything for,
      my kids, mis hijos, my children, my daughter, my son, mi hija, mi hijo, my baby, mi bebe,
      visitas, abuse, abusive, abuso, adopt*, tutela, marriage, matrimonio, married, casad*, separat*,
      separad*, alimony, pension, custodia, boyfriend, girlfriend, novio, novia, pareja, husband, wife,
      esposo, esposa
    `,
    weak: `
      kids, children, hijos, hija, hijo, ninos, nino, bebe, baby, familia, family
    `,
  },
  personal_injury: {
    strong: `
      accident*, acident*, accidnet, car crash, choque, chocaron, me choco, me chocaron, nos choco,
      nos chocaron, rear ended, hit my car, hit our car, slip and fall, slipped, resbale, me resbale,
      me cai, injur*, lesion*, lastime, me lastime, lastimado, lastimada, whiplash, medical bills,
      facturas medicas, biles medicos, biles del hospital, cuentas medicas, gastos medicos, adjuster,
      ajustador, dog bite, bit me, dog bit, bit my, bitten, stitches, puntadas, me mordio, mordio, malpractice, negligencia medica, mala practica,
      workers comp, workers compensation, worker s comp, compensacion de trabajadores, got hurt,
      hurt at work, hurt my, wrongful death, hit and run, se dio a la fuga, pain and suffering,
      product liability, me atropello, atropell*
    `,
    medium: `
      crash*, choco, fell, tripped, se cayo, me cai, herid*, lastim*, hurt, fractur*, broke my,
      hospital, emergency room, sala de emergencia*, insurance company, aseguranza, perro, dog,
      surgery, cirugia, nursing home, defective, settlement, ambulance, ambulancia, drunk driver,
      negligen*, therapy, terapia, quiropractico, chiropractor, concussion, insurance, seguro del otro,
      the other driver, el otro conductor, el otro chofer
    `,
    weak: `
      uber, lyft, truck, troca, police report, reporte de policia, doctor, me duele, pain
    `,
  },
  contract_disputes: {
    strong: `
      breach, contractor, contratista, no termino el trabajo, never finished, didnt finish,
      did not finish, refund, reembolso, devolver mi dinero, devuelva mi dinero, regrese mi dinero,
      regresar mi dinero, return my money, money back, invoice, invoices, owes me, me debe, me deben,
      small claims, reclamos menores, warranty, sold me, me vendio, me vendieron, dealership,
      verbal agreement, acuerdo verbal, business partner, debt collector, collection agency, cobrador*,
      cobranza, breach of contract, signed a contract, firme un contrato, firmamos un contrato
    `,
    medium: `
      bounced, cheque sin fondos, sold my, le vendi, me robaron el dinero,
      contract*, contrato, incumpli*, took my money, se llevo mi dinero, factura, garantia, scam*,
      estafa*, fraude, bought, compre, dealer, used car, carro usado, down payment, enganche,
      agreement, socio, debt, deuda, deudas, credit card, tarjeta de credito, membership, subscription,
      roofer, plumber, plomero, remodel*, deposit, anticipo, no me quiere pagar, wont pay me,
      didnt pay me, did not pay me, customer, cliente, seller, vendedor, paid him, paid her, le pague,
      mechanic, mecanico
    `,
    weak: `
      cancel*, services, servicio*, business, negocio, estimate, presupuesto, promised, prometio
    `,
  },
  criminal_defense: {
    strong: `
      manejar sin licencia, manejando sin licencia, driving without a license, driving on a suspended license, me multaron, traffic court,
      arrest*, arrestaron, arestaron, me arrestaron, charged with, acusado de, acusada de,
      me acusan de, me acusaron de, dui, dwi, drunk driving, manejar borracho, manejando borracho,
      manejar tomado, manejando tomado, warrant, orden de arresto, orden de aprehension, jail, carcel,
      prison, prision, probation, libertad condicional, probatoria, bail, fianza, felony, misdemeanor,
      delito, delitos, public defender, defensor publico, arraignment, lectura de cargos, plea,
      shoplift*, theft, assault, expunge*, criminal record, record criminal, antecedentes penales,
      miranda, detective, cargos criminales, criminal charges, la corte criminal, criminal court,
      se llevaron preso, preso, presa
    `,
    medium: `
      police, policia, cops, charges, cargos, crimen, criminal, robo, possession, drugs, drogas,
      marijuana, marihuana, battery, asalto, pelea, citation, license suspended, licencia suspendida,
      registraron, searched my, interrogat*, bond, detained, stolen, borracho, tomado, oficial,
      officer
    `,
    weak: `
      fight, ticket, multa, court date, robar, investigat*
    `,
  },
  immigration: {
    strong: `
      la migra, se lo llevo la migra, se la llevo la migra, detenido por inmigracion, detenida por inmigracion,
      immigra*, imigra*, inmigra*, migra, deport*, green card, tarjeta verde, residencia,
      residente permanente, visa, visas, uscis, eoir, asylum, asilo politico, pedir asilo, daca, tps,
      work permit, permiso de trabajo, undocumented, indocumentad*, sin papeles, no tengo papeles,
      no tenemos papeles, citizenship, ciudadania, naturaliz*, notario, notice to appear,
      immigration court, corte de inmigracion, juez de inmigracion, i 130, i 485, i 765, i 589, u visa,
      visa u, vawa, parole humanitario, permiso humanitario, detention center, centro de detencion,
      bond hearing, la ice, border patrol, patrulla fronteriza
    `,
    medium: `
      papeles, residency, asilo, dreamer, notary, consulado, consulate, border, frontera, coyote,
      removal, peticion, petition, detenido, detenida, ice, cruzamos, cruce, pasaporte, passport,
      citizen, ciudadano, ciudadana, status, estatus
    `,
    weak: `
      itin, social security number, seguro social, mexico, guatemala, honduras, salvador
    `,
  },
};
