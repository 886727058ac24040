import { notChecked, type StateRows } from '../rows.js';

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
      'Earlier review had 4 years, Wyo. Stat. § 1-3-105: No separate wage-claim period found. § 1-3-105 gives 8 years on an unwritten contract and 10 on a written one, so a claim framed as contract may have longer. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
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
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
