import { notChecked, type StateRows } from '../rows.js';

/** Kansas. */
export const KS: StateRows = {
  source: 'Kansas Legislature, Kansas Statutes Annotated (kslegislature.gov)',
  rows: {
    injury: { value: 2, unit: 'years', startsAt: 'injury', cite: 'K.S.A. § 60-513', checkedOn: '2026-11-23' },
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
      cite: 'K.S.A. § 60-512',
      checkedOn: '2026-11-23',
    },
    deposit: {
      value: 30,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'K.S.A. § 58-2550',
      checkedOn: '2026-11-23',
    },
    depositPenalty: notChecked(),
    evictionNotice: notChecked(
      'Earlier review had 3 days, K.S.A. § 58-2564: Three days under the landlord-tenant act (§ 58-2564(b)). The older K.S.A. §§ 58-2507 and 58-2508 give 10 days for tenancies of 3 months or more; re-check which governs.',
    ),
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
