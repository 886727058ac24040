import type { TopicText } from '../types.js';

export const employment: TopicText = {
  label: 'un asunto laboral',
  title: 'Problema en el trabajo',
  summary: 'Esto parece un problema con un empleador{inState}.',
  issues: ['Derechos del trabajador según la ley federal y de {state}'],
  rule:
    'La ley federal (la Ley de Normas Justas de Trabajo, el Título VII y otras) y la ley estatal fijan ' +
    'el salario mínimo, el pago de horas extra y las reglas contra la discriminación y las represalias; ' +
    'fuera de eso, la mayoría de los empleos son "a voluntad".',
  lines: {
    keyIssues: ['Qué leyes laborales federales y de {state} cubren su trabajo, y qué le debe su empleador.'],
    yourRights: [
      'Las protecciones de salario y horas aplican a los trabajadores sin importar su situación migratoria.',
      'Su empleador no puede castigarlo por quejarse del pago, la seguridad o la discriminación.',
    ],
    deadlines: [
      'Las quejas ante las agencias tienen plazos que pueden ser cortos; anote ahora las fechas de ' +
        'cada hecho.',
    ],
    evidenceToGather: [
      'Talones de pago, cheques, depósitos bancarios o pagos por aplicación que muestren lo que le pagaron.',
      'Su propio registro de los días y horas que trabajó, escrito lo antes posible.',
      'Mensajes, correos, horarios y los nombres de compañeros que vieron lo que pasó.',
    ],
    nextSteps: [
      'Guarde sus propias copias de los registros; podría perder el acceso a los sistemas del trabajo.',
    ],
    whenToSeeAttorney: [
      'Si lo despidieron o castigaron después de quejarse, o si le ofrecen firmar un acuerdo de ' +
        'separación (severance).',
    ],
    freeResources: [
      'División de Horas y Salarios del Departamento de Trabajo de EE. UU.: 1-866-487-9243 (gratis, ' +
        'confidencial y con intérpretes).',
      'Los centros de trabajadores y las oficinas de ayuda legal suelen ayudar con reclamos de salario ' +
        'sin costo.',
    ],
  },
  aspects: {
    wages: {
      label: 'Salario no pagado',
      summary: 'Es posible que le deban salario u horas extra que no le pagaron.',
      issue: 'Salarios y horas extra no pagados (robo de salario)',
      rule:
        'Según la Ley de Normas Justas de Trabajo, la mayoría de los trabajadores no exentos deben ' +
        'recibir al menos el salario mínimo y tiempo y medio por las horas que pasen de 40 en la semana; ' +
        'muchos estados exigen más y fijan plazos para el último pago.',
      lines: {
        keyIssues: [
          'Si le pagaron al menos el salario mínimo y las horas extra por cada hora trabajada, y a tiempo.',
        ],
        yourRights: [
          'La mayoría de los trabajadores por hora deben recibir al menos el salario mínimo federal y ' +
            'tiempo y medio por las horas que pasen de 40 en la semana; {state} puede exigir más.',
          'Que le paguen en efectivo o como "contratista" no le quita, por sí solo, estos derechos.',
        ],
        deadlines: [
          'Los reclamos federales de salario por lo general deben presentarse dentro de 2 años (3 si ' +
            'la violación fue intencional); los plazos estatales son distintos.',
          'Muchos estados fijan un plazo corto para entregar el último cheque cuando termina el trabajo.',
        ],
        nextSteps: [
          'Sume las horas no pagadas y lo que le deben ({amount}, si ese es el total) y guarde la cuenta.',
          'Puede presentar un reclamo de salario ante {laborAgency} o ante el Departamento de Trabajo ' +
            'de EE. UU.',
        ],
      },
    },
    firing: {
      label: 'Despido',
      summary: 'Perdió su trabajo y quiere saber si el despido fue legal.',
      issue: 'Si el despido fue por un motivo ilegal',
      rule:
        'La mayoría de los empleos son "a voluntad", así que el empleador puede terminarlos por casi ' +
        'cualquier motivo, pero no por uno ilegal, como discriminación, represalia por una queja ' +
        'protegida o por tomar una licencia protegida.',
      lines: {
        yourRights: [
          'La mayoría de los empleos son "a voluntad", pero un despido es ilegal si fue por ' +
            'discriminación, por quejarse del pago o la seguridad, por tomar una licencia protegida u ' +
            'otro motivo protegido.',
          'Le deben su último pago por todas las horas trabajadas; la ley de {state} dice cuándo deben ' +
            'pagárselo.',
        ],
        nextSteps: [
          'Solicite los beneficios de desempleo de inmediato; que lo hayan despedido no siempre lo ' +
            'descalifica.',
        ],
      },
    },
    discrimination: {
      label: 'Discriminación o acoso en el trabajo',
      summary: 'Es posible que lo hayan tratado injustamente o acosado en el trabajo por ser quien es.',
      issue: 'Discriminación o acoso laboral',
      rule:
        'La ley federal prohíbe la discriminación y el acoso en el empleo por raza, color, religión, ' +
        'sexo (incluido el embarazo), origen nacional, edad (40 años o más) o discapacidad, en empresas ' +
        'de cierto tamaño (15 empleados para la mayoría de las leyes federales); las leyes estatales ' +
        'suelen cubrir empresas más pequeñas.',
      lines: {
        yourRights: [
          'La ley federal prohíbe la discriminación y el acoso por raza, color, religión, sexo ' +
            '(incluido el embarazo), origen nacional, edad de 40 años o más, o discapacidad.',
          'Las leyes federales cubren a empleadores con 15 empleados o más (20 en casos de edad); la ' +
            'ley de {state} puede cubrir a los más pequeños.',
        ],
        deadlines: [
          'Un cargo ante la EEOC debe presentarse dentro de 180 días desde la discriminación (300 días ' +
            'donde también la atiende una agencia estatal).',
        ],
        nextSteps: ['Reporte la conducta por escrito a recursos humanos o a un gerente y guarde una copia.'],
        freeResources: ['EEOC: eeoc.gov/es o 1-800-669-4000.'],
      },
    },
    retaliation: {
      label: 'Represalias en el trabajo',
      summary: 'Es posible que lo hayan castigado por quejarse o reportar un problema.',
      issue: 'Represalia por una queja protegida',
      rule:
        'Las leyes federales y estatales prohíben castigar a un trabajador por quejarse de salarios, ' +
        'seguridad o discriminación, o por participar en una investigación.',
      lines: {
        deadlines: [
          'Las quejas ante OSHA por represalias relacionadas con la seguridad por lo general deben ' +
            'presentarse dentro de 30 días.',
        ],
        freeResources: ['OSHA (seguridad y represalias): 1-800-321-6742.'],
      },
    },
    unemployment: {
      label: 'Beneficios de desempleo',
      summary: 'El problema tiene que ver con los beneficios de desempleo.',
      issue: 'Derecho a beneficios de desempleo y apelaciones',
      rule:
        'Los programas estatales de desempleo pagan beneficios a quienes pierden el trabajo sin culpa ' +
        'propia; una negativa se puede apelar dentro de un plazo corto.',
      lines: {
        deadlines: [
          'Las negativas de desempleo tienen plazos cortos para apelar (a menudo de 10 a 30 días); ' +
            'revise la fecha de la carta.',
        ],
      },
    },
  },
  commonQuestions: [
    'Mi patrón no me ha pagado. ¿Cómo cobro mi salario?',
    '¿Tengo derecho a que me paguen horas extra?',
    'Me despidieron. ¿Fue legal y puedo pedir desempleo?',
    '¿Qué se considera discriminación o acoso en el trabajo?',
    '¿Tengo estos derechos si no tengo papeles o me pagan en efectivo?',
  ],
};
