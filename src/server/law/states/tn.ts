import { notChecked, type StateRows, same } from '../rows.js';

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
    motorVehicle: same(
      'injury',
      'No separate motor-vehicle period: injuries to the person have 1 year (§ 28-3-104(a)(1)). It is 2 years when the person who caused the injury is criminally prosecuted for it (prosecution begun within 1 year) and the suit is against that person (§ 28-3-104(a)(2)).',
    ),
    malpractice: {
      value: 1,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Tenn. Code § 29-26-116(a)(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.casetext.com/statute/tennessee-code/title-29-remedies-and-special-proceedings/chapter-26-health-care-liability/part-1-general-provisions/section-29-26-116-statute-of-limitations-counterclaim-for-damages',
      note: 'Health care liability actions. Giving the required 60-day pre-suit notice (§ 29-26-121) extends the period by 120 days.',
    },
    malpracticeDiscovery: {
      value: 1,
      unit: 'years',
      startsAt: 'discovery',
      cite: 'Tenn. Code § 29-26-116(a)(2)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.casetext.com/statute/tennessee-code/title-29-remedies-and-special-proceedings/chapter-26-health-care-liability/part-1-general-provisions/section-29-26-116-statute-of-limitations-counterclaim-for-damages',
      note: 'When the injury is not discovered within the first year; still subject to the 3-year outer limit.',
    },
    malpracticeRepose: {
      value: 3,
      unit: 'years',
      startsAt: 'act',
      cite: 'Tenn. Code § 29-26-116(a)(3)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.casetext.com/statute/tennessee-code/title-29-remedies-and-special-proceedings/chapter-26-health-care-liability/part-1-general-provisions/section-29-26-116-statute-of-limitations-counterclaim-for-damages',
      note: 'Except where the provider fraudulently concealed it: then 1 year from discovery of the claim.',
    },
    malpracticeForeignObject: {
      value: 1,
      unit: 'years',
      startsAt: 'discovery',
      cite: 'Tenn. Code § 29-26-116(a)(4)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.casetext.com/statute/tennessee-code/title-29-remedies-and-special-proceedings/chapter-26-health-care-liability/part-1-general-provisions/section-29-26-116-statute-of-limitations-counterclaim-for-damages',
      note: 'One year from when the object was or should have been discovered; the 3-year outer limit does not apply.',
    },
    workersCompNotice: {
      value: 30,
      unit: 'days',
      startsAt: 'injury',
      cite: 'Tenn. Code § 50-6-201(a)',
      checkedOn: '2026-11-26',
      readAt: 'http://laws9.com/statutes/tennessee/title-50/chapter-6/part-2/50-6-201',
      note: 'Written notice, unless the employer already knew or there is a reasonable excuse. For gradual or cumulative injuries, 30 days from when the worker knows or should know of the work-related injury (§ 50-6-201(b)).',
    },
    workersCompClaim: {
      value: 1,
      unit: 'years',
      startsAt: 'injury',
      cite: 'Tenn. Code § 50-6-203(b)',
      checkedOn: '2026-11-26',
      readAt: 'https://wccourt.com/2017/03/02/learning-the-limitations/',
      agency: 'Tennessee Bureau of Workers’ Compensation',
      note: 'Petition for benefit determination within 1 year of the accident. If the employer paid benefits voluntarily, 1 year from the later of the last authorized treatment or the last payment. Occupational diseases have their own rules (§ 50-6-306).',
    },
    govClaimState: {
      value: 1,
      unit: 'years',
      startsAt: 'claimArises',
      cite: 'Tenn. Code § 9-8-402(a)(1), (b)',
      checkedOn: '2026-11-27',
      readAt: 'https://unicourt.github.io/cic-code-tn/transforms/tn/octn/r76/gov.tn.tca.title.09.html',
      note: 'Written notice of the claim to the Division of Claims and Risk Management is a condition of recovery. It must be given within the limitation period that would apply to a similar claim in court: 1 year for personal injury (§ 28-3-104), longer for some other claims. If the Division does not settle or deny it within 90 days, the claim moves to the Claims Commission. Kampmeyer v. State (Tenn. 2022) held a claim barred where no written notice reached the Division within that year.',
    },
    govClaimLocal: notChecked(
      'Third pass 2026-11-27: Tenn. Code § 7-31-103 (2021 code, Public.Resource.Org/UniCourt release 76, read): no suit against a municipal corporation for injuries from the negligent condition of a street, alley, sidewalk or highway unless written notice reaches the mayor or manager within 120 days (a dependsOnFacts row could cite it). Whether courts still apply it alongside the Governmental Tort Liability Act, and the GTLA text itself (suit within 12 months, § 29-20-305(b), title 29 missing from that release), were not read. Earlier: Cunningham v. Williamson County Hospital District (Tenn. Ct. App. 2011) found no separate notice step under the GTLA.',
    ),
    propertyDamage: {
      value: 3,
      unit: 'years',
      startsAt: 'damage',
      cite: 'Tenn. Code § 28-3-105(1)',
      checkedOn: '2026-11-26',
      readAt: 'https://whychat.me/States/state-te.html',
      note: 'Injuries to personal or real property.',
    },
    contractWritten: {
      value: 6,
      unit: 'years',
      startsAt: 'breach',
      cite: 'Tenn. Code § 28-3-109(a)(3)',
      checkedOn: '2026-11-26',
      readAt: 'https://whychat.me/States/state-te.html',
      note: 'Contracts not otherwise provided for, written or not.',
    },
    contractOral: {
      value: 6,
      unit: 'years',
      startsAt: 'breach',
      cite: 'Tenn. Code § 28-3-109(a)(3)',
      checkedOn: '2026-11-26',
      readAt: 'https://whychat.me/States/state-te.html',
      note: 'Same 6-year period as written contracts; the statute does not distinguish.',
    },
    wagesFinalFired: notChecked(
      '§ 50-2-103(g): guides (employmentlawhandbook, expert-zoom, womenswellbeingmap) agree on the later of the next regular payday or 21 days after separation, same for fired and quit; covers private employers with 5 or more employees (§ 50-2-103(b), read on law.justia.com 2021). Second pass (2026-11-26): the wording of (g) itself still not found.',
    ),
    wagesFinalQuit: notChecked(
      '§ 50-2-103(g): guides agree on the later of the next regular payday or 21 days after leaving, same as for discharge. Wording of (g) not read.',
    ),
    wagesAgency: notChecked(
      'The Labor Standards Unit of the Tennessee Department of Labor and Workforce Development takes wage claims (tn.gov "How to Begin a Wage Claim" read: no filing limit stated). A 2013 blog post (tnemploymentlawblog.com) says the 2013 amendment to the Wage Regulations Act made the Department the exclusive enforcer and set no limitation period. Not confirmed in the statute.',
    ),
    wagesCourt: notChecked(
      'Earlier review had 6 years, Tenn. Code § 28-3-109: No separate wage-claim period found; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check. This review read § 28-3-105(3) (whychat.me reproduction): 3 years for civil actions on a state or federal statute creating monetary liability for personal services when that statute sets no period — so a claim under the wage statute may have only 3 years, and the earlier 6-year figure may be too long for it. Second pass (2026-11-26): a 2013 blog post (tnemploymentlawblog.com) says the 2013 amendment (signed April 23, 2013) eliminated private suits under the Wage Regulations Act, leaving enforcement to the Department; if so, only contract or FLSA suits remain. Not confirmed.',
    ),
    deposit: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'Tenn. Code § 66-28-301',
      checkedOn: '2026-11-26',
      readAt: 'http://laws9.com/statutes/tennessee/title-66/chapter-28/part-3/66-28-301',
      note: 'The statute sets a process, not a return deadline: within 10 business days after move-out, before any repairs, the landlord must inspect and list the damage with estimated costs for the tenant to sign or dispute. Applies only in the larger counties covered by the landlord-tenant act (§ 66-28-102).',
    },
    depositPenalty: notChecked('Not searched in the second pass (2026-11-26, budget).'),
    evictionNotice: {
      value: 14,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: 'Tenn. Code § 66-7-109',
      checkedOn: '2026-11-23',
      note: 'Statewide 14-day notice for rent in arrears. In counties under the landlord-tenant act, § 66-28-505(b) lets a written lease waive the notice.',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: notChecked(
      'The Tennessee Human Rights Commission was dissolved on June 30, 2025 (HB 910/SB 860, signed May 12, 2025; tn.gov press release); enforcement of the Human Rights Act moved to a new Division of Civil Rights Enforcement in the Attorney General’s office on July 1, 2025. A law firm (cronelawfirmplc.com) says Tennessee is no longer a deferral state, so the EEOC limit would be 180 days, not 300. Whether the new division has an EEOC work-sharing agreement was not confirmed.',
    ),
    discriminationState: notChecked(
      'Old THRC limit was 180 days (§ 4-21-302). Since July 1, 2025 complaints go to the Attorney General’s Division of Civil Rights Enforcement; a Fisher Phillips summary says the 180-day limit still applies. Amended statute text not read.',
    ),
    smallClaims: {
      value: 25000,
      unit: 'usd',
      startsAt: 'none',
      cite: 'Tenn. Code § 16-15-501(d)',
      checkedOn: '2026-11-26',
      readAt: 'http://ctas-eli.ctas.tennessee.edu/reference/jurisdiction-general-sessions-court',
      note: 'Tennessee has no separate small claims court; the general sessions court hears civil cases up to $25,000. Evictions and suits to recover personal property have no limit, and attorney’s fees and costs do not count toward it.',
    },
    duiHearing: notChecked(),
  },
};
