import type { Language } from '../../../../../shared/constants.js';
import type { SituationTopic } from '../../../../../shared/topics.js';
import type { AnsweredKey } from '../cues-facts.js';
import { common as enCommon } from './en/common.js';
import { contractDisputes as enContract } from './en/contract-disputes.js';
import { criminalDefense as enCriminal } from './en/criminal-defense.js';
import { employment as enEmployment } from './en/employment.js';
import { family as enFamily } from './en/family.js';
import { immigration as enImmigration } from './en/immigration.js';
import { landlordTenant as enLandlord } from './en/landlord-tenant.js';
import { mortgageForeclosure as enMortgage } from './en/mortgage-foreclosure.js';
import { other as enOther } from './en/other.js';
import { personalInjury as enInjury } from './en/personal-injury.js';
import { common as esCommon } from './es/common.js';
import { contractDisputes as esContract } from './es/contract-disputes.js';
import { criminalDefense as esCriminal } from './es/criminal-defense.js';
import { employment as esEmployment } from './es/employment.js';
import { family as esFamily } from './es/family.js';
import { immigration as esImmigration } from './es/immigration.js';
import { landlordTenant as esLandlord } from './es/landlord-tenant.js';
import { mortgageForeclosure as esMortgage } from './es/mortgage-foreclosure.js';
import { other as esOther } from './es/other.js';
import { personalInjury as esInjury } from './es/personal-injury.js';
import type { CommonText, TopicText } from './types.js';

export const TOPIC_TEXT: Record<Language, Record<SituationTopic, TopicText>> = {
  en: {
    landlord_tenant: enLandlord,
    mortgage_foreclosure: enMortgage,
    employment: enEmployment,
    family: enFamily,
    personal_injury: enInjury,
    contract_disputes: enContract,
    criminal_defense: enCriminal,
    immigration: enImmigration,
    other: enOther,
  },
  es: {
    landlord_tenant: esLandlord,
    mortgage_foreclosure: esMortgage,
    employment: esEmployment,
    family: esFamily,
    personal_injury: esInjury,
    contract_disputes: esContract,
    criminal_defense: esCriminal,
    immigration: esImmigration,
    other: esOther,
  },
};

export const COMMON_TEXT: Record<Language, CommonText> = { en: enCommon, es: esCommon };

/** The questions worth asking for each topic, most useful first, when the text does not answer them. */
export const TOPIC_QUESTIONS: Record<SituationTopic, AnsweredKey[]> = {
  landlord_tenant: ['written_notice', 'lease', 'rent_paid'],
  mortgage_foreclosure: ['loan_status', 'modification_tried', 'written_notice'],
  employment: ['pay_records', 'employer_size', 'written_notice'],
  family: ['children', 'court_order'],
  personal_injury: ['medical_care', 'police_report', 'insurance_info'],
  contract_disputes: ['written_contract', 'outcome'],
  criminal_defense: ['charges', 'defender', 'written_notice'],
  immigration: ['immigration_status', 'written_notice', 'lawyer'],
  other: ['written_notice', 'outcome'],
};

/** Topics where the amount of money matters to what can be done. */
export const MONEY_TOPICS = new Set<SituationTopic>([
  'landlord_tenant',
  'mortgage_foreclosure',
  'employment',
  'personal_injury',
  'contract_disputes',
]);

/** Where to look for the amount a line talks about, when several are mentioned. */
export const AMOUNT_ANCHORS: Partial<Record<string, RegExp>> = {
  deposit: /dep[oó]sit/i,
  rent_owed: /\b(?:rent\w*|renta|owe\w*|deb\w*|atrasad\w*)\b/i,
  wages: /\b(?:pa(?:y|id|g\w*)|wages?|sueldo|salari\w*|deb\w*|owe\w*|horas?|hours?|cheque|check)\b/i,
  default_notice: /\b(?:pag\w*|pay\w*|owe\w*|deb\w*|behind|atrasad\w*)\b/i,
  contractor: /\b(?:paid|pagu[eé]|pag\w*|anticipo|deposit\w*|dep[oó]sito|cobr\w*|charg\w*)\b/i,
  unpaid_invoice: /\b(?:owe\w*|deb\w*|invoice|factura|pay\w*|pag\w*)\b/i,
};
