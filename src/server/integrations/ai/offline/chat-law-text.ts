import type { Language } from '../../../../shared/constants.js';

/** The sentences that answer a direct question first, in both languages. */
export interface DirectText {
  deposit: (where: string, period: string, cite: string, trigger: string) => string;
  depositNone: (where: string, cite: string) => string;
  /** "Can he keep it?": what may be kept, and by when the rest is due. */
  keep: (where: string, period: string | undefined, cite: string, trigger: string) => string;
  triggers: { move_out: string; move_out_and_address: string };
  depositPassed: (days: number) => string;
  depositLeft: (days: number, left: number) => string;
  injury: (where: string, period: string, cite: string) => string;
  wages: (where: string, period: string, cite: string) => string;
  eviction: (where: string, period: string, cite: string) => string;
  evictionNone: (where: string, cite: string) => string;
  caution: (cite: string, reviewed: string) => string;
  needState: string;
  /** Used inside knowledge lines when the state is not known. */
  ranges: { deposit: string; injury: string };
  ruleLine: (period: string, cite: string) => string;
  ruleNone: (cite: string) => string;
  accept: (offer: string, stake: string, percent: number) => string;
  acceptNoStake: (offer: string) => string;
  acceptMore: (offer: string, stake: string) => string;
  acceptCommon: string[];
  acceptTopic: Partial<Record<'deposit' | 'injury' | 'wages', string>>;
  acceptDeadlinePassed: string;
}

