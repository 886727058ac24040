/**
 * Key time limits of each state's law, kept as data so that a reviewer can check every figure
 * against its source in one place. `null` means the state sets no single number (or the rule
 * depends on facts the chat cannot know); the note says why and the answer says so.
 */

export type Unit = 'days' | 'business_days' | 'months' | 'years';

/** What starts the deposit clock. */
export type DepositTrigger = 'move_out' | 'move_out_and_address';

export interface Rule {
  /** The period, or null when the law sets no single number. */
  value: number | null;
  unit: Unit;
  /** The statute, as a court would cite it. */
  cite: string;
  /** For reviewers: exceptions and why a figure is null or approximate. */
  note?: string;
}

export interface StateLaw {
  /** The official code or legislature site the figures were checked against. */
  source: string;
  deposit: Rule & { trigger: DepositTrigger };
  injury: Rule;
  wages: Rule;
  /** Notice a landlord must give before filing an eviction for unpaid rent. */
  evictionNotice: Rule;
}

/** When the table as a whole was last checked against its sources. */
export const STATE_LAW_REVIEWED = '2026-11-23';

const d = (value: number | null, cite: string, note?: string): Rule => ({ value, unit: 'days', cite, note });
const bd = (value: number, cite: string, note?: string): Rule => ({
  value,
  unit: 'business_days',
  cite,
  note,
});
const y = (value: number | null, cite: string, note?: string): Rule => ({ value, unit: 'years', cite, note });
const dep = (value: number | null, cite: string, note?: string, trigger: DepositTrigger = 'move_out') => ({
  ...d(value, cite, note),
  trigger,
});

