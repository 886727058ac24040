import { notChecked, type StateRows } from '../rows.js';

/** South Dakota. */
export const SD: StateRows = {
  source: 'South Dakota Legislature, Codified Laws (sdlegislature.gov)',
  rows: {
    injury: { value: 3, unit: 'years', startsAt: 'injury', cite: 'SDCL § 15-2-14', checkedOn: '2026-11-23' },
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
      'Earlier review had 6 years, SDCL § 15-2-13: No separate wage-claim period found; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
    ),
    deposit: {
      value: 14,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'SDCL § 43-32-24',
      checkedOn: '2026-11-23',
      note: 'Two weeks; 45 days for an itemized list on request.',
    },
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 3,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'SDCL § 21-16-2',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
