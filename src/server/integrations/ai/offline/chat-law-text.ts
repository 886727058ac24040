import type { Language } from '../../../../shared/constants.js';

/** The sentences that answer a direct question first, in both languages. */
export interface DirectText {
  /** "Can he keep it?": what may be kept, and by when the rest is due. */
  keep: (where: string, period: string | undefined, cite: string, trigger: string) => string;
  triggers: { move_out: string; move_out_and_address: string };
  accept: (offer: string, stake: string, percent: number) => string;
  acceptNoStake: (offer: string) => string;
  acceptMore: (offer: string, stake: string) => string;
  acceptCommon: string[];
  acceptTopic: Partial<Record<'deposit' | 'injury' | 'wages', string>>;
  acceptDeadlinePassed: string;
}

export const DIRECT_TEXT: Record<Language, DirectText> = {
  en: {
    keep: (where, period, cite, trigger) =>
      `Not without a reason: in ` +
      `${where} the landlord may keep only unpaid rent and the cost of damage beyond normal wear and ` +
      `tear, and must return the rest or send you an itemized list of deductions ` +
      `${period ? `within ${period} ${trigger}` : 'in writing'} (${cite}).`,
    triggers: {
      move_out: 'after you move out',
      move_out_and_address: 'after you move out and give a forwarding address in writing',
    },
    accept: (offer, stake, percent) =>
      `Whether to accept ` +
      `${offer} is your decision. It is about ${percent}% of the ${stake} at stake, so you would give ` +
      `up the rest.`,
    acceptNoStake: (offer) =>
      `Whether to accept ${offer} depends on how much you are owed in total. How much is at stake?`,
    acceptMore: (offer, stake) =>
      `${offer} is at least the ${stake} you mentioned, so it covers the amount at stake; check that ` +
      `it also settles everything else you are owed before you agree.`,
    acceptCommon: [
      'Accepting usually ends the dispute: read anything you are asked to sign, and do not sign a ' +
        'release for less than you agree to.',
      'Ask for the offer, and the reason for any amount held back, in writing.',
    ],
    acceptTopic: {
      deposit:
        'A landlord may keep only unpaid rent and the cost of damage beyond normal wear and tear, ' +
        'listed item by item; small claims court can order the rest without a lawyer.',
      injury:
        'Do not settle before you know the full cost of your injuries, including future medical care; ' +
        'many injury lawyers give a free consultation and are paid only if you win.',
      wages:
        'You have a right to all the wages you earned; a state labor agency can collect them at no ' +
        'cost to you.',
    },
    acceptDeadlinePassed:
      'Because the landlord’s deadline has passed, many states let a tenant claim the whole deposit, ' +
      'and sometimes a penalty on top.',
  },
  es: {
    keep: (where, period, cite, trigger) =>
      `No sin una razón: en ` +
      `${where} el casero solo puede quedarse con la renta no pagada y el costo de daños más allá del ` +
      `desgaste normal, y debe devolverle el resto o enviarle una lista detallada de los descuentos ` +
      `${period ? `dentro de ${period} ${trigger}` : 'por escrito'} (${cite}).`,
    triggers: {
      move_out: 'después de que usted se muda',
      move_out_and_address: 'después de que usted se muda y le da por escrito su nueva dirección',
    },
    accept: (offer, stake, percent) =>
      `Aceptar ` +
      `${offer} es su decisión. Es cerca del ${percent}% de los ${stake} en juego, así que renunciaría ` +
      `al resto.`,
    acceptNoStake: (offer) =>
      `Si le conviene aceptar ${offer} depende de cuánto le deben en total. ¿Cuánto dinero está en juego?`,
    acceptMore: (offer, stake) =>
      `${offer} cubre por lo menos los ${stake} que mencionó; antes de aceptar, confirme que también ` +
      `resuelve todo lo demás que le deben.`,
    acceptCommon: [
      'Aceptar normalmente termina el reclamo: lea todo lo que le pidan firmar y no firme una renuncia ' +
        '(release) por menos de lo que acepta.',
      'Pida por escrito la oferta y la razón de cualquier cantidad que le retengan.',
    ],
    acceptTopic: {
      deposit:
        'El casero solo puede quedarse con renta no pagada y el costo de daños más allá del desgaste ' +
        'normal, detallados uno por uno; la corte de reclamos menores puede ordenar el resto sin ' +
        'abogado.',
      injury:
        'No llegue a un acuerdo antes de saber el costo total de sus lesiones, incluida la atención ' +
        'médica futura; muchos abogados de lesiones dan una consulta gratis y cobran solo si usted ' +
        'gana.',
      wages:
        'Tiene derecho a todo el salario que ganó; la agencia laboral del estado puede cobrarlo sin ' +
        'costo para usted.',
    },
    acceptDeadlinePassed:
      'Como el plazo del casero ya venció, muchos estados permiten reclamar el depósito completo, y a ' +
      'veces una multa adicional.',
  },
};