export const DIRECT_TEXT: Record<Language, DirectText> = {
  en: {
    deposit: (where, period, cite, trigger) =>
      `In ${where}, the landlord has ${period} ${trigger} to return the security deposit or send you a written, itemized list of deductions (${cite}).`,
    depositNone: (where, cite) =>
      `${where} law does not set one fixed number of days for returning a security deposit (${cite}); ask for it in writing and give a clear date.`,
    keep: (where, period, cite, trigger) =>
      `Not without a reason: in ${where} the landlord may keep only unpaid rent and the cost of damage beyond normal wear and tear, and must return the rest or send you an itemized list of deductions ${period ? `within ${period} ${trigger}` : 'in writing'} (${cite}).`,
    triggers: {
      move_out: 'after you move out',
      move_out_and_address: 'after you move out and give a forwarding address in writing',
    },
    depositPassed: (days) =>
      `You moved out about ${days} days ago, so that deadline has passed: the landlord should already have returned the deposit or sent the list.`,
    depositLeft: (days, left) =>
      `You moved out about ${days} days ago, so the landlord still has about ${left} days.`,
    injury: (where, period, cite) =>
      `In ${where}, you generally have ${period} from the injury to file a personal-injury lawsuit (the statute of limitations, ${cite}). Claims against a government body usually need a written notice much sooner.`,
    wages: (where, period, cite) =>
      `In ${where}, a claim for unpaid wages generally must be brought within ${period} (${cite}); the sooner you file, the more of the back pay you can recover.`,
    eviction: (where, period, cite) =>
      `In ${where}, before filing an eviction case for unpaid rent the landlord must give you a written notice of ${period} (${cite}).`,
    evictionNone: (where, cite) =>
      `${where} law does not require a set notice period before an eviction case for unpaid rent is filed (${cite}); read any court papers the day they arrive.`,
    caution: (cite, reviewed) =>
      `Laws change: check the current text of ${cite} or talk to a lawyer before relying on this (figures last reviewed ${reviewed}).`,
    needState:
      'The exact deadline depends on the state. In which state did this happen? Then I can give you its number and the law that sets it.',
    ranges: {
      deposit: 'commonly between 14 and 60 days, depending on the state',
      injury: 'commonly 1 to 6 years',
    },
    ruleLine: (period, cite) => `${period}, ${cite}`,
    ruleNone: (cite) => `no single fixed number of days; see ${cite}`,
    accept: (offer, stake, percent) =>
      `Whether to accept ${offer} is your decision. It is about ${percent}% of the ${stake} at stake, so you would give up the rest.`,
    acceptNoStake: (offer) =>
      `Whether to accept ${offer} depends on how much you are owed in total. How much is at stake?`,
    acceptMore: (offer, stake) =>
      `${offer} is at least the ${stake} you mentioned, so it covers the amount at stake; check that it also settles everything else you are owed before you agree.`,
    acceptCommon: [
      'Accepting usually ends the dispute: read anything you are asked to sign, and do not sign a release for less than you agree to.',
      'Ask for the offer, and the reason for any amount held back, in writing.',
    ],
    acceptTopic: {
      deposit:
        'A landlord may keep only unpaid rent and the cost of damage beyond normal wear and tear, listed item by item; small claims court can order the rest without a lawyer.',
      injury:
        'Do not settle before you know the full cost of your injuries, including future medical care; many injury lawyers give a free consultation and are paid only if you win.',
      wages:
        'You have a right to all the wages you earned; a state labor agency can collect them at no cost to you.',
    },
    acceptDeadlinePassed:
      'Because the landlord’s deadline has passed, many states let a tenant claim the whole deposit, and sometimes a penalty on top.',
  },
  es: {
    deposit: (where, period, cite, trigger) =>
      `En ${where}, el casero tiene ${period} ${trigger} para devolverle el depósito o enviarle por escrito una lista detallada de los descuentos (${cite}).`,
    depositNone: (where, cite) =>
      `La ley de ${where} no fija un número de días para devolver el depósito (${cite}); pídalo por escrito y dé una fecha clara.`,
    keep: (where, period, cite, trigger) =>
      `No sin una razón: en ${where} el casero solo puede quedarse con la renta no pagada y el costo de daños más allá del desgaste normal, y debe devolverle el resto o enviarle una lista detallada de los descuentos ${period ? `dentro de ${period} ${trigger}` : 'por escrito'} (${cite}).`,
    triggers: {
      move_out: 'después de que usted se muda',
      move_out_and_address: 'después de que usted se muda y le da por escrito su nueva dirección',
    },
    depositPassed: (days) =>
      `Usted se mudó hace unos ${days} días, así que ese plazo ya venció: el casero ya debió devolverle el depósito o enviarle la lista.`,
    depositLeft: (days, left) =>
      `Usted se mudó hace unos ${days} días, así que al casero le quedan unos ${left} días.`,
    injury: (where, period, cite) =>
      `En ${where}, por lo general tiene ${period} desde la lesión para presentar una demanda por lesiones (el plazo de prescripción, ${cite}). Un reclamo contra una entidad del gobierno suele requerir un aviso por escrito mucho antes.`,
    wages: (where, period, cite) =>
      `En ${where}, un reclamo por salarios no pagados por lo general debe presentarse dentro de ${period} (${cite}); cuanto antes lo presente, más salario atrasado puede recuperar.`,
    eviction: (where, period, cite) =>
      `En ${where}, antes de presentar un desalojo por renta no pagada el casero debe darle un aviso por escrito de ${period} (${cite}).`,
    evictionNone: (where, cite) =>
      `La ley de ${where} no exige un plazo de aviso antes de presentar un desalojo por renta no pagada (${cite}); lea los papeles de la corte el mismo día que le lleguen.`,
    caution: (cite, reviewed) =>
      `Las leyes cambian: confirme el texto vigente de ${cite} o hable con un abogado antes de confiar en esto (cifras revisadas el ${reviewed}).`,
    needState:
      'El plazo exacto depende del estado. ¿En qué estado pasó esto? Así le doy el número de días y la ley que lo fija.',
    ranges: {
      deposit: 'por lo general entre 14 y 60 días, según el estado',
      injury: 'por lo general de 1 a 6 años',
    },
    ruleLine: (period, cite) => `${period}, ${cite}`,
    ruleNone: (cite) => `no hay un número fijo de días; vea ${cite}`,
    accept: (offer, stake, percent) =>
      `Aceptar ${offer} es su decisión. Es cerca del ${percent}% de los ${stake} en juego, así que renunciaría al resto.`,
    acceptNoStake: (offer) =>
      `Si le conviene aceptar ${offer} depende de cuánto le deben en total. ¿Cuánto dinero está en juego?`,
    acceptMore: (offer, stake) =>
      `${offer} cubre por lo menos los ${stake} que mencionó; antes de aceptar, confirme que también resuelve todo lo demás que le deben.`,
    acceptCommon: [
      'Aceptar normalmente termina el reclamo: lea todo lo que le pidan firmar y no firme una renuncia (release) por menos de lo que acepta.',
      'Pida por escrito la oferta y la razón de cualquier cantidad que le retengan.',
    ],
    acceptTopic: {
      deposit:
        'El casero solo puede quedarse con renta no pagada y el costo de daños más allá del desgaste normal, detallados uno por uno; la corte de reclamos menores puede ordenar el resto sin abogado.',
      injury:
        'No llegue a un acuerdo antes de saber el costo total de sus lesiones, incluida la atención médica futura; muchos abogados de lesiones dan una consulta gratis y cobran solo si usted gana.',
      wages:
        'Tiene derecho a todo el salario que ganó; la agencia laboral del estado puede cobrarlo sin costo para usted.',
    },
    acceptDeadlinePassed:
      'Como el plazo del casero ya venció, muchos estados permiten reclamar el depósito completo, y a veces una multa adicional.',
  },
};
