import { notChecked, type StateRows, same } from '../rows.js';

const MALPRACTICE_READ_AT = 'https://law.justia.com/codes/vermont/2011/title12/chapter23/section521/';
const WC_READ_AT =
  'https://casetext.com/statute/vermont-statutes/title-21-labor/chapter-9-employers-liability-and-workers-compensation/section-656-notice-of-injury-and-claim-for-compensation';
const FINAL_PAY_READ_AT = 'http://laws9.com/statutes/vermont/title-21/chapter-5/342';

/** Vermont. */
export const VT: StateRows = {
  source: 'Vermont General Assembly, Vermont Statutes (legislature.vermont.gov)',
  rows: {
    injury: { value: 3, unit: 'years', startsAt: 'injury', cite: '12 V.S.A. § 512', checkedOn: '2026-11-23' },
    motorVehicle: same(
      'injury',
      'Section 512(4) covers injuries to the person caused by another, with the claim accruing when the injury is discovered.',
    ),
    malpractice: {
      value: 3,
      unit: 'years',
      startsAt: 'act',
      cite: '12 V.S.A. § 521',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'Three years from the incident, or 2 years from discovery if later, but not more than 7 years after the incident. No limit where fraudulent concealment prevented discovery.',
    },
    malpracticeDiscovery: {
      value: 2,
      unit: 'years',
      startsAt: 'discovery',
      cite: '12 V.S.A. § 521',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'Two years from when the injury is or reasonably should have been discovered, if that ends later than the 3-year period; within the 7-year outer limit.',
    },
    malpracticeRepose: {
      value: 7,
      unit: 'years',
      startsAt: 'act',
      cite: '12 V.S.A. § 521',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'Does not apply to fraudulent concealment or to foreign objects.',
    },
    malpracticeForeignObject: {
      value: 2,
      unit: 'years',
      startsAt: 'discovery',
      cite: '12 V.S.A. § 521',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'When a foreign object is found after the usual periods have run, 2 years from finding it.',
    },
    workersCompNotice: {
      value: null,
      reason: 'noSingleNumber',
      cite: '21 V.S.A. § 656(a)',
      checkedOn: '2026-11-26',
      readAt: WC_READ_AT,
      note: 'Written notice to the employer “as soon as practicable” after the injury, with no fixed number of days. A delay does not bar the claim if the employer knew of the accident or was not prejudiced (21 V.S.A. § 660(a)).',
    },
    workersCompClaim: {
      value: 6,
      unit: 'months',
      startsAt: 'injury',
      cite: '21 V.S.A. § 656(a)',
      checkedOn: '2026-11-26',
      readAt: WC_READ_AT,
      agency: 'Vermont Department of Labor',
      note: 'A written claim within 6 months of the injury, unless compensation is being paid voluntarily (if later denied, 6 months from the denial). A late claim is excused if the employer knew or was not prejudiced, but no proceeding may start more than 3 years after the injury; occupational disease: 2 years from when it is reasonably discoverable (21 V.S.A. § 660).',
    },
    govClaimState: notChecked(
      'Tort claims against the State: 12 V.S.A. § 5601 (read on legislature.vermont.gov) creates liability and sets caps but no notice-of-claim step was seen; not confirmed that none exists elsewhere.',
    ),
    govClaimLocal: notChecked(
      'Town highway-defect claims need a written notice (19 V.S.A. §§ 987–988, only § 988 seen); no general municipal notice-of-claim statute was found.',
    ),
    propertyDamage: {
      value: 3,
      unit: 'years',
      startsAt: 'damage',
      cite: '12 V.S.A. § 512(5)',
      checkedOn: '2026-11-26',
      readAt: 'https://docketmath.com/blog/statute-of-limitations-general-personal-injury-negligence-vermont',
      note: 'Damage to personal property (including vehicles). Damage to land or buildings may fall under a different period.',
    },
    contractWritten: notChecked(),
    contractOral: notChecked(),
    wagesFinalFired: {
      value: 72,
      unit: 'hours',
      startsAt: 'separation',
      cite: '21 V.S.A. § 342(c)(2)',
      checkedOn: '2026-11-26',
      readAt: FINAL_PAY_READ_AT,
    },
    wagesFinalQuit: {
      value: 1,
      unit: 'paydays',
      startsAt: 'separation',
      cite: '21 V.S.A. § 342(c)(1)',
      checkedOn: '2026-11-26',
      readAt: FINAL_PAY_READ_AT,
      note: 'On the last regular payday, or if there is none, the following Friday.',
    },
    wagesAgency: notChecked(),
    wagesCourt: {
      value: 6,
      unit: 'years',
      startsAt: 'violation',
      cite: '12 V.S.A. § 511',
      checkedOn: '2026-11-23',
    },
    deposit: {
      value: 14,
      unit: 'days',
      startsAt: 'moveOut',
      cite: '9 V.S.A. § 4461',
      checkedOn: '2026-11-23',
    },
    depositPenalty: notChecked(
      '9 V.S.A. § 4461: guides and Morrow v. Munson (Vt. Super. Ct. 2004, awarding twice the deposit) say a willful failure to return it makes the landlord liable for double the amount wrongfully withheld plus fees; operative wording not read.',
    ),
    evictionNotice: {
      value: 14,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: '9 V.S.A. § 4467',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: {
      value: 300,
      unit: 'days',
      startsAt: 'violation',
      cite: '42 U.S.C. § 2000e-5(e)(1)',
      checkedOn: '2026-11-26',
      readAt: 'http://straylight.law.cornell.edu/supremecourt/text/447/807',
      note: 'Vermont has a state agency for the same claims: the Civil Rights Unit of the Attorney General’s office, an EEOC deferral agency (ago.vermont.gov), so 300 days apply.',
    },
    discriminationState: notChecked(
      'The Attorney General’s Civil Rights Unit takes private-employer complaints under the Fair Employment Practices Act (21 V.S.A. § 495); the Human Rights Commission handles state employees. No administrative filing deadline was found; a tracker page says a direct state-court action has 3 years (unconfirmed).',
    ),
    smallClaims: {
      value: 10000,
      unit: 'usd',
      startsAt: 'none',
      cite: '12 V.S.A. § 5531(a)',
      checkedOn: '2026-11-26',
      readAt: 'https://legislature.vermont.gov/statutes/fullchapter/12/187',
      note: 'Money damages only; no claims for slander or libel. Debt collection from a consumer credit transaction over $5,000 is excluded (§ 5531(e)). Some guides still give an older $5,000 limit.',
    },
    duiHearing: notChecked(),
  },
};
