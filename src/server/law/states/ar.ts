import { notChecked, type StateRows } from '../rows.js';

/** Arkansas. */
export const AR: StateRows = {
  source: 'Arkansas General Assembly, Arkansas Code (arkleg.state.ar.us)',
  rows: {
    injury: {
      value: 3,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Ark. Code § 16-56-105',
      checkedOn: '2026-11-23',
    },
    motorVehicle: notChecked(),
    malpractice: {
      value: 2,
      unit: 'years',
      startsAt: 'act',
      cite: 'Ark. Code § 16-114-203',
      checkedOn: '2026-11-26',
      readAt:
        'https://codes.findlaw.com/ar/title-16-practice-procedure-and-courts/ar-code-sect-16-114-203.html',
      note: 'The claim accrues on the date of the wrongful act “and no other time”. Children nine or younger have until their eleventh birthday or two years, whichever is later.',
    },
    malpracticeDiscovery: {
      value: null,
      reason: 'noStatute',
      cite: 'Ark. Code § 16-114-203(b)',
      checkedOn: '2026-11-26',
      readAt:
        'https://codes.findlaw.com/ar/title-16-practice-procedure-and-courts/ar-code-sect-16-114-203.html',
      note: 'No discovery rule: the two years run from the wrongful act, except for foreign objects. Courts toll it for fraudulent concealment (Howard v. Northwest Arkansas Surgical Clinic, 1996).',
    },
    malpracticeRepose: {
      value: 2,
      unit: 'years',
      startsAt: 'act',
      cite: 'Ark. Code § 16-114-203',
      checkedOn: '2026-11-26',
      readAt:
        'https://codes.findlaw.com/ar/title-16-practice-procedure-and-courts/ar-code-sect-16-114-203.html',
      note: 'Because the two years always run from the act, they are also the outer limit, except for foreign objects and concealment.',
    },
    malpracticeForeignObject: {
      value: 1,
      unit: 'years',
      startsAt: 'discovery',
      cite: 'Ark. Code § 16-114-203(b)',
      checkedOn: '2026-11-26',
      readAt:
        'https://codes.findlaw.com/ar/title-16-practice-procedure-and-courts/ar-code-sect-16-114-203.html',
      note: 'Only when the object could not reasonably have been discovered within the two years: then one year from when it was or should have been discovered, whichever is earlier.',
    },
    workersCompNotice: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'Ark. Code § 11-9-701(a)',
      checkedOn: '2026-11-26',
      readAt: 'https://www.law.cornell.edu/regulations/arkansas/099-00-97-Ark-Code-R-SS-002',
      note: 'No number of days: unless the employer learned of the injury immediately, the worker must report it on the Commission’s form (Form N), and the employer owes no benefits for the time before the report. Some guides say 30 days; the text does not.',
    },
    workersCompClaim: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Ark. Code § 11-9-702(a)(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://d1tvxue8o4w0fl.cloudfront.net/statute/arkansas-code-of-1987/title-11-labor-and-industrial-relations/chapter-9-workers-compensation/subchapter-7-proceedings-before-workers-compensation-commission/section-11-9-702-filing-of-claims',
      agency: 'Arkansas Workers’ Compensation Commission',
      note: 'Occupational disease: two years from the last harmful exposure. Claims for additional benefits after payments: one year from the last payment or two years from the injury, whichever is later (§ 11-9-702(b)).',
    },
    govClaimState: notChecked(
      'Claims against the State go to the Arkansas State Claims Commission by verified complaint (Ark. Code §§ 19-10-204, 19-10-208, read); no filing limit found.',
    ),
    govClaimLocal: notChecked(
      'The Claims Commission has no jurisdiction over cities, counties or school districts (Ark. Code § 19-10-204(b)(1), read); no notice-of-claim statute for them found.',
    ),
    propertyDamage: {
      value: 3,
      unit: 'years',
      startsAt: 'damage',
      cite: 'Ark. Code § 16-56-105',
      checkedOn: '2026-11-26',
      readAt: 'https://law.onecle.com/arkansas/title-16/16-56-105.html',
      note: 'Trespass on land and taking or injuring goods or chattels.',
    },
    contractWritten: {
      value: 5,
      unit: 'years',
      startsAt: 'breach',
      cite: 'Ark. Code § 16-56-111(a)',
      checkedOn: '2026-11-26',
      readAt: 'https://docketmath.com/blog/statute-of-limitations-debt-on-a-promissory-note-arkansas',
      note: 'Actions to enforce written obligations, duties or rights.',
    },
    contractOral: {
      value: 3,
      unit: 'years',
      startsAt: 'breach',
      cite: 'Ark. Code § 16-56-105(1)',
      checkedOn: '2026-11-26',
      readAt: 'https://law.onecle.com/arkansas/title-16/16-56-105.html',
    },
    wagesFinalFired: notChecked(
      'Ark. Code § 11-4-405 as read (2018 text, legalfix.com): wages of a discharged employee may be demanded and a penalty runs if unpaid 7 days after the demand. Act 853 of 2019 (HB 1751, eff. Aug. 2019) per Paylocity and the HR association HRMA: wages due by the next regular payday, double wages if unpaid 7 days after it. Current statute text still not read (justia 2023 page for § 11-4-405 not found).',
    ),
    wagesFinalQuit: notChecked(
      'Ark. Code § 11-4-405 (2018 text) covers discharge only; HRMA (2019) says the amended statute still covers discharge only but the Department of Labor and Licensing takes claims from workers who quit and are not paid by the next regular payday. Not read.',
    ),
    wagesAgency: notChecked(
      'Arkansas Department of Labor and Licensing wage claims (Ark. Code § 11-4-301 ff.): no filing limit read.',
    ),
    wagesCourt: notChecked(
      'Earlier review had 3 years, Ark. Code § 16-56-105. Re-checked 2026-11-26: Douglas v. First Student, 2011 Ark. 172, applied 3 years to Arkansas Minimum Wage Act claims, but a 2019 act (HB 1751, per fridayfirm.com) reportedly set a two-year limit in § 11-4-218 and changed the discharge-pay rule in § 11-4-405. Current text not read. Second pass: HRMA (Aug. 2019, Gill Ragon Owen) also says the Minimum Wage Act limit went from 3 to 2 years in 2019; the laws9.com copy of § 11-4-218 read stops before subsection (e). Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255).',
    ),
    deposit: {
      value: 60,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'Ark. Code § 18-16-305',
      checkedOn: '2026-11-23',
    },
    depositPenalty: {
      value: 2,
      unit: 'times',
      startsAt: 'none',
      cite: 'Ark. Code §§ 18-16-305 to -306',
      checkedOn: '2026-11-26',
      readAt: 'https://americanlandlord.com/arkansas-landlord-tenant-laws/arkansas-security-deposit-laws',
      note: 'Twice the amount wrongfully withheld, plus the money due, costs and attorney fees; only the sum withheld and costs if the landlord shows a good-faith error. Guides say small landlords (five or fewer units, self-managed) are not covered.',
    },
    evictionNotice: {
      value: 3,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Ark. Code § 18-60-304',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: {
      value: 180,
      unit: 'days',
      startsAt: 'violation',
      cite: '42 U.S.C. § 2000e-5(e)(1)',
      checkedOn: '2026-11-26',
      readAt: 'http://straylight.law.cornell.edu/supremecourt/text/447/807',
      note: 'Arkansas has no state agency that takes employment discrimination charges (the Arkansas Civil Rights Act is enforced by lawsuit), so the shorter federal period applies. Some guides wrongly say 300 days.',
    },
    discriminationState: notChecked(
      'No state agency takes employment charges; the Arkansas Civil Rights Act (Ark. Code § 16-123-107) is enforced by a lawsuit, said to be due within one year. Not read.',
    ),
    smallClaims: notChecked(),
    duiHearing: {
      value: 7,
      unit: 'days',
      startsAt: 'arrest',
      cite: 'Ark. Code § 5-65-403(a)(3)',
      checkedOn: '2026-11-26',
      readAt:
        'https://legalfix.com/statutes/state-codes/arkansas/title-5/subtitle-6/chapter-65/subchapter-4/section-5-65-403',
      note: 'Seven calendar days from the notice the officer gives at arrest; the hearing itself is to be held within 20 days. The receipt works as a temporary licence for up to 30 days (§ 5-65-402).',
    },
  },
};
