import type { TopicText } from '../types.js';

export const immigration: TopicText = {
  label: 'un asunto de inmigración',
  title: 'Consulta de inmigración',
  summary:
    'Esto parece un asunto de inmigración. La ley de inmigración es federal, así que las reglas son ' +
    'las mismas en todos los estados, aunque la ayuda local cambia.',
  issues: ['Situación migratoria y las opciones que podrían existir'],
  rule:
    'La inmigración se rige por la ley federal: las solicitudes van a USCIS y los casos de deportación a ' +
    'las cortes de inmigración (EOIR). Solo los abogados y los representantes acreditados de ' +
    'organizaciones reconocidas pueden dar asesoría legal de inmigración.',
  lines: {
    keyIssues: [
      'Cuál es su situación actual, qué opciones podría tener y si hay algún caso abierto o plazo pendiente.',
    ],
    yourRights: [
      'Nunca firme un documento que no entienda, sobre todo si se lo dan agentes de inmigración. Pida ' +
        'una copia y pida un abogado.',
      'Solo los abogados y los representantes acreditados pueden dar asesoría legal de inmigración. Un ' +
        '"notario" o consultor no puede, y muchos causan daños graves.',
      'Tiene derecho a guardar silencio y a hablar con un abogado.',
    ],
    deadlines: [
      'Los plazos de inmigración son estrictos y los errores pueden ser permanentes; revise cada fecha ' +
        'de sus papeles.',
    ],
    evidenceToGather: [
      'Su pasaporte, identificación, visas, recibos (avisos con número de recibo) y su número A si lo tiene.',
      'Cada carta de USCIS o de la corte de inmigración, con sus sobres.',
      'Pruebas de cuánto tiempo lleva en EE. UU. (contratos de renta, talones de pago, registros ' +
        'escolares) y de sus lazos familiares.',
    ],
    nextSteps: [
      'Revise un caso en línea: el estado del caso en USCIS con su número de recibo, o la información ' +
        'de la corte de inmigración en acis.eoir.justice.gov o al 1-800-898-7180 con su número A.',
      'Consulte con un abogado de inmigración o un representante acreditado antes de presentar ' +
        'cualquier cosa.',
    ],
    whenToSeeAttorney: [
      'Antes de presentar cualquier solicitud, y de inmediato si tiene fecha de corte o alguien está ' +
        'detenido.',
    ],
    freeResources: [
      'Encuentre ayuda de inmigración gratuita o de bajo costo de organizaciones sin fines de lucro en ' +
        'immigrationlawhelp.org.',
      'La corte de inmigración (EOIR) publica una lista de proveedores de servicios legales gratuitos ' +
        'en justice.gov/eoir.',
    ],
  },
  aspects: {
    detention: {
      label: 'Detención o deportación',
      summary: 'Alguien fue detenido por inmigración o corre el riesgo de ser deportado.',
      issue: 'Detención migratoria, fianza y defensa contra la deportación',
      rule:
        'La persona detenida por inmigración tiene derecho a un abogado, aunque el gobierno no lo paga, ' +
        'y podría pedir a un juez de inmigración que la deje salir bajo fianza.',
      lines: {
        yourRights: [
          'No tiene que abrir la puerta a agentes de inmigración a menos que muestren una orden ' +
            'firmada por un juez.',
          'No firme la salida voluntaria ni papeles de deportación sin asesoría legal.',
        ],
        nextSteps: [
          'Localice a una persona detenida con el localizador de detenidos de ICE (locator.ice.gov) ' +
            'usando el número A o el nombre y el país de nacimiento.',
          'Pregunte a un abogado si la persona puede pedir una audiencia de fianza.',
        ],
      },
    },
    imm_court: {
      label: 'Corte de inmigración',
      summary: 'Hay un caso en la corte de inmigración o un Aviso de Comparecencia (Notice to Appear).',
      issue: 'Proceso de deportación en la corte de inmigración',
      rule:
        'Quien está en proceso de deportación debe ir a todas las audiencias y mantener su dirección al ' +
        'día con la corte; si falta, normalmente le dan una orden de deportación.',
      lines: {
        deadlines: [
          'Si falta a una audiencia en la corte de inmigración, por lo general le dan una orden de ' +
            'deportación en su ausencia.',
          'Informe a la corte su cambio de dirección dentro de 5 días (formulario EOIR-33).',
          'Una apelación de la decisión del juez de inmigración debe llegar a la Junta de Apelaciones ' +
            'de Inmigración dentro de 30 días.',
        ],
      },
    },
    status: {
      label: 'Papeles y situación migratoria',
      summary: 'Quiere obtener, mantener o renovar un estatus migratorio o un permiso de trabajo.',
      issue: 'Elegibilidad para una visa, residencia, permiso de trabajo o ciudadanía',
      rule:
        'Cada beneficio (petición familiar, residencia, permiso de trabajo, ciudadanía, DACA o TPS) ' +
        'tiene sus propios requisitos; solicitar sin ser elegible puede exponer a la persona a la ' +
        'deportación.',
      lines: {
        yourRights: [
          'Los formularios oficiales son gratis en uscis.gov/es; las tarifas solo se pagan al gobierno.',
        ],
        nextSteps: [
          'Pida a un abogado o representante acreditado que revise todas sus opciones antes de solicitar.',
        ],
        freeResources: ['Centro de Contacto de USCIS: 1-800-375-5283.'],
      },
    },
    asylum: {
      label: 'Asilo',
      summary: 'Tiene miedo de regresar a su país.',
      issue: 'Asilo y protección contra el regreso',
      rule:
        'El asilo protege a quien es perseguido por su raza, religión, nacionalidad, opinión política o ' +
        'pertenencia a un grupo social determinado; por lo general debe pedirse dentro de un año desde ' +
        'la llegada.',
      lines: {
        deadlines: [
          'El asilo por lo general debe pedirse dentro de un año desde que llegó a EE. UU., con pocas ' +
            'excepciones.',
        ],
        evidenceToGather: [
          'Todo lo que muestre el daño o las amenazas que sufrió (reportes, fotos, mensajes, ' +
            'expedientes médicos).',
        ],
      },
    },
    notario: {
      label: 'Fraude de notarios',
      summary: 'Es posible que un "notario" o consultor sin licencia lo haya perjudicado.',
      issue: 'Fraude en servicios de inmigración ("fraude de notarios")',
      rule:
        'Solo abogados con licencia y representantes acreditados pueden dar asesoría legal de ' +
        'inmigración o preparar trámites como ayuda legal cobrando; el fraude de notarios es ilegal en ' +
        'muchos estados.',
      lines: {
        nextSteps: [
          'Pida sus documentos originales y una copia de todo lo que se presentó a su nombre.',
          'Denúncielo en reportefraude.ftc.gov y ante el procurador general de su estado.',
        ],
      },
    },
  },
  commonQuestions: [
    '¿Cuáles son mis derechos si llegan agentes de inmigración a mi casa o a mi trabajo?',
    '¿Cómo sé si califico para arreglar papeles?',
    'Tengo una cita en la corte de inmigración. ¿Qué debo hacer?',
    '¿Cómo encuentro a alguien detenido por inmigración?',
    '¿Cómo sé si un notario o consultor es confiable?',
  ],
};
