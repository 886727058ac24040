import { eeocCharge, notChecked, type StateRows, same } from '../rows.js';

/** Oklahoma. */
export const OK: StateRows = {
  source: 'Oklahoma Legislature, Oklahoma Statutes (oklegislature.gov)',
  rows: {
    injury: { value: 2, unit: 'years', startsAt: 'injury', cite: '12 O.S. § 95', checkedOn: '2026-11-23' },
    motorVehicle: same(
      'injury',
      'No separate motor-vehicle period: injuries from a crash fall under the general two-year rule.',
    ),
    malpractice: {
      value: 2,
      unit: 'years',
      startsAt: 'discovery',
      cite: '76 O.S. § 18',
      checkedOn: '2026-11-26',
      readAt: 'https://www.vanweylaw.com/medical-negligence-laws/oklahoma/',
      note: 'Two years from when the patient knew or, with reasonable diligence, should have known of the injury or condition. Covers physicians, health care providers and hospitals, whether the claim is in tort or contract.',
    },
    malpracticeDiscovery: same(
      'malpractice',
      'The two years already run from when the injury was or should have been discovered.',
    ),
    malpracticeRepose: notChecked(
      'No outer limit for adults found. 12 O.S. § 96 (quoted on vanweylaw) sets limits for minors (7 years from the injury for a child under 12) and incompetent persons. Confirm there is no adult repose. 2026-11-27 (h-law1 pass): vanweylaw also quotes 76 O.S. § 18 (two years from when the plaintiff knew or should have known) with no outer limit; legalclarity.org describes the discovery rule without any repose. No source states that Oklahoma has no adult repose.',
    ),
    malpracticeForeignObject: notChecked('No separate foreign-object rule found; not confirmed.'),
    workersCompNotice: notChecked(
      'Guides (law firms, workerscompexplained): notice to the employer within 30 days, 85A O.S. § 68; late notice creates a rebuttable presumption that the injury is not work-related rather than a bar. Statute text not read. Second pass 2026-11-26: findlaw.com and burtonlaw.com say the same (findlaw cites 85A-68); govt.westlaw.com/okjc holds the official Title 85A (§ 63 was served) but § 68 was not reached. Third pass 2026-11-27: coactionspecialty (citing former 85 O.S. § 24.2) and burtonlaw.com again say 30 days with a rebuttable presumption; § 68 text still not read. Sixth pass 2026-11-27: a search for the wording of § 68(A) found only the coactionspecialty summary again.',
    ),
    workersCompClaim: {
      value: 1,
      unit: 'years',
      startsAt: 'injury',
      cite: '85A O.S. § 69(A)(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://www.nwcdn.com/state-news/oklahoma/new-notice-requirement-for-statute-of-limitations-defense',
      agency: 'Oklahoma Workers’ Compensation Commission',
      note: 'One year from the injury or, if benefits were paid, 6 months from the last benefit, whichever is later (Schlumberger Technology Corp. v. Paredes, 2023 OK 42). Death claims and occupational diseases have other periods.',
    },
    govClaimState: {
      value: 1,
      unit: 'years',
      startsAt: 'claimArises',
      cite: '51 O.S. § 156(B)',
      checkedOn: '2026-11-26',
      readAt: 'https://www.oscn.net/applications/oscn/DeliverDocument.asp?CiteID=436958',
      note: 'Written claim within 1 year of the loss, filed with the Risk Management Administrator of the Office of Management and Enterprise Services; otherwise the claim is barred. Subsection H sets an exception.',
    },
    govClaimLocal: {
      value: 1,
      unit: 'years',
      startsAt: 'claimArises',
      cite: '51 O.S. § 156(B)',
      checkedOn: '2026-11-26',
      readAt: 'https://www.oscn.net/applications/oscn/DeliverDocument.asp?CiteID=436958',
      note: 'Written claim within 1 year of the loss, filed with the clerk of the governing body of the city, county or other political subdivision; otherwise the claim is barred. Subsection H sets an exception.',
    },
    propertyDamage: {
      value: 2,
      unit: 'years',
      startsAt: 'damage',
      cite: '12 O.S. § 95(A)(3)',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/oklahoma-statutes/title-12-civil-procedure/12-95-limitation-of-other-actions',
      note: 'Trespass on land, and taking, holding or damaging personal property.',
    },
    contractWritten: {
      value: 5,
      unit: 'years',
      startsAt: 'breach',
      cite: '12 O.S. § 95(A)(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/oklahoma-statutes/title-12-civil-procedure/12-95-limitation-of-other-actions',
    },
    contractOral: {
      value: 3,
      unit: 'years',
      startsAt: 'breach',
      cite: '12 O.S. § 95(A)(2)',
      checkedOn: '2026-11-26',
      readAt:
        'https://casetext.com/statute/oklahoma-statutes/title-12-civil-procedure/12-95-limitation-of-other-actions',
      note: 'Contracts not in writing, express or implied; this includes quasi-contract (T & S Investment Co. v. Coury, Okla. 1979).',
    },
    wagesFinalFired: {
      value: 1,
      unit: 'paydays',
      startsAt: 'separation',
      cite: '40 O.S. § 165.3(A)',
      checkedOn: '2026-11-27',
      readAt: 'http://oklegal.onenet.net/oklegal-cgi/get_statute?98/Title.40/40-165.3.html',
      note: 'Whenever employment terminates, wages in full at the next regular designated payday for the pay period in which the work was performed, or by certified mail if the worker asks (unless a collective bargaining agreement says otherwise). Late pay adds liquidated damages of 2% of the unpaid wages a day, capped at the unpaid amount (§ 165.3(B)). Read in a 1998 copy of the statute; current guides (employmentlawhandbook, observed.org) paraphrase the same wording, and no later amendment is known.',
    },
    wagesFinalQuit: same(
      'wagesFinalFired',
      'Section 165.3(A) speaks of any termination of employment, so quitting is covered by the same next-payday rule.',
    ),
    wagesAgency: notChecked(
      'Second pass 2026-11-26: the Oklahoma Department of Labor FAQ (oklahoma.gov/labor) explains how to file a wage claim but states no filing limit; workplacefairness.org says the deadline is unclear. The ODOL booklet with OAC 380:30 (docslib.org) was served only to its contents page.',
    ),
    wagesCourt: {
      value: 3,
      unit: 'years',
      startsAt: 'violation',
      cite: '12 O.S. § 95',
      checkedOn: '2026-11-23',
    },
    deposit: {
      value: 45,
      unit: 'days',
      startsAt: 'moveOut',
      cite: '41 O.S. § 115',
      checkedOn: '2026-11-23',
      note: 'Counted from move-out and the tenant’s written demand; a tenant who makes none within 6 months forfeits it.',
    },
    depositPenalty: notChecked(
      'Guides disagree (recovery of the deposit plus damages; the "twice the amount" in 41 O.S. § 115(A) is a criminal fine for misappropriating escrow). Statute text of the civil remedy not read. 2026-11-27 (h-law1 pass): one search: eforms, lawinfo and oklahomaapartmentleases.com quote only the § 115(A) criminal fine ("not to exceed twice the amount misappropriated from the escrow account"); ipropertymanagement says deposit plus damages; no civil multiple found.',
    ),
    evictionNotice: {
      value: 5,
      unit: 'days',
      startsAt: 'noticeServed',
      cite: '41 O.S. § 131',
      checkedOn: '2026-11-23',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: eeocCharge(
      300,
      'The Attorney General’s Office of Civil Rights Enforcement takes complaints under Oklahoma’s anti-discrimination law (25 O.S. § 1502), so the 300-day period applies.',
      'https://www.addison.law/insights/eeoc-filing-oklahoma',
    ),
    discriminationState: {
      value: 180,
      unit: 'days',
      startsAt: 'violation',
      cite: '25 O.S. § 1502(A)',
      checkedOn: '2026-11-26',
      readAt: 'https://lexace.ai/us/statute/oklahoma/25-1502',
      agency: 'Oklahoma Office of the Attorney General, Office of Civil Rights Enforcement',
      note: 'A written sworn complaint within 180 days after the discriminatory practice.',
    },
    smallClaims: {
      value: 10000,
      unit: 'usd',
      startsAt: 'none',
      cite: '12 O.S. § 1751(A)(1)',
      checkedOn: '2026-11-26',
      readAt:
        'https://govt.westlaw.com/okjc/Document/N13F650C0C2F011E9AB71DB2D18571BAB?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      note: 'Money claims in contract or tort (not libel or slander), not counting attorney fees and costs; collection agencies and assignees may not use it. A 2021 bill proposed $12,500; the court clerk can confirm the current figure.',
    },
    duiHearing: notChecked(),
  },
};
