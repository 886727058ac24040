import type { TopicText } from '../types.js';

export const personalInjury: TopicText = {
  label: 'un asunto de lesiones personales',
  title: 'Reclamo por lesiones',
  summary: 'Esto parece un caso de lesiones personales{inState}.',
  issues: ['Negligencia: quién es responsable de la lesión y de las pérdidas'],
  rule:
    'La persona o empresa que no actúa con el cuidado razonable responde por las lesiones y pérdidas que ' +
    'causa (negligencia); cada estado fija un plazo para reclamar (la prescripción), por lo general de 1 ' +
    'a 6 años.',
  lines: {
    keyIssues: [
      'Quién tuvo la culpa y cómo reparte {state} la responsabilidad cuando varias personas comparten ' +
        'la culpa.',
      'Cuáles son sus pérdidas: gastos médicos, salario perdido, dolor y daños a su propiedad.',
    ],
    yourRights: [
      'Podría recuperar sus gastos médicos, el salario perdido y una compensación por el dolor, a ' +
        'cargo del responsable o de su seguro.',
    ],
    deadlines: [
      'Cada estado fija un plazo para reclamar por lesiones, y algunos reclamos (un error médico, una ' +
        'lesión en el trabajo, un reclamo contra una ciudad o el estado) tienen sus propios plazos y ' +
        'avisos, a menudo mucho más cortos.',
    ],
    evidenceToGather: [
      'Fotos del lugar, de las lesiones y de los daños, tomadas lo antes posible.',
      'Nombres y teléfonos de testigos.',
      'Todos los expedientes y facturas médicas, y comprobantes de los días de trabajo que perdió.',
    ],
    nextSteps: [
      'Reciba atención médica y siga el tratamiento; las interrupciones se usan en contra de los reclamos.',
      'No dé una declaración grabada a la aseguranza de la otra parte ni firme nada antes de recibir ' +
        'asesoría.',
    ],
    whenToSeeAttorney: [
      'Si la lesión es seria, perdió días de trabajo o la aseguranza le ofrece un arreglo rápido.',
      'Muchos abogados de lesiones dan la primera consulta gratis y solo cobran si usted recibe dinero ' +
        '(honorarios de contingencia).',
    ],
    freeResources: [
      'Si no puede pagar la atención, pregunte en el hospital por su programa de asistencia financiera.',
    ],
  },
  aspects: {
    car: {
      label: 'Accidente de auto',
      summary: 'Tuvo un accidente de tránsito.',
      issue: 'Culpa y seguro después de un accidente de tránsito',
      rule:
        'Los conductores deben manejar con cuidado razonable; el conductor culpable y su seguro por lo ' +
        'general pagan los daños, según las reglas de seguro y de culpa compartida de cada estado.',
      lines: {
        nextSteps: [
          'Reporte el accidente pronto a su propia aseguranza, y a la policía si no se reportó.',
          'Consiga el nombre, la aseguranza y la placa del otro conductor si no los tiene.',
        ],
        evidenceToGather: ['El número del reporte de policía y fotos de los vehículos y del lugar.'],
      },
    },
    slip_fall: {
      label: 'Caída en propiedad ajena',
      summary: 'Se lastimó en una caída en la propiedad de otra persona o negocio.',
      issue: 'Responsabilidad del dueño por un lugar inseguro',
      rule:
        'Los dueños y negocios deben mantener su propiedad razonablemente segura y reparar o advertir ' +
        'los peligros que conocen o deberían conocer.',
      lines: {
        nextSteps: [
          'Pida a la tienda o al dueño una copia del reporte del incidente y que guarden el video.',
        ],
        evidenceToGather: [
          'Fotos de lo que causó la caída (piso mojado, escalón roto) y los zapatos que llevaba.',
        ],
      },
    },
    medical: {
      label: 'Error médico',
      summary: 'Es posible que un error médico le haya causado daño.',
      issue: 'Negligencia médica',
      rule:
        'Los profesionales de la salud deben cumplir el estándar de cuidado de su profesión; los ' +
        'reclamos por negligencia médica suelen necesitar la revisión de un experto y tienen reglas de ' +
        'aviso especiales y plazos más cortos.',
      lines: {
        deadlines: [
          'Los reclamos por negligencia médica suelen tener plazos más cortos y pasos de aviso adicionales.',
        ],
        nextSteps: ['Pida una copia completa de su expediente médico; tiene derecho a recibirla.'],
      },
    },
    dog_bite: {
      label: 'Mordida de perro',
      summary: 'Lo mordió o atacó un perro.',
      issue: 'Responsabilidad del dueño del perro por la mordida',
      rule:
        'Muchos estados hacen responsable al dueño por las mordidas aunque el perro nunca haya mordido ' +
        'antes; otros exigen probar que el dueño sabía que era peligroso.',
      lines: {
        nextSteps: [
          'Reporte la mordida a control de animales y pregunte por la vacuna contra la rabia del perro.',
        ],
      },
    },
    work_injury: {
      label: 'Lesión en el trabajo',
      summary: 'Se lastimó mientras trabajaba.',
      issue: 'Compensación al trabajador por una lesión en el trabajo',
      rule:
        'La compensación al trabajador (workers’ comp) por lo general paga la atención médica y parte ' +
        'del salario perdido por lesiones de trabajo sin importar la culpa, y normalmente reemplaza una ' +
        'demanda contra el empleador.',
      lines: {
        yourRights: [
          'La compensación al trabajador por lo general cubre la atención médica y parte del salario ' +
            'perdido sin importar quién tuvo la culpa; en muchos estados también cubre a trabajadores ' +
            'indocumentados.',
        ],
        deadlines: [
          'Reporte la lesión a su empleador por escrito de inmediato; algunos estados exigen el aviso ' +
            'en 30 días o menos.',
        ],
      },
    },
  },
  commonQuestions: [
    'Tuve un accidente de carro. ¿Qué debo hacer ahora?',
    'La aseguranza me ofreció dinero. ¿Debo aceptarlo?',
    '¿Cuánto tiempo tengo para hacer un reclamo por lesiones?',
    '¿Quién paga mis facturas médicas?',
    'Me lastimé en el trabajo. ¿Me cubre la compensación al trabajador?',
  ],
};
