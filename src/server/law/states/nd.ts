import { notChecked, type StateRows } from '../rows.js';

/** North Dakota. */
export const ND: StateRows = {
  source: 'North Dakota Legislative Branch, Century Code (ndlegis.gov)',
  rows: {
    injury: {
      value: 6,
      unit: 'years',
      startsAt: 'injury',
      cite: 'N.D.C.C. § 28-01-16',
      checkedOn: '2026-11-23',
    },
    motorVehicle: notChecked(
      'Second pass 2026-11-26: N.D.C.C. 28-01-16(5) read (self-law.org): 6 years for any other injury to the person not arising on contract, when not otherwise expressly provided. Whether the no-fault act (N.D.C.C. ch. 26.1-41, e.g. 26.1-41-19) sets its own period for motor-vehicle tort suits was not checked.',
    ),
    malpractice: notChecked(
      'N.D.C.C. 28-01-18(3): 2 years for malpractice, per a law-firm page (personalinjurynd.com), a statute chart (subro50.com) and Schanilec v. Grand Forks Clinic, 1999 ND 165 (which applies a 2-year medical-malpractice limitation); the section’s wording was not read.',
    ),
    malpracticeDiscovery: notChecked(
      'N.D.C.C. 28-01-18(3): 2 years from discovery per the same guides (alllaw.com: 2 years from discovery, no more than 6 years from the injury); wording not read. Second pass 2026-11-26: self-law.org stores ch. 28-01 section pages (28-01-16, -17, -22.1 were served) but 28-01-18 was not reached; ndlegis.gov/cencode/t28c01.html is only the index.',
    ),
    malpracticeRepose: notChecked(
      'N.D.C.C. 28-01-18(3): an outer limit of 6 years from the act for physicians and licensed hospitals unless discovery was prevented by fraud, per subro50.com; wording not read.',
    ),
    malpracticeForeignObject: notChecked(
      'Not found in the second pass (2026-11-26). N.D.C.C. 28-01-46 (casetext, read) exempts foreign-substance cases from the expert-affidavit rule, which says nothing about time limits; alllaw.com uses a left-in sponge as its example of the 2-year discovery rule.',
    ),
    workersCompNotice: {
      value: 7,
      unit: 'days',
      startsAt: 'injury',
      cite: 'N.D.C.C. § 65-05-01.2',
      checkedOn: '2026-11-26',
      readAt:
        'https://d1tvxue8o4w0fl.cloudfront.net/statute/north-dakota-century-code/title-65-workforce-safety-and-insurance/chapter-65-05-claims-and-compensation/section-65-05-012-notice-to-employer',
      note: 'Notify the employer (oral or written, to a supervisor) immediately; absent good cause, no later than 7 days after the accident or after the general nature of the injury became apparent.',
    },
    workersCompClaim: {
      value: 1,
      unit: 'years',
      startsAt: 'injury',
      cite: 'N.D.C.C. § 65-05-01',
      checkedOn: '2026-11-26',
      readAt:
        'https://codes.findlaw.com/nd/title-65-workforce-safety-and-insurance/nd-cent-code-sect-65-05-01/',
      agency: 'North Dakota Workforce Safety and Insurance',
      note: 'Within 1 year after the injury (2 years after a death). The injury date is when a reasonable person knew or should have known of a work injury that caused lost wages or needed medical treatment.',
    },
    govClaimState: {
      value: 180,
      unit: 'days',
      startsAt: 'discovery',
      cite: 'N.D.C.C. § 32-12.2-04',
      checkedOn: '2026-11-26',
      readAt: 'https://app.legiplex.com/nd/legislature/2025/2025-r/bills/sb2233/draft-1494333?id=1494333',
      note: 'Written notice to the Director of the Office of Management and Budget within 180 days after the injury is discovered; death claims 1 year. Read in 2025 Senate Bill 2233, which reproduces the section and proposed 1 year for serious injuries; whether that passed was not checked. Suit within 3 years (N.D.C.C. 28-01-22.1).',
    },
    govClaimLocal: notChecked(
      'N.D.C.C. 32-12.1-10 (political subdivisions): a chart (subro50.com) lists only a 3-year suit limit and no notice; wording not read. Besette v. Enderlin Sch. Dist. (N.D. 1980) dealt with a 90-day claim rule in the 1975 session laws (whether any such rule survives in the current code was not checked); N.D.C.C. ch. 40-42 (claims for injuries on streets, sidewalks, bridges against municipalities) also requires a filed claim (index read on ndlegis.gov, sections not read).',
    ),
    propertyDamage: notChecked('N.D.C.C. 28-01-16: 6 years per a chart (subro50.com); wording not read.'),
    contractWritten: notChecked('N.D.C.C. 28-01-16: 6 years per a chart (subro50.com); wording not read.'),
    contractOral: notChecked('N.D.C.C. 28-01-16: 6 years per a chart (subro50.com); wording not read.'),
    wagesFinalFired: {
      value: 1,
      unit: 'paydays',
      startsAt: 'separation',
      cite: 'N.D.C.C. § 34-14-03',
      checkedOn: '2026-11-26',
      readAt: 'https://lexace.ai/us/statute/north-dakota/34-14-03',
      note: 'Due at the regular payday set in advance for the period worked; after a discharge, sent by certified mail to an address the worker names unless agreed otherwise. Late pay accrues daily wages for up to 30 days.',
    },
    wagesFinalQuit: {
      value: 1,
      unit: 'paydays',
      startsAt: 'separation',
      cite: 'N.D.C.C. § 34-14-03',
      checkedOn: '2026-11-26',
      readAt: 'https://lexace.ai/us/statute/north-dakota/34-14-03',
      note: 'Same rule for quitting: due at the regular payday for the period worked.',
    },
    wagesAgency: {
      value: 2,
      unit: 'years',
      startsAt: 'violation',
      cite: 'N.D.C.C. § 34-14-09(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/north-dakota-century-code/title-34-labor-and-employment/chapter-34-14-wage-collection/section-34-14-09-employees-remedies-limitation-on-wages-collectible',
      agency: 'North Dakota Department of Labor and Human Rights',
      note: 'Within 2 years from the payday the wages were due, for claims of $125 to $15,000 (smaller: small claims court; larger: district court). Filing tolls the court limitation of N.D.C.C. 34-01-13.',
    },
    wagesCourt: notChecked(
      'Earlier review had 6 years (N.D.C.C. 28-01-16, general contract period). N.D.C.C. 34-14-09(3) says the court limitation for wage claims is in N.D.C.C. 34-01-13, which was not read; docketmath.com says 2 years, 3 if willful. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check 34-01-13.',
    ),
    deposit: {
      value: 30,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'N.D.C.C. § 47-16-07.1',
      checkedOn: '2026-11-23',
    },
    depositPenalty: notChecked(
      'N.D.C.C. 47-16-07.1: the penalty subsection was cut off in the reproduction read on codes.findlaw.com. Guides disagree: eforms.com and ipropertymanagement.com say three times the amount withheld, legalfix.com says twice the portion wrongfully withheld. The 2021 chapter on law.justia.com is stored but only its start was served.',
    ),
    evictionNotice: {
      value: 3,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'N.D.C.C. § 47-32-02',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: {
      value: 300,
      unit: 'days',
      startsAt: 'violation',
      cite: '42 U.S.C. § 2000e-5(e)(1)',
      checkedOn: '2026-11-26',
      readAt: 'https://www.nd.gov/labor/discrimination-faq',
      note: 'The North Dakota Department of Labor and Human Rights enforces the state Human Rights Act against employment discrimination (employers of any size) and has a work-sharing agreement with the EEOC, so 300 days applies.',
    },
    discriminationState: notChecked(
      'The Department of Labor and Human Rights FAQ (nd.gov/labor/discrimination-faq) says an employment charge must be filed within 300 days of the last harm (housing: 1 year), citing N.D.C.C. ch. 14-02.4; the section’s own words were not read (guides cite 14-02.4-18 or -19).',
    ),
    smallClaims: notChecked(
      'N.D.C.C. 27-08.1-01: an older reproduction (laws9.com) reads $10,000; current guides say $15,000. The current wording was not read.',
    ),
    duiHearing: notChecked(),
  },
};
