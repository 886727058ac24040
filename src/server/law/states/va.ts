import { notChecked, type StateRows } from '../rows.js';

/** Virginia. */
export const VA: StateRows = {
  source: 'Virginia Law, Code of Virginia (law.lis.virginia.gov)',
  rows: {
    injury: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Va. Code § 8.01-243',
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
    wagesCourt: {
      value: 3,
      unit: 'years',
      startsAt: 'violation',
      cite: 'Va. Code § 40.1-29',
      checkedOn: '2026-11-23',
    },
    deposit: {
      value: 45,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'Va. Code § 55.1-1226',
      checkedOn: '2026-11-23',
    },
    depositPenalty: notChecked(),
    evictionNotice: notChecked(
      'Earlier review had 14 days, Va. Code § 55.1-1245: 14 days since July 1, 2026 (2026 HB 15 / SB 48); 5 days before. The 2024 bill (HB 598) did not take effect. Re-check against the enacted text.',
    ),
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
