import { notChecked, type StateRows } from '../rows.js';

/** Alabama. */
export const AL: StateRows = {
  source: 'Alabama Legislature, Code of Alabama (alison.legislature.state.al.us)',
  rows: {
    injury: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Ala. Code § 6-2-38',
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
      'Earlier review had 6 years, Ala. Code § 6-2-34: No state wage-payment statute; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
    ),
    deposit: {
      value: 60,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'Ala. Code § 35-9A-201',
      checkedOn: '2026-11-23',
    },
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 7,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Ala. Code § 35-9A-421',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
