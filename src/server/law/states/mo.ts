import { eeocCharge, notChecked, type StateRows } from '../rows.js';

/** Missouri. */
export const MO: StateRows = {
  source: 'Missouri Revisor of Statutes (revisor.mo.gov)',
  rows: {
    injury: notChecked(
      'Earlier review had 5 years (RSMo § 516.120(4)). Withdrawn on the second pass: 2026 HB 1610 (Billington) would cut the § 516.120 periods (contracts, injury to persons, trespass, injury to goods) from 5 to 3 years; its last action seen was "HCS reported do pass" in the House committee on 25 Feb 2026 (vulcanbills.com/mo/2026/HB1610), and whether it passed and took effect on 28 Aug 2026 could not be found. Bills cutting the period to 2 years died in 2018-2025 (HB 68 in 2025, lewispnj.com). Read the current § 516.120 on revisor.mo.gov and the 2026 session results before restoring a figure. Third pass 2026-11-27: three more searches (vulcanbills, revisor.mo.gov chapter 516 page, session news) found nothing newer than the 25 Feb 2026 committee vote on HB 1610 and no 2026 opinion applying § 516.120; outcome still unknown.',
    ),
    motorVehicle: notChecked(
      'Would follow the injury row (RSMo § 516.120, 5 years until any change); no separate car-crash period was found. Held open with the injury row because 2026 HB 1610 may have cut § 516.120 to 3 years from 28 Aug 2026 (outcome not found; see injury).',
    ),
    malpractice: {
      value: 2,
      unit: 'years',
      startsAt: 'act',
      cite: 'RSMo § 516.105',
      checkedOn: '2026-11-26',
      readAt: 'http://revisor.mo.gov/main/OneSection.aspx?section=516.105&bid=33702',
      note: 'Against physicians, hospitals, nurses, dentists and other health care providers: 2 years from the act of neglect. Exceptions run from discovery for a foreign object left in the body and for failure to tell the patient test results.',
    },
    malpracticeDiscovery: {
      value: null,
      reason: 'noStatute',
      cite: 'RSMo § 516.105',
      checkedOn: '2026-11-26',
      readAt: 'http://revisor.mo.gov/main/OneSection.aspx?section=516.105&bid=33702',
      note: 'No general discovery rule: only a foreign object left in the body, or a failure to inform the patient of test results, gives 2 years from discovery (or from when it should have been discovered, whichever comes first).',
    },
    malpracticeRepose: {
      value: 10,
      unit: 'years',
      startsAt: 'act',
      cite: 'RSMo § 516.105',
      checkedOn: '2026-11-26',
      readAt: 'https://cetient.com/case/5096103/vilcek-v-lee',
      note: 'The discovery exceptions (foreign object, test results) are limited to 10 years from the act of neglect. Minors have separate rules.',
    },
    malpracticeForeignObject: {
      value: 2,
      unit: 'years',
      startsAt: 'discovery',
      cite: 'RSMo § 516.105.1(1)',
      checkedOn: '2026-11-26',
      readAt: 'http://revisor.mo.gov/main/OneSection.aspx?section=516.105&bid=33702',
      note: 'Two years from discovery of the object, or from when the patient should have discovered it with ordinary care, whichever comes first; never more than 10 years after the act.',
    },
    workersCompNotice: {
      value: 30,
      unit: 'days',
      startsAt: 'injury',
      cite: 'RSMo § 287.420',
      checkedOn: '2026-11-26',
      readAt:
        'https://getpocketlaw.com/law/state_missouri/section-287-420-written-notice-of-injury-to-be-given-to-employer-exceptions_ef3f9a9185d0',
      note: 'Written notice to the employer no later than 30 days after the accident (for occupational disease or repetitive trauma, 30 days after diagnosis), unless the employer was not prejudiced.',
    },
    workersCompClaim: {
      value: 2,
      unit: 'years',
      startsAt: 'injury',
      cite: 'RSMo § 287.430',
      checkedOn: '2026-11-26',
      readAt:
        'https://d1tvxue8o4w0fl.cloudfront.net/statute/missouri-revised-statutes/title-xviii-labor-and-industrial-relations/chapter-287-workers-compensation-law/section-287430-limitation-as-to-action-exception',
      agency: "Missouri Division of Workers' Compensation",
      note: 'Claim filed with the Division within 2 years after the injury, death or last compensation payment; 3 years if the employer did not file the report of injury.',
    },
    govClaimState: notChecked(
      'RSMo 537.600.1 (read on moga.mo.gov, 2014 text) waives immunity for motor-vehicle and dangerous-property-condition injuries and contains no notice requirement. A lawyer page (h-law.com) says dangerous-condition claims need notice within 90 days (possibly the city statutes, e.g. 79.480); legalclarity.org says a notice of claim is required. No statute settling whether notice is needed before suing the State itself was read.',
    ),
    govClaimLocal: {
      value: null,
      reason: 'dependsOnFacts',
      cite: 'RSMo § 79.480',
      checkedOn: '2026-11-26',
      readAt: 'https://print.casetext.com/case/lemming-v-city-of-salisbury',
      note: 'Depends on the kind of city. For injuries from a defect or unsafe condition of a street, sidewalk, bridge or thoroughfare, cities of the fourth class (RSMo 79.480) and small special-charter cities (RSMo 81.060) require written notice to the mayor within 90 days; other classes of city have similar statutes. No general notice rule was found for other claims.',
    },
    propertyDamage: notChecked(
      'RSMo 516.120(4): 5 years per guides; statute text not read. 2026 HB 1610 may have cut it to 3 years from 28 Aug 2026 (outcome not found; see injury).',
    ),
    contractWritten: notChecked(
      'RSMo 516.110(1): 10 years for an action upon any writing for the payment of money or property (quoted in Payne v. Far-Mar Co., 612 S.W.2d 54 (Mo. App. 1981)); other contracts 5 years under 516.120 (text not read, and 2026 HB 1610 may have cut it to 3 years from 28 Aug 2026; see injury); sales of goods 4 years (400.2-725). A 10-year answer would be wrong for many written contracts.',
    ),
    contractOral: notChecked(
      'RSMo 516.120(1): 5 years per guides (products50.com, legalhelp.us); statute text not read. 2026 HB 1610 may have cut it to 3 years from 28 Aug 2026 (outcome not found; see injury).',
    ),
    wagesFinalFired: {
      value: 0,
      unit: 'days',
      startsAt: 'separation',
      cite: 'RSMo § 290.110',
      checkedOn: '2026-11-26',
      readAt: 'http://www.laws9.com/statutes/missouri/t18/c290/290_110',
      note: 'Due on the day of discharge. If the worker asks in writing and is not paid within 7 days, wages continue at the same rate until paid, for up to 60 days. Not for commission workers whose pay needs an audit.',
    },
    wagesFinalQuit: {
      value: null,
      reason: 'noStatute',
      cite: 'RSMo § 290.110',
      checkedOn: '2026-11-26',
      readAt:
        'https://molabor.uservoice.com/knowledgebase/articles/283163-if-an-employee-quits-his-job-when-are-the-final-w',
      note: 'The final-pay statute covers only workers who are discharged; no Missouri law says when a worker who quits must be paid. If not paid by the next regular payday, the wages can be sued for.',
    },
    wagesAgency: {
      value: null,
      reason: 'noStatute',
      cite: 'RSMo § 290.110',
      checkedOn: '2026-11-26',
      readAt:
        'https://molabor.uservoice.com/knowledgebase/articles/283161-if-an-employee-is-terminated-when-are-his-or-her-f',
      note: 'The Missouri Department of Labor says the state has no authority to collect wages for an individual: unpaid wages are recovered by a private suit (small claims court for smaller amounts).',
    },
    wagesCourt: {
      value: 2,
      unit: 'years',
      startsAt: 'violation',
      cite: 'RSMo § 516.140',
      checkedOn: '2026-11-23',
      note: 'Minimum wage and overtime claims. Claims on the employment contract itself fall under the general contract period (§ 516.120), which a 2026 bill may have shortened.',
    },
    deposit: {
      value: 30,
      unit: 'days',
      startsAt: 'moveOut',
      cite: 'RSMo § 535.300',
      checkedOn: '2026-11-23',
    },
    depositPenalty: {
      value: 2,
      unit: 'times',
      startsAt: 'none',
      cite: 'RSMo § 535.300.6',
      checkedOn: '2026-11-27',
      readAt:
        'https://github.com/saint1415/us-statutes/blob/data/data/states/missouri/content/title-title-xxxvi/chapter-chapter-535.json',
      note: 'If the landlord "wrongfully withholds all or any portion of the security deposit", the tenant "shall recover as damages twice the amount wrongfully withheld" (text as amended through 2018 S.B. 581, read in a February 2026 copy of the Justia page for § 535.300). Battis v. Hofmann (1992), on an earlier version of the section, let the court award less than twice; whether that still holds under the current wording was not checked. Not for commercial tenants (PDQ Tower Services v. Adams, 2007).',
    },
    evictionNotice: {
      value: null,
      reason: 'noSingleNumber',
      cite: 'RSMo § 535.020',
      checkedOn: '2026-11-23',
      note: 'A demand for rent is required but no set number of days.',
    },
    evictionAnswer: notChecked(),
    discriminationEeoc: eeocCharge(
      300,
      'The Missouri Commission on Human Rights enforces a state law against employment discrimination (RSMo ch. 213), so the 300-day EEOC period applies. The state complaint itself has only 180 days.',
      'https://labor.mo.gov/mohumanrights/file-complaint',
    ),
    discriminationState: {
      value: 180,
      unit: 'days',
      startsAt: 'violation',
      cite: 'RSMo § 213.075.1',
      checkedOn: '2026-11-26',
      readAt: 'https://www.revisor.mo.gov/main/OneSection.aspx?section=213.075',
      agency: 'Missouri Commission on Human Rights',
      note: 'A signed, verified written complaint within 180 days of the act; a complaint filed with the EEOC is treated as filed with the Commission on the day the EEOC receives it. Filing it is required before suing under the state act.',
    },
    smallClaims: {
      value: 5000,
      unit: 'usd',
      startsAt: 'none',
      cite: 'RSMo § 482.305',
      checkedOn: '2026-11-26',
      readAt:
        'http://casetext.com/statute/missouri-revised-statutes/title-xxxii-courts/chapter-482-small-claims-courts/section-482305-jurisdiction-of-small-claims-court',
      note: 'Civil cases in tort or contract up to $5,000, not counting interest or costs. A larger claim may be filed only by giving up everything above $5,000 (§ 482.315).',
    },
    duiHearing: {
      value: 15,
      unit: 'days',
      startsAt: 'arrest',
      cite: 'RSMo § 302.530.1',
      checkedOn: '2026-11-26',
      readAt: 'http://laws9.com/statutes/missouri/t19/c302/302_530',
      note: 'Request a hearing with the Department of Revenue within 15 days of receiving the notice of suspension or revocation (usually handed over at the arrest) for a blood-alcohol suspension. A refusal to test is handled by a different procedure.',
    },
  },
};
