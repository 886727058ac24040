import { notChecked, type StateRows } from '../rows.js';

/** Utah. */
export const UT: StateRows = {
  source: 'Utah State Legislature, Utah Code (le.utah.gov)',
  rows: {
    injury: {
      value: 4,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Utah Code § 78B-2-307',
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
      'Earlier review had 4 years, Utah Code § 78B-2-307: No separate wage-claim period found; unwritten-contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
    ),
    deposit: {
      value: 30,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'Utah Code § 57-17-3',
      checkedOn: '2026-11-23',
      note: 'Or 15 days after receiving the tenant’s new address, if later.',
    },
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 3,
      unit: 'business_days',
      startsAt: 'noticeServed',
      cite: 'Utah Code § 78B-6-802',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
