import { notChecked, type StateRows } from '../rows.js';

/** Mississippi. */
export const MS: StateRows = {
  source: 'Mississippi Legislature, Mississippi Code (legislature.ms.gov)',
  rows: {
    injury: {
      value: 3,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Miss. Code § 15-1-49',
      checkedOn: '2026-11-23',
    },
    motorVehicle: notChecked(),
    malpractice: notChecked(),
    malpracticeDiscovery: notChecked(),
    malpracticeRepose: notChecked(),
    malpracticeForeignObject: notChecked(),
    workersCompNotice: notChecked(),
    workersCompClaim: notChecked(),
    govClaimState: notChecked(),
    govClaimLocal: notChecked(),
    propertyDamage: notChecked(),
    contractWritten: notChecked(),
    contractOral: notChecked(),
    wagesFinalFired: notChecked(),
    wagesFinalQuit: notChecked(),
    wagesAgency: notChecked(),
    wagesCourt: notChecked(
      'Earlier review had 3 years, Miss. Code § 15-1-49: No state wage-claim statute; general period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
    ),
    deposit: {
      value: 45,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'Miss. Code § 89-8-21',
      checkedOn: '2026-11-23',
    },
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 3,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Miss. Code § 89-7-27',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
