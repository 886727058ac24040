import { eeocCharge, notChecked, type StateRows, same } from '../rows.js';

/** Minnesota. */
export const MN: StateRows = {
  source: 'Minnesota Office of the Revisor of Statutes (revisor.mn.gov)',
  rows: {
    injury: {
      value: 6,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Minn. Stat. § 541.05',
      checkedOn: '2026-11-23',
      note: 'Negligence; 2 years for intentional torts such as assault (§ 541.07).',
    },
    motorVehicle: same(
      'injury',
      'No separate motor-vehicle period: negligence claims for injury to the person fall under the 6-year rule of Minn. Stat. § 541.05, subd. 1(5).',
    ),
    malpractice: {
      value: 4,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Minn. Stat. § 541.076(b)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.legalfix.com/statutes/state-codes/minnesota/chapters-540-552/chapter-541/section-541-076',
      note: 'Four years from when the cause of action accrued. Courts usually date accrual from the end of treatment for the condition (termination-of-treatment rule).',
    },
    malpracticeDiscovery: {
      value: null,
      reason: 'noStatute',
      cite: 'Minn. Stat. § 541.076',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.legalfix.com/statutes/state-codes/minnesota/chapters-540-552/chapter-541/section-541-076',
      note: 'No discovery period: the statute counts only from accrual, and Minnesota courts have rejected a discovery rule for medical malpractice.',
    },
    malpracticeRepose: {
      value: null,
      reason: 'noStatute',
      cite: 'Minn. Stat. § 541.076',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.legalfix.com/statutes/state-codes/minnesota/chapters-540-552/chapter-541/section-541-076',
      note: 'No separate outer limit: the 4-year period from accrual is the only limit in the statute.',
    },
    malpracticeForeignObject: {
      value: null,
      reason: 'noStatute',
      cite: 'Minn. Stat. § 541.076',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.legalfix.com/statutes/state-codes/minnesota/chapters-540-552/chapter-541/section-541-076',
      note: 'No special foreign-object rule: the 4-year period applies.',
    },
    workersCompNotice: {
      value: 14,
      unit: 'days',
      startsAt: 'injury',
      cite: 'Minn. Stat. § 176.141',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.legalfix.com/statutes/state-codes/minnesota/chapters-175-186/chapter-176/section-176-141',
      note: 'Written notice within 14 days, unless the employer already knew. Notice within 30 days still counts unless the employer shows prejudice; within 180 days only with a good excuse (mistake, ignorance, inability, or the employer’s deceit). After 180 days no compensation, except during incapacity.',
    },
    workersCompClaim: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'Minn. Stat. § 176.151(a)',
      checkedOn: '2026-11-26',
      readAt: 'https://codes.findlaw.com/mn/labor-industry-ch-175-189/mn-st-sect-176-151.html',
      agency: 'Minnesota Department of Labor and Industry',
      note: 'Proceedings to recover compensation: 3 years after the employer files its written report of the injury with the Department, but never more than 6 years from the accident.',
    },
    govClaimState: notChecked(
      'Minn. Stat. 3.736 subd. 5 (notice to the attorney general, believed 180 days) was not shown in any excerpt; subds. 1-3 read on instalawyer.io and revisor.mn.gov (2013). Second pass: three more searches found no page quoting subd. 5. The parallel local rule, Minn. Stat. 466.05 subd. 1 (180 days after the loss is discovered), was read on codes.findlaw.com. 2026-11-27 (h-law1 pass): two more searches (instalawyer.io, revisor.mn.gov 2013) again served only subds. 1-3 of 3.736; subd. 5 still not read. Naylor v. Minnesota Daily, 342 N.W.2d 632 (Minn. 1984, law.justia.com) applies the 180-day notice of § 3.736, subd. 5 (1982 text) and holds that missing it is not jurisdictional (a defense only where the state shows prejudice); the current subd. 5 wording is still unread.',
    ),
    govClaimLocal: {
      value: 180,
      unit: 'days',
      startsAt: 'discovery',
      cite: 'Minn. Stat. § 466.05, subd. 1',
      checkedOn: '2026-11-26',
      readAt:
        'https://codes.findlaw.com/mn/political-subdivisions-general-provisions-ch-465-466/mn-st-sect-466-05/',
      note: 'Notice to the governing body of the city, county or other municipality within 180 days after the loss or injury is discovered; time incapacitated by the injury does not count. Wrongful death: 1 year (subd. 2).',
    },
    propertyDamage: {
      value: 6,
      unit: 'years',
      startsAt: 'damage',
      cite: 'Minn. Stat. § 541.05, subd. 1(3)-(4)',
      checkedOn: '2026-11-26',
      readAt: 'https://docketmath.com/blog/statute-of-limitations-section-1983-civil-rights-claims-minnesota',
      note: 'Trespass upon real estate, and taking, detaining or injuring personal property: 6 years.',
    },
    contractWritten: {
      value: 6,
      unit: 'years',
      startsAt: 'breach',
      cite: 'Minn. Stat. § 541.05, subd. 1(1)',
      checkedOn: '2026-11-26',
      readAt: 'https://docketmath.com/blog/statute-of-limitations-section-1983-civil-rights-claims-minnesota',
      note: 'Any contract, written or not, with no other period set: 6 years. The Uniform Commercial Code can set a different period (sales of goods).',
    },
    contractOral: same(
      'contractWritten',
      'Minnesota uses the same 6-year period for oral and written contracts (§ 541.05, subd. 1(1)).',
    ),
    wagesFinalFired: {
      value: 0,
      unit: 'days',
      startsAt: 'separation',
      cite: 'Minn. Stat. § 181.13(a)',
      checkedOn: '2026-11-26',
      readAt: 'https://minnesotaunpaidwageslaw.com/minn-stat-181-13',
      note: 'Earned wages are due immediately when the fired worker asks for them in writing. If they are not paid within 24 hours of the written demand, the employer owes a penalty of a day’s average earnings for each day of delay, up to 15 days. Without a written demand, the quit rule applies (next regular payday, § 181.14).',
    },
    wagesFinalQuit: {
      value: 1,
      unit: 'paydays',
      startsAt: 'resignation',
      cite: 'Minn. Stat. § 181.14, subd. 1',
      checkedOn: '2026-11-26',
      readAt: 'https://instalawyer.io/laws/minnesota-statutes/section-18114-payment-to',
      note: 'By the first regular payday after the last day of work. If that payday is less than 5 days away, the second payday, but never more than 20 days after the last day. Migrant workers: within 5 days.',
    },
    wagesAgency: {
      value: null,
      reason: 'noStatute',
      cite: 'Minn. Stat. §§ 181.13, 181.14',
      checkedOn: '2026-11-26',
      readAt: 'https://dli.mn.gov/wage-claim',
      agency: 'Minnesota Department of Labor and Industry, Labor Standards Division',
      note: 'The department takes wage claims (unpaid wages, final pay, unauthorized deductions) by phone or email and sets no filing deadline on its wage-claim page. It does not take claims for unused vacation, mileage, discretionary bonuses or severance. File promptly: a court suit has its own limit.',
    },
    wagesCourt: {
      value: 2,
      unit: 'years',
      startsAt: 'violation',
      cite: 'Minn. Stat. § 541.07',
      checkedOn: '2026-11-23',
      note: '3 years when willful.',
    },
    deposit: {
      value: 21,
      unit: 'days',
      startsAt: 'moveOutAndAddress',
      cite: 'Minn. Stat. § 504B.178',
      checkedOn: '2026-11-23',
      note: 'Three weeks from the end of the tenancy and receipt of the tenant’s mailing address or delivery instructions.',
    },
    depositPenalty: notChecked(
      'Minn. Stat. 504B.178 subd. 4: landlord who misses the 3-week statement is liable for an amount equal to the portion of the deposit withheld, plus interest (paraphrase on milavetzlaw.com), i.e. about twice the amount withheld counting the deposit itself; other guides say "twice the deposit". Subd. 7: bad-faith retention adds up to $500 punitive damages. Subd. 4 wording not read. Second pass: a law-firm page (patrickburnslaw.com) and a law professor\'s bench book outline (povertylaw.homestead.com, "Landlord\'s Penalty for Failing to Give Withholding Notice: § 504B.178, subd. 4") agree on the penalty idea but neither quotes the words; the 1998 predecessor (504A.241, revisor.mn.gov) excerpt stopped at subd. 3. 2026-11-27 (h-law1 pass): the 2007 revisor.mn.gov edition of 504B.178 (https://www.revisor.mn.gov/statutes/?id=504B.178&year=2007) is stored but was served only through subd. 3; patrickburnslaw.com again says "twice the amount of the deposit" (subd. 4) and balandlaw.com says the deposit plus double as a penalty, so guides still disagree between twice the amount withheld and twice the deposit.',
    ),
    evictionNotice: {
      value: 14,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Minn. Stat. § 504B.321',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: {
      value: null,
      reason: 'dependsOnFacts',
      cite: 'Minn. Stat. §§ 504B.321, subd. 1, 504B.332, subd. 2',
      checkedOn: '2026-11-27',
      readAt:
        'https://casetext.com/statute/minnesota-statutes/property-and-property-interests/chapter-504b-landlord-and-tenant/eviction-actions/section-504b332-effective-112025-summons-and-complaint-how-served',
      note: 'No written answer period: the summons orders the tenant to appear in court on the date it names, 7 to 14 days after the summons is issued (5 to 7 days in expedited cases for nuisance or illegal activity), and it must be served at least 7 days before that date (§ 504B.332, in force from 1 January 2025). Under the predecessor statute (§ 566.07, seen in an old copy) the tenant answered on appearing; the current answer section was not read. § 504B.321 was read in its 2007 text on revisor.mn.gov; later changes not checked.',
    },
    discriminationEeoc: eeocCharge(
      300,
      'The Minnesota Department of Human Rights enforces the Human Rights Act against employers and cross-files charges with the EEOC, so the 300-day period applies.',
      'https://print.casetext.com/regulation/minnesota-administrative-rules/agency-149-human-rights-department/chapter-5000-complaints-procedures-compliance/agency-procedure/part-50000400-charges',
    ),
    discriminationState: {
      value: 1,
      unit: 'years',
      startsAt: 'violation',
      cite: 'Minn. Stat. § 363A.28, subd. 3; Minn. R. 5000.0400',
      checkedOn: '2026-11-26',
      readAt:
        'https://print.casetext.com/regulation/minnesota-administrative-rules/agency-149-human-rights-department/chapter-5000-complaints-procedures-compliance/agency-procedure/part-50000400-charges',
      agency: 'Minnesota Department of Human Rights',
      note: 'A charge must reach the Department within one year of the discriminatory practice. Instead, a lawsuit or a charge with a local human-rights commission may be filed within the same year.',
    },
    smallClaims: {
      value: 15000,
      unit: 'usd',
      startsAt: 'none',
      cite: 'Minn. Stat. § 491A.01, subd. 3a',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.revisor.mn.gov/bills/text.php?number=SF1760&version=latest&session=ls93&session_year=2024&session_number=0',
      note: 'Conciliation court (small claims): claims up to $15,000; $4,000 when the claim arises from a consumer credit transaction. No title to real estate, libel or slander, class actions or medical malpractice.',
    },
    duiHearing: {
      value: 60,
      unit: 'days',
      startsAt: 'arrest',
      cite: 'Minn. Stat. § 169A.53, subd. 2(a)',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/minnesota-statutes/transportation/chapter-169a-driving-while-impaired/administrative-provisions/section-169a53-administrative-and-judicial-review-of-license-revocation',
      note: 'A petition for judicial review in district court within 60 days after receiving the notice and order of revocation (it was 30 days in older versions). An administrative review by the Commissioner of Public Safety can be asked for at any time during the revocation.',
    },
  },
};
