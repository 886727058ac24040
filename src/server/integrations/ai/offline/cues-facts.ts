import type { WeightedCues } from './lexicon.js';

/** Who is involved. Labels for each key are in the knowledge files. */
export const PARTY_CUES = {
  landlord: {
    strong: `landlord, landlady, lanlord, landord, casero, casera, arrendador*, property manager,
      apartment manager, manager del apartamento, dueno de la casa, duena de la casa, dueno del apartamento,
      dueno del departamento, dueno de la traila, el dueno, la duena`,
  },
  employer: {
    strong: `employer, employeer, emploier, my boss, boss, jefe, jefa, patron, patrona, supervisor*,
      mayordomo, the company, la compania, la empresa, mi empresa, foreman`,
  },
  coworker: {
    strong: 'coworker*, co worker*, companero de trabajo, companeros de trabajo, companera de trabajo',
  },
  spouse: { strong: 'husband, wife, esposo, esposa, spouse, marido, conyuge, mi mujer' },
  ex_partner: {
    strong: `my ex, mi ex, ex husband, ex wife, ex esposo, ex esposa, baby daddy, baby mama, baby momma,
      father of my, mother of my, padre de mis, papa de mis, padre de mi, papa de mi, mama de mis,
      madre de mis, ex novio, ex novia, ex boyfriend, ex girlfriend`,
  },
  children: {
    strong: 'kids, children, child, son, daughter, hijos, hija, hijo, ninos, nino, nina, bebe, baby',
  },
  insurance: {
    strong: `insurance, aseguranza, compania de seguros, seguro del otro, su seguro, adjuster, ajustador,
      geico, state farm, progressive, allstate`,
  },
  other_driver: {
    strong:
      'other driver, el otro conductor, el otro chofer, the driver, el conductor, la conductora, other car',
  },
  police: { strong: 'police, policia, cops, officer, oficial, sheriff, patrulla, deputy, policias' },
  immigration_authorities: {
    strong: `la migra, migra, la ice, uscis, immigration officers, agentes de inmigracion, border patrol,
      patrulla fronteriza, cbp, immigration agents`,
  },
  lender: {
    strong: `lender, servicer, prestamista, mortgage company, compania hipotecaria, wells fargo, chase,
      the bank, el banco, mi banco, my bank`,
  },
  contractor: {
    strong:
      'contractor, contratista, roofer, plumber, plomero, electrician, electricista, mechanic, mecanico',
  },
  seller: { strong: 'seller, dealer, dealership, vendedor, vendedora, la agencia, the store, la tienda' },
  debt_collector: {
    strong: 'debt collector, cobrador*, collection agency, agencia de cobranza, collections',
  },
  medical_provider: {
    strong: 'doctor, doctora, hospital, clinic, clinica, nurse, enfermera, surgeon, cirujano',
  },
  neighbor: { strong: 'neighbor, neighbour, neighbors, vecino, vecina, vecinos' },
  notario: { strong: 'notario, notary, consultor, immigration consultant' },
  court: { strong: 'court, corte, judge, juez, jueza, tribunal, magistrate' },
} satisfies Record<string, WeightedCues>;

export type PartyKey = keyof typeof PARTY_CUES;

/** What the person already has: it raises a case's strength and changes the evidence advice. */
export const EVIDENCE_CUES = {
  photos: {
    strong:
      'photo*, pictures, pics, fotos, foto, fotografias, video*, grabacion, i recorded, la grabe, lo grabe',
  },
  messages: {
    strong: `text messages, texts, mensajes, msjs, whatsapp, emails, email, correos, correo, screenshot*,
      voicemail`,
  },
  receipts: {
    strong: `receipt*, recibo*, money order*, bank statement*, estado de cuenta, transferencia, zelle, venmo,
      cashapp`,
  },
  witnesses: { strong: 'witness*, testigo*, saw it, lo vio, lo vieron, vieron todo, saw everything' },
  written_agreement: {
    strong: `lease, contrato, contract, written agreement, signed, firme, firmamos, firmado,
      acuerdo por escrito, the agreement`,
  },
  official_report: {
    strong: `police report, reporte de policia, reporte policial, report number, numero de reporte,
      case number, numero de caso`,
  },
  medical_records: {
    strong: `medical records, expediente medico, records from the hospital, doctor notes, notas del doctor,
      diagnosis, diagnostico`,
  },
  pay_records: {
    strong: `pay stub*, paystub*, talon* de pago, w2, 1099, timesheet*, time card*, hojas de horas,
      tarjeta de horas`,
  },
  notice_document: {
    strong: `notice, aviso, carta, letter, papers, papeles de la corte, court papers, summons, citatorio,
      demanda, notice to appear`,
  },
} satisfies Record<string, WeightedCues>;

