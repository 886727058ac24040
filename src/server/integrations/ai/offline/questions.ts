import type { Language } from '../../../../shared/constants.js';
import type { Claim } from './claims.js';
import { DEADLINE_TEXT } from './deadline-text.js';
import type { DeadlineAnswer } from './deadlines.js';

/** A question asked outright, which the answer's first sentence must answer. */
export type DirectQuestion = 'deadline' | 'tooLate' | 'farBack' | 'canThey' | 'leave';

const QUESTIONS: [DirectQuestion, RegExp][] = [
  [
    'farBack',
    new RegExp(
      '\\bhow far back\\b|\\bhow many years back\\b|\\b(?:de )?cu[aá]nto tiempo (?:para )?atr[aá]s\\b|' +
        '\\bhasta cu[aá]nt[oa]s? (?:a[nñ]os|meses|tiempo) (?:para )?atr[aá]s\\b|\\bcu[aá]nt[oa]s? a[nñ]os ' +
        'atr[aá]s\\b',
      'i',
    ),
  ],
  [
    'tooLate',
    new RegExp(
      '\\btoo late\\b|\\bcan (?:i|we) still\\b|\\bis it still possible\\b|\\bstill (?:sue|file|claim|' +
        'report)\\b|\\btodav[ií]a (?:puedo|podemos|estoy|estamos)\\b|\\ba[uú]n (?:puedo|podemos|estoy)\\b|' +
        '\\bestoy a tiempo\\b|\\bdemasiado tarde\\b|\\blost my chance\\b|\\bperd[ií] (?:mi|la) ' +
        'oportunidad\\b|\\bmuy tarde\\b|\\bya es tarde\\b|\\bya se (?:me|nos|le) pas[oó]\\b|' +
        '\\bya (?:se )?pas[oó] el (?:tiempo|plazo)\\b|\\b(?:did|have) (?:i|we) (?:already )?miss(?:ed)?\\b|' +
        '\\bam i too late\\b|\\bis it over\\b|\\bse (?:me|nos|le) venci[oó] el (?:plazo|tiempo)\\b|' +
        '\\b(?:do|does) (?:i|we|she|he|they) still have time\\b|\\bany time left\\b',
      'i',
    ),
  ],
  [
    'leave',
    new RegExp(
      '\\bleave the country\\b|\\bif i leave\\b|\\bif i go back\\b|\\bsalgo del pa[ií]s\\b|\\bsalir del ' +
        'pa[ií]s\\b|\\bsi me regreso\\b|\\bpuedo volver\\b',
      'i',
    ),
  ],
  [
    'canThey',
    new RegExp(
      '\\bcan (?:he|she|they|my landlord|the landlord|my boss|my employer|the owner) (?:do|legally)\\b|' +
        '\\bis (?:that|this|it|what he is doing|what they are doing) (?:even )?(?:legal|allowed)\\b|\\bes ' +
        'legal\\b|\\bpuede(?:n)? hacer eso\\b|\\bse vale\\b',
      'i',
    ),
  ],
  [
    'deadline',
    new RegExp(
      '\\bhow long\\b|\\bhow much time\\b|\\btime limit\\b|\\bdeadline\\b|\\bhow many days\\b|\\bstatute ' +
        'of limitations?\\b|\\bby when\\b|\\bis there a (?:limit|deadline)\\b|\\bcu[aá]nto tiempo\\b|' +
        '\\bcu[aá]nt[oa]s d[ií]as\\b|\\bplazo\\b|\\bfecha l[ií]mite\\b|\\bprescri\\w*|' +
        "\\bwhen (?:do|does|will) (?:[\\w']+ ){1,4}have to\\b|\\bby a certain (?:day|date)\\b|\\bhow soon\\b|" +
        '\\bdo (?:i|we) (?:need|have) to (?:tell|notify|report|send|file|give)\\b|\\bis there a notice\\b|' +
        "\\bwhen (?:is|are) (?:[\\w']+ ){1,4}due\\b|\\bhasta cu[aá]ndo\\b|\\bcu[aá]ndo (?:me |nos |le )?tiene(?:n)? que\\b|\\bcu[aá]ndo vence\\b|" +
        '\\ben cu[aá]nto tiempo\\b|\\bhay que (?:avisar|mandar|notificar|reportar)\\b|' +
        // "my cousin says I have 2 years, is that true?": a period heard elsewhere, to be checked
        '(?:years?|months?|days?|a[nñ]os|meses|d[ií]as)\\b[^?]{0,80}\\b(?:is (?:that|this|it) (?:true|right|correct)|' +
        '(?:es|ser[aá]) (?:cierto|verdad|correcto))\\b',
      'i',
    ),
  ],
];

export function directQuestionOf(text: string): DirectQuestion | undefined {
  return QUESTIONS.find(([, re]) => re.test(text))?.[0];
}

/**
 * The first sentence(s) of an answer to a question asked outright: the rule itself, and for "is it too
 * late" first whether it seems so from the person's dates.
 */
export function directLead(
  question: DirectQuestion,
  answer: DeadlineAnswer,
  claims: Claim[],
  lang: Language,
  folded: string,
): string | undefined {
  const t = DEADLINE_TEXT[lang];
  const rule = answer.direct;
  const kind = claims[0]?.kind;
  if (question === 'leave') return kind === 'overstay' ? rule : undefined;
  if (!rule) return undefined;
  if (question === 'tooLate') {
    const status = answer.timing?.status;
    const head = status === 'left' ? t.tooLate.left : status ? t.tooLate.passed : t.tooLate.unknown;
    return `${head} ${rule}`;
  }
  if (question === 'farBack') return answer.farBack ?? rule;
  if (question === 'canThey') {
    const lockout = / (?:changed the locks|locked|cambio la chapa|corto la luz|corto el agua)/;
    if (kind === 'eviction')
      return `${lockout.test(folded) ? t.canThey.lockout : t.canThey.eviction} ${rule}`;
    if (kind === 'wages') return `${t.canThey.finalPay} ${rule}`;
    return undefined;
  }
  return rule;
}
