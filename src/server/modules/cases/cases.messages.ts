import type { Language } from '../../../shared/constants.js';
import type { CaseEditProblem } from '../../../shared/rules/legal-case.js';

/** Texts of the case rules, in both languages; the English ones are the spec's. */
const TEXTS: Record<Language, Record<CaseEditProblem | 'bought', string>> = {
  en: {
    required: 'Title and description are required fields.',
    descriptionTooShort: 'Description must be at least 50 characters long.',
    budgetOrder: 'The minimum budget cannot be more than the maximum budget.',
    bought:
      'An attorney has already taken this case, so it can no longer be changed or deleted. Contact support if you need help.',
  },
  es: {
    required: 'El título y la descripción son campos obligatorios.',
    descriptionTooShort: 'La descripción debe tener al menos 50 caracteres.',
    budgetOrder: 'El presupuesto mínimo no puede ser mayor que el presupuesto máximo.',
    bought:
      'Un abogado ya tomó este caso, así que ya no se puede cambiar ni eliminar. Comuníquese con soporte si necesita ayuda.',
  },
};

export function caseText(lang: Language, key: CaseEditProblem | 'bought'): string {
  return TEXTS[lang][key];
}
