import type { TopicText } from '../types.js';

export const criminalDefense: TopicText = {
  label: 'un asunto penal',
  title: 'Caso penal',
  summary: 'Esto parece un asunto penal{inState}.',
  issues: ['Sus derechos constitucionales en un caso penal'],
  rule:
    'La persona acusada de un delito tiene derecho a guardar silencio, a un abogado (asignado gratis si ' +
    'no puede pagarlo y arriesga cárcel) y a que se le presuma inocente hasta que el estado pruebe su ' +
    'culpa más allá de toda duda razonable.',
  lines: {
    keyIssues: [
      'De qué lo acusan, qué debe probar el estado y qué puede pasar después en una corte de {state}.',
    ],
    yourRights: [
      'Tiene derecho a guardar silencio. Diga claramente: "Quiero guardar silencio y quiero un abogado".',
      'Tiene derecho a un abogado; si no puede pagarlo y podría ir a la cárcel, la corte debe ' +
        'asignarle uno (un defensor público).',
      'No tiene que aceptar un registro; no se resista físicamente, pero diga que no da su consentimiento.',
    ],
    deadlines: [
      'Las fechas de corte en casos penales son estrictas; si falta a una, pueden emitir una orden de ' +
        'arresto.',
    ],
    evidenceToGather: [
      'Todos los papeles que recibió: citación, papeles de fianza o de libertad, los cargos y la ' +
        'próxima fecha de corte.',
      'Nombres de testigos y cualquier foto, video o recibo que apoye su versión; entréguelos solo a ' +
        'su abogado.',
    ],
    nextSteps: [
      'No hable del caso con nadie más que con su abogado: las llamadas desde la cárcel se graban y lo ' +
        'que publique en redes sociales puede usarse como prueba.',
      'Si no puede pagar un abogado, pida un defensor público en su primera audiencia.',
    ],
    whenToSeeAttorney: [
      'Ahora: cualquier persona acusada de un delito, o interrogada por la policía, debe hablar con un ' +
        'abogado defensor.',
      'Si no es ciudadano estadounidense, dígaselo a su abogado: un caso penal puede afectar su ' +
        'situación migratoria.',
    ],
    freeResources: ['La oficina del defensor público de su condado.'],
  },
  aspects: {
    arrest: {
      label: 'Arresto o cargos penales',
      summary: 'Usted o alguien cercano fue arrestado o acusado.',
      issue: 'Cargos penales, libertad y fianza',
      rule:
        'Después de un arresto, la persona debe presentarse ante un juez sin demora, conocer los cargos ' +
        'y ser considerada para salir libre o con fianza.',
      lines: {
        nextSteps: [
          'Averigüe los cargos, el número de caso y la próxima fecha de corte en la cárcel o con el ' +
            'secretario de la corte.',
        ],
      },
    },
    dui: {
      label: 'Manejar bajo la influencia (DUI/DWI)',
      summary: 'El asunto tiene que ver con un cargo por manejar bajo la influencia del alcohol o drogas.',
      issue: 'Cargo de DUI y suspensión de la licencia',
      rule:
        'Todos los estados castigan manejar bajo la influencia y tienen reglas de "consentimiento ' +
        'implícito" que pueden suspender la licencia por negarse a una prueba química o no pasarla, en ' +
        'un proceso separado del caso penal.',
      lines: {
        deadlines: [
          'Para impugnar la suspensión de la licencia suele haber un plazo aparte y muy corto (a ' +
            'menudo de 7 a 30 días) para pedir una audiencia.',
        ],
      },
    },
    warrant: {
      label: 'Orden de arresto',
      summary: 'Podría haber una orden de arresto en su contra.',
      issue: 'Cómo resolver una orden de arresto pendiente',
      rule:
        'Una orden de arresto sigue vigente hasta que la persona se presenta en la corte o el juez la ' +
        'retira; presentarse voluntariamente, con abogado, suele verse mejor.',
      lines: {
        nextSteps: [
          'No la ignore: un abogado muchas veces puede arreglar que se presente voluntariamente o ' +
            'pedir al juez que retire la orden.',
        ],
      },
    },
    record: {
      label: 'Limpiar antecedentes penales',
      summary: 'Quiere borrar o sellar antecedentes penales antiguos.',
      issue: 'Eliminación o sellado de antecedentes penales',
      rule:
        'Cada estado decide qué arrestos y condenas se pueden borrar o sellar, y después de cuánto ' +
        'tiempo; algunos estados ya limpian ciertos antecedentes automáticamente.',
      lines: {
        nextSteps: [
          'Pida una copia de sus antecedentes al estado o a la corte para ver exactamente qué aparece.',
        ],
        freeResources: [
          'Las oficinas de ayuda legal a menudo tienen clínicas gratuitas para limpiar antecedentes.',
        ],
      },
    },
  },
  commonQuestions: [
    'Me arrestaron. ¿Cuáles son mis derechos?',
    '¿Tengo que contestar las preguntas de la policía?',
    '¿Cómo consigo un defensor público?',
    '¿Qué pasa en la primera audiencia (lectura de cargos)?',
    '¿Puedo borrar un arresto o una condena antigua de mis antecedentes?',
  ],
};