export type EvidenceKey = keyof typeof EVIDENCE_CUES;

/** Signs that something is urgent: a case with these gets HIGH priority. */
export const URGENCY_CUES = {
  urgent: {
    strong: `urgent, urgente, emergency, emergencia, asap, right away, de inmediato, inmediatamente, tomorrow,
      pasado manana, court date, fecha de corte, audiencia, hearing, arrested, arrestaron, detenido, detenida,
      detained, jail, carcel, deport*, la migra, ice took, locked me out, locked us out, changed the locks,
      cambio la chapa, cambio las cerraduras, day notice, dias para salir, dias para desocupar, sheriff sale,
      subasta, auction, restraining order, orden de proteccion, me golpea, me golpeo, hits me, beats me,
      threatened to kill, amenazo con matarme, no tengo donde vivir, homeless, on the street, en la calle,
      se llevo a mis hijos, took my kids, warrant, orden de arresto, deadline, fecha limite`,
  },
} satisfies Record<string, WeightedCues>;

/** Follow-up questions are only asked when the text does not already answer them. */
export const ANSWERED_CUES = {
  written_notice: { strong: 'notice, aviso, carta, letter, papers, papeles, summons, citatorio, demanda' },
  lease: { strong: 'lease, contrato, contract, month to month, mes a mes, verbal' },
  rent_paid: {
    strong: `paid the rent, pay the rent, pay rent, paid rent, pague la renta, pagado la renta,
      pagar la renta, al corriente, up to date, behind on rent, atrasad*, debo, i owe, owe rent`,
  },
  children: { strong: 'kids, children, child, hijos, hija, hijo, ninos, nino, bebe, baby, son, daughter' },
  court_order: {
    strong: `court order, orden de la corte, orden del juez, custody order, support order, protective order,
      restraining order, orden de custodia, orden de manutencion, orden de proteccion, decree, decreto,
      sentencia`,
  },
  medical_care: {
    strong:
      'hospital, doctor, emergency, emergencia, clinic, clinica, ambulance, ambulancia, therapy, terapia',
  },
  police_report: {
    strong:
      'police report, reporte de policia, reporte policial, police came, vino la policia, llame a la policia',
  },
  insurance_info: { strong: 'insurance, aseguranza, seguro, adjuster, ajustador, claim, reclamo' },
  written_contract: {
    strong:
      'contract, contrato, written, por escrito, signed, firme, firmamos, invoice, factura, receipt, recibo',
  },
  pay_records: { strong: 'pay stub*, paystub*, talon* de pago, w2, 1099, records, registros, timesheet*' },
  employer_size: {
    strong: 'employees, empleados, trabajadores, workers, small business, big company, compania grande',
  },
  charges: {
    strong:
      'charged with, acusado de, acusada de, cargos de, charges of, charge of, felony, misdemeanor, delito',
  },
  lawyer: {
    strong:
      'lawyer, abogado, abogada, attorney, public defender, defensor publico, licenciado, representative',
  },
  defender: { strong: 'lawyer, abogado, abogada, attorney, public defender, defensor publico, licenciado' },
  immigration_status: {
    strong: `green card, residente, residencia, citizen, ciudadano, ciudadana, daca, tps, visa, undocumented,
      indocumentad*, sin papeles, asylum, asilo, permiso de trabajo, work permit`,
  },
  loan_status: {
    strong: `notice of default, aviso de incumplimiento, behind, atrasad*, payments, pagos, months behind,
      meses atrasad*`,
  },
  modification_tried: {
    strong:
      'modification, modificacion, forbearance, applied, aplique, solicite, payment plan, plan de pagos',
  },
  outcome: { strong: 'i want, quiero, we want, queremos, looking for, busco, necesito que, i need them to' },
} satisfies Record<string, WeightedCues>;

export type AnsweredKey = keyof typeof ANSWERED_CUES;
