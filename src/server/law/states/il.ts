import { notChecked, type StateRows } from '../rows.js';

/** Illinois. */
export const IL: StateRows = {
  source: 'Illinois General Assembly, Illinois Compiled Statutes (ilga.gov)',
  rows: {
    injury: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: '735 ILCS 5/13-202',
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
      value: 5,
      unit: 'years',
      startsAt: 'violation',
      cite: '735 ILCS 5/13-205',
      checkedOn: '2026-11-23',
      note: 'Oral agreements; 10 years on a written contract (13-206). Minimum wage claims 3 years (820 ILCS 105/12).',
    },
    deposit: notChecked(
      'Earlier review had 45 days, 765 ILCS 710/1: Deductions only with an itemized statement within 30 days of moving out; without one, the whole deposit is due within 45 days. The current text no longer limits the Act to buildings of 5+ units: re-check the effective date. Chicago: own ordinance.',
    ),
    depositPenalty: notChecked(),
    evictionNotice: {
      value: 5,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: '735 ILCS 5/9-209',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(),
    discriminationState: notChecked(),
    smallClaims: notChecked(),
    duiHearing: notChecked(),
  },
};
