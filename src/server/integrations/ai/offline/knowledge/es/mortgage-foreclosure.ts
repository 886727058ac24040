import type { TopicText } from '../types.js';

export const mortgageForeclosure: TopicText = {
  label: 'un asunto de hipoteca y ejecución hipotecaria',
  title: 'Casa en riesgo de ejecución hipotecaria',
  summary:
    'Esto parece un problema con el préstamo de su casa que podría terminar en una ejecución ' +
    'hipotecaria (foreclosure){inState}.',
  issues: ['Proceso de ejecución hipotecaria y protecciones para el dueño en {state}'],
  rule:
    'El prestamista solo puede quitar la casa siguiendo la hipoteca y la ley estatal: por medio de la ' +
    'corte en algunos estados, o con aviso y venta por un fideicomisario en otros. Las reglas federales ' +
    'por lo general no permiten iniciar la ejecución hasta que el dueño tenga más de 120 días de atraso, ' +
    'y limitan la venta mientras se revisa una solicitud completa de ayuda.',
  lines: {
    keyIssues: [
      'Si la compañía que administra su préstamo siguió las reglas federales y los pasos que exige {state}.',
      'Si puede conservar la casa con una modificación, un plan de pagos o una pausa de pagos ' +
        '(forbearance), o si necesita un plan para salir en las mejores condiciones.',
    ],
    yourRights: [
      'Las reglas federales por lo general impiden iniciar la ejecución hipotecaria antes de que tenga ' +
        'más de 120 días de atraso.',
      'Tiene derecho a pedir ayuda (mitigación de pérdidas); mientras se revisa una solicitud ' +
        'completa, normalmente no pueden seguir adelante con la venta.',
      'Puede pedir por escrito su historial de pagos y la información de su préstamo, y están ' +
        'obligados a contestarle.',
    ],
    deadlines: [
      'Las reglas federales lo protegen más cuando su solicitud completa de modificación llega más de ' +
        '37 días antes de una venta programada.',
      'Si le entregan una demanda de ejecución hipotecaria, el plazo para responder es corto; lea los ' +
        'papeles el mismo día que le lleguen.',
    ],
    evidenceToGather: [
      'Cada carta de la compañía del préstamo, sobre todo avisos de incumplimiento, de venta o de ' +
        'cobro total.',
      'Sus estados de cuenta de la hipoteca, comprobantes de pago y un registro de cada llamada ' +
        '(fecha, nombre, qué le dijeron).',
      'Comprobantes de ingresos y de la dificultad (pérdida de empleo, enfermedad, divorcio) para ' +
        'pedir una modificación.',
    ],
    nextSteps: [
      'Llame a un consejero de vivienda aprobado por HUD, que es gratuito, antes del próximo plazo; le ' +
        'puede ayudar a pedir una modificación.',
      'Abra cada carta de la compañía del préstamo y envíe sus documentos por un medio que deje ' +
        'comprobante de entrega.',
      'Nunca le pague por adelantado a nadie para "salvar su casa" ni le firme las escrituras a un ' +
        'desconocido.',
    ],
    whenToSeeAttorney: [
      'Si recibió una demanda de ejecución hipotecaria o un aviso de venta.',
      'Si la compañía perdió sus documentos, le negó la ayuda sin razón clara o sigue adelante ' +
        'mientras su solicitud está pendiente.',
    ],
    freeResources: [
      'Consejeros de vivienda aprobados por HUD (gratis): 1-800-569-4287 o hud.gov.',
      'Quejas sobre la compañía del préstamo: la Oficina para la Protección Financiera del Consumidor ' +
        'en consumerfinance.gov/es o al 1-855-411-2372.',
    ],
  },
  aspects: {
    default_notice: {
      label: 'Pagos atrasados de la hipoteca',
      summary:
        'Está atrasado con la hipoteca y la compañía del préstamo podría avanzar hacia una ejecución ' +
        'hipotecaria.',
      issue: 'Incumplimiento de la hipoteca y opciones antes de la ejecución',
      rule:
        'Cuando el dueño se atrasa, la compañía del préstamo debe informarle sus opciones y, según las ' +
        'reglas federales, no puede iniciar la ejecución antes de que tenga más de 120 días de atraso.',
      lines: {
        nextSteps: ['Anote cuántos pagos le faltan y el total que debe ({amount}, si esa es la cifra).'],
      },
    },
    sale: {
      label: 'Fecha de venta de la casa',
      summary: 'Parece que hay una venta o subasta de la casa programada o anunciada.',
      issue: 'Detener o aplazar una venta por ejecución hipotecaria',
      rule:
        'Una venta programada puede aplazarse si hay una solicitud completa de ayuda pendiente, si no se ' +
        'siguió el proceso, o por orden de la corte o una declaración de bancarrota.',
      lines: {
        deadlines: [
          'La fecha de venta es el plazo clave; actúe mucho antes, porque aplazar una venta se vuelve ' +
            'más difícil a medida que se acerca.',
        ],
        whenToSeeAttorney: ['De inmediato: después de la venta es mucho más difícil dar marcha atrás.'],
      },
    },
    modification: {
      label: 'Modificación del préstamo',
      summary: 'Está tratando de conseguir una modificación, una pausa de pagos o un plan de pagos.',
      issue: 'Modificación del préstamo y revisión de la solicitud de ayuda',
      rule:
        'La compañía del préstamo debe revisar una solicitud completa de ayuda en los plazos fijados y ' +
        'explicar por escrito una negativa; algunas negativas se pueden apelar.',
      lines: {
        yourRights: [
          'Si le niegan la ayuda, deben decirle por qué por escrito, y en muchos casos puede apelar.',
        ],
        nextSteps: [
          'Pida por escrito la lista de documentos que faltan y una confirmación escrita cuando su ' +
            'solicitud esté completa.',
        ],
      },
    },
    rescue_scam: {
      label: 'Oferta para "salvar" la casa',
      summary:
        'Alguien podría estar ofreciéndole "salvar" su casa a cambio de un pago, lo cual es una estafa ' +
        'común.',
      issue: 'Estafas de "rescate" hipotecario y cobros por adelantado',
      rule:
        'Las reglas federales prohíben que la mayoría de las compañías de alivio hipotecario cobren ' +
        'antes de entregar una oferta por escrito del prestamista que el dueño acepte.',
      lines: {
        yourRights: [
          'Según las reglas federales, la mayoría de las compañías de alivio hipotecario no pueden ' +
            'cobrarle antes de que usted acepte una oferta por escrito de su prestamista.',
        ],
        freeResources: [
          'Denuncie las estafas en ReportFraud.ftc.gov (en español: reportefraude.ftc.gov) y ante el ' +
            'procurador general de su estado.',
        ],
      },
    },
  },
  commonQuestions: [
    'Estoy atrasado con la hipoteca. ¿Cuánto tiempo pasa antes de que el banco pueda quitarme la casa?',
    '¿Cómo pido una modificación del préstamo o una pausa de pagos?',
    'Recibí un aviso de venta. ¿Se puede detener o aplazar?',
    'Una compañía dice que puede salvar mi casa si le pago. ¿Es confiable?',
    '¿Qué pasa si simplemente me salgo de la casa?',
  ],
};
