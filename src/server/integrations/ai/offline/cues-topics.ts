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
      dezaloj*, desahucio, notice to vacate, notice to quit, rule to vacate, writ of ejectment
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
      aviso en la puerta, papel en la puerta, trailer park, parque de trailas, parque de trailers, lote de la traila, the owner of the building,
      building manager, manager del edificio, el manager del apartamento, rent increase, raise the rent, raised the rent, raising the rent, subir la renta, subio la renta, nos quiere subir la renta, withhold rent, hold back rent, dejar de pagar la renta, month to month, mes a mes, renter, renters, rat, rats, ratas, ratones, mice, plaga, plagas, exterminator, fumigar, fumigacion, leak from upstairs, leaking ceiling, ceiling collapsed, se cayo el techo, gotea el techo, code enforcement, housing inspector, inspector de vivienda, uninhabitable, inhabitable, lease renewal, renovar el contrato de renta, contrato de renta, contrato de arrendamiento, rental agreement, rent receipt, recibo de renta, the landlord s, late fee on rent, apartment building
    `,
    medium: `
      rent, rented, renting, rentar, rentando, apartment*, appartment*, apartamento*, departamento,
      depa, deposit, deposito, mold, moho, roaches, cockroaches, cucarachas, chinches, bed bugs,
      goteras, gotera, habitab*, section 8, seccion 8, housing authority, move out, mobile home park,
      trailer park, el dueno, la duena, me corto el agua, me corto la luz, nos corto el agua,
      nos corto la luz, corto la luz, corto el agua, repairs, reparaciones, my unit, the unit,
      apt, apts, roommate, roomate, sublease, super, boiler, air conditioning, aire acondicionado, calentador, calefaccion, building, edificio, cuarto,
      traila, trailer, subletting, sublet*, subarrend*, rentamos, rentan, rentando, the owner, el dueno, la duena, unpaid rent, rent due, mgmt, management company,
      duplex, leak, leaking, leaks, ceiling, gotea, goteando, filtracion, humedad, damp, dampness, asthma, asma, pests, pest, the manager, el manager, la manager, upstairs neighbor, vecino de arriba, moving out, the apartment, el apartamento, el depa, el edificio, the building, units, complex, vivienda, housing, the heat, la calefaccion, el aire no sirve, aire no sirve, no sirve el aire, ac broke, ac is broken, a c, refrigerator, fridge, stove, estufa, refri, pay triple, owner passed away, dueno murio
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
      subastar mi casa, subastar nuestra casa,
      home equity, heloc, second mortgage, segunda hipoteca, short sale, deed in lieu, loan on the house, loan on my house, loan on our house, prestamo sobre la casa, prestamo sobre mi casa, prestamo sobre nuestra casa, prestamo con la casa, segundo prestamo sobre, hoa lien, lien on my house, lien on my home, lien on the house, lien on my townhome, lien on my condo, force a sale, forced sale, foreclose on
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
      embargar la casa, embargar mi casa, house payments, pagos de la casa,
      home equity line, equity loan, line of credit on the house, accelerate the debt, acceleration, vender la casa, van a vender la casa, van a vender mi casa, sell the house, sell my house, sell our house, behind on the house, behind on my house, behind on our house, atrasados con la casa, atrasado con la casa, pagarle al banco la casa, pagar la casa, pagos de mi casa, perderla, quitarmela, quitarnosla, quitarsela, quedarse con la casa, keep the house, keep our house, keep my house, take my house, balloon payment, loan officer, missed mortgage, property tax lien, tax lien, impuestos de la casa, homeowners association, asociacion de duenos, asociacion de propietarios, townhome, townhouse, condominium, credit union, cooperativa de credito, segundo prestamo, second loan, months behind on the house,
      compania del prestamo, la compania del prestamo, el seguro de la casa, seguro de la casa, home insurance, homeowners insurance, homeowner s insurance, force placed, compre mi casa, compramos la casa, compramos nuestra casa, compramos mi casa, bought my house, bought our house, bought the house, bought our home, bought my home, prestamo de mi casa, loan for the house, house loan, the bank is going after, going after her house, going after my house, el banco va por, bank wants the house, el banco quiere la casa
    `,
    medium: `
      auction, subasta, lender, prestamista, escrow, refinanc*, deed, behind on payments,
      atrasado en los pagos, atrasados en los pagos, atrasada en los pagos, our house, my house,
      nuestra casa, homeowner, property taxes, condo, lender, missed payments, missed 3 payments,
      wells fargo, chase, our home, sale date, fecha de venta,
      prestamista, lender, months behind, meses atrasados, meses sin pagar, carta del banco, letter from the bank, dues, cuotas, hoa dues, cuotas de la asociacion, homeowner, propietario, propietaria, mi casa propia, our own house, home owner
    `,
    weak: `
      bank, banco, hoa, escrituras, payments, pagos, the house, la casa,
      mi casa, my home, la vivienda
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
      por mi edad, too old, por ser latino, por ser latina, bathroom breaks, ir al bano, cut my tips, my tips, mis propinas, las propinas,
      unpaid leave, permiso sin goce, furlough*, severance, liquidacion, indemnizacion, payroll, nomina, staffing agency, temp agency, agencia de trabajo, agencia de empleo, non compete, no competencia, two weeks notice, dos semanas de aviso, unemployment benefits, timesheet, time sheet, punch in, ponchar, checar tarjeta, double shift, doble turno, jornada, turnos, no me pagaba, no me paga, no nos paga, no nos pagan, para pagarme, pagarme lo que, owes me wages, owes me for, hasn t paid me, hasnt paid me, didn t pay me for, my paycheck, my pay, pay cut, cut my pay, me bajaron el sueldo, promotion, ascenso, passed over, renuncie, me obligaron a renunciar, forced to resign, forced me to quit, quit my job, workers, trabajadores, empleados, employees, co workers, mi patron, el patron, mi patrona, the owner of the company, dueno de la compania, dueno del restaurante, el dueno del negocio donde trabajo, trabajador del campo, farmworker, field work, en el campo, pizca, empacadora, packing plant, meat plant, meatpacking, polleria, mis companeros, our supervisor, my supervisor, el supervisor, la supervisora, my manager, my employer, at my job, at work, en el trabajo, en mi trabajo, en el jale, in my workplace, union rep, sindicato, labor board, labor commissioner, department of labor, departamento de trabajo, wage theft, robo de salario, mandan a su casa sin paga, sin paga, without pay, unpaid overtime, terminated me, terminaron, me terminaron, laid me off, me despidieron, me corrio, nos corrio, got written up, write ups,
      osha, unsafe at work, safety violation, no harness, no harnesses, sin arnes
    `,
    medium: `
      no me pago, limpiando casas, trabajo limpiando, under the table, housekeeper, nanny, niñera,
      fired, let me go, jale, chamba, salario, sueldo, cheques, supervisor*, manager, gerente,
      mayordomo, terminated, termination, shift, shifts, job, trabajo, empleo, labor, hr, paid in cash,
      pagan en efectivo, pagan cash, me pagan, 1099, w2, retaliat*, represalia*, tips, propinas,
      maternity leave, discriminat*, discrimin*, harass*, acoso, empresa, hours, horas, clock in,
      break, descanso, workplace, boss, casino, me grita, me insulta, yells at me, lavanderia, laundromat, horario, schedule, planta, plant, trucking, loads, dias sin pago, i work, i worked, we work, trabajo en, trabajaba en, trabajo de,
      trabajo para, trabajaba para, hotel, restaurant, restaurante, warehouse, fabrica, factory,
      construction, construccion, uniforms, sin pagar, unpaid,
      pregnant at work, pregnancy, embarazo, maternity, paternity leave, commission, comision, bonus, bono, uniform, delivery driver, driver for, chofer para, repartidor, routes, rutas, cashier, cajera, cajero, cook, cocinero, dishwasher, lavaplatos, mesero, mesera, waiter, waitress, janitor, conserje, limpieza de oficinas, landscaping, jardineria, roofing company, drywall, painter for, pintor, welder, soldador, nurse aide, cna, caregiver, cuidadora, home health, el rancho, rancho, ranch, dairy, lecheria, granja, farm, los muchachos, mis companeros de trabajo, paid every, pay day, dia de pago, paga cada, checks bounced, terminated, fired me, me corrieron
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
      mis padres,
      daughter s dad, son s dad, kid s dad, kids dad, daughter s mom, son s mom, kid s mom, kids mom, daughters dad, sons dad, daughters mom, sons mom, my child s, my son s father, my son s mother, my daughter s mother, hija de mi ex, splitting up, split up, breaking up, broke up, we separated, nos separamos, nos estamos separando, nos estamos dejando, nos dejamos, me separe, separacion, living together, lived together, vivimos juntos, viviamos juntos, union libre, common law, concubin*, prenup, prenuptial, acuerdo prenupcial, annulment, anulacion, co parent*, coparent*, parenting plan, plan de crianza, parenting time, ex boyfriend, ex girlfriend, ex novio, ex novia, ex partner, ex pareja, mi ex pareja, foster care, hogar temporal, stepfather, stepmother, padrastro, madrastra, take her to live with him, take him to live with, llevarse a los ninos, llevarse a mi hijo, llevarse a mi hija, se quiere llevar a, out of state with my, fuera del estado con, hasnt paid a cent, hasn t paid a cent, no da nada para, no me da nada para, no aporta, support for the kids, support for my, mantener al bebe, mantener a los ninos, no me deja ver, won t let me see, wont let me see, doesn t let me see, me tocan, cada otro fin de semana, fin de semana por medio, fines de semana alternos, joint custody, full custody, sole custody, mi suegra, my mother in law, in laws, grandchild, grandchildren, nietos, protective order, orden de alejamiento, abusive husband, abusive boyfriend, me maltrata, maltrato, violencia familiar, violencia en la casa,
      give me her baby, give me his baby, raise her baby, raise his baby, raise my niece, raise my nephew, to raise, criar a, criarlo, criarla, criar al bebe, darme a su bebe, custody of my niece, custody of my nephew, custody of my grand*, kinship
    `,
    medium: `
      never married, nunca nos casamos, not paying anything for,
      my kids, mis hijos, my children, my daughter, my son, mi hija, mi hijo, my baby, mi bebe,
      visitas, abuse, abusive, abuso, adopt*, tutela, marriage, matrimonio, married, casad*, separat*,
      separad*, alimony, pension, custodia, boyfriend, girlfriend, novio, novia, pareja, husband, wife,
      marry him, marry her, casarse con, se quiere casar, the father is, el papa es, pregnant, embarazada,
      esposo, esposa, mi esposo, mi esposa, my husband, my wife, spouse, conyuge, mi marido,
      her dad, his dad, the dad, el papa de, la mama de, the mom, partner, mi pareja, my partner, ex, married for, casados, boyfriend of, novio de, the kids, los ninos, las ninas, mis ninos, mis hijas, our daughter, our son, nuestra hija, nuestro hijo, nuestros hijos, our kids, teen, teenager, adolescente, el juez dijo, the judge said, family court, corte familiar, corte de familia, juzgado familiar,
      raise, criar, her baby, his baby, su bebe, my niece, my nephew, mi sobrina, mi sobrino, grandkids
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
      wrongful death, pain and suffering, rear ended, hit and run, me atropellaron, me atropello,
      personal injury, lesiones personales, dog bit, bitten by, mordida de perro, me mordio un perro, lo mordio el perro, la mordio el perro, slipped and fell, trip and fall, tripped and fell, resbalon
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
      collision, paramedic*, paramedicos, physical therapy, terapia fisica, daycare, guarderia,
      assisted living, residencia de ancianos, hogar de ancianos, fell out of bed, se cayo de la cama, mri, resonancia, x ray, x rays, rayos x, recorded statement, declaracion grabada, car door, la puerta del carro, abrio la puerta, doored, sali volando, went flying, knocked me down, me tumbo, me tiro, fell on my, cayo sobre, cayeron sobre, fell off, se cayo de, me cai de, injury claim, claim for my injuries, medical expenses, gastos del hospital, pagar el hospital, pay the hospital, hospital bill, emergency room bill, er bill, ambulance bill, shoulder surgery, torn ligament, ligamento, disc, hernia, herniated, sprain*, esguince, whiplash, collarbone, clavicula, hit by a truck, hit by a bus, rear end*, t boned, side swiped, sideswiped, pedestrian, peaton, atropellad*, crosswalk, paso peatonal, crash, crashed, accidente de carro, accidente de trabajo, scaffold, andamio, fell from, me cai del, se cayo del, can t lift, cant lift, no puedo levantar, no puedo caminar, can t walk, cant walk, still hurts, todavia me duele, lost wages from, perdi dias de trabajo por, unsafe, inseguro, loose railing, barandal, pothole, bache, food poisoning, intoxicacion, fell at, me cai en, se cayo en, mordio, bite, bit, nursing staff, staff dropped, dropped her, dropped him, la dejaron caer, lo dejaron caer, nobody checked on, nadie la reviso, nadie lo reviso, broke her hip, broke his hip, se quebro la cadera, se rompio la cadera,
      burned my, burned me, burned her, burned his, me quemo, me queme, se quemo, blew off, exploto, explode*, exploded, lid, tapa
    `,
    medium: `
      crash*, choco, fell, tripped, se cayo, me cai, herid*, lastim*, hurt, fractur*, broke my,
      hospital, emergency room, sala de emergencia*, insurance company, aseguranza, perro, dog,
      surgery, cirugia, operacion, piscina, pool, salvavidas, lifeguard, mojadas, mojado, bicicleta, bike, defective, settlement, ambulance, ambulancia, drunk driver,
      negligen*, therapy, terapia, quiropractico, chiropractor, concussion, insurance, seguro del otro,
      the other driver, el otro conductor, el otro chofer, puntos, urgencias, cuello, espalda, neck,
      back injury, medical records, expedientes medicos, porch, escalon, step, stairs, escaleras,
      shoulder, hombro, hip, cadera, arm, brazo, leg, pierna, bike, bici, cyclist, ciclista, scooter, motorcycle, moto, motocicleta, shelf, estante, fell, caida, falling, slipped, slip, icy, ice on, hielo, puntos, stitches, bruises, moretones, moretes, bleeding, sangrando, sangre, hurt, injury, injuries, lesion, lesiones, doctor bills, clinic bills, insurance guy, insurance adjuster, el del seguro, la aseguranza del, the store s insurance, seguro de la tienda, ambulance, er visit, emergencias
    `,
    weak: `
      collarbone, clavicula, waiver, uber, lyft, truck, troca, police report, reporte de policia, doctor, me duele, pain, dolor*, ankle,
      wrist, knee, hip, ribs, rodilla, tobillo, muneca, cadera, brazo, pierna, cabeza, costillas, head
    `,
  },
  contract_disputes: {
    decisive: `
      breach of contract, incumplimiento de contrato, small claims, reclamos menores, corte de reclamos menores,
      sold as is, collection agency, agencia de cobranza, debt collector,
      lemon law, ley limon, ley del limon, breach of warranty, carfax, odometer, millaje alterado, repossess*, reposes*, repo man, embargaron el carro, embargaron mi carro, se llevaron el carro, se llevaron mi carro, car loan, auto loan, prestamo del carro, prestamo de carro, payday loan, title loan, frame damage, flood damage, salvage title, titulo salvage, titulo de salvamento, private seller, vendedor particular, rented my truck, rented my car, rented him my, rented her my, borrow my truck, borrow my car, borrowed my truck, borrowed my car, borrowed my pickup, borrow my pickup, prestar mi carro, preste mi carro, le preste mi carro, le preste mi troca, le rente mi troca, le rente mi carro, le rente mi camioneta, compramos un terreno, compramos una tierra, bought land, bought a lot together, bought property together, a medias, went half on, went halves, split the cost, my share of the, mi parte del, mi parte de la, co owner, copropietario, el contrato de compra,
      rented out my truck, rented out my car, rented out my, my truck to a, my car to a, my pickup to a, mi troca a un, mi carro a un, mi camioneta a un
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
      wrong one, wrong item, delivered the wrong, me mandaron otro, politica de devolucion, pedido, package never, marketplace, repair shop, el taller, taller mecanico, install*, instalar*, instalacion, the client, el cliente, cliente, me pago la mitad, pago la mitad, disappeared, desaparecio,
      want my money back, get my money back, quiero mi dinero, recuperar mi dinero, recupero mi dinero, recuperar el dinero, give me my money, me devuelva, me regrese el dinero, never came back, no volvio, ya no regreso, no regreso a terminar, se fue con mi dinero, ran off with, took off with, handyman, contractor took, kitchen remodel, remodelar la cocina, cocina nueva, bathroom remodel, did a bad job, mal trabajo, trabajo mal hecho, mal hecho, shoddy work, poorly done, agreed to pay, agreed he would pay, agreed she would pay, quedamos en que, acordamos que, nos pusimos de acuerdo, pay me back, pagarme de vuelta, me pague lo que, me pague lo que me debe, lo que me debe, what he owes me, what she owes me, owes me money, me debe dinero, le debo, i owe, i owe the, collections, en cobranza, credit report, reporte de credito, historial de credito, overcharged, me cobraron de mas, charged me twice, me cobraron dos veces, double charged, layaway, apartado, appliance, electrodomestico, fabricante, manufacturer, defective, defectuos*, dejo de funcionar, stopped working, broke down, se descompuso, dejo de enfriar, no enfria, lemon, seller lied, el vendedor mintio, me mintio el vendedor, me dijeron que no tenia, told me it had no, swore it was, said it was never, never in an accident, nunca habia chocado, estuvo chocado, was in a wreck, hidden damage, dano escondido, financing, financiamiento, financiaron, financed, interest rate, tasa de interes, loan agreement, contrato de prestamo, personal loan, prestamo personal, le preste dinero, i lent, lent him money, lent her money, borrowed money, me pidio prestado, pidio prestado, never paid me back, nunca me pago, nunca me pagaron, nunca me devolvio, repair bill, the repair, la reparacion, pagar la reparacion, pay for the repair, pay for the damage, pagar el dano, pagar los danos, cracked, scratched, rayado, terreno, tierra, lote, parcel, land, dealer, concesionario, agencia de autos, car lot, lote de carros, lote de autos, compre un carro, compre una troca, bought a car, bought a truck, bought a used, warranty, garantia, refund*, tienda, store, cobro, bill for, wedding venue, photographer, fotografo, caterer, dj, invoice, estimate, cotizacion
    `,
    medium: `
      bounced, cheque sin fondos, sold my, le vendi, me robaron el dinero,
      contract*, contrato, incumpli*, took my money, se llevo mi dinero, factura, garantia, scam*,
      estafa*, fraude, bought, compre, dealer, used car, carro usado, down payment, enganche,
      agreement, socio, debt, deuda, deudas, credit card, tarjeta de credito, membership, subscription,
      roofer, plumber, plomero, remodel*, deposit, anticipo, no me quiere pagar, wont pay me,
      didnt pay me, did not pay me, customer, cliente, seller, vendedor, paid him, paid her, le pague,
      mechanic, mecanico,
      borrow, borrowed, prestar, prestado, prestada, presto, rented, renting it, pickup, troca, camioneta, truck, suv, car, carro, auto, coche, vehicle, vehiculo, bumper, defensa, damage, damages, dano, danos, danado, repair, reparar, arreglar, repairs, small claim, claims court, loan, prestamo, seller, buyer, comprador, sell, vender, vendio, vendieron, price, precio, receipt, recibo, quote, job, obra, kitchen, cocina, cabinets, gabinetes, senor para que me hiciera, para que me hiciera, me hiciera, hacer el trabajo,
      cosigned, cosigner, co signed, fiador, firme como fiador, compre un, compramos un, bought a, sold me a, vendio un
    `,
    weak: `
      cancel*, entreg*, desconectado, online, delivered, entregaron, furniture, muebles, store, tienda, devuelv*, devolv*, reembols*, curso, course, tuition, preste, prestado, lent, borrowed,
      loan to, hired, contrate, contratamos, quote, cotizacion, disconnected, services, servicio*, business, negocio, estimate, presupuesto, promised, prometio, half,
      techo, roof,
      money, dinero, paid, pague, pagamos, cash, efectivo,
      court, corte, sue, sue him, sue her, demandar, demandarlo, demandarla, take him to court, take her to court, llevarlo a la corte
    `,
  },
  criminal_defense: {
    decisive: `
      arrest*, arestad*, me arrestaron, charged with, acusado de, acusada de, me acusan de, me acusaron de,
      dui, dwi, public defender, defensor publico, bench warrant, search warrant, orden de arresto,
      orden de aprehension, expunge*, bail, fianza, felony, misdemeanor, arraignment, lectura de cargos,
      criminal record, antecedentes penales, record criminal, detuvo la policia, detenido por la policia,
      detenida por la policia, arrested by police, arrested by the police, picked up by the police,
      got picked up for, picked up for, lo agarraron por, la agarraron por, me agarraron por, possession of, posesion de, resisting arrest, resistirse al arresto, domestic battery, open container, speeding ticket, reckless driving, manejo imprudente, manejo temerario, hit and run charge, court appointed, abogado de oficio, probation officer, oficial de probatoria, ankle monitor, grillete, brazalete electronico, plead guilty, plead not guilty, declararse culpable, pled guilty, convicted, conviction, condenado, condenada, sentenced to, lo sentenciaron, la sentenciaron, me sentenciaron, juvenile detention, correccional, booked into, mugshot, locked up
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
      community service, servicio comunitario, parole, libertad bajo palabra, jury, jurado,
      pills, pastillas, cocaine, cocaina, meth, fentanyl, fentanilo, heroin, heroina, paraphernalia, parafernalia, knife, navaja, cuchillo, court date for, fecha de corte por, la corte por, free lawyer, free one, the free lawyer, abogado gratis, abogado gratuito, public lawyer, cited for, citado por, ticket for, multa por manejar, le dieron un papel para ir a la corte, papel para ir a la corte, a paper to go to court, guilty, culpable, not guilty, inocente, first offense, primera ofensa, primera vez que, charged, acusaron, record, antecedentes, expediente criminal, background check, la policia lo, la policia la, la policia me, police took, police arrested, cops took, detenido, detenida, detained, custody of the police, sheriff arrested, stolen car, carro robado, robo de, shoplifting charge, assault charge, dui charge, sin licencia, without a license, no license, unlicensed, suspended license, licencia suspendida, ticket, multa de transito, traffic, transito, speeding, exceso de velocidad, bag of, bolsa de, en el carro le encontraron, found in the car, found a, le encontraron, me encontraron, searched the car, revisaron el carro, register the car, court next month
    `,
    medium: `
      police, policia, cops, charges, cargos, crimen, criminal, robo, possession, drugs, drogas,
      marijuana, marihuana, battery, asalto, pelea, citation, license suspended, licencia suspendida,
      registraron, searched my, interrogat*, bond, detained, stolen, borracho, tomado, oficial,
      officer,
      picked up, lo agarraron, la agarraron, me agarraron, lo pararon, la pararon, got caught, caught, court date, cita en la corte, fecha de corte, lawyer for him, lawyer for her, abogado para el, abogado para ella, judge, juez, sentence, sentencia, que le puede pasar, what can happen to him, what will happen to him, what can happen to her, cop, cops, patrol, patrulla
    `,
    weak: `
      fight, ticket, multa, court date, robar, investigat*, charge, cargo
    `,
  },
  immigration: {
    decisive: `
      h 1b, h1b, h 2a, h2a, h 2b, h2b, work visa, visa de trabajo, green card, tarjeta verde, deport*, deportacion, asylum, asilo, daca, tps, work permit,
      permiso de trabajo, uscis, la migra, immigration court, corte de inmigracion, entered without inspection,
      sin papeles, undocumented, indocumentad*, notice to appear, naturaliz*, citizenship, ciudadania,
      tourist visa, visa de turista, visa de paseo, overstayed, me quede con la visa, se me vencio la visa, expired visa, visa vencida, adjustment of status, ajuste de estatus, ajustar estatus, advance parole, permiso de viaje, i 94, consular processing, proceso consular, i 601, i 601a, unlawful presence, presencia ilegal, castigo de 10 anos, castigo de diez anos, biometrics, biometricos, refugee, refugiado, refugiada, entered illegally, entre sin papeles, entre ilegal, cruce ilegal, crossed the border, cruce la frontera, cruzamos la frontera,
      hacerme ciudadano, hacerme ciudadana, hacerse ciudadano, become a citizen, become a us citizen, become an american citizen, apply for citizenship, naturalization, n 400
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
      residente permanente, permanent resident, student visa, visa de estudiante, overstay*,
      arreglar sin salir, arreglar papeles, arreglar estatus, arreglar mi estatus, arreglar por matrimonio, pedir a mi esposo, pedir a mi esposa, petition for my, peticion para mi, marry a citizen, casarme con un ciudadano, casarme con una ciudadana, married a citizen, casada con un ciudadano, casado con una ciudadana, work authorization, autorizacion de empleo, ead, renewal is pending, renovacion pendiente, still pending, pending with, me quede, overstay, expired, vencio, vencido, se vencio, cbp, aduana, inmigracion, immigration, la frontera, the border, consulado, embajada, pasaporte vencido, numero de caso, receipt notice, notice of action, biometric,
      me puede pedir, me pueda pedir, pedir a mi mama, pedir a mi papa, pedir a mis padres, petition for my mom, petition for my dad, petition for my parents, petition for me, nacio aqui, born here, born in the us, cumpla 21, turns 21, la peticion, family petition
    `,
    medium: `
      papeles, residency, asilo, dreamer, notary, consulado, consulate, border, frontera, coyote,
      removal, peticion, petition, detenido, detenida, ice, cruzamos, cruce, pasaporte, passport,
      citizen, ciudadano, ciudadana, status, estatus, residente, interview, entrevista, translator,
      turista, tourist, arreglar, ciudadano, ciudadana, citizen, pending, pendiente, permiso, permit, papers, papeles, entre con, entered with, came on a, vine con
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
      la casa esta pagada, ya pagamos la casa, hoa fines, fines from the hoa, multas de la asociacion,
      without a will, no will, sin testamento, estate of my, his estate, her estate, the estate, heir*, heredero*, herederos, llc, register my business, registrar mi negocio, registrar el negocio, business license, licencia de negocio, trademark, marca registrada, patent, patente, parking ticket, parking tickets, parking fine, multa de estacionamiento, multa por estacionar, por estacionar, por estacionarme, me multaron por estacionar, parking meter, towed my car, grua se llevo, se llevaron mi carro con la grua, social security benefits, disability benefits, beneficios de discapacidad, ssi, ssdi, medicaid, medicare, food stamps, estampillas, snap benefits, irs, impuestos, taxes, tax return, declaracion de impuestos, bankruptcy, bancarrota, quiebra,
      executor, albacea, his will, her will, in his will, in her will, the will, el testamento, su testamento, dementia, demencia, alzheimer*, conservator*, curatela, medical decisions, decisiones medicas, manage her bills, manage his bills, manejar su dinero
    `,
    strong: `
      power of attorney, poder notarial, paint, pintar, hoa rules, reglas de la asociacion,
      passed away, fallecio, murio, died, stepmom, stepmother s, the deed to, life insurance, seguro de vida, power of attorney, poder notarial, notarize, notarizar, notario publico, name on the deed, nombre en la escritura, business name, nombre del negocio, nombre de mi negocio, incorporate, sole proprietor, necesito abogado, do i need a lawyer
    `,
    medium: `
      neighbor, neighbour, neighbors, vecino, vecina
    `,
  },
};
