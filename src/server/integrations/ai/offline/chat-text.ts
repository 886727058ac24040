import type { Language } from '../../../../shared/constants.js';
import type { AnalysisSectionKey } from '../../../../shared/rules/situation.js';

/** Sentences of chat replies, in both languages. */
export const CHAT_TEXT: Record<
  Language,
  {
    intro: (label: string, where: string) => string;
    /** The intro of a later answer on the same matter. */
    more: (label: string, where: string) => string;
    headings: Record<AnalysisSectionKey, string>;
    greeting: string;
    commonIntro: (title: string) => string;
    commonOutro: string;
    moreSpecific: (question: string) => string;
    nothingNew: string;
    prelimIntro: string;
    prelimHeadings: [string, string, string, string, string];
    prelimAttorneyUrgent: string;
    prelimAttorneyNormal: string;
    aspectJoin: string;
  }
> = {
  en: {
    intro: (label, where) => `Here is general information on: ${label}${where}.`,
    more: (label, where) => `More on: ${label}${where}.`,
    headings: {
      keyIssues: 'Key points',
      yourRights: 'Your rights',
      deadlines: 'Deadlines',
      evidenceToGather: 'Evidence to gather',
      nextSteps: 'Next steps',
      whenToSeeAttorney: 'When to see a lawyer',
      freeResources: 'Free help',
    },
    greeting:
      'Hello! I can share general legal information. Tell me what happened in your own words, or pick ' +
      'one of these common questions:',
    commonIntro: (title) => `Common questions — ${title}:`,
    commonOutro:
      'Choose one, or tell me what happened in your own words—where, when and who is involved—and I ' +
      'will tailor the information.',
    moreSpecific: (q) => `To make this more specific: ${q}`,
    nothingNew:
      'I have shared the general information I have on this. Tell me more about what happened, or ask ' +
      'about a specific point (a deadline, a letter you received, an offer).',
    prelimIntro: 'Here is a preliminary analysis of what you describe:',
    prelimHeadings: [
      'Type of legal matter',
      'Key issues',
      'Immediate steps',
      'Additional information needed',
      'Should you consult an attorney?',
    ],
    prelimAttorneyUrgent: 'Yes, and soon: something in your description looks urgent.',
    prelimAttorneyNormal: 'It is a good idea, especially in these cases:',
    aspectJoin: ' — ',
  },
  es: {
    intro: (label, where) => `Esta es información general sobre: ${label}${where}.`,
    more: (label, where) => `Más sobre: ${label}${where}.`,
    headings: {
      keyIssues: 'Puntos clave',
      yourRights: 'Sus derechos',
      deadlines: 'Plazos',
      evidenceToGather: 'Pruebas que conviene reunir',
      nextSteps: 'Próximos pasos',
      whenToSeeAttorney: 'Cuándo ver a un abogado',
      freeResources: 'Ayuda gratuita',
    },
    greeting:
      '¡Hola! Puedo darle información legal general. Cuénteme con sus palabras qué pasó, o elija una ' +
      'de estas preguntas comunes:',
    commonIntro: (title) => `Preguntas frecuentes — ${title}:`,
    commonOutro:
      'Elija una, o cuénteme con sus palabras qué pasó (dónde, cuándo y quién está involucrado) y ' +
      'adaptaré la información.',
    moreSpecific: (q) => `Para darle información más específica: ${q}`,
    nothingNew:
      'Ya le compartí la información general que tengo sobre esto. Cuénteme más de lo que pasó, o ' +
      'pregunte por un punto concreto (un plazo, una carta que recibió, una oferta).',
    prelimIntro: 'Este es un análisis preliminar de lo que describe:',
    prelimHeadings: [
      'Tipo de asunto legal',
      'Puntos clave',
      'Pasos inmediatos',
      'Información adicional que se necesita',
      '¿Debería consultar a un abogado?',
    ],
    prelimAttorneyUrgent: 'Sí, y pronto: algo de lo que describe parece urgente.',
    prelimAttorneyNormal: 'Es buena idea, sobre todo en estos casos:',
    aspectJoin: ' — ',
  },
};
