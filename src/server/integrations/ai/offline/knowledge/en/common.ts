import { ownValue } from '../../../../../../shared/own.js';
import type { CommonText } from '../types.js';

const LABOR_AGENCIES: Record<string, string> = {
  CA: "the California Labor Commissioner's Office",
  TX: 'the Texas Workforce Commission',
  NM: 'the New Mexico Department of Workforce Solutions (Labor Relations Division)',
  NY: 'the New York State Department of Labor',
  AZ: 'the Industrial Commission of Arizona (Labor Department)',
  IL: 'the Illinois Department of Labor',
  CO: 'the Colorado Department of Labor and Employment',
  WA: 'the Washington State Department of Labor & Industries',
  NV: 'the Nevada Labor Commissioner',
  FL: 'the US Department of Labor (Florida has no state agency for wage claims)',
};

export const common: CommonText = {
  notice:
    'This is general legal information, not legal advice, and it does not create an attorney-client ' +
    'relationship. Laws vary by state; for advice about your situation, talk to a licensed attorney.',
  yourState: 'your state',
  inState: (name) => ` in ${name}`,
  laborAgency: (code) => ownValue(LABOR_AGENCIES, code) || "your state's labor department",
  parties: {
    landlord: 'your landlord',
    employer: 'your employer',
    coworker: 'a coworker',
    spouse: 'your spouse',
    ex_partner: 'your former partner',
    children: 'your children',
    insurance: 'an insurance company',
    other_driver: 'the other driver',
    police: 'the police',
    immigration_authorities: 'immigration authorities',
    lender: 'your lender or loan servicer',
    contractor: 'a contractor or repair business',
    seller: 'a seller or dealer',
    debt_collector: 'a debt collector',
    medical_provider: 'a doctor or hospital',
    neighbor: 'a neighbor',
    notario: 'a notario or consultant',
    court: 'a court',
  },
  evidence: {
    photos: 'photos or video',
    messages: 'messages or e-mails',
    receipts: 'receipts or payment records',
    witnesses: 'witnesses',
    written_agreement: 'a written agreement',
    official_report: 'an official report or case number',
    medical_records: 'medical records',
    pay_records: 'pay records',
    notice_document: 'a written notice or papers',
  },
  questions: {
    state: 'In which state did this happen? Rules and deadlines change from state to state.',
    when: 'When did this happen, and is there any date coming up (a deadline, a hearing or a move-out date)?',
    amount: 'How much money is involved (rent, wages, bills, payments or losses)?',
    documents: 'Do you have anything in writing about this—letters, texts, a contract or receipts?',
    other_side: 'What has the other side said or done since this started?',
    prior_steps: 'What have you already done about this—calls, letters, complaints or court filings?',
    timeline: 'Can you list the main events in order, with approximate dates?',
    outcome:
      'What result would you like—for example to stay, to be paid, to get money back, or to resolve it ' +
      'quickly?',
    written_notice: 'Did you receive a written notice or court papers? What kind, and what date is on them?',
    lease: 'Do you have a written lease, or is it month to month or a verbal agreement?',
    rent_paid: 'Are you up to date on rent, or is some rent unpaid? How much?',
    children: 'Are there children involved? How old are they, and where do they live now?',
    court_order: 'Is there already a court order (for custody, support or protection)? In which state?',
    medical_care: 'Did you get medical care? Are you still being treated?',
    police_report: 'Was a police or incident report made? Do you have the report number?',
    insurance_info: 'Do you know the insurance company involved, and has anyone from it contacted you?',
    written_contract: 'Was the agreement in writing, or only spoken? What exactly was promised?',
    pay_records: 'Do you have pay stubs or your own record of the hours you worked and what you were paid?',
    employer_size: 'About how many people work for this employer? Some laws apply only to larger employers.',
    charges: 'What exactly are the charges, or what does the paperwork say?',
    lawyer: 'Do you already have a lawyer or an accredited representative helping you?',
    defender: 'Do you already have a lawyer or a public defender?',
    immigration_status:
      'What is your current immigration status, and do you have any case or application pending?',
    loan_status:
      'How many payments are you behind, and have you received a notice of default or a sale date?',
    modification_tried: 'Have you asked your servicer for a loan modification, forbearance or payment plan?',
  },
  facts: {
    parties: (list) => `People and organizations involved: ${list}.`,
    amounts: (list) => `Amounts you mention: ${list}.`,
    dates: (list) => `Dates you mention: ${list}.`,
    manyStates: (list) =>
      `You mention more than one state ` +
      `(${list}). Usually the law of the state where things happened applies, so confirm which one.`,
    alsoTopic: (label) => `Parts of this may also involve ${label}.`,
    noTopic:
      'Your description does not clearly fit one area of law yet, so this is a general guide. Adding ' +
      'what happened, who is involved, where and when will make the information more specific.',
  },
  lines: {
    deadlinesYouMention: (list) =>
      `Dates you mention that may be deadlines: ` +
      `${list}. Mark them on a calendar; missing a court or agency deadline can cost you rights even ` +
      `when you are right.`,
    soon: 'Something in your description is due very soon. Get help today rather than waiting.',
    oldYear:
      'Part of this happened about a year ago. Every kind of claim has a time limit (a statute of ' +
      'limitations) that depends on the state; do not wait to ask about yours.',
    oldYears:
      'Part of this happened years ago. Time limits (statutes of limitations) may already be close or ' +
      'past, so ask a lawyer about them soon.',
    evidenceYouHave: (list) =>
      `You mention ` +
      `${list}. Keep the originals safe and make copies (screenshots, photos of papers, a backup of ` +
      `messages).`,
    keepSafe:
      'Write a short timeline now—dates, what happened, who was there—while you remember the details.',
    overtime: (hours) =>
      `You mention working ` +
      `${hours} hours a week. For most hourly workers, every hour over 40 in a workweek must be paid ` +
      `at one and a half times the regular rate.`,
    belowMinimum: (rate) =>
      `You mention being paid ` +
      `${rate}, which is below the federal minimum wage of $7.25 an hour; most workers must be paid at ` +
      `least that, and many states require more.`,
    stateLegalAid: 'LawHelp.org lists free legal aid programs and self-help guides for {state}.',
    referral:
      'The state or local bar association in {state} runs a lawyer referral service; many offer a ' +
      'low-cost first consultation.',
    call211:
      'Dial 211 (or visit 211.org) for local help with housing, food, utilities and other emergencies.',
    attorneyGeneral: [
      'Talk to a lawyer before signing anything the other side gives you or agreeing to a settlement.',
      'If you have a court date or papers from a court, get advice before that date.',
    ],
    nextStepsGeneral: [
      'Keep copies of every paper, message and receipt, and write down dates and names.',
      'Communicate in writing when you can (texts, e-mails, letters) and keep copies.',
    ],
  },
};
