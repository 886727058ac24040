import { eeocCharge, notChecked, type StateRows, same } from '../rows.js';

const MALPRACTICE_READ_AT = 'http://statutes.laws-info.com/west-virginia/55/55-7b-4';

/** West Virginia. */
export const WV: StateRows = {
  source: 'West Virginia Legislature, West Virginia Code (code.wvlegislature.gov)',
  rows: {
    injury: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'W. Va. Code § 55-2-12',
      checkedOn: '2026-11-23',
    },
    motorVehicle: same('injury', 'Section 55-2-12(b) covers damages for personal injuries generally.'),
    malpractice: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'W. Va. Code § 55-7B-4(a)',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'Two years from the injury, or 2 years from discovery if later, never more than 10 years after the injury. Fraud or concealment by the provider stops the clock (§ 55-7B-4(c)).',
    },
    malpracticeDiscovery: {
      value: 2,
      unit: 'years',
      startsAt: 'discovery',
      cite: 'W. Va. Code § 55-7B-4(a)',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'Within the 10-year outer limit.',
    },
    malpracticeRepose: {
      value: 10,
      unit: 'years',
      startsAt: 'injury',
      cite: 'W. Va. Code § 55-7B-4(a)',
      checkedOn: '2026-11-26',
      readAt: 'http://www.courtswv.gov/supreme-court/docs/spring1997/23401.htm',
      note: 'Counted from the date of injury; does not apply where the provider concealed or misrepresented facts.',
    },
    malpracticeForeignObject: {
      value: null,
      reason: 'noStatute',
      cite: 'W. Va. Code § 55-7B-4',
      checkedOn: '2026-11-26',
      readAt: MALPRACTICE_READ_AT,
      note: 'No separate foreign-object rule; the discovery rule and the 10-year outer limit apply.',
    },
    workersCompNotice: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'W. Va. Code R. § 85-1-3.1',
      checkedOn: '2026-11-27',
      readAt:
        'https://casetext.com/regulation/west-virginia-administrative-code/agency-85-workers-compensation/title-85-procedural-rule-workers-compensation-rules-of-the-west-virginia-insurance-commissioner/series-85-01-claims-management-and-administration/section-85-1-3-claimants-report-of-injury-and-application-for-compensation',
      note: 'The worker should give the employer written notice immediately or as soon as practicable; notice within 2 working days counts as immediate. Late notice weighs against the claim but can never be the only reason to deny it. The claim itself must be filed within 6 months (see workersCompClaim).',
    },
    workersCompClaim: {
      value: 6,
      unit: 'months',
      startsAt: 'injury',
      cite: 'W. Va. Code § 23-4-15(a)',
      checkedOn: '2026-11-26',
      readAt: 'https://cetient.com/case/4276224/kenneth-baker-v-centre-foundry-machine-co',
      agency: 'West Virginia Offices of the Insurance Commissioner',
      note: 'The application for benefits must be filed within 6 months of the injury (or death); the limit is jurisdictional. The application goes to the employer’s insurer or claims administrator.',
    },
    govClaimState: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'W. Va. Code § 55-17-3(a)(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://law.uslawyerdatabase.com/55-17-3-preliminary-procedures-service-on-attorney-general-notice-to-the-legislature',
      note: 'No deadline counted from the injury, but at least 30 days before suing a state agency the claimant must send written notice of the claim by certified mail to the agency head and the Attorney General (not needed for urgent injunctions). The notice stops the limitation clock for 30 days.',
    },
    govClaimLocal: notChecked(
      'Governmental Tort Claims and Insurance Reform Act (§ 29-12A-6): believed to set suit within 2 years with no notice-of-claim step; not seen in any source this review. Third pass 2026-11-27: § 29-12A-6(a) read on lexace.ai: suit against a political subdivision within 2 years after the cause of action arose or the injury was (or should have been) discovered, whichever is last (minors under 10: until the 12th birthday if longer). No notice step in that section; the rest of the Act was not read, so absence of a notice rule is not yet confirmed (fastcounsel.com wrongly points to § 29-12A-5). 2026-11-27 (h-law1 pass): the official site holds the whole article (code.wvlegislature.gov/email/29-12A) but only §§ 29-12A-1 to -3 were served; W. Va. Code § 55-17-3 (30-day pre-suit notice, casetext) applies to state agencies, not political subdivisions.',
    ),
    propertyDamage: {
      value: 2,
      unit: 'years',
      startsAt: 'damage',
      cite: 'W. Va. Code § 55-2-12(a)',
      checkedOn: '2026-11-26',
      readAt: 'http://www.statutes-of-limitations.com/state/west_virginia',
    },
    contractWritten: {
      value: 10,
      unit: 'years',
      startsAt: 'breach',
      cite: 'W. Va. Code § 55-2-6',
      checkedOn: '2026-11-26',
      readAt: 'https://whychat.me/States/state-wva.html',
      note: 'A contract in writing signed by the party being sued or an agent.',
    },
    contractOral: {
      value: 5,
      unit: 'years',
      startsAt: 'breach',
      cite: 'W. Va. Code § 55-2-6',
      checkedOn: '2026-11-26',
      readAt: 'https://whychat.me/States/state-wva.html',
      note: 'Any other contract, express or implied.',
    },
    wagesFinalFired: notChecked(
      '§ 21-5-4 changed several times: 72 hours, then the next regular payday or 4 business days, whichever first (WV Division of Labor fact sheet, c. 2009, wvlabor.com), then (per Steptoe & Johnson, from June 11, 2015) the next regular payday for every separation; J. J. Keller paraphrases current § 21-5-4 the same way; a 2026 guide still says 4 business days. Current wording not read (second pass 2026-11-26). Fifth pass 2026-11-27: the 2013 committee substitute for SB 355 (legiscan.com) shows the 72-hours-to-next-payday-or-4-business-days change to § 21-5-4(b); the 2015 text (next regular payday, per Steptoe & Johnson’s blog) and any later one still not read. Sixth pass 2026-11-27: chapter 21 is missing from the saint1415/us-statutes GitHub copy of Justia; a search found again the 2013 bills (legis.state.wv.us HB 2839, legiscan SB 355) and J. J. Keller, not the current wording. Also: SB 12 (2015, effective June 11, 2015) is described by NFP, ADP and moorelawfirmwv.com as requiring final wages by the next regular payday for every separation; its enrolled text was not found.',
    ),
    wagesFinalQuit: notChecked(
      '§ 21-5-4: guides say next regular payday (or the last day of work if a full pay period’s notice was given, under older text); current wording not read. Sixth pass 2026-11-27: see wagesFinalFired; J. J. Keller paraphrases current § 21-5-4 as next regular payday for quitting too.',
    ),
    wagesAgency: notChecked(
      'The Wage and Hour Section of the West Virginia Division of Labor takes Requests for Assistance (labor.wv.gov pages and 42 CSR 5-10 read: no filing limit stated). A law-firm page (pinesbach) says a wage claim must be filed within 2 years of accrual. Not confirmed.',
    ),
    wagesCourt: notChecked(
      'Earlier review had 5 years, W. Va. Code § 55-2-6: No separate limitation period in the Wage Payment and Collection Act; unwritten-contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check. Note: for the state minimum wage and maximum hours law, recovery is limited to wages due in the 2 years before suit (§ 21-5C-8(d), read on code.wvlegislature.gov).',
    ),
    deposit: {
      value: 60,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'W. Va. Code § 37-6A-2',
      checkedOn: '2026-11-23',
      note: 'Or 45 days after a new tenant moves in, whichever is sooner.',
    },
    depositPenalty: notChecked(
      'W. Va. Code § 37-6A-5: guides conflict (1.5 or 2.5 times the amount wrongfully withheld). A copy of the Code of unmarked year, not the official site, reads 1.5 times when the failure is willful or not in good faith; not served as a number until the official text is read (2026-11-27). 2026-11-27 (h-law1 pass): lexace.ai reproduces § 37-6A-2 (searched, not -5); legalclarity.org, gowhale.com and undergroundlandlord.com all say one and one-half times the amount wrongfully withheld, none quoting § 37-6A-5.',
    ),
    evictionNotice: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'W. Va. Code § 55-3A-1',
      checkedOn: '2026-11-23',
      note: 'No notice period is required before filing.',
    },
    evictionAnswer: {
      value: 5,
      unit: 'days',
      startsAt: 'summonsServed',
      cite: 'W. Va. Code § 55-3A-1(b)–(c)',
      checkedOn: '2026-11-27',
      readAt: 'https://code.wvlegislature.gov/55-3A-1',
      note: 'Summary relief for wrongful occupation: the court sets a hearing 5 to 10 judicial days after the petition is filed, and the notice of hearing served on the tenant says any written defense may be filed and served on the landlord within five days of receiving the notice. Go to the hearing in any case.',
    },
    discriminationEeoc: eeocCharge(
      300,
      'West Virginia has a state agency for the same claims, the West Virginia Human Rights Commission, so 300 days apply.',
    ),
    discriminationState: {
      value: 365,
      unit: 'days',
      startsAt: 'violation',
      cite: 'W. Va. Code § 5-11-10',
      checkedOn: '2026-11-26',
      readAt: 'https://hrc.wv.gov/Pages/ComplaintProcess.aspx',
      agency: 'West Virginia Human Rights Commission',
      note: 'From the most recent act of discrimination.',
    },
    smallClaims: notChecked(
      'Magistrate court civil limit was $10,000 (§ 50-2-1, as shown in 2025 SB 742, which proposed raising it to $20,000); whether SB 742 or a similar bill was enacted was not checked.',
    ),
    duiHearing: notChecked(),
  },
};
