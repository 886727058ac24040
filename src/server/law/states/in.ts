import { notChecked, type StateRows } from '../rows.js';

/** Indiana. */
export const IN: StateRows = {
  source: 'Indiana General Assembly, Indiana Code (iga.in.gov)',
  rows: {
    injury: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Ind. Code § 34-11-2-4',
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
      value: 2,
      unit: 'years',
      startsAt: 'violation',
      cite: 'Ind. Code § 34-11-2-1',
      checkedOn: '2026-11-23',
    },
    deposit: notChecked(
      'Earlier review had 45 days, Ind. Code § 32-31-3-12: The tenant must give a forwarding address in writing; re-check whether the clock waits for it.',
    ),
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 10,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Ind. Code § 32-31-1-6',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
