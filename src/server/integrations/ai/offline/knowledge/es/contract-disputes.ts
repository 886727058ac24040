import type { TopicText } from '../types.js';

export const contractDisputes: TopicText = {
  label: 'un conflicto de contrato o de consumo',
  title: 'Conflicto por un contrato',
  summary: 'Esto parece un conflicto por un acuerdo o un pago{inState}.',
  issues: ['Incumplimiento de contrato: qué se prometió y qué se entregó'],
  rule:
    'Un acuerdo, por escrito o en muchos casos de palabra, es exigible; cuando una parte no cumple lo ' +
    'prometido, la otra puede reclamar el dinero necesario para quedar como habría quedado. Los plazos ' +
    'para demandar suelen ser de 3 a 10 años y a menudo más cortos para acuerdos de palabra.',
  lines: {
    keyIssues: ['Qué se acordó exactamente, qué hizo cada parte y cuánto perdió usted por eso.'],
    yourRights: [
      'Los acuerdos de palabra pueden ser válidos, pero son más difíciles de probar; los mensajes y ' +
        'los pagos ayudan a mostrar lo acordado.',
      'Puede reclamar el dinero que perdió porque la otra parte no cumplió.',
    ],
    deadlines: [
      'El plazo para demandar por un contrato depende de la ley de {state} y de si el acuerdo fue por ' +
        'escrito.',
    ],
    evidenceToGather: [
      'El contrato, el presupuesto, la factura o cualquier oferta por escrito.',
      'Comprobantes de cada pago (recibos, registros del banco o de aplicaciones).',
      'Mensajes donde la otra parte prometió o admitió algo.',
    ],
    nextSteps: [
      'Mande una carta de reclamo breve: qué se acordó, qué salió mal, qué quiere y un plazo para responder.',
      'La corte de reclamos menores resuelve cantidades pequeñas sin abogado; el límite cambia según ' +
        'el estado (desde unos pocos miles de dólares hasta unos $25,000).',
    ],
    whenToSeeAttorney: ['Si la cantidad pasa el límite de reclamos menores o si lo demandaron.'],
    freeResources: [
      'La oficina de protección al consumidor del procurador general de su estado recibe quejas contra ' +
        'negocios.',
    ],
  },
  aspects: {
    contractor: {
      label: 'Contratista que no terminó',
      summary: 'Un contratista o taller cobró pero no terminó el trabajo o lo hizo mal.',
      issue: 'Trabajo inconcluso o mal hecho por un contratista',
      rule:
        'El contratista debe hacer el trabajo como se acordó y con calidad razonable; muchos estados ' +
        'exigen licencia a los contratistas de mejoras del hogar y algunos tienen fondos para compensar ' +
        'a las víctimas.',
      lines: {
        nextSteps: [
          'Verifique la licencia del contratista en la junta estatal de licencias y presente una queja allí.',
          'Pida por escrito que le devuelvan los {amount} por el trabajo que no se hizo.',
        ],
      },
    },
    unpaid_invoice: {
      label: 'Trabajo o servicio sin pagar',
      summary: 'Alguien le debe dinero por un trabajo o servicio que usted hizo.',
      issue: 'Cobro de un trabajo realizado',
      rule:
        'Quien recibe un trabajo o servicio bajo un acuerdo debe pagar el precio acordado, o un valor ' +
        'razonable si no se fijó precio.',
      lines: {
        nextSteps: [
          'Envíe una factura o un reclamo por los {amount} con un plazo claro y guarde prueba del envío.',
        ],
      },
    },
    purchase: {
      label: 'Compra o reembolso',
      summary: 'Compró algo que no era lo prometido o no le quieren devolver el dinero.',
      issue: 'Derechos del consumidor: garantías y reembolsos',
      rule:
        'Lo que vende un comerciante lleva la promesa implícita de que sirve para su uso normal, salvo ' +
        'que se venda válidamente "tal cual" (as is); algunas ventas hechas en casa pueden cancelarse en ' +
        '3 días según la Regla federal de Anulación.',
      lines: {
        yourRights: [
          'Por lo general no existe un derecho automático de 3 días para devolver un carro; la Regla ' +
            'federal de Anulación cubre ciertas ventas hechas en su casa o fuera del local del vendedor.',
          'Salvo que se venda "tal cual" donde está permitido, lo que compra debe servir para su uso normal.',
        ],
        nextSteps: ['Si pagó con tarjeta, pregunte a su banco por una disputa o contracargo.'],
      },
    },
    debt: {
      label: 'Cobro de deudas',
      summary: 'Un cobrador lo está buscando por una deuda.',
      issue: 'Prácticas de cobro de deudas y defensas',
      rule:
        'La Ley federal de Prácticas Justas en el Cobro de Deudas obliga a los cobradores a validar la ' +
        'deuda y les prohíbe acosar, amenazar o mentir.',
      lines: {
        yourRights: [
          'El cobrador debe informarle la cantidad y el acreedor, y usted puede disputar la deuda por ' +
            'escrito dentro de 30 días.',
          'Los cobradores no pueden amenazarlo con arrestarlo, acosarlo ni llamarle antes de las 8 a. ' +
            'm. o después de las 9 p. m.',
          'Algunos ingresos, como el Seguro Social, están protegidos contra embargos.',
        ],
        deadlines: [
          'Si lo demandan por una deuda, responda dentro del plazo de la corte; si no, el acreedor ' +
            'puede ganar automáticamente y embargarle el sueldo.',
        ],
        freeResources: [
          'Oficina para la Protección Financiera del Consumidor: consumerfinance.gov/es o 1-855-411-2372.',
        ],
      },
    },
  },
  commonQuestions: [
    'Alguien me debe dinero y no me quiere pagar. ¿Qué puedo hacer?',
    'Un contratista se llevó mi dinero y no terminó. ¿Cómo lo recupero?',
    '¿Un acuerdo de palabra es un contrato válido?',
    '¿Cómo funciona la corte de reclamos menores?',
    'Un cobrador me llama todo el tiempo. ¿Cuáles son mis derechos?',
  ],
};
