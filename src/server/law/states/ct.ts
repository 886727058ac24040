import { eeocCharge, notChecked, type StateRows, same } from '../rows.js';

/** Connecticut. */
export const CT: StateRows = {
  source: 'Connecticut General Assembly, General Statutes (cga.ct.gov)',
  rows: {
    injury: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Conn. Gen. Stat. § 52-584',
      checkedOn: '2026-11-23',
    },
    motorVehicle: same(
      'injury',
      'No separate motor-vehicle period; § 52-584 covers negligent injury to the person or property.',
    ),
    malpractice: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Conn. Gen. Stat. § 52-584',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/general-statutes-of-connecticut/title-52-civil-actions/chapter-926-statute-of-limitations/section-52-584-limitation-of-action-for-injury-to-person-or-property-caused-by-negligence-misconduct-or-malpractice',
      note: 'Two years from when the injury is first sustained or discovered (or should have been), and never more than three years after the act. A 90-day extension is available to make the good-faith inquiry (§ 52-190a).',
    },
    malpracticeDiscovery: {
      value: 2,
      unit: 'years',
      startsAt: 'discovery',
      cite: 'Conn. Gen. Stat. § 52-584',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/general-statutes-of-connecticut/title-52-civil-actions/chapter-926-statute-of-limitations/section-52-584-limitation-of-action-for-injury-to-person-or-property-caused-by-negligence-misconduct-or-malpractice',
      note: 'The same two years run from discovery when the injury was not known at once; the three-year outer limit still applies.',
    },
    malpracticeRepose: {
      value: 3,
      unit: 'years',
      startsAt: 'act',
      cite: 'Conn. Gen. Stat. § 52-584',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/general-statutes-of-connecticut/title-52-civil-actions/chapter-926-statute-of-limitations/section-52-584-limitation-of-action-for-injury-to-person-or-property-caused-by-negligence-misconduct-or-malpractice',
      note: 'Courts may toll it for a continuing course of treatment or fraudulent concealment.',
    },
    malpracticeForeignObject: {
      value: null,
      reason: 'noStatute',
      cite: 'Conn. Gen. Stat. § 52-584',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/general-statutes-of-connecticut/title-52-civil-actions/chapter-926-statute-of-limitations/section-52-584-limitation-of-action-for-injury-to-person-or-property-caused-by-negligence-misconduct-or-malpractice',
      note: 'The statute has no separate foreign-object rule; the two-year discovery period and the three-year outer limit apply.',
    },
    workersCompNotice: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'Conn. Gen. Stat. § 31-294b(a)',
      checkedOn: '2026-11-26',
      readAt: 'https://codes.findlaw.com/ct/title-31-labor/ct-gen-st-sect-31-294b/',
      note: 'The worker must report the injury to the employer “immediately”; no number of days. A late report can reduce compensation only as far as the employer was prejudiced. The written notice of claim (one year, § 31-294c) is separate.',
    },
    workersCompClaim: {
      value: 1,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Conn. Gen. Stat. § 31-294c(a)',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/general-statutes-of-connecticut/volume-9/title-31-chapters-556-to-574-secs-31-1-to-31-429-labor/chapter-568-secs-31-275-to-31-355b-workers-compensation-act/part-b-workers-compensation/sec-31-294c-notice-of-claim-for-compensation-notice-contesting-liability-exception-for-dependents-of-certain-deceased-employees',
      agency: 'Connecticut Workers’ Compensation Commission',
      note: 'Written notice of claim within one year of the accident, given to the employer or a workers’ compensation judge; three years from the first symptom of an occupational disease.',
    },
    govClaimState: {
      value: 1,
      unit: 'years',
      startsAt: 'claimArises',
      cite: 'Conn. Gen. Stat. § 4-148(a)',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/general-statutes-of-connecticut/title-4-management-of-state-agencies/chapter-53-claims-against-the-state/section-4-148-limitation-on-presentation-of-claim-exceptions',
      note: 'Claim to the Office of the Claims Commissioner within one year of when the injury was or should have been discovered, and never more than three years after the event. Some claims (state highways, state vehicles) go elsewhere.',
    },
    govClaimLocal: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'Conn. Gen. Stat. § 13a-149',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/general-statutes-of-connecticut/title-13a-highways-and-bridges/chapter-238-highway-construction-and-maintenance/part-x-liability/section-13a-149-damages-for-injuries-by-means-of-defective-roads-and-bridges',
      note: 'No single rule for towns and cities. Injuries from a defective road or bridge need written notice within 90 days (§ 13a-149); other claims follow other statutes (for example § 7-465 for suits over a municipal employee).',
    },
    propertyDamage: {
      value: 2,
      unit: 'years',
      startsAt: 'damage',
      cite: 'Conn. Gen. Stat. § 52-584',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/general-statutes-of-connecticut/title-52-civil-actions/chapter-926-statute-of-limitations/section-52-584-limitation-of-action-for-injury-to-person-or-property-caused-by-negligence-misconduct-or-malpractice',
      note: 'Negligent damage to real or personal property; same two-year discovery rule and three-year outer limit as injury.',
    },
    contractWritten: {
      value: 6,
      unit: 'years',
      startsAt: 'breach',
      cite: 'Conn. Gen. Stat. § 52-576',
      checkedOn: '2026-11-26',
      readAt:
        'https://getpocketlaw.com/law/state_connecticut/section-52-576-actions-for-account-or-on-simple-or-implied-contracts_bbda284a965e',
    },
    contractOral: {
      value: 3,
      unit: 'years',
      startsAt: 'breach',
      cite: 'Conn. Gen. Stat. § 52-581',
      checkedOn: '2026-11-26',
      readAt:
        'http://casetext.com/statute/general-statutes-of-connecticut/title-52-civil-actions/chapter-926-statute-of-limitations/section-52-581-action-on-oral-contract-to-be-brought-within-three-years',
      note: 'Courts apply it only to executory contracts; when the plaintiff has fully performed, the six-year period of § 52-576 applies.',
    },
    wagesFinalFired: {
      value: 1,
      unit: 'business_days',
      startsAt: 'separation',
      cite: 'Conn. Gen. Stat. § 31-71c(b)',
      checkedOn: '2026-11-27',
      readAt:
        'https://github.com/saint1415/us-statutes/blob/data/data/states/connecticut/content/title-title-31-labor/chapter-chapter-558-wages.json',
      note: 'Wages in full "not later than the business day next succeeding the date of such discharge". Read in a February 2026 copy of the Justia text of chapter 558 (history: 1967, P.A. 714); late or unpaid wages can be sued for at double under § 31-72.',
    },
    wagesFinalQuit: {
      value: 1,
      unit: 'paydays',
      startsAt: 'resignation',
      cite: 'Conn. Gen. Stat. § 31-71c(a)',
      checkedOn: '2026-11-27',
      readAt:
        'https://github.com/saint1415/us-statutes/blob/data/data/states/connecticut/content/title-title-31-labor/chapter-chapter-558-wages.json',
      note: 'Wages in full "not later than the next regular pay day", through the regular payment channels or by mail. The same applies to layoffs and to work suspended by a labor dispute (§ 31-71c(c)). Read in a February 2026 copy of the Justia text.',
    },
    wagesAgency: notChecked(
      'Connecticut Department of Labor, Wage and Workplace Standards Division (§ 31-76a): no filing limit read.',
    ),
    wagesCourt: {
      value: 2,
      unit: 'years',
      startsAt: 'violation',
      cite: 'Conn. Gen. Stat. § 52-596',
      checkedOn: '2026-11-23',
    },
    deposit: {
      value: 21,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'Conn. Gen. Stat. § 47a-21',
      checkedOn: '2026-11-23',
      note: '21 days since October 1, 2023 (30 before), or 15 days after the tenant gives a forwarding address in writing, if later.',
    },
    depositPenalty: {
      value: 2,
      unit: 'times',
      startsAt: 'none',
      cite: 'Conn. Gen. Stat. § 47a-21(d)(2)',
      checkedOn: '2026-11-26',
      readAt: 'https://print.casetext.com/case/pedrini-v-kiltonic',
      note: 'Twice the whole security deposit when the landlord fails to return it or account for it on time (Pedrini v. Kiltonic, 2017; Carrillo v. Goldberg).',
    },
    evictionNotice: {
      value: 3,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Conn. Gen. Stat. § 47a-23',
      checkedOn: '2026-11-23',
      note: 'Notice to quit after the 9-day grace period (§ 47a-15a).',
    },
    evictionAnswer: {
      value: null,
      reason: 'dependsOnFacts',
      cite: 'Conn. Gen. Stat. § 47a-26',
      checkedOn: '2026-11-27',
      readAt: 'http://laws9.com/statutes/connecticut/title47a/chap832/Sec47a-26',
      note: 'In summary process (eviction) the tenant must file an appearance within two days after the return day named in the summons; otherwise, on the landlord’s motion, the court enters judgment for possession no later than the next court day. The return day depends on the summons, so count from it, not from service. Read in an older copy (amendments through 1999); later changes not checked.',
    },
    discriminationEeoc: eeocCharge(
      300,
      'The Commission on Human Rights and Opportunities enforces Connecticut’s anti-discrimination law against private employers, so the longer federal period applies.',
    ),
    discriminationState: notChecked(
      'Commission on Human Rights and Opportunities: its own filing page says 300 days (Conn. Gen. Stat. § 46a-82(f), since 2021; 180 days before, as the older regulation § 46a-54-34a still says). Statute text not read.',
    ),
    smallClaims: notChecked(
      'Court and legal-aid pages agree on $5,000 ($15,000 for home-improvement claims; deposit-doubling claims may exceed it), set in Conn. Gen. Stat. § 51-15(d); the subsection with the figure was not read.',
    ),
    duiHearing: {
      value: 7,
      unit: 'days',
      startsAt: 'arrest',
      cite: 'Conn. Gen. Stat. § 14-227b; Conn. Agencies Regs. § 14-227b-12',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/regulation/connecticut-administrative-code/title-14-motor-vehicles-use-of-the-highway-by-vehicles-gasoline/administrative-procedures-for-per-se-suspension-of-motor-vehicle-operators-license/section-14-227b-12-suspension-of-operators-license-or-nonresident-operating-privilege-notice-of-right-to-hearing',
      note: 'The DMV must receive the hearing request within seven days of the date it mailed the suspension notice (usually about a week after the arrest); the deadline is printed on the notice.',
    },
  },
};
