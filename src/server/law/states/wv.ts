import { notChecked, type StateRows } from '../rows.js';

/** West Virginia. */
export const WV: StateRows = {
  source: 'West Virginia Legislature, West Virginia Code (code.wvlegislature.gov)',
  rows: {
    injury: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'W. Va. Code § 55-2-12',
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
      'Earlier review had 5 years, W. Va. Code § 55-2-6: No separate limitation period in the Wage Payment and Collection Act; unwritten-contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
    ),
    deposit: {
      value: 60,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'W. Va. Code § 37-6A-2',
      checkedOn: '2026-11-23',
      note: 'Or 45 days after a new tenant moves in, whichever is sooner.',
    },
    depositPenalty: notChecked(),
    evictionNotice: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'W. Va. Code § 55-3A-1',
      checkedOn: '2026-11-23',
      note: 'No notice period is required before filing.',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
