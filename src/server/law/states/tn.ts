import { notChecked, type StateRows } from '../rows.js';

/** Tennessee. */
export const TN: StateRows = {
  source: 'Tennessee General Assembly, Tennessee Code (capitol.tn.gov)',
  rows: {
    injury: {
      value: 1,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Tenn. Code § 28-3-104',
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
      'Earlier review had 6 years, Tenn. Code § 28-3-109: No separate wage-claim period found; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
    ),
    deposit: notChecked(
      'Earlier review had no single number, Tenn. Code § 66-28-301: The statute sets inspection and listing steps (within 10 business days of move-out) but no single return deadline; some guides say 30 days. The act applies only in counties over 75,000 people. Re-check at the next review.',
    ),
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 14,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Tenn. Code § 66-7-109',
      checkedOn: '2026-11-23',
      note: 'Statewide 14-day notice for rent in arrears. In counties under the landlord-tenant act, § 66-28-505(b) lets a written lease waive the notice.',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
