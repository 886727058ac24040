import { ownValue } from '../../../../../../shared/own.js';
import type { CommonText } from '../types.js';

const LABOR_AGENCIES: Record<string, string> = {
  CA: 'la Oficina del Comisionado Laboral de California',
  TX: 'la Comisión de la Fuerza Laboral de Texas (Texas Workforce Commission)',
  NM: 'el Departamento de Soluciones de la Fuerza Laboral de Nuevo México (División de Relaciones Laborales)',
  NY: 'el Departamento de Trabajo del Estado de Nueva York',
  AZ: 'la Comisión Industrial de Arizona (Departamento Laboral)',
  IL: 'el Departamento de Trabajo de Illinois',
  CO: 'el Departamento de Trabajo y Empleo de Colorado',
  WA: 'el Departamento de Trabajo e Industrias del Estado de Washington',
  NV: 'el Comisionado Laboral de Nevada',
  FL: 'el Departamento de Trabajo de EE. UU. (Florida no tiene una agencia estatal para reclamos de salario)',
};

export const common: CommonText = {
  notice:
    'Esta es información legal general, no asesoría legal, y no crea una relación abogado-cliente. Las ' +
    'leyes cambian de un estado a otro; para recibir asesoría sobre su caso, hable con un abogado con ' +
    'licencia.',
  yourState: 'su estado',
  inState: (name) => ` en ${name}`,
  laborAgency: (code) => ownValue(LABOR_AGENCIES, code) || 'el departamento de trabajo de su estado',
  parties: {
    landlord: 'su casero o arrendador',
    employer: 'su empleador o patrón',
    coworker: 'un compañero de trabajo',
    spouse: 'su cónyuge',
    ex_partner: 'su expareja',
    children: 'sus hijos',
    insurance: 'una compañía de seguros',
    other_driver: 'el otro conductor',
    police: 'la policía',
    immigration_authorities: 'las autoridades de inmigración',
    lender: 'su prestamista o la compañía que administra el préstamo',
    contractor: 'un contratista o taller',
    seller: 'un vendedor o una agencia',
    debt_collector: 'un cobrador de deudas',
    medical_provider: 'un médico u hospital',
    neighbor: 'un vecino',
    notario: 'un notario o consultor',
    court: 'un tribunal',
  },
  evidence: {
    photos: 'fotos o video',
    messages: 'mensajes o correos',
    receipts: 'recibos o comprobantes de pago',
    witnesses: 'testigos',
    written_agreement: 'un acuerdo por escrito',
    official_report: 'un reporte oficial o número de caso',
    medical_records: 'expedientes médicos',
    pay_records: 'registros de pago',
    notice_document: 'un aviso o papeles por escrito',
  },
  questions: {
    state: '¿En qué estado pasó esto? Las reglas y los plazos cambian de un estado a otro.',
    when: '¿Cuándo pasó esto, y hay alguna fecha próxima (un plazo, una audiencia o una fecha para salir)?',
    amount: '¿Cuánto dinero está en juego (renta, salario, facturas, pagos o pérdidas)?',
    documents: '¿Tiene algo por escrito sobre esto: cartas, mensajes, un contrato o recibos?',
    other_side: '¿Qué ha dicho o hecho la otra parte desde que empezó el problema?',
    prior_steps: '¿Qué ha hecho ya al respecto: llamadas, cartas, quejas o trámites en la corte?',
    timeline: '¿Puede contar los hechos principales en orden, con fechas aproximadas?',
    outcome:
      '¿Qué resultado le gustaría? Por ejemplo, quedarse, que le paguen, recuperar su dinero o ' +
      'resolverlo pronto.',
    written_notice: '¿Recibió un aviso por escrito o papeles de la corte? ¿De qué tipo y qué fecha tienen?',
    lease: '¿Tiene un contrato de arrendamiento por escrito, o es de mes a mes o un acuerdo de palabra?',
    rent_paid: '¿Está al corriente con la renta o debe algo? ¿Cuánto?',
    children: '¿Hay hijos de por medio? ¿Qué edad tienen y con quién viven ahora?',
    court_order: '¿Ya existe una orden de la corte (de custodia, manutención o protección)? ¿En qué estado?',
    medical_care: '¿Recibió atención médica? ¿Sigue en tratamiento?',
    police_report: '¿Se hizo un reporte de policía o de incidente? ¿Tiene el número de reporte?',
    insurance_info: '¿Sabe cuál es la compañía de seguros involucrada? ¿Alguien de ella lo ha contactado?',
    written_contract: '¿El acuerdo fue por escrito o solo de palabra? ¿Qué se prometió exactamente?',
    pay_records:
      '¿Tiene talones de pago o su propio registro de las horas que trabajó y de lo que le pagaron?',
    employer_size:
      '¿Cuántas personas trabajan, más o menos, para ese empleador? Algunas leyes solo aplican a ' +
      'empresas más grandes.',
    charges: '¿Cuáles son exactamente los cargos, o qué dicen los papeles?',
    lawyer: '¿Ya lo está ayudando un abogado o un representante acreditado?',
    defender: '¿Ya tiene abogado o defensor público?',
    immigration_status: '¿Cuál es su situación migratoria actual y tiene algún caso o solicitud pendiente?',
    loan_status:
      '¿Cuántos pagos tiene atrasados y ha recibido un aviso de incumplimiento o una fecha de venta?',
    modification_tried:
      '¿Ha pedido a la compañía del préstamo una modificación, una pausa de pagos (forbearance) o un ' +
      'plan de pagos?',
  },
  facts: {
    parties: (list) => `Personas y organizaciones involucradas: ${list}.`,
    amounts: (list) => `Cantidades que menciona: ${list}.`,
    dates: (list) => `Fechas que menciona: ${list}.`,
    manyStates: (list) =>
      `Menciona más de un estado ` +
      `(${list}). Normalmente se aplica la ley del estado donde ocurrieron los hechos; confirme cuál es.`,
    alsoTopic: (label) => `Parte de esto también podría tratarse de ${label}.`,
    noTopic:
      'Su descripción todavía no encaja claramente en un área del derecho, así que esta es una guía ' +
      'general. Si agrega qué pasó, quién está involucrado, dónde y cuándo, la información será más ' +
      'específica.',
  },
  lines: {
    deadlinesYouMention: (list) =>
      `Fechas que menciona y que podrían ser plazos: ` +
      `${list}. Anótelas en un calendario; si se pasa un plazo de la corte o de una agencia, puede ` +
      `perder derechos aunque tenga la razón.`,
    soon: 'Algo de lo que describe vence muy pronto. Busque ayuda hoy mismo; no espere.',
    oldYear:
      'Parte de esto pasó hace más o menos un año. Todo reclamo tiene un plazo (la prescripción) que ' +
      'depende del estado; pregunte pronto por el suyo.',
    oldYears:
      'Parte de esto pasó hace años. Los plazos para reclamar (la prescripción) podrían estar por ' +
      'vencer o ya haber vencido; consulte a un abogado pronto.',
    evidenceYouHave: (list) =>
      `Menciona ` +
      `${list}. Guarde los originales en un lugar seguro y haga copias (capturas de pantalla, fotos de ` +
      `los papeles, respaldo de los mensajes).`,
    keepSafe:
      'Escriba ahora una cronología breve: fechas, qué pasó y quién estaba presente, mientras recuerda ' +
      'los detalles.',
    overtime: (hours) =>
      `Menciona que trabaja ` +
      `${hours} horas a la semana. Para la mayoría de los trabajadores por hora, cada hora que pase de ` +
      `40 en la semana debe pagarse a tiempo y medio.`,
    belowMinimum: (rate) =>
      `Menciona que le pagan ` +
      `${rate}, menos que el salario mínimo federal de $7.25 por hora; a la mayoría de los ` +
      `trabajadores se les debe pagar al menos eso, y muchos estados exigen más.`,
    stateLegalAid:
      'En LawHelp.org (también en español) encontrará programas de ayuda legal gratuita y guías para ' +
      '{state}.',
    referral:
      'El colegio de abogados estatal o local de {state} tiene un servicio de referencia de abogados; ' +
      'muchos ofrecen una primera consulta a bajo costo.',
    call211:
      'Marque 211 (o visite 211.org) para recibir ayuda local con vivienda, comida, servicios y otras ' +
      'emergencias.',
    attorneyGeneral: [
      'Hable con un abogado antes de firmar cualquier cosa que le dé la otra parte o de aceptar un acuerdo.',
      'Si tiene una fecha en la corte o recibió papeles de un tribunal, busque asesoría antes de esa fecha.',
    ],
    nextStepsGeneral: [
      'Guarde copia de cada papel, mensaje y recibo, y anote fechas y nombres.',
      'Cuando pueda, comuníquese por escrito (mensajes, correos, cartas) y guarde copias.',
    ],
  },
};
