import { notChecked, type StateRows } from '../rows.js';

/** Hawaii. */
export const HI: StateRows = {
  source: 'Hawaii State Legislature, Hawaii Revised Statutes (capitol.hawaii.gov)',
  rows: {
    injury: { value: 2, unit: 'years', startsAt: 'injury', cite: 'HRS § 657-7', checkedOn: '2026-11-23' },
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
      'Earlier review had 6 years, HRS § 657-1: No separate wage-claim period found; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.',
    ),
    deposit: { value: 14, unit: 'days', startsAt: 'moveOut', cite: 'HRS § 521-44', checkedOn: '2026-11-23' },
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 10,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'HRS § 521-68',
      checkedOn: '2026-11-23',
      note: '10 calendar days since February 5, 2026, with pre-filing mediation if the tenant asks (Act 278, 2025); 5 business days before. The mediation pilot ends February 4, 2028: re-check then.',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