export const STATE_LAW: Record<string, StateLaw> = {
  AL: {
    source: 'Alabama Legislature, Code of Alabama (alison.legislature.state.al.us)',
    deposit: dep(60, 'Ala. Code § 35-9A-201'),
    injury: y(2, 'Ala. Code § 6-2-38'),
    wages: y(
      6,
      'Ala. Code § 6-2-34',
      `No state wage-payment statute; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: d(7, 'Ala. Code § 35-9A-421'),
  },
  AK: {
    source: 'Alaska Legislature, Alaska Statutes (akleg.gov)',
    deposit: dep(14, 'AS § 34.03.070', '30 days when the tenant did not give proper notice.'),
    injury: y(2, 'AS § 09.10.070'),
    wages: y(2, 'AS § 23.10.130', 'Minimum wage and overtime claims.'),
    evictionNotice: d(
      7,
      'AS § 34.03.220',
      'Pay-or-quit notice under § 34.03.220(b); the eviction action itself is under AS § 09.45.090.',
    ),
  },
  AZ: {
    source: 'Arizona Legislature, Arizona Revised Statutes (azleg.gov)',
    deposit: {
      ...bd(14, 'A.R.S. § 33-1321', 'Counted from move-out and the tenant’s demand for the deposit.'),
      trigger: 'move_out',
    },
    injury: y(2, 'A.R.S. § 12-542'),
    wages: y(
      1,
      'A.R.S. § 12-541',
      'Employment contract claims; minimum wage claims 2 years, 3 if willful (A.R.S. § 23-364).',
    ),
    evictionNotice: d(5, 'A.R.S. § 33-1368'),
  },
  AR: {
    source: 'Arkansas General Assembly, Arkansas Code (arkleg.state.ar.us)',
    deposit: dep(60, 'Ark. Code § 18-16-305'),
    injury: y(3, 'Ark. Code § 16-56-105'),
    wages: y(
      3,
      'Ark. Code § 16-56-105',
      `General period for unwritten contracts; Arkansas Minimum Wage Act claims have their own period (Ark. Code § 11-4-218). Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: d(3, 'Ark. Code § 18-60-304'),
  },
  CA: {
    source: 'California Legislative Information (leginfo.legislature.ca.gov)',
    deposit: dep(21, 'Cal. Civ. Code § 1950.5'),
    injury: y(2, 'Cal. Civ. Proc. Code § 335.1'),
    wages: y(3, 'Cal. Civ. Proc. Code § 338', '4 years on a written contract (§ 337).'),
    evictionNotice: bd(
      3,
      'Cal. Civ. Proc. Code § 1161',
      'Saturdays, Sundays and court holidays are not counted.',
    ),
  },
  CO: {
    source: 'Colorado General Assembly, Colorado Revised Statutes (leg.colorado.gov)',
    deposit: dep(30, 'C.R.S. § 38-12-103', 'One month; a lease may extend it to 60 days.'),
    injury: y(2, 'C.R.S. § 13-80-102', '3 years for motor-vehicle injuries (§ 13-80-101).'),
    wages: y(2, 'C.R.S. § 8-4-122', '3 years when the violation is willful.'),
    evictionNotice: d(10, 'C.R.S. § 13-40-104'),
  },
  CT: {
    source: 'Connecticut General Assembly, General Statutes (cga.ct.gov)',
    deposit: dep(
      21,
      'Conn. Gen. Stat. § 47a-21',
      '21 days since October 1, 2023 (30 before), or 15 days after the tenant gives a forwarding address in writing, if later.',
    ),
    injury: y(2, 'Conn. Gen. Stat. § 52-584'),
    wages: y(2, 'Conn. Gen. Stat. § 52-596'),
    evictionNotice: d(
      3,
      'Conn. Gen. Stat. § 47a-23',
      'Notice to quit after the 9-day grace period (§ 47a-15a).',
    ),
  },
  DE: {
    source: 'Delaware Code Online (delcode.delaware.gov)',
    deposit: dep(20, '25 Del. C. § 5514'),
    injury: y(2, '10 Del. C. § 8119'),
    wages: y(1, '10 Del. C. § 8111'),
    evictionNotice: d(5, '25 Del. C. § 5502'),
  },
  DC: {
    source: 'Council of the District of Columbia, D.C. Code (code.dccouncil.gov)',
    deposit: dep(45, 'D.C. Code § 42-3502.17'),
    injury: y(3, 'D.C. Code § 12-301'),
    wages: y(3, 'D.C. Code § 32-1308'),
    evictionNotice: d(30, 'D.C. Code § 42-3505.01'),
  },
  FL: {
    source: 'Florida Legislature, Florida Statutes (leg.state.fl.us)',
    deposit: dep(
      15,
      'Fla. Stat. § 83.49',
      '15 days when nothing is claimed; to claim part of it the landlord must send written notice within 30 days, and the tenant then has 15 days to object.',
    ),
    injury: y(
      2,
      'Fla. Stat. § 95.11(4)(a)',
      'Negligence claims arising after March 24, 2023; 4 years for those arising before (former § 95.11(3)(a)).',
    ),
    wages: y(2, 'Fla. Stat. § 95.11', 'Minimum wage claims 4 years, 5 if willful (Fla. Const. art. X § 24).'),
    evictionNotice: bd(3, 'Fla. Stat. § 83.56', 'Saturdays, Sundays and legal holidays are not counted.'),
  },
  GA: {
    source: 'Georgia General Assembly, Official Code of Georgia (legis.ga.gov)',
    deposit: dep(
      30,
      'O.C.G.A. § 44-7-34',
      'One month after the lease ends or the unit is surrendered, whichever is later.',
    ),
    injury: y(2, 'O.C.G.A. § 9-3-33'),
    wages: y(2, 'O.C.G.A. § 9-3-22'),
    evictionNotice: { ...bd(3, 'O.C.G.A. § 44-7-50'), note: 'Notice to pay or vacate required since 2024.' },
  },
  HI: {
    source: 'Hawaii State Legislature, Hawaii Revised Statutes (capitol.hawaii.gov)',
    deposit: dep(14, 'HRS § 521-44'),
    injury: y(2, 'HRS § 657-7'),
    wages: y(
      6,
      'HRS § 657-1',
      `No separate wage-claim period found; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: d(
      10,
      'HRS § 521-68',
      '10 calendar days since February 5, 2026, with pre-filing mediation if the tenant asks (Act 278, 2025); 5 business days before. The mediation pilot ends February 4, 2028: re-check then.',
    ),
  },
  ID: {
    source: 'Idaho Legislature, Idaho Statutes (legislature.idaho.gov)',
    deposit: dep(21, 'Idaho Code § 6-321', 'Up to 30 days when the lease says so.'),
    injury: y(2, 'Idaho Code § 5-219'),
    wages: y(2, 'Idaho Code § 45-614', '3 years when willful.'),
    evictionNotice: d(3, 'Idaho Code § 6-303'),
  },
  IL: {
    source: 'Illinois General Assembly, Illinois Compiled Statutes (ilga.gov)',
    deposit: dep(
      45,
      '765 ILCS 710/1',
      'Deductions only with an itemized statement within 30 days of moving out; without one, the whole deposit is due within 45 days. The current text no longer limits the Act to buildings of 5+ units: re-check the effective date. Chicago: own ordinance.',
    ),
    injury: y(2, '735 ILCS 5/13-202'),
    wages: y(
      5,
      '735 ILCS 5/13-205',
      'Oral agreements; 10 years on a written contract (13-206). Minimum wage claims 3 years (820 ILCS 105/12).',
    ),
    evictionNotice: d(5, '735 ILCS 5/9-209'),
  },
  IN: {
    source: 'Indiana General Assembly, Indiana Code (iga.in.gov)',
    deposit: dep(
      45,
      'Ind. Code § 32-31-3-12',
      'The tenant must give a forwarding address in writing; re-check whether the clock waits for it.',
    ),
    injury: y(2, 'Ind. Code § 34-11-2-4'),
    wages: y(2, 'Ind. Code § 34-11-2-1'),
    evictionNotice: d(10, 'Ind. Code § 32-31-1-6'),
  },
  IA: {
    source: 'Iowa Legislature, Iowa Code (legis.iowa.gov)',
    deposit: dep(
      30,
      'Iowa Code § 562A.12',
      'From the end of the tenancy and receipt of the tenant’s mailing address or delivery instructions.',
      'move_out_and_address',
    ),
    injury: y(2, 'Iowa Code § 614.1(2)'),
    wages: y(2, 'Iowa Code § 614.1(8)'),
    evictionNotice: d(3, 'Iowa Code § 562A.27'),
  },
  KS: {
    source: 'Kansas Legislature, Kansas Statutes Annotated (kslegislature.gov)',
    deposit: dep(30, 'K.S.A. § 58-2550'),
    injury: y(2, 'K.S.A. § 60-513'),
    wages: y(3, 'K.S.A. § 60-512'),
    evictionNotice: d(
      3,
      'K.S.A. § 58-2564',
      'Three days under the landlord-tenant act (§ 58-2564(b)). The older K.S.A. §§ 58-2507 and 58-2508 give 10 days for tenancies of 3 months or more; re-check which governs.',
    ),
  },
  KY: {
    source: 'Kentucky General Assembly, Kentucky Revised Statutes (legislature.ky.gov)',
    deposit: dep(
      null,
      'KRS § 383.580',
      'The statute sets no return deadline: the landlord must list damage at move-out and notify the tenant of any refund, and may keep an unclaimed refund after 60 days. Guides often say 30 to 60 days. Applies only where the landlord-tenant act was adopted.',
    ),
    injury: y(1, 'KRS § 413.140', 'Motor-vehicle injuries: 2 years (KRS § 304.39-230).'),
    wages: y(5, 'KRS § 413.120'),
    evictionNotice: d(7, 'KRS § 383.660', 'In places that adopted the landlord-tenant act.'),
  },
  LA: {
    source: 'Louisiana State Legislature, Revised Statutes and Civil Code (legis.la.gov)',
    deposit: dep(30, 'La. R.S. § 9:3251', 'One month.'),
    injury: y(2, 'La. Civ. Code art. 3493.1', 'Injuries after July 1, 2024; 1 year before (art. 3492).'),
    wages: y(3, 'La. Civ. Code art. 3494'),
    evictionNotice: d(5, 'La. Code Civ. Proc. art. 4701'),
  },
  ME: {
    source: 'Maine Legislature, Maine Revised Statutes (legislature.maine.gov)',
    deposit: dep(30, '14 M.R.S. § 6033', '21 days for a tenancy at will.'),
    injury: y(6, '14 M.R.S. § 752'),
    wages: y(6, '14 M.R.S. § 752'),
    evictionNotice: d(7, '14 M.R.S. § 6002'),
  },
  MD: {
    source: 'Maryland General Assembly, Annotated Code (mgaleg.maryland.gov)',
    deposit: dep(45, 'Md. Code, Real Prop. § 8-203'),
    injury: y(3, 'Md. Code, Cts. & Jud. Proc. § 5-101'),
    wages: y(3, 'Md. Code, Cts. & Jud. Proc. § 5-101'),
    evictionNotice: d(10, 'Md. Code, Real Prop. § 8-401'),
  },
  MA: {
    source: 'Massachusetts General Court, General Laws (malegislature.gov)',
    deposit: dep(30, 'M.G.L. c. 186, § 15B'),
    injury: y(3, 'M.G.L. c. 260, § 2A'),
    wages: y(3, 'M.G.L. c. 149, § 150'),
    evictionNotice: d(14, 'M.G.L. c. 186, § 11'),
  },
  MI: {
    source: 'Michigan Legislature, Michigan Compiled Laws (legislature.mi.gov)',
    deposit: dep(
      30,
      'MCL § 554.609',
      'The tenant must give a forwarding address within 4 days of moving out (MCL § 554.611).',
    ),
    injury: y(3, 'MCL § 600.5805'),
    wages: y(6, 'MCL § 600.5807', 'A complaint to the state must be filed within 12 months (MCL § 408.481).'),
    evictionNotice: d(7, 'MCL § 600.5714'),
  },
  MN: {
    source: 'Minnesota Office of the Revisor of Statutes (revisor.mn.gov)',
    deposit: dep(
      21,
      'Minn. Stat. § 504B.178',
      'Three weeks from the end of the tenancy and receipt of the tenant’s mailing address or delivery instructions.',
      'move_out_and_address',
    ),
    injury: y(
      6,
      'Minn. Stat. § 541.05',
      'Negligence; 2 years for intentional torts such as assault (§ 541.07).',
    ),
    wages: y(2, 'Minn. Stat. § 541.07', '3 years when willful.'),
    evictionNotice: d(14, 'Minn. Stat. § 504B.321'),
  },
  MS: {
    source: 'Mississippi Legislature, Mississippi Code (legislature.ms.gov)',
    deposit: dep(45, 'Miss. Code § 89-8-21'),
    injury: y(3, 'Miss. Code § 15-1-49'),
    wages: y(
      3,
      'Miss. Code § 15-1-49',
      `No state wage-claim statute; general period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: d(3, 'Miss. Code § 89-7-27'),
  },
  MO: {
    source: 'Missouri Revisor of Statutes (revisor.mo.gov)',
    deposit: dep(30, 'RSMo § 535.300'),
    injury: y(5, 'RSMo § 516.120'),
    wages: y(
      2,
      'RSMo § 516.140',
      'Minimum wage and overtime claims; 5 years on a contract claim (§ 516.120).',
    ),
    evictionNotice: d(null, 'RSMo § 535.020', 'A demand for rent is required but no set number of days.'),
  },
  MT: {
    source: 'Montana Legislature, Montana Code Annotated (leg.mt.gov)',
    deposit: dep(30, 'Mont. Code § 70-25-202', '10 days when nothing is deducted.'),
    injury: y(3, 'Mont. Code § 27-2-204'),
    wages: { value: 180, unit: 'days', cite: 'Mont. Code § 39-3-207', note: 'Wage claim to the department.' },
    evictionNotice: d(3, 'Mont. Code § 70-24-422'),
  },
  NE: {
    source: 'Nebraska Legislature, Nebraska Revised Statutes (nebraskalegislature.gov)',
    deposit: dep(14, 'Neb. Rev. Stat. § 76-1416'),
    injury: y(4, 'Neb. Rev. Stat. § 25-207'),
    wages: y(4, 'Neb. Rev. Stat. § 25-206', 'Unwritten contract period; 5 years on a written contract.'),
    evictionNotice: d(7, 'Neb. Rev. Stat. § 76-1431'),
  },
  NV: {
    source: 'Nevada Legislature, Nevada Revised Statutes (leg.state.nv.us)',
    deposit: dep(30, 'NRS § 118A.242'),
    injury: y(2, 'NRS § 11.190'),
    wages: y(2, 'NRS § 608.260'),
    evictionNotice: { ...bd(7, 'NRS § 40.2512'), note: 'Seven judicial days.' },
  },
  NH: {
    source: 'New Hampshire General Court, Revised Statutes (gencourt.state.nh.us)',
    deposit: dep(30, 'RSA § 540-A:7'),
    injury: y(3, 'RSA § 508:4'),
    wages: y(3, 'RSA § 508:4'),
    evictionNotice: d(7, 'RSA § 540:3'),
  },
  NJ: {
    source: 'New Jersey Legislature, New Jersey Statutes (njleg.state.nj.us)',
    deposit: dep(30, 'N.J.S.A. § 46:8-21.1'),
    injury: y(2, 'N.J.S.A. § 2A:14-2'),
    wages: y(6, 'N.J.S.A. § 34:11-56a25.1'),
    evictionNotice: d(
      null,
      'N.J.S.A. § 2A:18-61.2',
      'No notice to quit is required before filing for unpaid rent.',
    ),
  },
  NM: {
    source: 'New Mexico Compilation Commission, NMSA 1978 (nmonesource.com)',
    deposit: dep(30, 'NMSA § 47-8-18'),
    injury: y(3, 'NMSA § 37-1-8'),
    wages: y(3, 'NMSA § 50-4-32'),
    evictionNotice: d(3, 'NMSA § 47-8-33'),
  },
  NY: {
    source: 'New York State Senate, Consolidated Laws (nysenate.gov/legislation)',
    deposit: dep(14, 'N.Y. Gen. Oblig. Law § 7-108'),
    injury: y(3, 'N.Y. CPLR § 214'),
    wages: y(6, 'N.Y. Labor Law § 198'),
    evictionNotice: d(14, 'N.Y. RPAPL § 711'),
  },
  NC: {
    source: 'North Carolina General Assembly, General Statutes (ncleg.gov)',
    deposit: dep(30, 'N.C.G.S. § 42-52', 'Up to 60 days when the landlord needs more time to itemize.'),
    injury: y(3, 'N.C.G.S. § 1-52'),
    wages: y(2, 'N.C.G.S. § 95-25.22'),
    evictionNotice: d(10, 'N.C.G.S. § 42-3'),
  },
  ND: {
    source: 'North Dakota Legislative Branch, Century Code (ndlegis.gov)',
    deposit: dep(30, 'N.D.C.C. § 47-16-07.1'),
    injury: y(6, 'N.D.C.C. § 28-01-16'),
    wages: y(
      6,
      'N.D.C.C. § 28-01-16',
      `No separate wage-claim period found; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: d(3, 'N.D.C.C. § 47-32-02'),
  },
  OH: {
    source: 'Ohio Laws and Administrative Rules (codes.ohio.gov)',
    deposit: dep(30, 'Ohio Rev. Code § 5321.16'),
    injury: y(2, 'Ohio Rev. Code § 2305.10'),
    wages: y(2, 'Ohio Rev. Code § 4111.10', 'Minimum wage and overtime claims.'),
    evictionNotice: d(3, 'Ohio Rev. Code § 1923.04'),
  },
  OK: {
    source: 'Oklahoma Legislature, Oklahoma Statutes (oklegislature.gov)',
    deposit: dep(
      45,
      '41 O.S. § 115',
      'Counted from move-out and the tenant’s written demand; a tenant who makes none within 6 months forfeits it.',
    ),
    injury: y(2, '12 O.S. § 95'),
    wages: y(3, '12 O.S. § 95'),
    evictionNotice: d(5, '41 O.S. § 131'),
  },
  OR: {
    source: 'Oregon State Legislature, Oregon Revised Statutes (oregonlegislature.gov)',
    deposit: dep(31, 'ORS § 90.300'),
    injury: y(2, 'ORS § 12.110'),
    wages: y(6, 'ORS § 12.080', 'Penalty wages: 2 years (ORS § 12.110).'),
    evictionNotice: d(
      10,
      'ORS § 90.394',
      'Since 2023 (HB 2001): 10 days if served on or after the 8th day of the rental period, 13 days if served from the 5th day; 72 hours for week-to-week tenancies.',
    ),
  },
  PA: {
    source: 'Pennsylvania General Assembly, Purdon’s Statutes (legis.state.pa.us)',
    deposit: dep(30, '68 P.S. § 250.512'),
    injury: y(2, '42 Pa.C.S. § 5524'),
    wages: y(3, '43 P.S. § 260.9a'),
    evictionNotice: d(10, '68 P.S. § 250.501'),
  },
  RI: {
    source: 'Rhode Island General Assembly, General Laws (rilegislature.gov)',
    deposit: dep(20, 'R.I. Gen. Laws § 34-18-19'),
    injury: y(3, 'R.I. Gen. Laws § 9-1-14'),
    wages: y(3, 'R.I. Gen. Laws § 28-14-19.2'),
    evictionNotice: d(5, 'R.I. Gen. Laws § 34-18-35', 'Demand once rent is 15 days late.'),
  },
  SC: {
    source: 'South Carolina Legislature, Code of Laws (scstatehouse.gov)',
    deposit: dep(30, 'S.C. Code § 27-40-410'),
    injury: y(3, 'S.C. Code § 15-3-530'),
    wages: y(3, 'S.C. Code § 15-3-530'),
    evictionNotice: d(5, 'S.C. Code § 27-40-710'),
  },
  SD: {
    source: 'South Dakota Legislature, Codified Laws (sdlegislature.gov)',
    deposit: dep(14, 'SDCL § 43-32-24', 'Two weeks; 45 days for an itemized list on request.'),
    injury: y(3, 'SDCL § 15-2-14'),
    wages: y(
      6,
      'SDCL § 15-2-13',
      `No separate wage-claim period found; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: d(3, 'SDCL § 21-16-2'),
  },
  TN: {
    source: 'Tennessee General Assembly, Tennessee Code (capitol.tn.gov)',
    deposit: dep(
      null,
      'Tenn. Code § 66-28-301',
      'The statute sets inspection and listing steps (within 10 business days of move-out) but no single return deadline; some guides say 30 days. The act applies only in counties over 75,000 people. Re-check at the next review.',
    ),
    injury: y(1, 'Tenn. Code § 28-3-104'),
    wages: y(
      6,
      'Tenn. Code § 28-3-109',
      `No separate wage-claim period found; contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: d(
      14,
      'Tenn. Code § 66-7-109',
      'Statewide 14-day notice for rent in arrears. In counties under the landlord-tenant act, § 66-28-505(b) lets a written lease waive the notice.',
    ),
  },
  TX: {
    source: 'Texas Legislature, Texas Statutes (statutes.capitol.texas.gov)',
    deposit: dep(
      30,
      'Tex. Prop. Code § 92.103',
      'Not due until the tenant gives a forwarding address in writing (§ 92.107).',
      'move_out_and_address',
    ),
    injury: y(2, 'Tex. Civ. Prac. & Rem. Code § 16.003'),
    wages: {
      value: 180,
      unit: 'days',
      cite: 'Tex. Lab. Code § 61.051',
      note: 'Wage claim to the Texas Workforce Commission.',
    },
    evictionNotice: d(
      3,
      'Tex. Prop. Code § 24.005',
      'Unless the lease sets a different period. Re-check against the 2025 amendments (SB 38, eviction suits filed from January 1, 2026).',
    ),
  },
  UT: {
    source: 'Utah State Legislature, Utah Code (le.utah.gov)',
    deposit: dep(30, 'Utah Code § 57-17-3', 'Or 15 days after receiving the tenant’s new address, if later.'),
    injury: y(4, 'Utah Code § 78B-2-307'),
    wages: y(
      4,
      'Utah Code § 78B-2-307',
      `No separate wage-claim period found; unwritten-contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: { ...bd(3, 'Utah Code § 78B-6-802') },
  },
  VT: {
    source: 'Vermont General Assembly, Vermont Statutes (legislature.vermont.gov)',
    deposit: dep(14, '9 V.S.A. § 4461'),
    injury: y(3, '12 V.S.A. § 512'),
    wages: y(6, '12 V.S.A. § 511'),
    evictionNotice: d(14, '9 V.S.A. § 4467'),
  },
  VA: {
    source: 'Virginia Law, Code of Virginia (law.lis.virginia.gov)',
    deposit: dep(45, 'Va. Code § 55.1-1226'),
    injury: y(2, 'Va. Code § 8.01-243'),
    wages: y(3, 'Va. Code § 40.1-29'),
    evictionNotice: d(
      14,
      'Va. Code § 55.1-1245',
      '14 days since July 1, 2026 (2026 HB 15 / SB 48); 5 days before. The 2024 bill (HB 598) did not take effect. Re-check against the enacted text.',
    ),
  },
  WA: {
    source: 'Washington State Legislature, Revised Code of Washington (app.leg.wa.gov)',
    deposit: dep(30, 'RCW § 59.18.280'),
    injury: y(3, 'RCW § 4.16.080'),
    wages: y(3, 'RCW § 4.16.080'),
    evictionNotice: d(14, 'RCW § 59.12.030'),
  },
  WV: {
    source: 'West Virginia Legislature, West Virginia Code (code.wvlegislature.gov)',
    deposit: dep(60, 'W. Va. Code § 37-6A-2', 'Or 45 days after a new tenant moves in, whichever is sooner.'),
    injury: y(2, 'W. Va. Code § 55-2-12'),
    wages: y(
      5,
      'W. Va. Code § 55-2-6',
      `No separate limitation period in the Wage Payment and Collection Act; unwritten-contract period applies. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: d(null, 'W. Va. Code § 55-3A-1', 'No notice period is required before filing.'),
  },
  WI: {
    source: 'Wisconsin State Legislature, Wisconsin Statutes (docs.legis.wisconsin.gov)',
    deposit: dep(21, 'Wis. Stat. § 704.28'),
    injury: y(3, 'Wis. Stat. § 893.54'),
    wages: y(2, 'Wis. Stat. § 893.44'),
    evictionNotice: d(5, 'Wis. Stat. § 704.17', '14 days for some tenancies; 30 for leases over a year.'),
  },
  WY: {
    source: 'Wyoming Legislature, Wyoming Statutes (wyoleg.gov)',
    deposit: dep(30, 'Wyo. Stat. § 1-21-1208', 'Or 15 days after receiving the new address, if later.'),
    injury: y(4, 'Wyo. Stat. § 1-3-105'),
    wages: y(
      4,
      'Wyo. Stat. § 1-3-105',
      `No separate wage-claim period found. § 1-3-105 gives 8 years on an unwritten contract and 10 on a written one, so a claim framed as contract may have longer. Federal minimum-wage and overtime claims: 2 years, 3 if willful (29 U.S.C. § 255). Re-check.`,
    ),
    evictionNotice: d(3, 'Wyo. Stat. § 1-21-1003'),
  },
};
