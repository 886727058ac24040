import { notChecked, type StateRows, same } from '../rows.js';

const MALPRACTICE_READ_AT =
  'https://legalfix.com/statutes/state-codes/wyoming/title-1/chapter-3/section-1-3-107';
const FINAL_PAY_READ_AT =
  'https://casetext.com/statute/wyoming-statutes/title-27-labor-and-employment/chapter-4-wages/article-1-in-general/section-27-4-104-payment-of-employee-quitting-or-discharged-and-suit-for-wages-generally';

/** Wyoming. */
export const WY: StateRows = {
  source: 'Wyoming Legislature, Wyoming Statutes (wyoleg.gov)',
  rows: {
    injury: {
      value: 4,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Wyo. Stat. § 1-3-105',
      checkedOn: '2026-11-23',
    },
    motorVehicle: same(
      'injury',
      'Section 1-3-105(a)(iv)(C) covers injuries to the plaintiff’s rights not arising on contract.',
    ),
    malpractice: {
      value: 2,
      unit: 'years',
      startsAt: 'act',
      cite: 'Wyo. Stat. § 1-3-107(a)(i)',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'Covers licensed professional and health care services. If the act is discovered during the second year, the period is extended by 6 months (§ 1-3-107(a)(iv)). Minors: until their eighth birthday or 2 years, whichever is longer.',
    },
    malpracticeDiscovery: {
      value: 2,
      unit: 'years',
      startsAt: 'discovery',
      cite: 'Wyo. Stat. § 1-3-107(a)(i)',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'Only if the claimant shows the act was not reasonably discoverable within the first 2 years, or was not discovered despite due diligence.',
    },
    malpracticeRepose: {
      value: null,
      reason: 'noStatute',
      cite: 'Wyo. Stat. § 1-3-107',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'The statute sets no outer limit beyond the discovery rule.',
    },
    malpracticeForeignObject: {
      value: null,
      reason: 'noStatute',
      cite: 'Wyo. Stat. § 1-3-107',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'No separate foreign-object rule; the general 2-year discovery provision applies.',
    },
    workersCompNotice: notChecked(
      '§ 27-14-502: guides say report to the employer as soon as practical, not more than 72 hours after the general nature of the injury becomes apparent (late report creates a presumption of denial); wording not read.',
    ),
    workersCompClaim: notChecked(
      '§ 27-14-503: guides say 1 year after the injury (or after discovery of an injury not readily apparent) to file with the Workers’ Compensation Division of the Department of Workforce Services; occupational injuries have other periods; wording not read.',
    ),
    govClaimState: notChecked(
      'Wyoming Governmental Claims Act § 1-39-113: a written, signed and certified notice of claim is required within a set period (a subrogation summary, subro50.com, says present the claim within 2 years and sue within 1 year after presenting it, § 1-39-114); Garman v. Campbell County School Dist. (10th Cir. 2010) and Beaulieu v. Florquist, 86 P.3d 863 (Wyo. 2004) stress strict compliance. Wording not read.',
    ),
    govClaimLocal: notChecked(
      'Same Governmental Claims Act rule as for the state (§ 1-39-113); wording not read.',
    ),
    propertyDamage: {
      value: 4,
      unit: 'years',
      startsAt: 'damage',
      cite: 'Wyo. Stat. § 1-3-105(a)(iv)(A)–(B)',
      checkedOn: '2026-11-26',
      readAt: 'http://statutes.laws-info.com/wyoming/Title1/chapter3',
      note: 'Trespass on real property and taking, detaining or injuring personal property.',
    },
    contractWritten: {
      value: 10,
      unit: 'years',
      startsAt: 'breach',
      cite: 'Wyo. Stat. § 1-3-105(a)(i)',
      checkedOn: '2026-11-26',
      readAt: 'http://statutes.laws-info.com/wyoming/Title1/chapter3',
    },
    contractOral: {
      value: 8,
      unit: 'years',
      startsAt: 'breach',
      cite: 'Wyo. Stat. § 1-3-105(a)(ii)(A)',
      checkedOn: '2026-11-26',
      readAt: 'http://statutes.laws-info.com/wyoming/Title1/chapter3',
      note: 'Contracts not in writing, express or implied.',
    },
    wagesFinalFired: {
      value: 1,
      unit: 'paydays',
      startsAt: 'separation',
      cite: 'Wyo. Stat. § 27-4-104(a)',
      checkedOn: '2026-11-26',
      readAt: FINAL_PAY_READ_AT,
      note: 'No later than the employer’s usual regularly scheduled payroll date (or as a union contract says). Many guides still give an older five-working-day rule.',
    },
    wagesFinalQuit: {
      value: 1,
      unit: 'paydays',
      startsAt: 'separation',
      cite: 'Wyo. Stat. § 27-4-104(a)',
      checkedOn: '2026-11-26',
      readAt: FINAL_PAY_READ_AT,
      note: 'Same rule as for discharge: by the usual scheduled payroll date.',
    },
    wagesAgency: notChecked(),
    wagesCourt: notChecked(
      'Earlier review had 4 years, Wyo. Stat. § 1-3-105: No separate wage-claim period found. § 1-3-105 gives 8 years on an unwritten contract and 10 on a written one, so a claim framed as contract may have longer. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check. This review read § 1-3-105(a)(ii)(B) (laws-info reproduction): 8 years upon a liability created by statute other than a penalty, and § 27-4-104(b) (casetext, through 2024): a suit for final wages earns 18% interest plus fees and costs, but it sets no time limit.',
    ),
    deposit: {
      value: 30,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'Wyo. Stat. § 1-21-1208',
      checkedOn: '2026-11-23',
      note: 'Or 15 days after receiving the new address, if later.',
    },
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 3,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Wyo. Stat. § 1-21-1003',
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
      note: 'Wyoming has a state agency for the same claims, the Fair Employment Program of the Department of Workforce Services (Wyo. Stat. §§ 27-9-104, 27-9-105), which dual-files charges with the EEOC, so 300 days apply.',
    },
    discriminationState: notChecked(
      '§ 27-9-106: sources conflict on the state filing limit (90 days per wageproject.org, 6 months per jilculver.com); wording not read.',
    ),
    smallClaims: {
      value: 6000,
      unit: 'usd',
      startsAt: 'none',
      cite: 'Wyo. Stat. § 1-21-201',
      checkedOn: '2026-11-26',
      readAt: 'https://wyoleg.gov/NXT/gateway.dll/2022%20Wyoming%20Statutes%2F2022%20Titles%2F1%2F54%2F56',
      note: 'Circuit court small claims procedure, excluding costs.',
    },
    duiHearing: notChecked(),
  },
};
