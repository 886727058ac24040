import { notChecked, type StateRows, same } from '../rows.js';

/** Pennsylvania. */
export const PA: StateRows = {
  source: 'Pennsylvania General Assembly, Purdon’s Statutes (legis.state.pa.us)',
  rows: {
    injury: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: '42 Pa.C.S. § 5524',
      checkedOn: '2026-11-23',
    },
    motorVehicle: same(
      'injury',
      'No separate motor-vehicle period: injuries from a crash fall under the general two-year rule.',
    ),
    malpractice: same(
      'injury',
      'Medical malpractice has no period of its own: it falls under the general two-year injury rule, which courts apply with a discovery rule.',
    ),
    malpracticeDiscovery: notChecked(
      'No statutory discovery period; courts apply a discovery rule to § 5524 (Stark & Stark blog). Consider a checked noStatute row once the case law is read.',
    ),
    malpracticeRepose: {
      value: null,
      reason: 'noStatute',
      cite: '40 P.S. § 1303.513(a); Yanakos v. UPMC, 218 A.3d 1214 (Pa. 2019)',
      checkedOn: '2026-11-26',
      readAt: 'http://casetext.com/case/yanakos-v-upmc-3',
      note: 'No outer limit in force: the 7-year repose in the MCARE Act was struck down as unconstitutional by the Pennsylvania Supreme Court in 2019. Guides that still list 7 years are out of date.',
    },
    malpracticeForeignObject: notChecked(
      'MCARE § 513 exempted foreign objects from the 7-year repose; with that repose struck down (Yanakos v. UPMC, 2019, read on casetext) the ordinary 2-year period with the discovery rule appears to govern. No separate foreign-object statute confirmed.',
    ),
    workersCompNotice: {
      value: 120,
      unit: 'days',
      startsAt: 'injury',
      cite: '77 P.S. § 631',
      checkedOn: '2026-11-26',
      readAt:
        'https://govt.westlaw.com/pac/Document/N1BD36760344811DA8A989F4EECDB8638?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      note: 'Unless the employer already knew: notice within 21 days to be paid from the start, and no compensation at all without notice within 120 days. If the worker did not know of the injury or its link to the job, the time runs from when the worker knew or should have known.',
    },
    workersCompClaim: {
      value: 3,
      unit: 'years',
      startsAt: 'injury',
      cite: '77 P.S. § 602',
      checkedOn: '2026-11-26',
      readAt:
        'https://govt.westlaw.com/pac/Document/N1AAAC5E0344811DA8A989F4EECDB8638?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      agency: 'Pennsylvania Department of Labor & Industry, Workers’ Compensation Office of Adjudication',
      note: 'A claim petition within 3 years after the injury (or death), unless the parties agreed on compensation; if compensation was paid, 3 years from the last payment.',
    },
    govClaimState: {
      value: 6,
      unit: 'months',
      startsAt: 'claimArises',
      cite: '42 Pa.C.S. § 5522(a)(1)',
      checkedOn: '2026-11-26',
      readAt:
        'http://www.thepanjinjurylawyers.com/library/suing-septa-for-injuries-in-bus-accident-philadelphia-pa-car-bus-accident-lawyer.cfm',
      note: 'A signed written statement within 6 months of the injury, filed with the Commonwealth agency and also with the Office of Attorney General, giving names, addresses, date, hour and place of the accident and the attending physician.',
    },
    govClaimLocal: {
      value: 6,
      unit: 'months',
      startsAt: 'claimArises',
      cite: '42 Pa.C.S. § 5522(a)(1)',
      checkedOn: '2026-11-26',
      readAt:
        'http://www.thepanjinjurylawyers.com/library/suing-septa-for-injuries-in-bus-accident-philadelphia-pa-car-bus-accident-lawyer.cfm',
      note: 'A signed written statement within 6 months of the injury, filed in the office of the government unit (city, county, township, school district, transit authority and the like).',
    },
    propertyDamage: {
      value: 2,
      unit: 'years',
      startsAt: 'damage',
      cite: '42 Pa.C.S. § 5524(3), (4), (7)',
      checkedOn: '2026-11-26',
      readAt: 'http://law.onecle.com/pennsylvania/judiciary-and-judicial-procedure/00.055.024.000.html',
      note: 'Taking or damaging personal property, waste or trespass on land, and other tort claims for damage to property.',
    },
    contractWritten: {
      value: 4,
      unit: 'years',
      startsAt: 'breach',
      cite: '42 Pa.C.S. § 5525(a)(8)',
      checkedOn: '2026-11-26',
      readAt: 'https://docketmath.com/blog/statute-of-limitations-debt-on-a-promissory-note-pennsylvania',
      note: 'Contracts founded on a writing, sealed or not, unless another period in the statute applies.',
    },
    contractOral: {
      value: 4,
      unit: 'years',
      startsAt: 'breach',
      cite: '42 Pa.C.S. § 5525(a)(3)',
      checkedOn: '2026-11-26',
      readAt: 'https://docketmath.com/blog/statute-of-limitations-account-stated-open-account-pennsylvania',
      note: 'Express contracts not founded on a written instrument.',
    },
    wagesFinalFired: {
      value: 1,
      unit: 'paydays',
      startsAt: 'separation',
      cite: '43 P.S. § 260.5(a)',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/pennsylvania-statutes/statutes-unconsolidated/title-43-ps-labor/chapter-8-wages/wage-payment-and-collection-law/section-2605-employes-who-are-separated-from-payroll-before-paydays?resultsNav=false',
      note: 'By the next regular payday on which the wages would otherwise be due; by certified mail if the worker asks.',
    },
    wagesFinalQuit: same('wagesFinalFired', 'The same rule applies when the worker quits or resigns.'),
    wagesAgency: notChecked(),
    wagesCourt: {
      value: 3,
      unit: 'years',
      startsAt: 'violation',
      cite: '43 P.S. § 260.9a',
      checkedOn: '2026-11-23',
    },
    deposit: {
      value: 30,
      unit: 'days',
      startsAt: 'moveOut',
      cite: '68 P.S. § 250.512',
      checkedOn: '2026-11-23',
    },
    depositPenalty: notChecked(
      '68 P.S. § 250.512(c): guides and a forum reproduction (thelaw.com) say the landlord is liable for double the amount by which the deposit exceeds actual damages; the reproduced text stopped before the number. Tenant must give a forwarding address in writing (§ 250.512(e)).',
    ),
    evictionNotice: {
      value: 10,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: '68 P.S. § 250.501',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: {
      value: 300,
      unit: 'days',
      startsAt: 'violation',
      cite: '42 U.S.C. § 2000e-5(e)(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://pacodeandbulletin.gov/Display/pacode?file=%2Fsecure%2Fpacode%2Fdata%2F016%2Fchapter42%2FsubchapBtoc.html',
      note: 'The Pennsylvania Human Relations Commission enforces a state law against employment discrimination, so the 300-day period applies.',
    },
    discriminationState: {
      value: 180,
      unit: 'days',
      startsAt: 'violation',
      cite: '16 Pa. Code § 42.14(a)',
      checkedOn: '2026-11-26',
      readAt:
        'https://pacodeandbulletin.gov/Display/pacode?d=reduce&file=%2Fsecure%2Fpacode%2Fdata%2F016%2Fchapter42%2Fs42.14.html',
      agency: 'Pennsylvania Human Relations Commission',
      note: 'Counted from the discriminatory act; for a continuing practice, up to the day it stopped.',
    },
    smallClaims: {
      value: 12000,
      unit: 'usd',
      startsAt: 'none',
      cite: '42 Pa.C.S. § 1515(a)(3)',
      checkedOn: '2026-11-26',
      readAt: 'https://legalfix.com/statutes/state-codes/pennsylvania/title-42/chapter-15/section-1515',
      note: 'Civil claims before a magisterial district judge, not counting interest and costs; not for claims against the Commonwealth. A larger claim can be cut down to fit.',
    },
    duiHearing: notChecked(),
  },
};
