import type { Language } from '../../../../shared/constants.js';

/** Sentences of the viability reason and the IRAC view, in both languages. */
export const ASSESS_TEXT: Record<
  Language,
  {
    band: { strong: string; promising: string; thin: string };
    strengths: string;
    gaps: string;
    clearKind: (label: string) => string;
    hasDates: string;
    hasAmounts: (list: string) => string;
    hasEvidence: (list: string) => string;
    knownState: (name: string) => string;
    detailed: string;
    noDates: string;
    noAmounts: string;
    noEvidence: string;
    noState: string;
    unclearKind: string;
    oldEvents: string;
    caveat: string;
    issueMain: (issue: string) => string;
    issueAlso: (issue: string) => string;
    ruleDepends: (state: string) => string;
    applyIntro: string;
    applyNoEvidence: string;
    applyNoState: string;
    conclusionStrong: (label: string) => string;
    conclusionPromising: (label: string) => string;
    conclusionThin: string;
    conclusionUrgent: string;
  }
> = {
  en: {
    band: {
      strong: 'Strong starting point',
      promising: 'Promising, with gaps',
      thin: 'Needs more information',
    },
    strengths: 'Strengths',
    gaps: 'To strengthen it',
    clearKind: (label) => `the kind of problem is clear (${label})`,
    hasDates: 'dates are given',
    hasAmounts: (list) => `amounts are given (${list})`,
    hasEvidence: (list) => `supporting evidence is mentioned (${list})`,
    knownState: (name) => `the state is known (${name})`,
    detailed: 'the description is detailed',
    noDates: 'add when things happened',
    noAmounts: 'add the amounts of money involved',
    noEvidence: 'mention any documents, photos, messages or witnesses',
    noState: 'say in which state it happened',
    unclearKind: 'describe what happened more concretely',
    oldEvents: 'some events are years old, so time limits may be a problem',
    caveat:
      'This is an automated estimate of how complete the information is, not a judgment of the legal ' +
      'merits and not legal advice.',
    issueMain: (issue) => `The main question is: ${issue}.`,
    issueAlso: (issue) => `A related question: ${issue}.`,
    ruleDepends: (state) => `The details depend on the law of ${state}.`,
    applyIntro: 'Applying this to what you describe:',
    applyNoEvidence: 'You do not mention documents or other evidence yet; they will matter.',
    applyNoState: 'The state is not known yet, and the answer may change with it.',
    conclusionStrong: (label) =>
      `Based on what you describe, you may have a reasonable basis to seek help with ` +
      `${label}. A lawyer can confirm this after reviewing your documents.`,
    conclusionPromising: (label) =>
      `What you describe may support a claim or defense in ` +
      `${label}, but important facts are missing. Gather the information listed above and have it reviewed.`,
    conclusionThin:
      'There is not enough information yet to say how the law applies. Add what happened, where, when ' +
      'and what proof you have.',
    conclusionUrgent: 'Because something in your description looks urgent, act quickly.',
  },
  es: {
    band: {
      strong: 'Buen punto de partida',
      promising: 'Prometedor, con vacíos',
      thin: 'Se necesita más información',
    },
    strengths: 'Puntos fuertes',
    gaps: 'Para fortalecerlo',
    clearKind: (label) => `el tipo de problema está claro (${label})`,
    hasDates: 'se indican fechas',
    hasAmounts: (list) => `se indican cantidades (${list})`,
    hasEvidence: (list) => `se mencionan pruebas (${list})`,
    knownState: (name) => `se conoce el estado (${name})`,
    detailed: 'la descripción es detallada',
    noDates: 'agregue cuándo pasaron las cosas',
    noAmounts: 'agregue las cantidades de dinero en juego',
    noEvidence: 'mencione documentos, fotos, mensajes o testigos',
    noState: 'diga en qué estado pasó',
    unclearKind: 'describa con más detalle qué pasó',
    oldEvents: 'algunos hechos pasaron hace años, así que los plazos podrían ser un problema',
    caveat:
      'Esta es una estimación automática de qué tan completa está la información; no juzga el fondo ' +
      'legal del caso y no es asesoría legal.',
    issueMain: (issue) => `La pregunta principal es: ${issue}.`,
    issueAlso: (issue) => `Una pregunta relacionada: ${issue}.`,
    ruleDepends: (state) => `Los detalles dependen de la ley de ${state}.`,
    applyIntro: 'Al aplicar esto a lo que describe:',
    applyNoEvidence: 'Todavía no menciona documentos ni otras pruebas; serán importantes.',
    applyNoState: 'Todavía no se sabe el estado, y la respuesta puede cambiar según cuál sea.',
    conclusionStrong: (label) =>
      `Según lo que describe, podría tener una base razonable para buscar ayuda con ` +
      `${label}. Un abogado puede confirmarlo después de revisar sus documentos.`,
    conclusionPromising: (label) =>
      `Lo que describe podría respaldar un reclamo o una defensa en ` +
      `${label}, pero faltan datos importantes. Reúna la información indicada arriba y pida que la revisen.`,
    conclusionThin:
      'Todavía no hay suficiente información para saber cómo se aplica la ley. Agregue qué pasó, ' +
      'dónde, cuándo y qué pruebas tiene.',
    conclusionUrgent: 'Como algo de lo que describe parece urgente, actúe pronto.',
  },
};
