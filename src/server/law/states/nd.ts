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
      'Earlier review had 6 years, N.D.C.C. § 28-01-16: No separate wage-claim period found; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
    ),
    deposit: {
      value: 30,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'N.D.C.C. § 47-16-07.1',
      checkedOn: '2026-11-23',
    },
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 3,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'N.D.C.C. § 47-32-02',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
