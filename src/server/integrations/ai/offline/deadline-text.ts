import type { Language } from '../../../../shared/constants.js';
import type { ClockStart, LawKind } from '../../../../shared/state-law.js';
import type { FederalKind } from '../../../law/federal.js';

export type RuleKind = LawKind | FederalKind;

/** The sentences that state a deadline, in both languages (decision 0034). */
export interface DeadlineText {
  /** What the deadline is for, as a noun phrase: "a medical-malpractice lawsuit". */
  what: Record<RuleKind, (agency?: string) => string>;
  clock: Record<ClockStart, string>;
  /** Clocks that start at a violation, said for the kind of claim. */
  kindClock: Partial<Record<RuleKind, string>>;
  /** "In New York, the deadline for a medical-malpractice lawsuit is 2 years … (cite)." */
  direct: (where: string, what: string, period: string, clock: string, cite: string) => string;
  /** The same said the way people ask it, for the kinds asked about most. */
  directFor: Partial<
    Record<RuleKind, (where: string, period: string, clock: string, cite: string) => string>
  >;
  /** A line of the deadlines list. */
  line: (what: string, where: string, period: string, clock: string, cite: string) => string;
  /** Final pay: "is due immediately", "by the next regular payday". */
  due: (where: string, what: string, when: string, cite: string) => string;
  dueLine: (what: string, where: string, when: string, cite: string) => string;
  smallClaims: (where: string, amount: string, cite: string) => string;
  penalty: (where: string, times: string, cite: string) => string;
  overstay: (cite: string) => string;
  section1983: (where: string, period: string, cite: string) => string;
  /** A row not confirmed in the official text: no number, and a lawyer this week. */
  unconfirmed: (what: string, where: string) => string;
  /** The same for a claim of injury, whose own deadline is often shorter than the general one. */
  unconfirmedInjury: (what: string, where: string) => string;
  /** An injury where medical care, a job, a vehicle or a government body may bring its own deadline. */
  maybeSpecial: (where: string) => string;
  /** A row of a law that sets no single number. */
  noNumber: (what: string, where: string, cite: string) => string;
  /** A row where the state has no such rule. */
  noStatute: (what: string, where: string, cite: string) => string;
  needState: string;
  /** When something happened, said back to the person. */
  when: {
    today: string;
    yesterday: string;
    daysAgo: (n: number) => string;
    on: (day: string) => string;
    inMonth: (month: string) => string;
    inYear: (year: string) => string;
    monthsAgo: (n: number) => string;
    around: (month: string) => string;
  };
  timing: {
    passed: (when: string, what: string, around: string) => string;
    now: (when: string, what: string) => string;
    left: (when: string, what: string, left: string, until: string) => string;
    /** A clock from the treatment, counted only from the day the harm was found: an upper bound. */
    leftAtMost: (when: string, what: string, left: string, until: string) => string;
    depositPassed: (when: string) => string;
    depositLeft: (when: string, left: string) => string;
    payLate: (when: string, due: string) => string;
    payDue: (when: string, left: string, due: string) => string;
    exceptions: string;
  };
  /** First sentences for questions asked outright. */
  tooLate: { passed: string; left: string; unknown: string };
  farBack: (where: string, period: string, cite: string) => string;
  canThey: { eviction: string; finalPay: string; lockout: string };
  caution: (cites: string, checked: string, link: string) => string;
  units: Record<'hours' | 'days' | 'business_days' | 'weeks' | 'months' | 'years', [string, string]>;
  yearsAndMonths: (years: string, months: string) => string;
  immediately: string;
  nextPayday: string;
  within: (period: string) => string;
  times: (n: number) => string;
  /** Joins two statutes: "A and B". */
  and: string;
  /** After a statute a model cited that the table does not hold. */
  notVerified: string;
}

