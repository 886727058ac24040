import type { SituationTopic } from '../../../../shared/topics.js';
import type { WeightedCues } from './lexicon.js';

/**
 * Clues for each topic, folded (lower case, no accents). English, Spanish, Spanglish and the
 * misspellings people really make. 'stem*' matches any word starting with stem; a cue with spaces
 * is a phrase.
 */
export const TOPIC_CUES: Record<SituationTopic, WeightedCues> = {
  landlord_tenant: {
    decisive: `
      eviction notice, aviso de desalojo, unlawful detainer, writ of restitution, evict*, desaloj*,
      dezaloj*, desahucio, notice to vacate, notice to quit
    `,
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
      locked us out, day notice, dias para salir, dias para desocupar, desocupar, super,
      no heat, no hot water, sin agua caliente, sin calefaccion, rental, rent a,
      renta el cuarto, me renta, nos renta, rentamos un, rento un, lanlor, landlor, lanlady, el landlord,
      la landlady, apt complex, paying rent, paying the rent, pagar la renta, stop paying rent, work order,
      orden de trabajo del apartamento, notice on my door, paper on my door, noticia en la puerta,
      aviso en la puerta, papel en la puerta, trailer park, parque de trailas, parque de trailers, lote de la traila, the owner of the building
    `,
    medium: `
      rent, rented, renting, rentar, rentando, apartment*, appartment*, apartamento*, departamento,
      depa, deposit, deposito, mold, moho, roaches, cockroaches, cucarachas, chinches, bed bugs,
      goteras, gotera, habitab*, section 8, seccion 8, housing authority, move out, mobile home park,
      trailer park, el dueno, la duena, me corto el agua, me corto la luz, nos corto el agua,
      nos corto la luz, corto la luz, corto el agua, repairs, reparaciones, my unit, the unit,
      apt, apts, roommate, roomate, sublease, super, boiler, air conditioning, aire acondicionado, calentador, calefaccion, building, edificio, cuarto,
      traila, trailer, subletting, sublet*, subarrend*, rentamos, rentan, rentando, the owner, el dueno, la duena, unpaid rent, rent due, mgmt, management company
    `,
    weak: `
      sheriff, utilities, shut off, mudarnos, mudarme, salirnos, salirme, heater, heat, owner, dueno,
      move out, salir, salirnos, parque
    `,
  },
  mortgage_foreclosure: {
    decisive: `
      mortgage, mortgages, morgage, mortage, morgate, foreclos*, forclos*, foreclous*, hipoteca*,
      ipoteca*, ejecucion hipotecaria, loan modification, loan mod, sheriff s sale, sheriffs sale,
      sheriff sale, trustee sale, notice of default, reverse mortgage, modificacion del prestamo,
      modificacion de prestamo, rematar la casa, remate, remataron, van a rematar, subastar la casa,
      subastar mi casa, subastar nuestra casa
    `,
    strong: `
      mortgage, mortgages, morgage, mortage, foreclos*, forclos*, foreclous*, hipoteca*,
      ejecucion hipotecaria, embargo de la casa, embargar la casa, quitar la casa, quitarnos la casa,
      quitarme la casa, perder la casa, perder mi casa, perder nuestra casa, lose my house,
      lose our house, lose my home, lose our home, losing my house, losing our house, losing our home,
      losing my home, loan modification, modificacion del prestamo, modificacion de prestamo,
      notice of default, aviso de incumplimiento, sheriff sale, trustee sale, loan servicer, servicer,
      pagos de la casa, pago de la casa, house payment*, home loan, prestamo de la casa, forbearance,
      mortgage company, loan servicer, servicer, lien, gravamen, the loan, el prestamo, rematar, subastar,
      take the house, take our house, take my house, take our home, take my home, quitar la casa,
      embargar la casa, embargar mi casa, house payments, pagos de la casa
    `,
    medium: `
      auction, subasta, lender, prestamista, escrow, refinanc*, deed, behind on payments,
      atrasado en los pagos, atrasados en los pagos, atrasada en los pagos, our house, my house,
      nuestra casa, homeowner, property taxes, condo, lender, missed payments, missed 3 payments,
      wells fargo, chase, our home, sale date, fecha de venta
    `,
    weak: `
      bank, banco, hoa, escrituras, payments, pagos, the house, la casa
    `,
  },
  employment: {
    decisive: `
      wrongful termination, overtime, horas extra*, tiempo extra, minimum wage, salario minimo,
      unpaid wages, salarios no pagados, sexual harassment, acoso laboral, acoso sexual en el trabajo,
      final paycheck, last paycheck, ultimo cheque, my last check, independent contractor*,
      contratista independiente, clock out, clocked out, off the clock
    `,
    strong: `
      employer, employeer, emploier, my boss, mi jefe, mi jefa, el jefe, la jefa, patron, patrona,
      fired me, got fired, was fired, despid*, me corrieron del trabajo, me corrieron de mi trabajo,
      me corrieron del jale, me corrieron de la chamba, wage*, overtime, horas extra*, tiempo extra,
      paycheck*, pay check, pay stub*, paystub*, talon de pago, talones de pago, no me pagan,
      no me han pagado, no me pagaron, no me quieren pagar las horas, minimum wage, salario minimo,
      sexual harassment, acoso laboral, hostile work, coworker*, co worker*, companeros de trabajo,
      companero de trabajo, companera de trabajo, recursos humanos, human resources, unemployment,
      desempleo, laid off, layoff, eeoc, fmla, final paycheck, ultimo cheque, my job, mi trabajo,
      mi empleo, wrongful termination, the company fired, let me go, let go, me corrieron, got paid,
      paid cash, paga cash, paga en efectivo, stopped paying me, stopped paying, pay me for,
      me debe semanas, semanas de pago, dias de pago, horas de trabajo, my hours, mis horas, hours got cut,
      me descuentan, nos descuentan, descuenta del cheque, del cheque, per hour, an hour, la hora,
      por hora, sin descanso, no breaks, vacaciones pagadas, paid time off, pto, sick days, sick leave,
      dias de enfermedad, me cambiaron el horario, changed my schedule, no call no show, written up,
      write up, safety complaint, queja de seguridad, dispatcher, me van a correr, me corren, nos corren, called in sick, call in sick, calling in sick,
      me reporte enfermo, reportarme enfermo, gave my position, gave my job, my position, mi puesto, demoted,
      demotion, put me on nights, when i came back to work, when i came back, regrese al trabajo, por debajo de la mesa,
      bajo la mesa, semanas de sueldo, semanas de trabajo, deducts from our pay, deducts from my pay, deduct*, lunch break*,
      skip lunch, hora de comida, hora de almuerzo, nos descuentan, me descuentan, encargado, encargada, por ser mujer, because i m a woman,
      por mi edad, too old, por ser latino, por ser latina, bathroom breaks, ir al bano, cut my tips, my tips, mis propinas, las propinas
    `,
    medium: `
      no me pago, limpiando casas, trabajo limpiando, under the table, housekeeper, nanny, niñera,
      fired, let me go, jale, chamba, salario, sueldo, cheques, supervisor*, manager, gerente,
      mayordomo, terminated, termination, shift, shifts, job, trabajo, empleo, labor, hr, paid in cash,
      pagan en efectivo, pagan cash, me pagan, 1099, w2, retaliat*, represalia*, tips, propinas,
      maternity leave, discriminat*, discrimin*, harass*, acoso, empresa, hours, horas, clock in,
      break, descanso, workplace, boss, casino, me grita, me insulta, yells at me, lavanderia, laundromat, horario, schedule, planta, plant, trucking, loads, dias sin pago, i work, i worked, we work, trabajo en, trabajaba en, trabajo de,
      trabajo para, trabajaba para, hotel, restaurant, restaurante, warehouse, fabrica, factory,
      construction, construccion, uniforms, sin pagar, unpaid
    `,
    weak: `
      work, worked, working, trabajar, trabaje, trabajo en, company, compania, osha
    `,
  },
  family: {
    decisive: `
      divorc*, divorse, divorsio, custod*, custidy, child support, manutencion, pension alimenticia,
      pension alimentaria, patria potestad, restraining order, orden de proteccion, orden de restriccion,
      domestic violence, violencia domestica, me golpea, me pega, hits me, beats me, visitation,
      adopt*, adopcion, guardianship, tutela, paternity, paternidad, paternity test, dna test,
      prueba de adn, prueba de paternidad, emancipat*, emancipa*
    `,
    strong: `
      daughter s father, son s father, daughters father, sons father, kids father, kids dad, childs father, child s father, father of my daughter, father of my son, padre de mi nina, papa de mi nina,
      divorc*, divorse, divorsio, custod*, custidy, child support, manutencion, pension alimenticia,
      pension alimentaria, visitation, patria potestad,
      my ex, mi ex, ex husband, ex wife, ex esposo, ex esposa, baby daddy, baby mama,
      baby momma, father of my child*, mother of my child*, dad of my, padre de mis hijos, padre de mi hijo,
      padre de mi hija, papa de mis hijos, papa de mi hijo, papa de mi hija, mama de mis hijos,
      madre de mis hijos, restraining order, orden de proteccion, orden de restriccion, domestic violence,
      violencia domestica, me golpea, me golpeo, me pega, hits me, hit me, beats me, paternity, paternidad,
      guardianship, child protective, cps, stepdaughter, stepson, stepchild*, hijastr*,
      biological dad, biological father, padre biologico, papa biologico, see my kids, ver a mis hijos,
      ver a los ninos, ver a mi hijo, ver a mi hija, take my son, take my daughter, take the kids,
      llevo a mi hija, llevo a mi hijo, se llevo a mis hijos, separating, separarnos, court order,
      acuerdo de la corte, every other weekend, fines de semana, grandparents rights, derechos de abuelos,
      share custody, move with my son, move with my daughter, relocat*, pension para los ninos,
      no me manda dinero, no manda dinero, se fue con otra, se fue con otro, me dejo con los ninos,
      legal guardian, guardian, tutor legal, padre de mi bebe, papa de mi bebe, padre del bebe, reconocerlo,
      reconocer a mi hijo, reconocer al nino, parents kicked me out, mis padres me corrieron, my parents,
      mis padres
    `,
    medium: `
      never married, nunca nos casamos, not paying anything for,
      my kids, mis hijos, my children, my daughter, my son, mi hija, mi hijo, my baby, mi bebe,
      visitas, abuse, abusive, abuso, adopt*, tutela, marriage, matrimonio, married, casad*, separat*,
      separad*, alimony, pension, custodia, boyfriend, girlfriend, novio, novia, pareja, husband, wife,
      marry him, marry her, casarse con, se quiere casar, the father is, el papa es, pregnant, embarazada,
      esposo, esposa, mi esposo, mi esposa, my husband, my wife, spouse, conyuge, mi marido
    `,
    weak: `
      kids, children, hijos, hija, hijo, ninos, nino, bebe, baby, familia, family, sobrino, sobrina, nieto,
      nieta, apellido, ayude con los gastos, aunt, tia, granddaughter, grandson, grandparents, abuelos, pasaporte al nino, firma del papa
    `,
  },
  personal_injury: {
    decisive: `
      car accident, car crash, slip and fall, dog bite, malpractice, mala practica, negligencia medica,
      workers comp, workers compensation, worker s comp, workers compensation, compensacion de trabajadores,
      wrongful death, pain and suffering, rear ended, hit and run, me atropellaron, me atropello
    `,
    strong: `
      accident*, acident*, accidnet, car crash, choque, chocaron, me choco, me chocaron, nos choco,
      nos chocaron, rear ended, hit my car, hit our car, slip and fall, slipped, resbale, me resbale,
      me cai, injur*, lesion*, lastime, me lastime, lastimado, lastimada, whiplash, medical bills,
      facturas medicas, biles medicos, biles del hospital, cuentas medicas, gastos medicos, adjuster,
      ajustador, dog bite, bit me, dog bit, bit my, bitten, stitches, puntadas, me mordio, mordio, malpractice, negligencia medica, mala practica,
      workers comp, workers compensation, worker s comp, compensacion de trabajadores, got hurt,
      hurt at work, hurt my, wrongful death, hit and run, se dio a la fuga, pain and suffering,
      product liability, me atropello, atropell*, broke my, broken, me quebre, quebre, me rompi,
      fracture*, fractura*, attacked my, attacked me, me ataco, pit bull, concussion, stitches,
      hospital bills, biles, me opero, surgery, nursing home, asilo de ancianos, wet floor,
      piso mojado, negligencia, the other driver, el otro chofer,
      hurt on the job, got hurt, broke her, broke his, broke their, se quebro, se rompio, le rompio, me rompio,
      crashed into, choco contra, bedsore*, bed sores, llagas, ulceras, neglect*, casa de ancianos, casa de retiro,
      nursing facility, no le daban sus medicinas, drown*, se ahogo, ahogo, ahogarse, casi se ahoga, lastimado en el trabajo, burn*, quemad*, quemadura*, me dieron puntos,
      le dieron puntos, tore my, torn, head injury, golpe en la cabeza, me cayo encima, me cayo un, le cayo un,
      fell on me, fell on my, hit by a car, struck by, run over, attacked by, scar*, cicatri*, injured,
      collision, paramedic*, paramedicos, physical therapy, terapia fisica, daycare, guarderia
    `,
    medium: `
      crash*, choco, fell, tripped, se cayo, me cai, herid*, lastim*, hurt, fractur*, broke my,
      hospital, emergency room, sala de emergencia*, insurance company, aseguranza, perro, dog,
      surgery, cirugia, operacion, piscina, pool, salvavidas, lifeguard, mojadas, mojado, bicicleta, bike, defective, settlement, ambulance, ambulancia, drunk driver,
      negligen*, therapy, terapia, quiropractico, chiropractor, concussion, insurance, seguro del otro,
      the other driver, el otro conductor, el otro chofer, puntos, urgencias, cuello, espalda, neck,
      back injury, medical records, expedientes medicos, porch, escalon, step, stairs, escaleras
    `,
    weak: `
      collarbone, clavicula, waiver, uber, lyft, truck, troca, police report, reporte de policia, doctor, me duele, pain, dolor*, ankle,
      wrist, knee, hip, ribs, rodilla, tobillo, muneca, cadera, brazo, pierna, cabeza, costillas, head
    `,
  },
  contract_disputes: {
    decisive: `
      breach of contract, incumplimiento de contrato, small claims, reclamos menores, corte de reclamos menores,
      sold as is, collection agency, agencia de cobranza, debt collector
    `,
    strong: `
      breach, contractor, contratista, no termino el trabajo, never finished, didnt finish,
      did not finish, refund, reembolso, devolver mi dinero, devuelva mi dinero, regrese mi dinero,
      regresar mi dinero, return my money, money back, invoice, invoices, owes me, me debe, me deben,
      small claims, reclamos menores, warranty, sold me, me vendio, me vendieron, dealership,
      verbal agreement, acuerdo verbal, business partner, debt collector, collection agency, cobrador*,
      cobranza, breach of contract, signed a contract, firme un contrato, firmamos un contrato, gym, gimnasio,
      membership, membresia, subscription, suscripcion, charging my card, charging me, keep charging,
      keeps charging, me cobran, me siguen cobrando, siguen cobrando, siguen sacando dinero, cancelled,
      canceled, cancele, cancelamos, por escrito, nada por escrito, in writing, nothing in writing,
      un negocio, hice un negocio, business deal, socio, my partner in the business, venue, freelance,
      upfront, por adelantado, deposito para, refund the, refuses to refund, used car, carro usado,
      agencia de carros, se descompuso, descompuso, transmission, le pague, i paid him, i paid her, i paid them,
      hired a company, hired a contractor, i hired, we hired, contrate a, contrate una, contratamos a,
      contratamos una, never showed up, never delivered, nunca llegaron, nunca llego, no entregaron,
      moving company, movers, mudanza, mudanzas, compania de mudanzas, cobrar mas, charge me more,
      more than they quoted, mas de lo que me dijeron, no nos devuelven, no me devuelven, no me regresan,
      no nos regresan, won t refund, wont refund, prepaid, pague por, paid for a, went out of business,
      closed down, cerraron la escuela, cerraron el negocio, le preste, les preste, lent him, lent her,
      lent my, i loaned, promissory note, pagare, firmamos un papel, signed a paper, bought from, compre en,
      solar company, solar panels, paneles solares, out of the contract, salir del contrato, solar lease, car lease, equipment lease, lease for the panels, nunca me la entrego, nunca me lo entrego, never gave me the, never handed over, online order, bought online, compre en linea, compre por internet, return window, return policy,
      wrong one, wrong item, delivered the wrong, me mandaron otro, politica de devolucion, pedido, package never, marketplace, repair shop, el taller, taller mecanico, install*, instalar*, instalacion, the client, el cliente, cliente, me pago la mitad, pago la mitad, disappeared, desaparecio
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
      cancel*, entreg*, desconectado, online, delivered, entregaron, furniture, muebles, store, tienda, devuelv*, devolv*, reembols*, curso, course, tuition, preste, prestado, lent, borrowed,
      loan to, hired, contrate, contratamos, quote, cotizacion, disconnected, services, servicio*, business, negocio, estimate, presupuesto, promised, prometio, half,
      techo, roof
    `,
  },
  criminal_defense: {
    decisive: `
      arrest*, arestad*, me arrestaron, charged with, acusado de, acusada de, me acusan de, me acusaron de,
      dui, dwi, public defender, defensor publico, bench warrant, search warrant, orden de arresto,
      orden de aprehension, expunge*, bail, fianza, felony, misdemeanor, arraignment, lectura de cargos,
      criminal record, antecedentes penales, record criminal, detuvo la policia, detenido por la policia,
      detenida por la policia, arrested by police, arrested by the police, picked up by the police
    `,
    strong: `
      manejar sin licencia, manejando sin licencia, driving without a license, driving on a suspended license, me multaron, traffic court,
      arrest*, arrestaron, arestaron, me arrestaron, charged with, acusado de, acusada de,
      me acusan de, me acusaron de, dui, dwi, drunk driving, manejar borracho, manejando borracho,
      manejar tomado, manejando tomado, warrant, orden de arresto, orden de aprehension, jail, carcel,
      prison, prision, probation, libertad condicional, probatoria, bail, fianza, felony, misdemeanor,
      delito, delitos, public defender, defensor publico, arraignment, lectura de cargos, plea,
      shoplift*, theft, assault, expunge*, criminal record, record criminal, antecedentes penales,
      miranda, detective, cargos criminales, criminal charges, la corte criminal, criminal court,
      se llevaron preso, preso, presa, me agarraron con, lo agarraron con, la agarraron con, caught with,
      pulled over, me pararon, lo pararon, weed, marihuana, marijuana, mota, fake id, citacion,
      shoplifting, robar en la tienda, stealing, county jail, carcel del condado,
      traffic ticket, traffic stop, lo acuso, la acuso, me acuso, lo acusan, la acusan, lo acusaron,
      la acusaron, accused me, accused him, accused her, accused of, audiencia penal, pistola, arma,
      gun, firearm, weapon, problema con la ley, trouble with the law, plea deal, prosecutor, fiscal,
      district attorney, charges dropped, retirar los cargos, robbery, burglary, vandalism, trespass*,
      community service, servicio comunitario, parole, libertad bajo palabra, jury, jurado
    `,
    medium: `
      police, policia, cops, charges, cargos, crimen, criminal, robo, possession, drugs, drogas,
      marijuana, marihuana, battery, asalto, pelea, citation, license suspended, licencia suspendida,
      registraron, searched my, interrogat*, bond, detained, stolen, borracho, tomado, oficial,
      officer
    `,
    weak: `
      fight, ticket, multa, court date, robar, investigat*, charge, cargo
    `,
  },
  immigration: {
    decisive: `
      h 1b, h1b, h 2a, h2a, h 2b, h2b, work visa, visa de trabajo, green card, tarjeta verde, deport*, deportacion, asylum, asilo, daca, tps, work permit,
      permiso de trabajo, uscis, la migra, immigration court, corte de inmigracion, entered without inspection,
      sin papeles, undocumented, indocumentad*, notice to appear, naturaliz*, citizenship, ciudadania
    `,
    strong: `
      la migra, se lo llevo la migra, se la llevo la migra, detenido por inmigracion, detenida por inmigracion,
      immigra*, imigra*, inmigra*, migra, deport*, green card, tarjeta verde, residencia,
      residente permanente, visa, visas, uscis, eoir, asylum, asilo politico, pedir asilo, daca, tps,
      work permit, permiso de trabajo, undocumented, indocumentad*, sin papeles, no tengo papeles,
      no tenemos papeles, citizenship, ciudadania, naturaliz*, notario, notice to appear,
      immigration court, corte de inmigracion, juez de inmigracion, i 130, i 485, i 765, i 589, u visa,
      visa u, vawa, parole humanitario, permiso humanitario, detention center, centro de detencion,
      bond hearing, la ice, border patrol, patrulla fronteriza, us citizen, u s citizen, american citizen,
      ciudadano americano, es ciudadano, es ciudadana, pedirme, me quiere pedir, arreglar papeles,
      arreglar mis papeles, arreglar los papeles, mis papeles, residency, residencia, redada, raid,
      check in with ice, renovacion, renewal, sponsor*, patrocin*, leave the country, salir del pais, embajada, embassy, consular, visa de residente,
      residente permanente, permanent resident, student visa, visa de estudiante, overstay*
    `,
    medium: `
      papeles, residency, asilo, dreamer, notary, consulado, consulate, border, frontera, coyote,
      removal, peticion, petition, detenido, detenida, ice, cruzamos, cruce, pasaporte, passport,
      citizen, ciudadano, ciudadana, status, estatus, residente, interview, entrevista, translator
    `,
    weak: `
      itin, social security number, seguro social, mexico, guatemala, honduras, salvador
    `,
  },
  other: {
    // Matters that are none of the eight: they keep side details (a house, the kids) from choosing a topic.
    decisive: `
      write a will, make a will, my will, testamento, hacer un testamento, probate, herencia, inheritance,
      estate plan*, living trust, change my name, name change, cambiarme el nombre, cambiar mi nombre,
      cambio de nombre, property line, linea de propiedad, fence, cerca del vecino, the neighbor s tree,
      el arbol, arbol, tree, no mortgage, own the house outright, own our house outright, paid off the house,
      la casa esta pagada, ya pagamos la casa, hoa fines, fines from the hoa, multas de la asociacion
    `,
    strong: `
      power of attorney, poder notarial, paint, pintar, hoa rules, reglas de la asociacion
    `,
    medium: `
      neighbor, neighbour, neighbors, vecino, vecina
    `,
  },
};
