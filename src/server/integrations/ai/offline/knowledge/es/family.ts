import type { TopicText } from '../types.js';

export const family: TopicText = {
  label: 'un asunto de derecho familiar',
  title: 'Asunto familiar',
  summary: 'Esto parece un asunto de derecho familiar{inState}.',
  issues: ['Reglas de la corte familiar en {state}'],
  rule:
    'Las cortes familiares de cada estado deciden divorcios, custodia, manutención y órdenes de ' +
    'protección; las decisiones sobre los hijos se toman según el mejor interés del menor.',
  lines: {
    keyIssues: ['Qué decidiría una corte familiar de {state} y qué necesita pedirle.'],
    yourRights: [
      'Las decisiones sobre los hijos se toman según "el mejor interés del menor": su seguridad, su ' +
        'estabilidad y el papel de cada padre.',
      'La mayoría de las cortes familiares tienen centros de autoayuda y formularios sencillos para ' +
        'quien no tiene abogado.',
    ],
    deadlines: [
      'Si le entregan papeles de la corte familiar, el plazo para responder es corto (a menudo de 20 a ' +
        '30 días, según el estado).',
    ],
    evidenceToGather: [
      'Cualquier orden de la corte, acuerdo o papeles que le hayan entregado.',
      'Los mensajes con el otro padre o con su cónyuge, completos (no solo partes).',
      'Registros de quién cuida a los niños: escuela, citas médicas y guardería.',
    ],
    nextSteps: [
      'Mantenga la comunicación con el otro padre tranquila y, si puede, por escrito; un juez podría leerla.',
      'Cumpla cualquier orden que ya exista mientras le pide a la corte que la cambie.',
    ],
    whenToSeeAttorney: [
      'Si la otra parte tiene abogado, o si el caso incluye custodia, violencia o mudarse a otro ' +
        'estado o país.',
    ],
    freeResources: [
      'El centro de autoayuda de su corte familiar local puede darle formularios y explicarle los pasos.',
    ],
  },
  aspects: {
    divorce: {
      label: 'Divorcio o separación',
      summary: 'Está pasando por un divorcio o una separación.',
      issue: 'Divorcio: bienes, deudas y manutención',
      rule:
        'Todos los estados permiten el divorcio sin probar culpa; la corte reparte bienes y deudas según ' +
        'la ley estatal y puede ordenar una pensión para el cónyuge.',
      lines: {
        yourRights: [
          'Todos los estados permiten el divorcio sin culpa; no necesita que su cónyuge esté de ' +
            'acuerdo para divorciarse.',
        ],
        evidenceToGather: [
          'Una lista de bienes, deudas, cuentas bancarias e ingresos de ambos, con estados de cuenta.',
        ],
      },
    },
    custody: {
      label: 'Custodia de los hijos',
      summary: 'El problema tiene que ver con la custodia o el tiempo con sus hijos.',
      issue: 'Custodia y tiempo de convivencia con los hijos',
      rule:
        'La custodia se decide según el mejor interés del menor; por lo general decide el estado de ' +
        'residencia del niño (donde ha vivido los últimos seis meses).',
      lines: {
        yourRights: [
          'Mientras no haya una decisión de la corte, ambos padres legales suelen tener los mismos ' +
            'derechos; un padre no casado quizá deba primero establecer la paternidad.',
          'Por lo general decide la custodia el estado donde el niño ha vivido los últimos seis meses.',
        ],
        nextSteps: [
          'Pida a la corte familiar una orden de custodia o de convivencia si no la hay, o que la haga ' +
            'cumplir si no se respeta.',
        ],
      },
    },
    support: {
      label: 'Manutención de los hijos',
      summary: 'El problema tiene que ver con la manutención de los hijos.',
      issue: 'Manutención: monto, pago y cambios',
      rule:
        'La manutención se fija con las tablas del estado según los ingresos de ambos padres; solo puede ' +
        'cambiarse con una orden de la corte o de la agencia.',
      lines: {
        yourRights: [
          'La manutención sigue las tablas de {state} según los ingresos de ambos padres.',
          'La manutención y las visitas son cosas separadas: no pagar no permite impedir las visitas, ' +
            'y las visitas no eliminan la manutención.',
        ],
        nextSteps: [
          'La agencia estatal de manutención infantil puede fijar, cambiar y cobrar la manutención por ' +
            'poco o ningún costo.',
        ],
      },
    },
    violence: {
      label: 'Violencia doméstica',
      summary: 'Su seguridad podría estar en riesgo.',
      issue: 'Seguridad y órdenes de protección',
      rule:
        'Todos los estados permiten pedir a la corte una orden de protección contra un familiar o pareja ' +
        'que maltrata o amenaza, a menudo el mismo día en emergencias.',
      lines: {
        keyIssues: ['Lo primero es su seguridad y la de sus hijos.'],
        yourRights: [
          'Puede pedir a la corte una orden de protección; por lo general es gratis y en emergencias ' +
            'se puede dar el mismo día.',
          'Las personas inmigrantes que sufren violencia pueden tener protecciones especiales (como ' +
            'VAWA o la visa U) sin importar su estatus.',
        ],
        nextSteps: [
          'Si está en peligro ahora, llame al 911.',
          'Haga un plan de seguridad con una intercesora y guarde sus papeles importantes en un lugar ' +
            'seguro.',
        ],
        whenToSeeAttorney: ['De inmediato si hay violencia o amenazas, sobre todo si hay niños.'],
        freeResources: [
          'Línea Nacional contra la Violencia Doméstica: 1-800-799-7233, o envíe START al 88788 (24 ' +
            'horas, confidencial, en español).',
        ],
      },
    },
  },
  commonQuestions: [
    '¿Cómo pido el divorcio y qué pasa si mi pareja no está de acuerdo?',
    '¿Cómo se decide la custodia y puede el otro padre llevarse a mis hijos?',
    '¿Cómo se calcula y se cobra la manutención?',
    '¿Cómo consigo una orden de protección?',
    '¿Puedo mudarme a otro estado con mis hijos?',
  ],
};
