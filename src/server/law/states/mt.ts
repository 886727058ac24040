import { eeocCharge, notChecked, type StateRows, same } from '../rows.js';

/** Montana. */
export const MT: StateRows = {
  source: 'Montana Legislature, Montana Code Annotated (leg.mt.gov)',
  rows: {
    injury: {
      value: 3,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Mont. Code § 27-2-204',
      checkedOn: '2026-11-23',
      note: 'The code now lists a temporary version of § 27-2-204 and one effective 1 October 2026; the 3 years were read in the temporary one, and the new version has not been read here. Re-read it first at the next review.',
    },
    motorVehicle: same(
      'injury',
      'No separate motor-vehicle period: the general 3-year tort rule of Mont. Code § 27-2-204(1) applies.',
    ),
    malpractice: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Mont. Code § 27-2-205(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.leg.mt.gov/bills/mca/title_0270/chapter_0020/part_0020/section_0050/0270-0020-0020-0050.html',
      note: 'Two years after the injury or after the patient discovers (or should have discovered) it, whichever is later, but never more than 5 years after the injury. Tolled while the provider fails to disclose a known act or error. Older guides say 3 years; the current code says 2.',
    },
    malpracticeDiscovery: {
      value: 2,
      unit: 'years',
      startsAt: 'discovery',
      cite: 'Mont. Code § 27-2-205(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.leg.mt.gov/bills/mca/title_0270/chapter_0020/part_0020/section_0050/0270-0020-0020-0050.html',
      note: 'Two years after the patient discovers or with reasonable diligence should have discovered the injury, if later than 2 years from the injury; still within 5 years of the injury.',
    },
    malpracticeRepose: {
      value: 5,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Mont. Code § 27-2-205(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.leg.mt.gov/bills/mca/title_0270/chapter_0020/part_0020/section_0050/0270-0020-0020-0050.html',
      note: 'In no case more than 5 years from the date of injury (the statute counts from the injury, not the treatment), except that the time is tolled while the provider fails to disclose an act or error it knew of. Children injured before age 4: the period starts at the 8th birthday.',
    },
    malpracticeForeignObject: notChecked(
      'No foreign-object rule in § 27-2-205(1)-(2) as read (MCA 2023, leg.mt.gov); the current text (2025) adds a subsection (3) (per docketmath.com quoting mca.legmt.gov) that was not read. Second pass: the search found only the 2023 text again (leg.mt.gov) and docketmath\'s quotation of subsection (1), which now says "except as provided in subsections (2) and (3)"; subsection (3) itself still not read.',
    ),
    workersCompNotice: {
      value: 30,
      unit: 'days',
      startsAt: 'injury',
      cite: 'Mont. Code § 39-71-603',
      checkedOn: '2026-11-26',
      readAt:
        'https://leg.mt.gov/bills/mca/title_0390/chapter_0710/part_0060/section_0030/0390-0710-0060-0030.html',
      note: 'Notice of the time, place and nature of the injury to the employer or its insurer within 30 days after the accident; the employer’s actual knowledge counts as notice. Not for occupational diseases.',
    },
    workersCompClaim: {
      value: 12,
      unit: 'months',
      startsAt: 'injury',
      cite: 'Mont. Code § 39-71-601(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.legalfix.com/statutes/state-codes/montana/title-39/chapter-71/part-6/section-39-71-601',
      agency: 'Montana Department of Labor and Industry',
      note: 'A signed written claim to the employer, the insurer or the Department within 12 months of the accident. The insurer may waive it by up to 24 more months for lack of knowledge of disability, latent injury or equitable estoppel. Occupational disease: 1 year from knowing the condition came from work.',
    },
    govClaimState: notChecked(
      'Mont. Code 2-9-301(1)-(2) (MCA 2023, leg.mt.gov): tort claims against the state must be presented in writing to the Department of Administration before suing; it has 120 days to decide (silence = denial) and the limitation period is tolled 120 days. No presentment deadline in 2-9-301; 2-9-302 ("Time for filing -- limitation of actions", listed in the MCA 2013 table of contents) was not read; a second-pass search did not reach its text. 2026-11-27 (h-law1 pass): Nelson v. Twin Bridges High School (Mont. 1979, ecases.us/casetext) names a two-year limit for claims against the state and its political subdivisions in former R.C.M. 82-4312, "now section 2-9-301(2) MCA"; the 2023 text of 2-9-301(2) (leg.mt.gov, read again) no longer holds any deadline, so that limit appears to have been removed, but 2-9-302 (MCA 2013 table of contents) is still unread.',
    ),
    govClaimLocal: notChecked(
      'Mont. Code 2-9-301(3): claims against a political subdivision are presented to and filed with its clerk or secretary; no deadline there. 2-9-302 (time for filing) not read (second-pass search did not reach it). 2026-11-27 (h-law1 pass): see the state row (Nelson v. Twin Bridges, 1979: the old two-year limit of R.C.M. 82-4312 applied to political subdivisions too; the current 2-9-301 has none).',
    ),
    propertyDamage: notChecked(
      'Mont. Code 27-2-207: 2 years for injury to property per grizzlylaw.com, which notes Semenza v. Bowman (1994) applying the 3-year tort period to negligent property damage. Statute not read.',
    ),
    contractWritten: notChecked(
      'Mont. Code 27-2-202(1): 8 years for a contract founded upon an instrument in writing, read only in the 2001 edition (leg.mt.gov/bills/2001); grizzlylaw.com agrees. Confirm against the current code before serving. Sixth pass 2026-11-27: sources disagree: docketmath.com (saying it fetched mca.legmt.gov) quotes the current § 27-2-202(1) as "within 6 years" for a contract founded on an instrument in writing, not 8; so the 8-year figure may now be too long. Read the current MCA text before serving any number.',
    ),
    contractOral: notChecked(
      'Mont. Code 27-2-202(2): 5 years for a contract not founded on an instrument in writing, read only in the 2001 edition; confirm current text.',
    ),
    wagesFinalFired: {
      value: 0,
      unit: 'days',
      startsAt: 'separation',
      cite: 'Mont. Code § 39-3-205(2)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.legalfix.com/statutes/state-codes/montana/title-39/chapter-3/part-2/section-39-3-205',
      note: 'Fired for cause or laid off: immediately, unless a written personnel policy extends it to the next regular payday or 15 days, whichever comes first. Special rule when discharged over alleged theft.',
    },
    wagesFinalQuit: {
      value: 1,
      unit: 'paydays',
      startsAt: 'resignation',
      cite: 'Mont. Code § 39-3-205(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.legalfix.com/statutes/state-codes/montana/title-39/chapter-3/part-2/section-39-3-205',
      note: 'By the next regular payday for the pay period of the separation, or within 15 days, whichever comes first.',
    },
    wagesAgency: {
      value: 180,
      unit: 'days',
      startsAt: 'violation',
      cite: 'Mont. Code § 39-3-207',
      checkedOn: '2026-11-23',
      note: 'Wage claim to the department.',
    },
    wagesCourt: notChecked(
      'Mont. Code 39-3-207 (period to recover wages and penalties) not read; the carried wagesAgency row (180 days) cites it. Guides (docketmath.com) give the general 3-year period of 27-2-102(3), which is probably wrong for Wage Payment Act claims. Second pass: Watters v. City of Billings (Mont. 2019, DA 19-0014, print.casetext.com) decides "what statute governs the limitations and look-back periods" for Wage Protection Act claims; its answer was not reached in the excerpt. Read it and § 39-3-207 before serving a figure. Sixth pass 2026-11-27: the Justia summary of Watson v. FWP (Mont. 2023, DA 23-0057) speaks of "the MWPA’s three-year limitation", and a Billings Gazette report of Watters says the look-back is two or three years depending on the facts; neither the opinions’ reasoning nor § 39-3-207 itself was reached (law.justia.com/cases/montana/supreme-court/2019/da-19-0014.html served only the opening).',
    ),
    deposit: {
      value: 30,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'Mont. Code § 70-25-202',
      checkedOn: '2026-11-23',
      note: '10 days when nothing is deducted.',
    },
    depositPenalty: {
      value: null,
      reason: 'noStatute',
      cite: 'Mont. Code § 70-25-204(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://leg.mt.gov/bills/mca/title_0700/chapter_0250/part_0020/section_0040/0700-0250-0020-0040.html',
      note: 'No multiple: a landlord who wrongfully withholds a deposit owes the amount wrongfully withheld; the court may award attorney fees to the winner.',
    },
    evictionNotice: {
      value: 3,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Mont. Code § 70-24-422',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: {
      value: 5,
      unit: 'business_days',
      startsAt: 'summonsServed',
      cite: 'Mont. Code Ann. § 70-24-429(4)',
      checkedOn: '2026-11-27',
      readAt: 'https://lawserver.com/law/state/montana/mt-code/montana_code_70-24-429',
      note: 'In an action for possession the answer is due 5 business days after service of the summons and complaint, not counting the day of service. The 2021 text (law.justia.com) said 10 days; the later text read here has 5 business days, so use the shorter period.',
    },
    discriminationEeoc: eeocCharge(
      300,
      'The Montana Human Rights Bureau enforces the Montana Human Rights Act against employers and dual-files with the EEOC, so the 300-day period applies. The state complaint itself has only 180 days.',
      'https://erd.dli.mt.gov/human-rights/filing-a-complaint/index',
    ),
    discriminationState: {
      value: 180,
      unit: 'days',
      startsAt: 'violation',
      cite: 'Mont. Code § 49-2-501(4)',
      checkedOn: '2026-11-26',
      readAt: 'https://law.justia.com/codes/montana/2022/title-49/chapter-2/part-5/section-49-2-501/',
      agency: 'Montana Department of Labor and Industry, Human Rights Bureau',
      note: 'Within 180 days after the discriminatory practice occurred or was discovered. If a grievance under a union contract or written policy was started first, longer in some cases (up to 300 days).',
    },
    smallClaims: {
      value: 7000,
      unit: 'usd',
      startsAt: 'none',
      cite: 'Mont. Code § 3-10-1004(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://d1tvxue8o4w0fl.cloudfront.net/statute/montana-code/title-3-judiciary-courts/chapter-10-justices-courts/part-10-small-claims-division/section-3-10-1004-jurisdiction-removal-from-district-court',
      note: 'Small claims court (a division of justice court): money or specific personal property up to $7,000, when the defendant can be served in the county. The regular civil side of justice court hears many claims up to $15,000 (§ 3-10-301).',
    },
    duiHearing: notChecked(),
  },
};