export const DEADLINE_TEXT: Record<Language, DeadlineText> = {
  en: {
    what: {
      injury: () => 'a personal-injury lawsuit',
      motorVehicle: () => 'a lawsuit over a traffic-accident injury',
      malpractice: () => 'a medical-malpractice lawsuit',
      malpracticeDiscovery: () => 'a malpractice lawsuit counted from discovery',
      malpracticeRepose: () => 'a malpractice lawsuit at the latest, whenever the harm is found',
      malpracticeForeignObject: () => 'a malpractice lawsuit over an object left in the body',
      workersCompNotice: () => 'telling your employer about the injury (in writing)',
      workersCompClaim: (a) => `filing the workers’ compensation claim${a ? ` with ${a}` : ''}`,
      govClaimState: () => 'a written notice of claim to the state',
      govClaimLocal: () => 'a written notice of claim to a city, county or public hospital',
      propertyDamage: () => 'a lawsuit over damage to property',
      contractWritten: () => 'a lawsuit on a written contract',
      contractOral: () => 'a lawsuit on an oral (spoken) agreement',
      wagesFinalFired: () => 'the final paycheck when you are fired',
      wagesFinalQuit: () => 'the final paycheck when you quit',
      wagesAgency: (a) => `a wage claim${a ? ` with ${a}` : ' with the state labor agency'}`,
      wagesCourt: () => 'a lawsuit for unpaid wages',
      deposit: () => 'the landlord to return the deposit or send an itemized list of deductions',
      depositPenalty: () => 'the penalty for keeping a deposit wrongly',
      evictionNotice: () => 'the written notice before an eviction case for unpaid rent',
      evictionAnswer: () => 'answering an eviction lawsuit once you are served',
      discriminationEeoc: () => 'a charge of discrimination with the EEOC',
      discriminationState: (a) => `a complaint${a ? ` with ${a}` : ' with the state civil-rights agency'}`,
      smallClaims: () => 'small-claims court',
      duiHearing: () => 'asking for the hearing that decides your licence (separate from the criminal case)',
      unlawfulPresence: () => 'coming back after leaving',
      fcra: () => 'a lawsuit under the Fair Credit Reporting Act',
      flsa: () => 'a federal minimum-wage or overtime claim',
      section1983: () => 'a federal civil-rights lawsuit',
    },
    clock: {
      injury: 'from the injury',
      act: 'from the treatment or act',
      discovery: 'from when the harm was found (or should have been)',
      damage: 'from the damage',
      breach: 'from when the agreement was broken',
      separation: 'after the last day of work',
      resignation: 'after you give notice',
      violation: 'from the violation',
      moveOut: 'after you move out',
      moveOutAndAddress: 'after you move out and give a forwarding address in writing',
      noticeServed: '',
      summonsServed: 'from being served',
      arrest: 'from the arrest',
      claimArises: 'from the injury or loss',
      none: '',
    },
    kindClock: {
      wagesAgency: 'from the payday the wages were due',
      wagesCourt: 'back from when you file',
      flsa: 'back from when you file (3 if the violation was willful)',
      discriminationEeoc: 'from the act of discrimination (for a firing, the day you were told)',
      discriminationState: 'from the act of discrimination',
    },
    direct: (where, what, period, clock, cite) =>
      `In ${where}, the deadline for ${what} is ${period}${clock ? ` ${clock}` : ''} (${cite}).`,
    directFor: {
      deposit: (where, period, clock, cite) =>
        `In ` +
        `${where}, the landlord has ${period} ${clock} to return the security deposit or send you a ` +
        `written, itemized list of deductions (${cite}).`,
      injury: (where, period, clock, cite) =>
        `In ` +
        `${where}, you generally have ${period} ${clock} to file a personal-injury lawsuit (the ` +
        `statute of limitations, ${cite}).`,
      motorVehicle: (where, period, clock, cite) =>
        `In ` +
        `${where}, you generally have ${period} ${clock} to sue over an injury in a traffic accident ` +
        `(${cite}).`,
      malpractice: (where, period, clock, cite) =>
        `In ` +
        `${where}, a medical-malpractice lawsuit generally must be filed within ${period} ${clock} ` +
        `(${cite}).`,
      evictionNotice: (where, period, _clock, cite) =>
        `In ` +
        `${where}, before filing an eviction case for unpaid rent the landlord must give you a written ` +
        `notice of ${period} (${cite}).`,
      evictionAnswer: (where, period, clock, cite) =>
        `In ` +
        `${where}, you have ${period} ${clock} to answer an eviction lawsuit (${cite}); if you do not, ` +
        `you can lose without a hearing.`,
      workersCompNotice: (where, period, clock, cite) =>
        `In ${where}, tell your employer about the injury in writing within ${period} ${clock} (${cite}).`,
      duiHearing: (where, period, clock, cite) =>
        `In ` +
        `${where}, you have ${period} ${clock} to ask for the hearing that decides your licence, ` +
        `separate from the criminal case (${cite}).`,
    },
    line: (what, where, period, clock, cite) =>
      `${cap(what)} in ${where}: ${period}${clock ? ` ${clock}` : ''} (${cite}).`,
    due: (where, what, when, cite) => `In ${where}, ${what} is due ${when} (${cite}).`,
    dueLine: (what, where, when, cite) => `${cap(what)} in ${where}: due ${when} (${cite}).`,
    smallClaims: (where, amount, cite) =>
      `Small-claims court in ${where} takes claims up to ${amount} (${cite}).`,
    penalty: (where, times, cite) =>
      `In ${where}, a landlord who keeps a deposit wrongly can owe up to ${times} the amount (${cite}).`,
    overstay: (cite) =>
      `If you leave the US after more than 180 days but less than a year of unlawful presence, you ` +
      `generally cannot come back for 3 years; after a year or more, for 10 years ` +
      `(${cite}). Talk to an immigration lawyer or a DOJ-accredited representative before you travel: ` +
      `some people can ask for a waiver or have a way to fix their status without leaving.`,
    section1983: (where, period, cite) =>
      `A federal civil-rights lawsuit (42 U.S.C. § 1983) in ` +
      `${where} uses the state’s injury period: ${period} (${cite}).`,
    unconfirmed: (what, where) =>
      `For ` +
      `${what} in ${where} the law sets its own deadline, and it is not confirmed here. Check it with ` +
      `a lawyer this week (legal aid can help for free).`,
    maybeSpecial: (where) =>
      `Injuries involving medical care, a job, a vehicle or a city, county or state body have their ` +
      `own deadlines in ` +
      `${where}, often shorter than the general one for injuries, and some start with a written notice ` +
      `within weeks or months. Tell a lawyer this week exactly what happened, so the right deadline is ` +
      `found before it runs out.`,
    unconfirmedInjury: (what, where) =>
      `For ` +
      `${what} in ${where} a special deadline applies, often shorter than the general one for ` +
      `injuries, and it is not confirmed here. Check it with a lawyer this week; do not count on the ` +
      `longer general period.`,
    noNumber: (what, where, cite) =>
      `For ` +
      `${what}, ${where} law sets no single number of days${cite ? ` (${cite})` : ''}: it depends on ` +
      `the facts, so act in writing and promptly, and ask legal aid or a lawyer which date applies to ` +
      `you.`,
    noStatute: (what, where, cite) =>
      `${where} law sets no separate deadline for ${what}${cite ? ` (${cite})` : ''}; other deadlines ` +
      `can still apply, so do not wait.`,
    needState:
      'The exact deadline depends on the state and on the kind of claim. In which state did this ' +
      'happen? Then I can give you its rule and the law that sets it.',
    when: {
      today: 'today',
      yesterday: 'yesterday',
      daysAgo: (n) => `${n} days ago`,
      on: (day) => `on ${day}`,
      inMonth: (month) => `in ${month}`,
      inYear: (year) => `in ${year}`,
      monthsAgo: (n) => `about ${n} months ago`,
      around: (month) => `around ${month}`,
    },
    timing: {
      passed: (when, what, around) =>
        `From what you say (${when}), the time for ${what} has likely passed, around ${around}.`,
      now: (when, what) =>
        `From what you say (${when}), the time for ${what} may already have passed or ends within days.`,
      left: (when, what, left, until) =>
        `From what you say ` +
        `(${when}), you still have about ${left} for ${what}, until about ${until}. Do not wait for ` +
        `the last days.`,
      leftAtMost: (when, what, left, until) =>
        `Counted from when the harm was found (${when}), at most about ${left} remain for ${what}, ` +
        `until about ${until} at the latest; counted from the treatment itself it ends sooner, so have a ` +
        'lawyer look at it this week.',
      depositPassed: (when) =>
        `You moved out ` +
        `${when}, so that deadline has passed: the landlord should already have returned the deposit ` +
        `or sent the list.`,
      depositLeft: (when, left) => `You moved out ${when}, so about ${left} remain for the landlord.`,
      payLate: (when, due) =>
        `From what you say (${when}), the final pay was due by about ${due}; that time has passed, ` +
        'so the pay is late and you can claim it now.',
      payDue: (when, left, due) =>
        `From what you say (${when}), the employer has about ${left} left to pay you, until about ${due}.`,
      exceptions:
        'Exceptions (when the harm was found, a minor, time the other side hid it, an earlier notice) ' +
        'can change this, so have a lawyer look at it this week.',
    },
    tooLate: {
      passed: 'It may already be too late, but do not give up before a lawyer has looked at it this week.',
      left: 'It does not seem too late yet, but time is short.',
      unknown: 'That depends on when it happened.',
    },
    farBack: (where, period, cite) =>
      `In ` +
      `${where}, a lawsuit for unpaid wages can generally reach back ${period} from when you file ` +
      `(${cite}); older pay periods drop off as time passes.`,
    canThey: {
      eviction:
        'Not on their own: a landlord needs the written notice the law requires and then a court order ' +
        'to make you leave; only a sheriff or marshal can carry it out.',
      finalPay:
        'No: the employer must pay every wage you earned, whether you were fired or quit, even ' +
        'without notice.',
      lockout:
        'No: a landlord may not lock you out, remove your things or cut off utilities to make you ' +
        'leave; only a court order can.',
    },
    caution: (cites, checked, link) =>
      `Laws change: check the current text of ` +
      `${cites} or ask a lawyer before relying on this (checked ${checked}). The rule and its source: ` +
      `${link}`,
    units: {
      hours: ['hour', 'hours'],
      days: ['day', 'days'],
      business_days: ['business day', 'business days'],
      weeks: ['week', 'weeks'],
      months: ['month', 'months'],
      years: ['year', 'years'],
    },
    yearsAndMonths: (years, months) => `${years} and ${months}`,
    immediately: 'immediately',
    nextPayday: 'by the next regular payday',
    within: (period) => `within ${period}`,
    times: (n) => (n === 2 ? 'twice' : n === 3 ? 'three times' : `${n} times`),
    and: ' and ',
    notVerified: ' (citation not verified)',
  },
  es: {
    what: {
      injury: () => 'una demanda por lesiones personales',
      motorVehicle: () => 'una demanda por lesiones en un accidente de tránsito',
      malpractice: () => 'una demanda por negligencia médica',
      malpracticeDiscovery: () => 'una demanda por negligencia médica contada desde que se descubre el daño',
      malpracticeRepose: () =>
        'una demanda por negligencia médica como máximo, aunque el daño se descubra después',
      malpracticeForeignObject: () => 'una demanda por un objeto dejado dentro del cuerpo',
      workersCompNotice: () => 'avisarle a su empleador de la lesión (por escrito)',
      workersCompClaim: (a) => `presentar el reclamo de compensación laboral${a ? ` ante ${a}` : ''}`,
      govClaimState: () => 'un aviso de reclamo por escrito al estado',
      govClaimLocal: () => 'un aviso de reclamo por escrito a una ciudad, un condado o un hospital público',
      propertyDamage: () => 'una demanda por daños a la propiedad',
      contractWritten: () => 'una demanda por un contrato escrito',
      contractOral: () => 'una demanda por un acuerdo verbal (de palabra)',
      wagesFinalFired: () => 'el último cheque si lo despiden',
      wagesFinalQuit: () => 'el último cheque si usted renuncia',
      wagesAgency: (a) => `un reclamo de salario${a ? ` ante ${a}` : ' ante la agencia laboral del estado'}`,
      wagesCourt: () => 'una demanda por salarios no pagados',
      deposit: () => 'que el casero devuelva el depósito o envíe una lista detallada de descuentos',
      depositPenalty: () => 'la multa por quedarse con el depósito indebidamente',
      evictionNotice: () => 'el aviso por escrito antes de un desalojo por renta no pagada',
      evictionAnswer: () => 'contestar una demanda de desalojo después de recibirla',
      discriminationEeoc: () => 'una queja de discriminación ante la EEOC',
      discriminationState: (a) =>
        `una queja${a ? ` ante ${a}` : ' ante la agencia de derechos civiles del estado'}`,
      smallClaims: () => 'la corte de reclamos menores',
      duiHearing: () => 'pedir la audiencia que decide sobre su licencia (aparte del caso penal)',
      unlawfulPresence: () => 'volver después de salir',
      fcra: () => 'una demanda bajo la Ley de Informe Justo de Crédito (FCRA)',
      flsa: () => 'un reclamo federal de salario mínimo u horas extra',
      section1983: () => 'una demanda federal de derechos civiles',
    },
    clock: {
      injury: 'desde la lesión',
      act: 'desde el tratamiento o el hecho',
      discovery: 'desde que se descubrió el daño (o debió descubrirse)',
      damage: 'desde el daño',
      breach: 'desde que se incumplió el acuerdo',
      separation: 'después del último día de trabajo',
      resignation: 'después de avisar que renuncia',
      violation: 'desde la violación',
      moveOut: 'después de que usted se muda',
      moveOutAndAddress: 'después de que usted se muda y le da por escrito su nueva dirección',
      noticeServed: '',
      summonsServed: 'desde que le entregan la demanda',
      arrest: 'desde el arresto',
      claimArises: 'desde la lesión o la pérdida',
      none: '',
    },
    kindClock: {
      wagesAgency: 'desde el día de pago en que se debía el salario',
      wagesCourt: 'hacia atrás desde que presenta la demanda',
      flsa: 'hacia atrás desde que presenta el reclamo (3 si la violación fue intencional)',
      discriminationEeoc:
        'desde el acto de discriminación (si lo despidieron, desde el día en que se lo dijeron)',
      discriminationState: 'desde el acto de discriminación',
    },
    direct: (where, what, period, clock, cite) =>
      `En ${where}, el plazo para ${what} es de ${period}${clock ? ` ${clock}` : ''} (${cite}).`,
    directFor: {
      deposit: (where, period, clock, cite) =>
        `En ` +
        `${where}, el casero tiene ${period} ${clock} para devolverle el depósito o enviarle por ` +
        `escrito una lista detallada de los descuentos (${cite}).`,
      injury: (where, period, clock, cite) =>
        `En ` +
        `${where}, por lo general tiene ${period} ${clock} para presentar una demanda por lesiones (el ` +
        `plazo de prescripción, ${cite}).`,
      motorVehicle: (where, period, clock, cite) =>
        `En ` +
        `${where}, por lo general tiene ${period} ${clock} para demandar por lesiones en un accidente ` +
        `de tránsito (${cite}).`,
      malpractice: (where, period, clock, cite) =>
        `En ` +
        `${where}, una demanda por negligencia médica por lo general debe presentarse dentro de ` +
        `${period} ${clock} (${cite}).`,
      evictionNotice: (where, period, _clock, cite) =>
        `En ` +
        `${where}, antes de presentar un desalojo por renta no pagada el casero debe darle un aviso ` +
        `por escrito de ${period} (${cite}).`,
      evictionAnswer: (where, period, clock, cite) =>
        `En ` +
        `${where}, tiene ${period} ${clock} para contestar una demanda de desalojo (${cite}); si no ` +
        `contesta, puede perder sin audiencia.`,
      workersCompNotice: (where, period, clock, cite) =>
        `En ` +
        `${where}, avísele por escrito a su empleador de la lesión dentro de ${period} ${clock} (${cite}).`,
      duiHearing: (where, period, clock, cite) =>
        `En ` +
        `${where}, tiene ${period} ${clock} para pedir la audiencia que decide sobre su licencia, ` +
        `aparte del caso penal (${cite}).`,
    },
    line: (what, where, period, clock, cite) =>
      `${cap(what)} en ${where}: ${period}${clock ? ` ${clock}` : ''} (${cite}).`,
    due: (where, what, when, cite) => `En ${where}, ${what} se debe pagar ${when} (${cite}).`,
    dueLine: (what, where, when, cite) => `${cap(what)} en ${where}: se debe pagar ${when} (${cite}).`,
    smallClaims: (where, amount, cite) =>
      `La corte de reclamos menores de ${where} acepta reclamos de hasta ${amount} (${cite}).`,
    penalty: (where, times, cite) =>
      `En ` +
      `${where}, un casero que se queda con el depósito indebidamente puede deber hasta ${times} la ` +
      `cantidad (${cite}).`,
    overstay: (cite) =>
      `Si sale de EE. UU. después de más de 180 días pero menos de un año de presencia ilegal, por lo ` +
      `general no puede volver durante 3 años; después de un año o más, durante 10 años ` +
      `(${cite}). Hable con un abogado de inmigración o un representante acreditado por el DOJ antes ` +
      `de viajar: algunas personas pueden pedir un perdón (waiver) o arreglar su estatus sin salir.`,
    section1983: (where, period, cite) =>
      `Una demanda federal de derechos civiles (42 U.S.C. § 1983) en ` +
      `${where} usa el plazo estatal para lesiones: ${period} (${cite}).`,
    unconfirmed: (what, where) =>
      `Para ` +
      `${what} en ${where} la ley fija su propio plazo, y aquí no está confirmado. Confírmelo con un ` +
      `abogado esta semana (la ayuda legal gratuita puede ayudarle).`,
    maybeSpecial: (where) =>
      `Las lesiones en las que hay atención médica, un trabajo, un vehículo o una ciudad, un condado o ` +
      `el estado tienen sus propios plazos en ` +
      `${where}, a menudo más cortos que el general para lesiones, y algunos empiezan con un aviso por ` +
      `escrito en semanas o meses. Cuéntele a un abogado esta semana exactamente qué pasó, para ` +
      `encontrar el plazo correcto antes de que venza.`,
    unconfirmedInjury: (what, where) =>
      `Para ` +
      `${what} en ${where} se aplica un plazo especial, a menudo más corto que el general para ` +
      `lesiones, y aquí no está confirmado. Confírmelo con un abogado esta semana; no cuente con el ` +
      `plazo general, que es más largo.`,
    noNumber: (what, where, cite) =>
      `Para ` +
      `${what}, la ley de ${where} no fija un número de días${cite ? ` (${cite})` : ''}: depende de ` +
      `los hechos, así que actúe por escrito y pronto, y pregunte a ayuda legal o a un abogado qué ` +
      `fecha se aplica en su caso.`,
    noStatute: (what, where, cite) =>
      `La ley de ` +
      `${where} no fija un plazo aparte para ${what}${cite ? ` (${cite})` : ''}; otros plazos pueden ` +
      `aplicarse, así que no espere.`,
    needState:
      'El plazo exacto depende del estado y del tipo de reclamo. ¿En qué estado pasó esto? Así le doy ' +
      'su regla y la ley que la fija.',
    when: {
      today: 'hoy',
      yesterday: 'ayer',
      daysAgo: (n) => `hace ${n} días`,
      on: (day) => `el ${day}`,
      inMonth: (month) => `en ${month}`,
      inYear: (year) => `en ${year}`,
      monthsAgo: (n) => `hace unos ${n} meses`,
      around: (month) => `alrededor de ${month}`,
    },
    timing: {
      passed: (when, what, around) =>
        `Según lo que cuenta ` +
        `(${when}), el plazo para ${what} probablemente ya venció, alrededor de ${around}.`,
      now: (when, what) =>
        `Según lo que cuenta (${when}), el plazo para ${what} puede haber vencido ya o vence en pocos días.`,
      left: (when, what, left, until) =>
        `Según lo que cuenta ` +
        `(${when}), todavía tiene unos ${left} para ${what}, hasta alrededor de ${until}. No espere a ` +
        `los últimos días.`,
      leftAtMost: (when, what, left, until) =>
        `Contando desde que se descubrió el daño (${when}), le quedan como mucho unos ${left} para ` +
        `${what}, hasta alrededor de ${until} a más tardar; contado desde el tratamiento mismo vence ` +
        'antes, así que pida a un abogado que lo revise esta semana.',
      depositPassed: (when) =>
        `Usted se mudó ` +
        `${when}, así que ese plazo ya venció: el casero ya debió devolverle el depósito o enviarle la ` +
        `lista.`,
      depositLeft: (when, left) => `Usted se mudó ${when}, así que al casero le quedan unos ${left}.`,
      payLate: (when, due) =>
        `Según lo que cuenta (${when}), el pago final vencía alrededor del ${due}; ese plazo ya pasó, ` +
        'así que el pago está atrasado y puede reclamarlo ya.',
      payDue: (when, left, due) =>
        `Según lo que cuenta (${when}), al empleador le quedan unos ${left} para pagarle, ` +
        `hasta alrededor del ${due}.`,
      exceptions:
        'Hay excepciones (cuándo se descubrió el daño, si es menor de edad, si la otra parte lo ' +
        'ocultó, un aviso anterior) que pueden cambiar esto: pida a un abogado que lo revise esta ' +
        'semana.',
    },
    tooLate: {
      passed: 'Puede que ya sea tarde, pero no se rinda antes de que un abogado lo revise esta semana.',
      left: 'Todavía no parece tarde, pero el tiempo es corto.',
      unknown: 'Depende de cuándo pasó.',
    },
    farBack: (where, period, cite) =>
      `En ` +
      `${where}, una demanda por salarios no pagados por lo general puede cubrir ${period} hacia atrás ` +
      `desde que la presenta (${cite}); los pagos más viejos se pierden con el tiempo.`,
    canThey: {
      eviction:
        'No por su cuenta: el casero necesita el aviso por escrito que exige la ley y después una ' +
        'orden de la corte para sacarlo; solo un sheriff o alguacil puede ejecutarla.',
      finalPay:
        'No: el patrón debe pagarle todo el salario que ganó, lo hayan despedido o haya renunciado, ' +
        'aun sin aviso.',
      lockout:
        'No: el casero no puede cambiarle la chapa, sacar sus cosas ni cortarle los servicios para que ' +
        'se vaya; solo una orden de la corte puede sacarlo.',
    },
    caution: (cites, checked, link) =>
      `Las leyes cambian: confirme el texto vigente de ` +
      `${cites} o consulte a un abogado antes de confiar en esto (revisado el ${checked}). La regla y ` +
      `su fuente: ${link}`,
    units: {
      hours: ['hora', 'horas'],
      days: ['día', 'días'],
      business_days: ['día hábil', 'días hábiles'],
      weeks: ['semana', 'semanas'],
      months: ['mes', 'meses'],
      years: ['año', 'años'],
    },
    yearsAndMonths: (years, months) => `${years} y ${months}`,
    immediately: 'de inmediato',
    nextPayday: 'a más tardar el siguiente día de pago',
    within: (period) => `dentro de ${period}`,
    times: (n) => (n === 2 ? 'el doble de' : n === 3 ? 'el triple de' : `${n} veces`),
    and: ' y ',
    notVerified: ' (cita no verificada)',
  },
};

function cap(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}
