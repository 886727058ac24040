import type { TopicText } from '../types.js';

export const other: TopicText = {
  label: 'una consulta legal',
  title: 'Consulta legal',
  summary: 'Aquí tiene información general para dar el siguiente paso{inState}.',
  issues: ['Identificar el área del derecho y los plazos que aplican'],
  rule: 'Las reglas que aplican dependen del tipo de problema y de la ley del estado donde ocurrió.',
  lines: {
    keyIssues: ['A qué área del derecho corresponde su situación y si hay algún plazo corriendo.'],
    yourRights: [
      'Tiene derecho a informarse y a pedir ayuda a la asistencia legal gratuita o al abogado que ' +
        'usted elija.',
    ],
    deadlines: ['La mayoría de los reclamos legales tienen plazos; anote las fechas de lo que pasó.'],
    evidenceToGather: ['Cada papel, mensaje y recibo relacionado con el problema, en orden de fechas.'],
    nextSteps: [
      'Cuente qué pasó, quién está involucrado, dónde y cuándo; así la información será más específica.',
    ],
    whenToSeeAttorney: ['Si recibió papeles de la corte o le piden firmar algo importante.'],
    freeResources: [],
  },
  aspects: {},
  commonQuestions: [
    '¿Cómo sé si necesito un abogado?',
    '¿Dónde encuentro ayuda legal gratuita?',
    '¿Qué hago si recibo papeles de la corte?',
    '¿Cómo funcionan los plazos para reclamar (la prescripción)?',
  ],
};
