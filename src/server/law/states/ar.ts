import { notChecked, type StateRows } from '../rows.js';

/** Arkansas. */
export const AR: StateRows = {
  source: 'Arkansas General Assembly, Arkansas Code (arkleg.state.ar.us)',
  rows: {
    injury: {
      value: 3,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Ark. Code § 16-56-105',
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
      'Earlier review had 3 years, Ark. Code § 16-56-105: General period for unwritten contracts; Arkansas Minimum Wage Act claims have their own period (Ark. Code § 11-4-218). Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
    ),
    deposit: {
      value: 60,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'Ark. Code § 18-16-305',
      checkedOn: '2026-11-23',
    },
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 3,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Ark. Code § 18-60-304',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
